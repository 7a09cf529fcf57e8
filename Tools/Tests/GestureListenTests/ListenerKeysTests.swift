#if os(Linux)
import Foundation
import Testing
@testable import GestureListen

/// The loop types a binding's keys through its injector (issue 26): a real two-finger tap
/// through a pipe, with the keys handed to a recording keyboard rather than uinput.
@Suite("listen: the loop types keys (issue 26)")
struct ListenerKeysTests {
    final class Typist: KeyInjecting {
        var typed: [KeyStrokes] = []
        func type(_ strokes: KeyStrokes) throws(KeyInjectionError) { typed.append(strokes) }
    }

    @Test("Running, the two-finger tap's keys are typed once, and the one-finger tap's never; a dry run types nothing")
    func typesOnRun() throws {
        var two = Binding(.tap, fingers: 2)
        two.actions.keys = try KeyStrokes(parsing: "ctrl+alt+Left")
        var one = Binding(.tap)
        one.actions.keys = try KeyStrokes(parsing: "a")
        let typist = Typist()
        _ = try ListenerTests.listen([one, two], recording: "Wacom ISDv4 E6 Finger.2fg-tap.events", description: "Wacom ISDv4 E6 Finger.desc",
                                     output: .run, injector: typist)
        #expect(typist.typed == [try KeyStrokes(parsing: "ctrl+alt+Left")])
        let dry = Typist()
        let lines = try ListenerTests.listen([one, two], recording: "Wacom ISDv4 E6 Finger.2fg-tap.events", description: "Wacom ISDv4 E6 Finger.desc",
                                             output: .dryRun, injector: dry)
        #expect(dry.typed.isEmpty && lines.count == 1 && lines[0].hasSuffix("→ keys KEY_LEFTCTRL+KEY_LEFTALT+KEY_LEFT"))
    }
}
#endif
