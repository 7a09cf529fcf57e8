import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import GestureListen

/// A focus source that answers what the test says and counts the questions.
final class FakeFocus: FocusSource {
    var names: [String]?
    private(set) var questions = 0
    init(_ names: [String]?) { self.names = names }
    func focusedApplication() -> [String]? {
        questions += 1
        return names
    }
}

/// A modifier source that answers what the test says and counts the questions.
final class FakeModifiers: ModifierSource {
    var held: Set<Binding.Modifier>?
    private(set) var questions = 0
    init(_ held: Set<Binding.Modifier>?) { self.held = held }
    func heldModifiers() -> Set<Binding.Modifier>? {
        questions += 1
        return held
    }
}

/// Per-application bindings and modifiers (issue 26): which binding of a gesture acts, on a
/// real two-finger tap and a real swipe, with fake focus and key-state sources.
@Suite("listen: application and modifier conditions, and which binding wins")
struct BindingConditionTests {
    static func binding(_ conditions: Binding.Conditions, run: String, _ gesture: Binding.Gesture = .tap,
                        fingers: Int = 2, on: Binding.Moment? = nil, onlyOn: Binding.DeviceKind? = nil) -> Binding {
        var binding = Binding(gesture, fingers: fingers, on: on, run: run, onlyOn: onlyOn)
        binding.conditions = conditions
        return binding
    }

    /// The commands fired by `bindings` over `recording`, with the sources given.
    static func fired(_ bindings: [Binding], _ recording: String = "Wacom ISDv4 E6 Finger.2fg-tap.events",
                      focus: FakeFocus? = nil, modifiers: FakeModifiers? = nil,
                      deviceKind: Binding.DeviceKind? = nil) throws -> [String] {
        let trace = try BindingSceneTests.recording(recording)
        let scene = try BindingScene(bindings: bindings, size: trace.windowSize, deviceKind: deviceKind)
        scene.focus = focus
        scene.modifierSource = modifiers
        return try BindingSceneTests.play(trace, on: scene).map { $0.run ?? "" }
    }

    static let applications = [
        binding(.init(), run: "general"),
        binding(.init(applications: ["firefox"]), run: "firefox"),
        binding(.init(applications: ["code", "Emacs"]), run: "editors"),
    ]

    static let focusCases: [(focused: [String]?, expected: [String])] = [
        (["Navigator", "firefox"], ["firefox"]),
        (["Firefox"], ["firefox"]),  // names compare without regard to case
        (["emacs", "Emacs"], ["editors"]),
        (["xterm", "XTerm"], ["general"]),
        (nil, ["general"]),  // unknown: application bindings do not act
        (["firefox-esr"], ["general"]),  // whole names, not parts
    ]

    @Test("The focused application's own binding wins over the general one; another or an unknown application gets the general one",
          arguments: focusCases)
    func applicationWins(focused: [String]?, expected: [String]) throws {
        let focus = FakeFocus(focused)
        #expect(try Self.fired(Self.applications, focus: focus) == expected)
        #expect(focus.questions == 1)  // once for the gesture, not once per binding
    }

    @Test("Without a focus source, application bindings never act and the general one does")
    func noFocusSource() throws {
        #expect(try Self.fired(Self.applications) == ["general"])
    }

    @Test("not-application: acts everywhere but there, and for an unknown application")
    func notApplication() throws {
        let bindings = [Self.binding(.init(notApplications: ["steam", "Minecraft"]), run: "not in games")]
        #expect(try Self.fired(bindings, focus: FakeFocus(["Steam"])) == [])
        #expect(try Self.fired(bindings, focus: FakeFocus(["firefox"])) == ["not in games"])
        #expect(try Self.fired(bindings, focus: FakeFocus(nil)) == ["not in games"])
        // An application's own binding still wins over it there.
        let both = bindings + [Self.binding(.init(applications: ["firefox"]), run: "firefox")]
        #expect(try Self.fired(both, focus: FakeFocus(["firefox"])) == ["firefox"])
    }

    @Test("Bindings without conditions ask neither the desktop nor the keyboards")
    func nothingAsked() throws {
        let focus = FakeFocus(["firefox"]), modifiers = FakeModifiers([.ctrl])
        #expect(try Self.fired([Self.binding(.init(), run: "general")], focus: focus, modifiers: modifiers) == ["general"])
        #expect(focus.questions == 0 && modifiers.questions == 0)
    }

