import GestureKit
import Testing
@testable import GestureListen

/// The configuration file and `--bind`: what users write, and the errors they get.
@Suite("listen: configuration (issue 11)")
struct ConfigurationTests {
    @Test("A file with every setting and a binding of each gesture reads as written; defaults fill the rest")
    func fullFile() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            device: ELAN
            screen: 1920x1080
            rotate: 90
            grab: true
            edge-margin: 30
            templates: shapes.json
            bindings:
              - {gesture: swipe, fingers: 3, direction: up, on: began, run: "wmctrl -s 1"}
              - gesture: tap
                fingers: 2
                taps: 2
                run: notify-send double
              - {gesture: long-press, duration: 0.8, run: menu}
              - {gesture: pan, fingers: 2, direction: down, on: changed, every: 40, run: "xdotool click 5"}
              - {gesture: pinch, direction: out, threshold: 1.3, on: recognized, run: zoom-in}
              - {gesture: rotation, direction: clockwise, on: ended}
              - {gesture: edge, edge: left, on: began, run: back}
              - {gesture: swipe, direction: right, edge: left, run: drawer}
              - {gesture: shape, shape: circle, score: 0.9, run: "loginctl lock-session"}
            """)
        #expect(configuration.devices == ["ELAN"] && configuration.screen == Size(width: 1920, height: 1080))
        #expect(configuration.rotate == 90 && configuration.grab && configuration.edgeMargin == 30 && configuration.templates == "shapes.json")
        #expect(configuration.bindings == [
            Binding(.swipe, fingers: 3, direction: .travel(.up), on: .began, run: "wmctrl -s 1"),
            Binding(.tap, fingers: 2, taps: 2, run: "notify-send double"),
            Binding(.longPress, run: "menu", duration: 0.8),
            Binding(.pan, fingers: 2, direction: .travel(.down), on: .changed, run: "xdotool click 5", every: 40),
            Binding(.pinch, direction: .pinch(.out), on: .recognized, run: "zoom-in", threshold: 1.3),
            Binding(.rotation, direction: .rotation(.clockwise), on: .ended),
            Binding(.edge, edge: .left, on: .began, run: "back"),
            Binding(.swipe, direction: .travel(.right), edge: .left, run: "drawer"),
            Binding(.shape, run: "loginctl lock-session", shape: "circle", score: 0.9),
        ])
        #expect(Binding(.pinch).fingers == 2 && Binding(.pan).on == .began && Binding(.tap).on == .recognized)
    }

    @Test("Errors say which value and on which line", arguments: [
        ("bindings:\n  - {gesture: tap, fingers: three}", "line 2: bindings[0].fingers: expected a whole number from 1 to 10, got \"three\""),
        ("bindings:\n  - {gesture: tap}\n  - {gesture: wave}", "line 3: bindings[1].gesture: \"wave\" is not a gesture (tap, long-press, swipe, pan, pinch, rotation, edge, shape)"),
        ("bindings:\n  - {gesture: swipe, fingers: 3}", "line 2: bindings[0]: a swipe names its direction (up, down, left, right)"),
        ("bindings:\n  - {gesture: tap, on: began}", "line 2: bindings[0].on: a tap acts on recognized; got \"began\""),
        ("bindings:\n  - {gesture: pinch, fingers: 1}", "line 2: bindings[0].fingers: a pinch needs at least 2 fingers"),
        ("bindings:\n  - {gesture: pan, every: 40}", "line 2: bindings[0].every: every repeats the changed moment: add on: changed"),
        ("bindings:\n  - {gesture: pinch, on: changed, every: 0.5}", "line 2: bindings[0].every: expected a number above 1 (and below a million), got \"0.5\""),
        ("bindings:\n  - {gesture: pan, fingres: 2}", "line 2: bindings[0].fingres: unknown key \"fingres\" (known: gesture, fingers, taps, direction, edge, on, run, every, threshold, duration, shape, score, only-on, application, not-application, modifiers, keys, button, reverse-run, reverse-keys, reverse-button); did you mean \"fingers\"?"),
        ("bindings:\n  - {gesture: edge}", "line 2: bindings[0]: an edge gesture names its edge (left, right, top, bottom)"),
        ("bindings:\n  - {gesture: pan, edge: left}", "line 2: bindings[0].edge: only swipes and edge gestures start at an edge"),
        ("bindings:\n  - {gesture: shape}", "line 2: bindings[0]: a shape binding names its template (shape: NAME)"),
        ("rotate: 45", "line 1: rotate: expected 0, 90, 180 or 270, got \"45\""),
        ("rotate: 360", "line 1: rotate: expected 0, 90, 180 or 270, got \"360\""),
        ("rotate: left", "line 1: rotate: expected 0, 90, 180 or 270, got \"left\""),
        ("bindings:\n  - {gesture: edge, edge: left, direction: up}", "line 2: bindings[0].direction: an edge has no direction"),
        ("screen: big", "line 1: screen: expected WIDTHxHEIGHT in points, such as 1920x1080; got \"big\""),
        ("bindings: tap", "line 1: bindings: expected a list of bindings"),
        ("bindings:\n  - gesture: tap\n    run: a\n    run: b", "line 4: bindings[0].run: \"run\" is given twice (first on line 3)"),
        ("grab: true\nbindings: []\ngrab: false", "line 3: grab: \"grab\" is given twice (first on line 1)"),
        ("bindigns: []", "line 1: bindigns: unknown key \"bindigns\" (known: device, devices, screen, rotate, grab, edge-margin, templates, bindings, focus, focus-command); did you mean \"bindings\"?"),
        ("bindings:\n  - {gesture: swpie, direction: up}", "line 2: bindings[0].gesture: \"swpie\" is not a gesture (tap, long-press, swipe, pan, pinch, rotation, edge, shape); did you mean \"swipe\"?"),
        ("bindings:\n  - {gesture: tap, colour: red}", "line 2: bindings[0].colour: unknown key \"colour\" (known: gesture, fingers, taps, direction, edge, on, run, every, threshold, duration, shape, score, only-on, application, not-application, modifiers, keys, button, reverse-run, reverse-keys, reverse-button)"),
        ("bindings:\n  - {gesture: tap, \u{A0}run: x}", "line 2: bindings[0].\\u{A0}run: unknown key \"\\u{A0}run\" (known: gesture, fingers, taps, direction, edge, on, run, every, threshold, duration, shape, score, only-on, application, not-application, modifiers, keys, button, reverse-run, reverse-keys, reverse-button); did you mean \"run\"?"),
        ("bindings:\n  - {gesture: swipe, direction: \"up\u{200B}\"}", "line 2: bindings[0].direction: a swipe's direction is one of up, down, left, right; got \"up\\u{200B}\""),
        ("bindings:\n  - {gesture: swipe, direction: left, edge: left}", "line 2: bindings[0].edge: a swipe from the left edge cannot go left: it starts within 24 points of the edge (edge-margin) and a swipe travels 50"),
        ("bindings:\n  - {gesture: swipe, direction: up, edge: top}", "line 2: bindings[0].edge: a swipe from the top edge cannot go up: it starts within 24 points of the edge (edge-margin) and a swipe travels 50"),
        ("bindings:\n  - {gesture: shape, shape: v, fingers: 3}", "line 2: bindings[0].fingers: a shape is drawn with one finger"),
        ("device: \"\"", "line 1: device: expected a device's path (/dev/input/event5) or part of its name; got \"\""),
        ("devices: [wacom, \" \"]", "line 1: devices[1]: expected a device's path (/dev/input/event5) or part of its name; got \" \""),
        ("screen: 0.5x1080", "line 1: screen: expected WIDTHxHEIGHT in points, such as 1920x1080; got \"0.5x1080\""),
        ("bindings:\n  - {gesture: tap\n  - x", "line 3: not YAML: did not find expected ',' or '}' at the end of the text (while parsing a flow mapping at line 2, column 5)"),
        ("bindings:\n  - {gesture: tap\n", "line 2: not YAML: did not find expected ',' or '}' at the end of the text (while parsing a flow mapping at line 2, column 5)"),
        ("grab: false\nedge-margin: \u{1B}[31m", "line 2: not YAML: control characters are not allowed (U+001B)"),
        ("# café, naïve\r\ngrab: false\nedge-margin: \u{1B}[31m", "line 3: not YAML: control characters are not allowed (U+001B)"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try ConfigurationReader.configuration(fromYAML: text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Invisible characters are shown as \\u{…}; joiners inside emoji and words, and a flag's tags, are left as they are")
    func invisibleShown() {
        #expect(VisibleText.escaping("a\u{A0}b\u{200B}c\u{7}") == "a\\u{A0}b\\u{200B}c\\u{7}")
        #expect(VisibleText.escaping("👨\u{200D}💻 \u{200D}x") == "👨\u{200D}💻 \\u{200D}x")
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(VisibleText.escaping(scotland) == scotland)
        // Not after something shown: a joiner after a letter, a second joiner, a lone tag.
        #expect(VisibleText.escaping("x\u{200D}\u{200D}y\u{E0067}") == "x\\u{200D}\\u{200D}y\\u{E0067}")
        #expect(VisibleText.escaping("é\u{200B}\u{200D}") == "é\\u{200B}\\u{200D}")
        // Line feeds and tabs are escaped but where a message may have several lines.
        #expect(VisibleText.escaping("a\nb\tc\u{1B}[31m") == "a\\u{A}b\\u{9}c\\u{1B}[31m")
        #expect(VisibleText.escaping("a\nb\tc\u{1B}[31m\u{85}", keepingLineBreaks: true) == "a\nb\tc\\u{1B}[31m\\u{85}")
        #expect(VisibleText.escaping("\r\n", keepingLineBreaks: true) == "\\u{D}\n")
    }

    @Test("A swipe towards its own edge is refused only when the edge margin is narrower than a swipe")
    func swipeIntoAWideMargin() throws {
        let wide = try ConfigurationReader.configuration(fromYAML: "edge-margin: 50\nbindings:\n  - {gesture: swipe, direction: left, edge: left}")
        #expect(wide.bindings.count == 1)
        #expect(throws: ConfigurationError.self) {
            try ConfigurationReader.configuration(fromYAML: "edge-margin: 49.9\nbindings:\n  - {gesture: swipe, direction: left, edge: left}")
        }
        #expect(try ConfigurationReader.binding(fromYAML: "{gesture: swipe, direction: up, edge: top}", path: "--bind[0]", edgeMargin: 80).edge
                == .top)
    }

    @Test("A binding that repeats an earlier one exactly is refused at its line; one that differs in anything, the command or a default written out included, is not")
    func repeatedBinding() throws {
        let swipe = "{gesture: swipe, fingers: 3, direction: left, run: \"wmctrl -s 1\"}"
        #expect(throws: ConfigurationError("repeats bindings[0] exactly (the same gesture, moment, conditions and command): "
                                           + "both would act on every such gesture; remove one", at: "bindings[2]", line: 4)) {
            try ConfigurationReader.configuration(fromYAML: "bindings:\n  - \(swipe)\n  - {gesture: tap}\n  - \(swipe)")
        }
        // The same binding with a default written out is the same binding: the moment, a
        // recognized pan's threshold, a long press's duration, a shape's score.
        let repeats = [("{gesture: tap, run: a}", "{gesture: tap, on: recognized, run: a}"),
                       ("{gesture: pan, on: recognized, run: a}", "{gesture: pan, on: recognized, threshold: 50, run: a}"),
                       ("{gesture: long-press, run: a}", "{gesture: long-press, duration: 0.5, run: a}"),
                       ("{gesture: shape, shape: star, run: a}", "{gesture: shape, shape: star, score: 0.46, run: a}")]
        for (one, other) in repeats {
            #expect(throws: ConfigurationError.self, "\(other)") {
                try ConfigurationReader.configuration(fromYAML: "bindings:\n  - \(one)\n  - \(other)")
            }
        }
        #expect(try ConfigurationReader.configuration(fromYAML: "bindings:\n  - {gesture: pan, on: recognized, run: a}\n"
                                                      + "  - {gesture: pan, on: recognized, threshold: 51, run: a}").bindings.count == 2)
        let differing = ["{gesture: swipe, fingers: 3, direction: left, run: \"wmctrl -s 2\"}",  // another command
                         "{gesture: swipe, fingers: 3, direction: left, run: \"wmctrl -s 1\", application: firefox}",
                         "{gesture: swipe, fingers: 3, direction: left, run: \"wmctrl -s 1\", on: ended}",
                         "{gesture: swipe, fingers: 4, direction: left, run: \"wmctrl -s 1\"}"]
        for other in differing {
            #expect(try ConfigurationReader.configuration(fromYAML: "bindings:\n  - \(swipe)\n  - \(other)").bindings.count == 2, "\(other)")
        }
    }

    @Test("Text that is not YAML is rejected, not crashed on; an empty file has no bindings")
    func notYAML() throws {
        #expect(throws: ConfigurationError.self) { try ConfigurationReader.configuration(fromYAML: "bindings: [\n  - {") }
        #expect(try ConfigurationReader.configuration(fromYAML: "").bindings.isEmpty)
        #expect(try ConfigurationReader.configuration(fromYAML: "# nothing yet\n").bindings.isEmpty)
    }

    @Test("--bind takes one binding as a YAML mapping; its errors name the flag")
    func bindFlag() throws {
        #expect(try ConfigurationReader.binding(fromYAML: "{gesture: swipe, fingers: 4, direction: left, run: prev}", path: "--bind[0]")
            == Binding(.swipe, fingers: 4, direction: .travel(.left), run: "prev"))
        #expect(throws: ConfigurationError("expected a whole number from 1 to 5, got \"9\"", at: "--bind[1].taps")) {
            try ConfigurationReader.binding(fromYAML: "{gesture: tap, taps: 9}", path: "--bind[1]")
        }
        #expect(throws: ConfigurationError("\"run\" is given twice", at: "--bind[0].run")) {
            try ConfigurationReader.binding(fromYAML: "{gesture: tap, run: a, run: b}", path: "--bind[0]")
        }
        #expect(throws: ConfigurationError("empty binding", at: "--bind[0]")) { try ConfigurationReader.binding(fromYAML: "", path: "--bind[0]") }
        // Without its braces: said how to write it.
        let hint = "a --bind value is one mapping in braces: '{gesture: tap, fingers: 3, run: \"…\"}'"
        #expect(throws: ConfigurationError("not YAML: mapping values are not allowed in this context at column 22; " + hint, at: "--bind[0]")) {
            try ConfigurationReader.binding(fromYAML: "gesture: tap, fingers: 3", path: "--bind[0]")
        }
        #expect(throws: ConfigurationError(hint, at: "--bind[2]")) { try ConfigurationReader.binding(fromYAML: "tap", path: "--bind[2]") }
        #expect(try ConfigurationReader.binding(fromYAML: "gesture: tap", path: "--bind[0]") == Binding(.tap))
    }
}

/// Several devices and bindings limited to one kind of device (issue 26, point 3).
@Suite("listen: devices in the configuration (issue 26)")
struct DeviceConfigurationTests {
    @Test("`devices` lists several; `device` one; `only-on` limits a binding to touchscreens or touchpads")
    func devicesAndOnlyOn() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            devices: [/dev/input/event5, synaptics]
            bindings:
              - {gesture: swipe, fingers: 3, direction: up, only-on: touchpad, run: overview}
              - {gesture: tap, run: click}
            """)
        #expect(configuration.devices == ["/dev/input/event5", "synaptics"])
        #expect(configuration.bindings == [Binding(.swipe, fingers: 3, direction: .travel(.up), run: "overview", onlyOn: .touchpad),
                                           Binding(.tap, run: "click")])
        #expect(configuration.bindings[0].applies(to: .touchpad) && !configuration.bindings[0].applies(to: .touchscreen))
        #expect(configuration.bindings[1].applies(to: .touchscreen) && configuration.bindings[1].applies(to: nil))
    }

    @Test("A wrong `only-on`, or `device` with `devices`, is an error that says where")
    func errors() {
        #expect { try ConfigurationReader.configuration(fromYAML: "bindings:\n  - {gesture: tap, only-on: pen}\n") } throws: { error in
            (error as? ConfigurationError)?.description == "line 2: bindings[0].only-on: expected touchscreen or touchpad, got \"pen\""
        }
        #expect { try ConfigurationReader.configuration(fromYAML: "device: a\ndevices: [b]\n") } throws: { error in
            (error as? ConfigurationError)?.description == "line 1: device: give `device` or `devices`, not both"
        }
    }

    @Test("A scene for one kind of device holds only the bindings for it, and firings keep their index in the file")
    func sceneForOneKind() throws {
        let bindings = [Binding(.tap, fingers: 2, run: "pad", onlyOn: .touchpad), Binding(.tap, run: "all")]
        let scene = try BindingScene(bindings: bindings, size: Size(width: 400, height: 300), deviceKind: .touchscreen)
        #expect(scene.scene.recognizers.count == 1)
        var fired: [Int] = []
        scene.onFiring = { fired.append($0.binding) }
        try scene.window.sendEvent(TouchEvent(timestamp: 1, changes: [.init(id: 1, phase: .began, location: Point(x: 100, y: 100))]))
        try scene.window.sendEvent(TouchEvent(timestamp: 1.05, changes: [.init(id: 1, phase: .ended, location: Point(x: 100, y: 100))]))
        scene.window.advance(to: 2)
        #expect(fired == [1])
    }
}
