import Testing
@testable import GestureListen

/// `application:`, `not-application:`, `modifiers:`, `focus:` and `focus-command:` in a
/// configuration, and their errors.
@Suite("listen: reading application and modifier conditions")
struct ConditionConfigurationTests {
    @Test("application takes a name or a list; not-application too; modifiers a list, one name or none")
    func reads() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            focus: sway
            bindings:
              - {gesture: swipe, fingers: 3, direction: left, application: firefox, run: a}
              - {gesture: swipe, fingers: 3, direction: left, application: [code, Emacs], run: b}
              - {gesture: pinch, not-application: steam, run: c}
              - {gesture: tap, fingers: 2, modifiers: [ctrl, Shift], run: d}
              - {gesture: tap, fingers: 2, modifiers: super, run: e}
              - {gesture: tap, fingers: 2, modifiers: [], run: f}
              - {gesture: tap, fingers: 2, run: g}
            """)
        #expect(configuration.focus == .sway)
        let conditions = configuration.bindings.map(\.conditions)
        #expect(conditions[0] == Binding.Conditions(applications: ["firefox"]))
        #expect(conditions[1] == Binding.Conditions(applications: ["code", "Emacs"]))
        #expect(conditions[2] == Binding.Conditions(notApplications: ["steam"]))
        #expect(conditions[3] == Binding.Conditions(modifiers: [.ctrl, .shift]))
        #expect(conditions[4] == Binding.Conditions(modifiers: [.super]))
        #expect(conditions[5] == Binding.Conditions(modifiers: []))
        #expect(conditions[6] == Binding.Conditions())
        #expect(conditions.map(\.specificity) == [1, 1, 0, 1, 1, 1, 0])
        // --bind reads them too.
        let bound = try ConfigurationReader.binding(fromYAML: "{gesture: tap, application: foot, modifiers: [alt]}", path: "--bind[0]")
        #expect(bound.conditions == Binding.Conditions(applications: ["foot"], modifiers: [.alt]))
    }

    @Test("focus: each query by name; focus-command alone means a command; no focus: chosen from the environment")
    func focus() throws {
        for (text, query) in [("focus: x11", FocusQuery.x11), ("focus: hyprland", .hyprland), ("focus: none", .disabled),
                              ("focus: command\nfocus-command: kdotool getactivewindow getwindowclassname",
                               .command("kdotool getactivewindow getwindowclassname")),
                              ("focus-command: my-focus", .command("my-focus"))] {
            #expect(try ConfigurationReader.configuration(fromYAML: text).focus == query)
        }
        #expect(try ConfigurationReader.configuration(fromYAML: "grab: false").focus == nil)
        // focus: none with bindings that need no application, or only not-application: taken.
        #expect(try ConfigurationReader.configuration(fromYAML: "focus: none\nbindings:\n  - {gesture: tap, not-application: a}").bindings.count == 1)
    }

    @Test("Errors say which value and where", arguments: [
        ("bindings:\n  - {gesture: tap, modifiers: [ctrl, hyper]}", "line 2: bindings[0].modifiers[1]: \"hyper\" is not a modifier (ctrl, shift, alt, super)"),
        ("bindings:\n  - {gesture: tap, modifiers: [ctrl, control]}", "line 2: bindings[0].modifiers[1]: control is named twice"),
        ("bindings:\n  - {gesture: tap, modifiers: {ctrl: 1}}", "line 2: bindings[0].modifiers: expected text"),
        ("bindings:\n  - {gesture: tap, application: []}", "line 2: bindings[0].application: expected an application's name (X11 WM_CLASS, Wayland app id) or a list of them"),
        ("bindings:\n  - {gesture: tap, application: \" \"}", "line 2: bindings[0].application: expected an application's name (X11 WM_CLASS, Wayland app id) or a list of them"),
        ("bindings:\n  - {gesture: tap, application: a, not-application: b}", "line 2: bindings[0].not-application: give application or not-application, not both"),
        ("focus: gnome", "line 1: focus: expected x11, sway, hyprland, command, none; got \"gnome\""),
        ("focus: command", "line 1: focus: focus: command needs focus-command: a command printing the focused application"),
        ("focus: x11\nfocus-command: foo", "line 2: focus-command: focus-command is for focus: command (this one says x11)"),
        ("focus-command: \"  \"", "line 1: focus-command: expected a command"),
        ("focus: none\nbindings:\n  - {gesture: tap, not-application: a}\n  - {gesture: tap, fingers: 2, application: b}",
         "line 1: focus: focus: none asks no one which application has the focus, so the application: of bindings[1] could never hold: "
         + "choose how to ask, or leave focus out"),
    ])
    func errors(text: String, message: String) {
        #expect(throws: ConfigurationError.self) { try ConfigurationReader.configuration(fromYAML: text) }
        do {
            _ = try ConfigurationReader.configuration(fromYAML: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
