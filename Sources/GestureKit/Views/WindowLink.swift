/// How touches point back at their window: through a small object the window owns and
/// clears when it is freed, so `touch.window` turns nil then, as a weak reference would.
///
/// Not a weak reference to the window itself: the first weak reference to an object gives
/// it a side table, and every retain and release of an object with one takes the runtime's
/// slow path. The window is retained on every step; the link costs one load instead.
final class WindowLink {
    /// The window, set once it is made and cleared when it is freed.
    @exclusivity(unchecked) unowned(unsafe) var window: Window?
}
