import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import gesturekit

/// Values a newcomer may type by mistake: a repetition count that would run for days, a
/// devices folder that does not exist. Each is refused in words before any work.
@Suite("Values typed by mistake: eval --repetitions, a detector without its class, devices --folder")
struct CommandLimitsTests {
    @Test("--repetitions takes 1 to 10,000 in eval templates and eval rejection; 0 and 10,001 are refused")
    func repetitions() throws {
        let commands = [["eval", "templates", "--dataset", "d", "--recognizer", "protractor"],
                        ["eval", "rejection", "--dataset", "d", "--train", "t", "--train", "u"]]
        for command in commands {
            for accepted in ["1", "10000"] {
                #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(command + ["--repetitions", accepted]) }
            }
            for refused in ["0", "10001", "9223372036854775807"] {
                #expect(throws: (any Error).self, "\(command[1]) --repetitions \(refused)") {
                    try GestureKitCommand.parseAsRoot(command + ["--repetitions", refused])
                }
            }
        }
        do {
            _ = try GestureKitCommand.parseAsRoot(commands[0] + ["--repetitions", "0"])
            Issue.record("--repetitions 0 was taken")
        } catch {
            #expect(GestureKitCommand.message(for: error) == "--repetitions must be between 1 and 10000")
        }
    }

    @Test("Options that do not apply are refused in words, values a command cannot use are not offered, and a negative number is a value",
          arguments: [
            (["eval", "detector", "circle", "--dataset", "d", "--protocol", "user-independent"],
             "The value 'user-independent' is invalid for '--protocol <protocol>'. Please provide one of 'user-dependent', 'cross-subject' or 'shipped'."),
            (["eval", "detector", "circle", "--dataset", "d", "--recall-floor", "0.9"],
             "--recall-floor, --false-positive-budget and --design-rule go with --folds-by-group, not --dataset"),
            (["eval", "detector", "circle", "--dataset", "d", "--design-rule", "most-groups"],
             "--recall-floor, --false-positive-budget and --design-rule go with --folds-by-group, not --dataset"),
            (["eval", "detector", "circle", "--folds-by-group", "a", "b", "--design-rule", "most"],
             "The value 'most' is invalid for '--design-rule <design-rule>'. Please provide one of 'every-group' and 'most-groups'."),
            (["eval", "rejection", "--dataset", "d", "--train", "t"],
             "eval rejection needs --dataset and at least two --train collections: its designs by groups hold each out in turn"),
            (["eval", "rejection", "--dataset", "d", "--train", "t", "--train", "u", "--selection", "condensed"],
             "The value 'condensed' is invalid for '--selection <selection>'. Please provide one of 'random' and 'medoids'."),
            (["templates", "build", "--from", "d", "-o", "f", "--selection", "random"],
             "The value 'random' is invalid for '--selection <selection>'. Please provide one of 'medoids' and 'condensed'."),
            (["eval", "arms", "--dataset", "d", "--train", "t"], "Unknown option '--train'"),
            // A negative number is a value, refused for its range, not taken for a missing one.
            (["eval", "templates", "--dataset", "d", "--recognizer", "q", "--repetitions", "-1"], "--repetitions must be between 1 and 10000"),
            (["replay", "f", "--index", "-3"], "--index counts from 1"),
            // A blank name is a template no binding can name; the file would refuse it.
            (["listen", "--record-template", ""], "--record-template needs a name"),
            (["listen", "--record-template", "  "], "--record-template needs a name"),
            (["replay", "f", "--points-per-unit", "-1"], "--points-per-unit must be a number from 0.0001 to 1000"),
            (["replay", "f", "--points-per-unit", "1e308"], "--points-per-unit must be a number from 0.0001 to 1000"),
            (["replay", "f", "--points-per-unit", "0.0000999"], "--points-per-unit must be a number from 0.0001 to 1000"),
            (["replay", "f", "--points-per-unit", "1000.001"], "--points-per-unit must be a number from 0.0001 to 1000"),
            (["replay", "f", "--surface-width", "1e308"], "--surface-width must be a number from 1 to 1000000"),
            (["replay", "f", "--surface-width", "0.999"], "--surface-width must be a number from 1 to 1000000"),
            (["replay", "f", "--surface-width", "1000000.5"], "--surface-width must be a number from 1 to 1000000"),
            (["bench", "f", "--passes", "-5"], "--passes must be between 1 and 100000"),
            (["eval", "detector", "circle", "--folds-by-group", "a", "b", "--recall-floor", "-0.5"],
             "--recall-floor is a fraction from 0 to 1 (0.95 for 95%)"),
            (["eval", "detector", "circle", "--folds-by-group", "a", "b", "--false-positive-budget", "2"],
             "--false-positive-budget is a fraction from 0 to 1 (0.02 for 2%)"),
            (["listen", "--dry-run", "--print"], "--dry-run prints text and --print JSON lines: choose one (neither runs anything)"),
            (["listen", "--stop-after", "1e9"], "--stop-after must be a positive number of seconds, below 10⁹ (about 32 years)"),
            (["listen", "--device", ""], "--device needs a path (/dev/input/event5) or part of a device's name"),
            (["listen", "--device", "wacom", "--device", " "], "--device needs a path (/dev/input/event5) or part of a device's name"),
            (["service", "udev-rule", "--rules-directory", "/tmp"],
             "--rules-directory and --no-reload go with --install (without it the rule is only printed)"),
            (["service", "udev-rule", "--no-reload"], "--rules-directory and --no-reload go with --install (without it the rule is only printed)"),
          ])
    func inapplicableOptions(arguments: [String], message: String) {
        do {
            _ = try GestureKitCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) was taken")
        } catch {
            #expect(GestureKitCommand.message(for: error) == message)
        }
        #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["eval", "detector", "circle", "--folds-by-group", "a", "b", "--misses"]) }
        #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["eval", "detector", "circle", "--dataset", "d", "--protocol", "shipped", "--misses", "--json"]) }
        for rule in ["every-group", "most-groups"] {
            #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["eval", "detector", "circle", "--folds-by-group", "a", "b", "--design-rule", rule]) }
        }
        for offered in ["user-dependent", "cross-subject", "shipped"] {  // a detector's three protocols, all taken
            #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["eval", "detector", "circle", "--dataset", "d", "--protocol", offered]) }
        }
        for ends in ["0.0001", "1000"] {  // both ends of --points-per-unit are taken
            #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["replay", "f", "--points-per-unit", ends]) }
        }
        for ends in ["1", "1000000"] {  // and of --surface-width
            #expect(throws: Never.self) { try GestureKitCommand.parseAsRoot(["replay", "f", "--surface-width", ends]) }
        }
    }

    @Test("--points-per-unit, --surface-width and --desc on a trace, a $1 log or an MMG+ file are refused in words, not ignored; on a recording they are taken")
    func recordingOptionsOnOtherFiles() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("tap.trace.json")
        try Data(TraceWriter.text(of: Trace(windowSize: Size(width: 100, height: 100), events: [
            TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 10, y: 10)]),
            TouchEvent(timestamp: 0.05, changes: [.init(1, .ended, x: 10, y: 10)]),
        ])).utf8).write(to: trace)
        let log = folder.appendingPathComponent("check01.xml")
        let points = (0..<8).map { #"<Point X="\#($0 * 10)" Y="\#($0 < 4 ? $0 * 10 : 80 - $0 * 10)" T="\#($0 * 10)"/>"# }.joined()
        try Data(#"<Gesture Name="check01" Subject="1">\#(points)</Gesture>"#.utf8).write(to: log)
        let mmg = folder.appendingPathComponent("g.jsonl")
        try Data(#"{"subject": 1, "class": "line", "strokes": [[[0, 0, 0], [50, 0, 100]]]}"#.utf8).write(to: mmg)
        let files = [(trace, "a GestureKit trace"), (log, "a $1 log"), (mmg, "an MMG+ file")]
        for (file, noun) in files {
            for option in [["--points-per-unit", "2"], ["--surface-width", "500"], ["--desc", "panel.desc"]] {
                #expect(try OutputPathTests.failure(["replay", file.path] + option)
                        == "\(file.path): \(option[0]) is for recordings (evemu, getevent, libinput), and this is \(noun)")
            }
            #expect(try OutputPathTests.failure(["replay", file.path, "--actions-only"]) == nil)
        }
        let recording = try RefusedEventsCommandTests.recording(x: 200, in: folder)
        #expect(try OutputPathTests.failure(["replay", recording.path, "--actions-only", "--points-per-unit", "1"]) == nil)
        let square = folder.appendingPathComponent("square.events")  // no resolution: scaled to --surface-width
        try Data(("N: Panel\nA: 35 0 1000 0 0\nA: 36 0 1000 0 0\nA: 39 0 65535 0 0 0\n"
                  + "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 0035 0200\nE: 0.000001 0003 0036 0100\nE: 0.000001 0000 0000 0000\n"
                  + "E: 0.050000 0003 0039 -001\nE: 0.050000 0000 0000 0000\n").utf8).write(to: square)
        #expect(try OutputPathTests.failure(["replay", square.path, "--actions-only", "--surface-width", "500"]) == nil)
    }

    @Test("A pipe given as the file is refused in words at once, also by the checks that look at the format first (a pipe's open waits for a writer)")
    func pipeRefusedAtOnce() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let commands = [["replay", fifo.path, "--points-per-unit", "1"],
                        ["convert", fifo.path, "-o", folder.appendingPathComponent("out.json").path],
                        ["render", fifo.path, "-o", folder.appendingPathComponent("out.svg").path]]
        for arguments in commands {
            #expect(try OutputPathTests.failure(arguments) == "\(fifo.path): not a regular file (a pipe or a device): save it to a file and give its path",
                    "\(arguments[0])")
        }
    }

    @Test("help with a subcommand that does not exist is refused, naming the ones that do; help with real ones, or none, is not")
    func helpForNoSuchCommand() {
        #expect(GestureKitCommand.unknownHelpTopic(in: ["help", "lisen"])
                == "gesturekit has no subcommand 'lisen' (serve, replay, render, convert, eval, bench, listen, devices, service, templates)")
        #expect(GestureKitCommand.unknownHelpTopic(in: ["help", "eval", "nope"])
                == "gesturekit eval has no subcommand 'nope' (templates, detector, arms, rejection)")
        #expect(GestureKitCommand.unknownHelpTopic(in: ["help", "replay", "more"]) == "gesturekit replay has no subcommand 'more'")
        for asked in [["help"], ["help", "eval", "templates"], ["help", "listen", "--help"], ["replay", "lisen"], [],
                      ["help", "help"], ["help", "replay", "--format", "evemu"]] {
            #expect(GestureKitCommand.unknownHelpTopic(in: asked) == nil, "\(asked)")
        }
    }

    @Test("eval detector on a dataset without the detector's class says so, instead of a recall of 0 of 0")
    func detectorWithoutItsClass() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let person = folder.appendingPathComponent("s01")
        try FileManager.default.createDirectory(at: person, withIntermediateDirectories: true)
        for index in 1...2 {
            let points = (0..<8).map { #"<Point X="\#($0 * 10)" Y="\#($0 < 4 ? $0 * 10 : 80 - $0 * 10)" T="\#($0 * 10)"/>"# }.joined()
            try Data(#"<Gesture Name="v0\#(index)" Subject="1">\#(points)</Gesture>"#.utf8).write(to: person.appendingPathComponent("v0\(index).xml"))
        }
        let message = try OutputPathTests.failure(["eval", "detector", "checkmark", "--dataset", folder.path])
        #expect(message?.hasSuffix("holds no \"check\" gestures, so the detector's recall cannot be measured (its classes: v)") == true, "\(message ?? "nil")")
    }

    #if os(Linux)
    @Test("A message quoting a file's escape sequences and invisible characters shows them as \\u{…}, never sends them to the terminal; lines, tabs and letters stay")
    func controlCharactersEscaped() {
        let failure = CommandFailure("line 2: \"\u{1B}]0;pwned\u{07}\u{1B}[31mRED\u{9B}\u{7F}\u{A0}\u{200B}\" is not a value\n\tZoë")
        #expect(failure.description == "line 2: \"\\u{1B}]0;pwned\\u{7}\\u{1B}[31mRED\\u{9B}\\u{7F}\\u{A0}\\u{200B}\" is not a value\n\tZoë")
    }

    @Test("bench refuses passes that would keep more timings than memory holds, or run past the window's clock and time refusals")
    func benchPasses() throws {
        func taps(_ count: Int, lasting seconds: Double) -> Trace {
            Trace(windowSize: Size(width: 100, height: 100), events: (0..<count).map { index in
                TouchEvent(timestamp: seconds * Double(index) / Double(count - 1),
                           changes: [.init(id: 1 + index / 2, phase: index % 2 == 0 ? .began : .ended, location: Point(x: 10, y: 10))])
            })
        }
        let scene = SceneDescription(recognizers: [.init("tap", .tap)])
        func refusal(_ trace: Trace, passes: Int) -> String? {
            do {
                _ = try UpdateTimings.measure(trace, scene: scene, passes: passes)
                return nil
            } catch {
                return "\(error)"
            }
        }
        // 20,000,000 timings at the most: 200 updates × 100,000 passes fit, 202 do not.
        #expect(refusal(taps(202, lasting: 1), passes: 100_000)
                == "202 updates × 100000 passes is more than 20000000 timings to keep: use --passes 99009 or fewer")
        // A recording of 10⁹ − 10 s: each pass is shifted 10⁹ s; four fit below 2³² s, five do not.
        let long = taps(2, lasting: 1e9 - 10)
        #expect(refusal(long, passes: 4) == "the recording lasts 999999990.0 s: 4 passes of it, one after another, run past "
                + "the window's clock limit (2^32 s); use --passes 3 or fewer")
        let timings = try UpdateTimings.measure(long, scene: scene, passes: 3)
        #expect(timings.rejected == 0 && timings.all.count == 6)
        #expect(refusal(taps(2, lasting: 3e9), passes: 1)?.hasSuffix("run past the window's clock limit (2^32 s)") == true)
    }

    @Test("devices --folder names a missing folder, or a file, instead of listing no devices")
    func devicesFolder() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        #expect(try OutputPathTests.failure(["devices", "--folder", missing]) == "\(missing): no such folder")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("devices-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try OutputPathTests.failure(["devices", "--folder", file.path]) == "\(file.path): a file, not a folder of input devices")
        let empty = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try OutputPathTests.failure(["devices", "--folder", empty.path]) == nil)
        // The default folder missing (a container without /dev/input) lists no devices, no error.
        if !FileManager.default.fileExists(atPath: DevicesCommand.defaultFolder) {
            #expect(try OutputPathTests.failure(["devices"]) == nil)
        }
    }
    #endif
}
