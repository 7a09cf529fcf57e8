#if os(Linux)
import GestureEvdev

/// The modifiers held on the keyboards, asked of the kernel with `EVIOCGKEY` at the moment
/// a binding needs them.
///
/// A keyboard is only ever asked through the key-state function it is given (`KeyState.held(at:)` of GestureEvdev) — open, one `EVIOCGKEY`, close — and
/// of its answer only the modifier keys are kept: no key event is read, no key but the
/// modifiers leaves this type, and nothing about keys is logged or recorded.
public final class EvdevKeyboards: ModifierSource {
    /// The keyboards asked (`/dev/input/event*` nodes).
    public private(set) var paths: [String]
    /// Diagnostics (one line each; never a key).
    public var log: (String) -> Void
    /// Asks one node which keys are held (`KeyState.held(at:)`; tests pass a stand-in).
    let keyState: (String) throws(EvdevError) -> Set<Int>
    private var logged: Set<String> = []

    /// The keyboards at `paths`.
    public init(paths: [String], log: @escaping (String) -> Void,
                keyState: @escaping (String) throws(EvdevError) -> Set<Int> = { path throws(EvdevError) in try KeyState.held(at: path) }) {
        self.paths = paths
        self.log = log
        self.keyState = keyState
    }

    /// The readable keyboards among `devices` (udev's rule: `DeviceDescription.isKeyboard` of GestureEvdev).
    public static func paths(among devices: [DiscoveredDevice]) -> [String] {
        devices.filter { $0.description?.isKeyboard == true }.map(\.path)
    }

    /// Keyboards plugged in or out: ask `paths` from now on.
    public func update(paths: [String]) {
        self.paths = paths
    }

    /// The modifiers held on any of the keyboards (a modifier held on one counts); nil when
    /// none of them answered.
    public func heldModifiers() -> Set<Binding.Modifier>? {
        guard !paths.isEmpty else {
            once("bindings name modifiers, but no keyboard is readable (gesturekit listen --check says why); they do not act")
            return nil
        }
        var held: Set<Binding.Modifier> = []
        var answered = false
        for path in paths {
            do throws(EvdevError) {
                held.formUnion(Binding.Modifier.held(in: try keyState(path)))
                answered = true
            } catch {
                once("\(path): its modifier keys cannot be read: \(error)")
            }
        }
        return answered ? held : nil
    }

    private func once(_ line: String) {
        guard logged.insert(line).inserted else { return }
        log(line)
    }
}
#endif
