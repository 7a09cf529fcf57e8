import Testing
@testable import GestureKit

/// Who keeps whom alive. A window owns its views, their recognizers and its touches; a touch
/// keeps its view alive (a view taken out of the hierarchy still sees its touches end), but
/// never its window. Found by the fuzzers under LeakSanitizer (docs/Reliability.md): a window
/// that a touch had hit directly was never freed.
@Suite("Ownership: windows are freed when dropped")
struct OwnershipTests {
    /// Keeps the last touch it saw, as recognizers that follow one finger do.
    final class Keeper: GestureRecognizer {
        var last: Touch?
        override func touchesBegan(_ touches: [Touch], with event: Event) { last = touches.first }
    }

    @Test("R1 (extension): a window dropped with a finger down on it (no subview hit) is freed")
    func fingerDownOnTheWindow() throws {
        weak var dropped: Window?
        weak var touch: Touch?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            window.addGestureRecognizer(TapGestureRecognizer())
            try window.send(0, down(1, 50, 50))
            touch = window.touches.first
            #expect(touch?.view === window)
            dropped = window
        }
        #expect(dropped == nil, "the window outlived its last reference")
        #expect(touch == nil)
    }

    @Test("R1 (extension): a window whose recognizer kept the last touch (which hit the window) is freed")
    func recognizerKeepsItsTouch() throws {
        weak var dropped: Window?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let keeper = Keeper()
            window.addGestureRecognizer(keeper)
            try window.tap(at: 0, x: 50, y: 50)
            window.advance(to: 1)
            #expect(keeper.last?.view === window)
            dropped = window
        }
        #expect(dropped == nil, "the window outlived its last reference")
    }

    @Test("A touch keeps its view alive after the view leaves the hierarchy, until the touch ends")
    func touchKeepsItsView() throws {
        let window = Window(size: Size(width: 100, height: 100))
        weak var removed: View?
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            removed = view
        }
        try window.send(0, down(1, 50, 50))
        removed?.removeFromSuperview()
        #expect(removed != nil, "the touch's view was freed while the finger was down")
        #expect(window.touches.first?.view === removed)
        try window.send(0.1, up(1, 50, 50))
        window.advance(to: 1)
        #expect(removed == nil, "the view outlived its last touch")
    }

    @Test("R1 (extension): a window dropped mid-gesture frees its views, recognizers and touches (a finger down on a subview, a tap waiting for its second tap)")
    func droppedMidGesture() throws {
        weak var dropped: Window?
        weak var view: View?
        weak var swipe: GestureRecognizer?
        weak var doubleTap: TapGestureRecognizer?
        weak var touch: Touch?
        do {
            let window = Window(size: Size(width: 200, height: 200))
            let surface = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(surface)
            let recognizers: [GestureRecognizer] = [SwipeGestureRecognizer(), LongPressGestureRecognizer(), PanGestureRecognizer()]
            for recognizer in recognizers { surface.addGestureRecognizer(recognizer) }
            let taps = TapGestureRecognizer()
            taps.numberOfTapsRequired = 2
            surface.addGestureRecognizer(taps)
            try window.tap(at: 0, x: 50, y: 50)  // the double tap waits for its second tap
            try window.send(0.1, down(2, 100, 100), down(3, 120, 100))  // and two fingers stay down
            try window.send(0.15, move(2, 104, 100), move(3, 124, 100))
            touch = window.touches.first
            (dropped, view, swipe, doubleTap) = (window, surface, recognizers[0], taps)
            #expect(touch?.gestureRecognizers.isEmpty == false)
        }
        #expect(dropped == nil && view == nil, "the window or its view outlived it")
        #expect(swipe == nil && doubleTap == nil, "recognizers outlived their window")
        #expect(touch == nil, "a touch outlived its window")
    }

    // Back-references that do not hold (a subview's superview, a recognizer's view and
    // window, a touch's window, the event's window) are plain pointers cleared by their
    // owner, not weak references (docs/Performance.md). These outlive the owner on purpose:
    // under AddressSanitizer (`bash .ci/sanitizers address`) a pointer left dangling fails here.

    @Test("R1 (extension): a subview and a recognizer that outlive their view find nil, as through a weak reference")
    func outliveTheirView() {
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let recognizer = TapGestureRecognizer()
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent.addGestureRecognizer(recognizer)
            #expect(child.superview === parent && recognizer.view === parent)
        }
        #expect(child.superview == nil && child.window == nil)
        #expect(recognizer.view == nil)
        recognizer.state = .ended  // with no window it commits alone
        #expect(recognizer.state == .ended)
        child.removeFromSuperview()  // nothing to remove from
    }

    @Test("R1 (extension): touches, recognizers mid-gesture, subviews and the event that outlive their window find nil")
    func outliveTheirWindow() throws {
        let surface = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let keeper = Keeper()
        let windowKeeper = Keeper()
        var event: Event?
        var onTheWindow: Touch?
        do {
            let window = Window(size: Size(width: 200, height: 200))
            window.addSubview(surface)
            surface.addGestureRecognizer(keeper)
            window.addGestureRecognizer(windowKeeper)
            try window.send(0, down(2, 150, 50))  // on the window itself
            onTheWindow = windowKeeper.last
            try window.send(0.01, down(1, 50, 50))  // on the surface
            #expect(keeper.last?.window === window && onTheWindow?.view === window)
            #expect(keeper.entry.environment === window.gestureEnvironment && keeper.window === window)
            event = window.event
        }
        #expect(surface.superview == nil && surface.window == nil)
        #expect(keeper.last?.window == nil && keeper.last?.view === surface)  // a touch keeps its view
        #expect(onTheWindow != nil && onTheWindow?.window == nil && onTheWindow?.view == nil)
        #expect(windowKeeper.view == nil && keeper.entry.environment == nil && keeper.state == .possible)
        #expect(event?.allTouches.isEmpty == true)
        #expect(keeper.modifierFlags.isEmpty)
    }
}
