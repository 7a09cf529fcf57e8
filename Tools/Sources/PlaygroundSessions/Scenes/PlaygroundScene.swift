import GestureKit

/// A sample app of the source material, rebuilt on GestureKit: a window with views and
/// recognizers, and the app's own state. The session feeds it touches; the page draws what
/// ``draw()`` returns.
///
/// A scene's actions and delegate closures capture the scene `unowned(unsafe)`: the scene owns
/// its window, the window its views and recognizers, and they the closures, so a strong
/// capture would be a cycle, and Embedded Swift, which runs the scenes in the page, has no
/// `weak` and no checked `unowned`. It is safe because only the scene's own window runs those
/// closures, and only while someone holds the scene to drive it (the session does; keep the
/// scene, not just its window, when you drive one yourself).
public protocol PlaygroundScene: AnyObject {
    /// The identifier the page asks for (`car-browser`).
    static var identifier: String { get }
    /// The scene's title.
    static var title: String { get }
    /// What to try, in a sentence.
    static var instructions: String { get }
    /// The window the scene's views live in.
    var window: Window { get }
    /// What to draw now.
    func draw() -> Drawing
    /// Called after every message with the window's current time, for effects that end
    /// after a while (a status that fades, a path that clears).
    func tick(at time: Double)
    /// Lays the scene out for a stage of `size` points: resizes the window and gives the
    /// views new frames (``SceneStage``). Gestures in flight go on, as in UIKit when a
    /// device rotates: their touches keep their window locations and the views move under them.
    func layout(for size: Size)
}

/// The scenes, in the order the page lists them.
public enum PlaygroundScenes {
    /// Every scene: its identifier, title and instructions.
    ///
    /// Descriptions rather than the scene types (`[any PlaygroundScene.Type]`): Embedded Swift,
    /// which runs the sessions in the page, has no existential metatypes.
    public static var all: [PlaygroundSceneKind] {
        [PlaygroundSceneKind { CarBrowserScene() }, PlaygroundSceneKind { GesturePlaygroundScene() },
         PlaygroundSceneKind { TouchTrackerScene() }, PlaygroundSceneKind { OddOneOutScene() },
         PlaygroundSceneKind { CheckPleaseScene() }]
    }

    /// A new scene of the kind `identifier`, or nil when there is none.
    public static func make(_ identifier: String) -> (any PlaygroundScene)? {
        all.first { sameUTF8($0.identifier, identifier) }?.make()
    }
}

/// A kind of scene, as the page lists it.
public struct PlaygroundSceneKind: Sendable {
    /// The identifier the page asks for (`car-browser`).
    public let identifier: String
    /// The scene's title.
    public let title: String
    /// What to try, in a sentence.
    public let instructions: String

    /// Makes a new scene of this kind.
    let make: @Sendable () -> any PlaygroundScene

    init<Scene: PlaygroundScene>(_ make: @escaping @Sendable () -> Scene) {
        (identifier, title, instructions) = (Scene.identifier, Scene.title, Scene.instructions)
        self.make = make
    }
}

/// A status message that disappears after a while.
struct TimedStatus {
    private(set) var text = ""
    private var until = Double.infinity

    mutating func show(_ text: String, at time: Double, for duration: Double = .infinity) {
        self.text = text
        until = time + duration
    }

    mutating func tick(at time: Double) {
        if time >= until {
            text = ""
            until = .infinity
        }
    }
}

/// A button of a scene: a titled ``GestureKit/Button`` pressed with a closure.
///
/// Buttons, and whatever else a finger must hit, are at least 92 points either way: a finger
/// needs 44 px, and a page between 600 and 800 px wide draws the desktop's 800-point stage
/// scaled down (a narrower one gets a compact layout at scale 1, ``SceneStage``).
final class SceneButton: GestureKit.Button {
    init(_ title: String, frame: Rect, action: @escaping () -> Void) {
        super.init(title: title, frame: frame)
        addAction(for: .primaryActionTriggered) { _ in action() }
    }
}

/// Lets listed pairs of recognizers recognize together, and asks a closure about touches.
final class SceneDelegate: GestureRecognizerDelegate {
    var together: [(GestureRecognizer, GestureRecognizer)] = []
    var receives: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var requiresFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        together.contains { ($0.0 === a && $0.1 === b) || ($0.0 === b && $0.1 === a) }
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives(r, touch) }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailure(r, other)
    }
}
