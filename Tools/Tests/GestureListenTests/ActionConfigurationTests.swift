import Testing
@testable import GestureListen

/// `keys`, `button` and the reverse actions in a configuration (issue 26): what they read as,
/// and the errors, with their lines.
@Suite("listen: key and reverse actions in the configuration (issue 26)")
struct ActionConfigurationTests {
    @Test("keys, button, reverse-run and reverse-keys read as the binding's actions")
    func reads() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: swipe, fingers: 3, direction: left, keys: ctrl+alt+Left}
              - {gesture: tap, fingers: 3, button: middle}
              - gesture: pinch
                direction: out
                on: changed
                every: 1.1
                keys: ctrl+plus
                reverse-keys: ctrl+minus
              - {gesture: pan, fingers: 2, direction: up, on: changed, every: 40, run: "pactl up", reverse-run: "pactl down"}
            """)
        let b = configuration.bindings
        #expect(b[0].actions.keys?.chords == [[29, 56, 105]] && b[0].run == nil && !b[0].actions.reverses)
        #expect(b[1].actions.keys?.chords == [[0x112]])
        #expect(b[2].actions.keys?.chords == [[29, 78]] && b[2].actions.reverseKeys?.chords == [[29, 12]] && b[2].actions.reverses)
        #expect(b[3].run == "pactl up" && b[3].actions.reverseRun == "pactl down" && b[3].actions.reverseKeys == nil)
        #expect(Binding.keyCodes(of: b) == [29, 56, 105, 0x112, 78, 12])
    }

    @Test("An unknown key name is an error with its line; so are keys with button, and a reverse action without every")
    func errors() {
        func message(_ yaml: String) -> String {
            do {
                _ = try ConfigurationReader.configuration(fromYAML: yaml)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(message("bindings:\n  - {gesture: tap, run: a}\n  - {gesture: tap, fingers: 2, keys: ctrl+bannana}\n")
                .hasPrefix("line 3: bindings[1].keys: \"bannana\" is not a key name (Linux names such as KEY_LEFTCTRL"))
        #expect(message("bindings:\n  - {gesture: tap, button: fourth}\n")
                == "line 2: bindings[0].button: \"fourth\" is not a button (left, right, middle, side or extra)")
        #expect(message("bindings:\n  - {gesture: tap, keys: a, button: left}\n")
                == "line 2: bindings[0].keys: give keys or button, not both")
        #expect(message("bindings:\n  - {gesture: pan, on: changed, run: a, reverse-run: b}\n")
                == "line 2: bindings[0].reverse-run: reverse-run undoes one step of every: give on: changed and every: STEP")
        #expect(message("bindings:\n  - {gesture: pan, on: changed, every: 40, reverse-keys: \"ctrl+\"}\n")
                .hasPrefix("line 2: bindings[0].reverse-keys: \"ctrl+\" has an empty key name"))
    }

    @Test("--check says whether /dev/uinput can be written, only when a binding types keys")
    func checkLine() throws {
        var typing = Binding(.tap, fingers: 3)
        typing.actions.keys = try KeyStrokes(button: "middle")
        #expect(UinputReport.line(for: [Binding(.tap, run: "a")], problem: "anything") == nil)
        #expect(UinputReport.line(for: [typing, Binding(.tap)], problem: nil)
                == "/dev/uinput  writable: 1 binding(s) type keys (BTN_MIDDLE) through gesturekit virtual keyboard")
        #expect(UinputReport.line(for: [typing], problem: "/dev/uinput: permission denied: …")
                == "/dev/uinput  not usable: /dev/uinput: permission denied: …; 1 binding(s) type keys (BTN_MIDDLE)")
    }
}