    static let modifierBindings = [
        binding(.init(), run: "plain"),
        binding(.init(modifiers: [.ctrl]), run: "ctrl"),
        binding(.init(modifiers: [.ctrl, .shift]), run: "ctrl+shift"),
        binding(.init(modifiers: []), run: "none held"),
    ]

    static let heldCases: [(held: Set<Binding.Modifier>?, expected: [String])] = [
        ([.ctrl], ["ctrl"]),
        ([.ctrl, .shift], ["ctrl+shift"]),
        ([.ctrl, .alt], ["plain"]),  // more than ctrl: not the ctrl binding
        ([.shift], ["plain"]),
        ([], ["none held"]),  // modifiers: [] names a condition, "none held", and wins too
        (nil, ["plain"]),  // no keyboard readable: modifier bindings do not act
    ]

    @Test("Modifiers must be held exactly; the binding naming them wins over the plain one", arguments: heldCases)
    func exactModifiers(held: Set<Binding.Modifier>?, expected: [String]) throws {
        let modifiers = FakeModifiers(held)
        #expect(try Self.fired(Self.modifierBindings, modifiers: modifiers) == expected)
        #expect(modifiers.questions == 1)  // one question for the moment, whatever the bindings
    }

    @Test("Two bindings as specific as each other (an application's, a modifier's) both act; the more specific one alone")
    func ties() throws {
        let bindings = [
            Self.binding(.init(), run: "plain"),
            Self.binding(.init(applications: ["firefox"]), run: "firefox"),
            Self.binding(.init(modifiers: [.ctrl]), run: "ctrl"),
            Self.binding(.init(applications: ["firefox"], modifiers: [.ctrl]), run: "firefox+ctrl"),
        ]
        #expect(try Self.fired(Array(bindings[0...2]), focus: FakeFocus(["firefox"]), modifiers: FakeModifiers([.ctrl]))
                == ["firefox", "ctrl"])
        #expect(try Self.fired(bindings, focus: FakeFocus(["firefox"]), modifiers: FakeModifiers([.ctrl])) == ["firefox+ctrl"])
        #expect(try Self.fired(bindings, focus: FakeFocus(["xterm"]), modifiers: FakeModifiers([.ctrl])) == ["ctrl"])
    }

    @Test("Precedence is between the same gesture and moment: other fingers, other moments, other device kinds keep acting")
    func precedenceScope() throws {
        // A three-finger tap in firefox does not silence the two-finger tap.
        let other = [Self.binding(.init(), run: "two"), Self.binding(.init(applications: ["firefox"]), run: "three", fingers: 3)]
        #expect(try Self.fired(other, focus: FakeFocus(["firefox"])) == ["two"])
        // A touchpad's firefox binding does not silence the touchscreen's general one.
        let pad = [Self.binding(.init(), run: "general"), Self.binding(.init(applications: ["firefox"]), run: "pad", onlyOn: .touchpad)]
        #expect(try Self.fired(pad, focus: FakeFocus(["firefox"]), deviceKind: .touchscreen) == ["general"])
        #expect(try Self.fired(pad, focus: FakeFocus(["firefox"]), deviceKind: .touchpad) == ["pad"])
    }

    @Test("A gesture asks for the application once, at its first moment that needs it, and acts for it throughout")
    func oncePerGesture() throws {
        let bindings = [Self.binding(.init(applications: ["firefox"]), run: "pan", .pan, fingers: 1, on: .changed),
                        Self.binding(.init(applications: ["firefox"]), run: "end", .pan, fingers: 1, on: .ended)]
        let focus = FakeFocus(["firefox"])
        let firings = try Self.fired(bindings, "Wacom ISDv4 E6 Finger.single-top-swipe.events", focus: focus)
        #expect(firings.count > 3 && firings.last == "end")
        #expect(focus.questions == 1)
        // A second gesture asks again.
        let modifiers = FakeModifiers([])
        let twice = try Self.fired([Self.binding(.init(applications: ["firefox"], modifiers: []), run: "tap", fingers: 1)],
                                   "Atmel maXTouch Touchscreen.1-finger-fast-taps.events", focus: focus, modifiers: modifiers)
        #expect(twice.count == 9)
        #expect(focus.questions == 1 + 9 && modifiers.questions == 9)
    }
}
