import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import gesturekit

/// `-o` of `render`, `convert` and `templates build` into a folder, or into a folder that does
/// not exist: told in words before the input is read (Foundation said "NSCocoaErrorDomain
/// error 512" and "The file doesn't exist").
@Suite("-o: a folder, or a file in a missing folder")
struct OutputPathTests {
    /// A fresh folder in the temporary directory, removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The message `arguments`, run as the root command, fails with.
    static func failure(_ arguments: [String]) throws -> String? {
        var command = try GestureKitCommand.parseAsRoot(arguments)
        do {
            try command.run()
            return nil
        } catch let failure as CommandFailure {
            return failure.description
        }
    }

    @Test("Each writing command names the folder that is missing, or the path that is a folder")
    func writers() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The input does not exist either: the output is checked first, so no work is lost.
        let input = scratch.appendingPathComponent("absent.json").path
        let missing = scratch.appendingPathComponent("nowhere/out.file").path
        let folder = scratch.path
        for command in [["render", input], ["render", input, "--timeline"], ["convert", input], ["templates", "build", "--from", input]] {
            #expect(try Self.failure(command + ["-o", missing]) == "\(missing): cannot write: there is no folder \(scratch.path)/nowhere")
            #expect(try Self.failure(command + ["-o", folder]) == "\(folder): a folder; name the file to write")
        }
    }

    @Test("convert refuses to write over the file it reads, and to convert one gesture of many unasked; it writes one")
    func convertKeepsItsInput() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let recording = scratch.appendingPathComponent("taps.events")
        let text = "N: Panel\nA: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\nA: 39 0 65535 0 0 0\n"
            + "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 0035 0100\nE: 0.000001 0003 0036 0100\nE: 0.000001 0000 0000 0000\n"
            + "E: 0.050000 0003 0039 -001\nE: 0.050000 0000 0000 0000\n"
        try Data(text.utf8).write(to: recording)
        #expect(try Self.failure(["convert", recording.path, "-o", recording.path])
                == "\(recording.path): is the file being read; writing it would replace the recording: choose another -o")
        let hardLink = scratch.appendingPathComponent("same.trace.json")
        try FileManager.default.linkItem(at: recording, to: hardLink)
        #expect(try Self.failure(["convert", recording.path, "-o", hardLink.path])
                == "\(hardLink.path): is the file being read; writing it would replace the recording: choose another -o")
        #expect(try String(contentsOf: recording, encoding: .utf8) == text)
        let gestures = scratch.appendingPathComponent("two.jsonl")
        let line = #"{"class":"D","subject":1,"device":"tablet","strokes":[[[1,2,0],[3,4,10]]]}"#
        try Data((line + "\n" + line + "\n").utf8).write(to: gestures)
        let output = scratch.appendingPathComponent("one.trace.json").path
        #expect(try Self.failure(["convert", gestures.path, "-o", output]) == "\(gestures.path): holds 2 gestures; choose one with --index")
        let blank = scratch.appendingPathComponent("blank.jsonl")
        try Data("\n\n".utf8).write(to: blank)
        #expect(try Self.failure(["convert", blank.path, "-o", output])?.hasPrefix(blank.path) == true)
        #expect(try Self.failure(["convert", gestures.path, "--index", "2", "-o", output]) == nil)
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("convert --note adds notes and never writes over the note a trace has (it may hold its licence)")
    func notesAdded() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("in.trace.json")
        var trace = Trace(windowSize: Size(width: 100, height: 100), events: [
            TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: 10, y: 10))]),
            TouchEvent(timestamp: 0.05, changes: [.init(id: 1, phase: .ended, location: Point(x: 10, y: 10))]),
        ])
        trace.metadata = ["note": "MIT licence", "note3": "third"]
        try Data(try TraceWriter.text(of: trace).utf8).write(to: input)
        let output = scratch.appendingPathComponent("out.trace.json")
        #expect(try Self.failure(["convert", input.path, "-o", output.path, "--note", "mine", "--note", "more"]) == nil)
        let written = try TraceReader.read(contentsOf: output)
        #expect(written.metadata["note"] == "MIT licence" && written.metadata["note2"] == "mine"
                && written.metadata["note3"] == "third" && written.metadata["note4"] == "more")
        #expect(try Self.failure(["convert", input.path, "-o", ""]) == "-o is empty: name the file to write (- for standard output)")
        #expect(ConvertCommand.freeNoteKey(in: [:]) == "note" && ConvertCommand.freeNoteKey(in: ["note": "a", "note2": "b"]) == "note3")
    }

    @Test("bench --scene blames a scene that cannot be built on the scene's file, not on the recording")
    func benchBlamesTheScene() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let taps = [TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: 10, y: 10))]),
                    TouchEvent(timestamp: 0.05, changes: [.init(id: 1, phase: .ended, location: Point(x: 10, y: 10))])]
        let recording = scratch.appendingPathComponent("taps.trace.json")
        try Data(try TraceWriter.text(of: Trace(windowSize: Size(width: 100, height: 100), events: taps)).utf8).write(to: recording)
        var twice = Trace(windowSize: Size(width: 100, height: 100), events: taps)
        twice.scene = SceneDescription(recognizers: [.init("a", .tap), .init("a", .pan)])
        let scene = scratch.appendingPathComponent("scene.trace.json")
        try Data(try TraceWriter.text(of: twice).utf8).write(to: scene)
        #expect(try Self.failure(["bench", recording.path, "--scene", scene.path, "--passes", "1"])
                == "\(scene.path): scene.recognizers[1]: two recognizers are named \"a\"")
    }

    @Test("render, too, refuses to write over the recording it reads, or the .desc its axes came from; the .desc named and found")
    func writersKeepTheirInputs() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let description = scratch.appendingPathComponent("Panel.desc")
        let header = "N: Panel\nA: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\nA: 39 0 65535 0 0 0\n"
        try Data(header.utf8).write(to: description)
        let recording = scratch.appendingPathComponent("Panel.tap.events")
        let events = "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 0035 0100\nE: 0.000001 0003 0036 0100\nE: 0.000001 0000 0000 0000\n"
            + "E: 0.050000 0003 0039 -001\nE: 0.050000 0000 0000 0000\n"
        try Data(events.utf8).write(to: recording)
        for command in [["render", recording.path], ["render", recording.path, "--timeline"], ["convert", recording.path]] {
            #expect(try Self.failure(command + ["-o", recording.path])
                    == "\(recording.path): is the file being read; writing it would replace the recording: choose another -o")
            // Found beside the recording, then named with --desc.
            let replaces = "\(description.path): is the device description \(description.path) the recording's axes come from; "
                + "writing it would replace it: choose another -o"
            #expect(try Self.failure(command + ["-o", description.path]) == replaces)
            #expect(try Self.failure(command + ["--desc", description.path, "-o", description.path]) == replaces)
        }
        #expect(try String(contentsOf: recording, encoding: .utf8) == events)
        #expect(try String(contentsOf: description, encoding: .utf8) == header)
        #expect(try Self.failure(["render", recording.path, "-o", scratch.appendingPathComponent("tap.svg").path]) == nil)
        // A trace converted from the recording keeps the .desc's name, but reads no .desc.
        let trace = scratch.appendingPathComponent("tap.trace.json").path
        #expect(try Self.failure(["convert", recording.path, "-o", trace]) == nil)
        #expect(try Self.failure(["render", trace, "-o", description.path]) == nil)
    }

    @Test("A file given as the folder is named; a writable path passes")
    func check() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        #expect(throws: CommandFailure.self) { try OutputPath.check(file.path + "/out.svg") }
        do {
            try OutputPath.check(file.path + "/out.svg")
        } catch {  // typed: a CommandFailure
            #expect(error.description == "\(file.path)/out.svg: cannot write: \(file.path) is a file, not a folder")
        }
        #expect(throws: Never.self) { try OutputPath.check(scratch.appendingPathComponent("new.svg").path) }
        #expect(throws: Never.self) { try OutputPath.check(file.path) }  // an existing file is overwritten, as before
    }

    @Test("Written in place: a pipe stays a pipe, a link stays a link, a file keeps its other names; the names of standard output")
    func writtenInPlace() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let data = Data("{}\n".utf8)
        // A pipe of the scratch folder, not a device: were the write atomic again, it would
        // rename a file over the pipe (as it did over /dev/stdout as root), and nothing else.
        let pipe = scratch.appendingPathComponent("pipe"), link = scratch.appendingPathComponent("to-pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: pipe.path)
        let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)  // so that opening it to write does not wait
        #expect(reader >= 0)
        defer { close(reader) }
        for path in [pipe.path, link.path] {
            try OutputPath.write(data, to: path)
            var status = stat()
            #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "\(path)")
            var bytes = [UInt8](repeating: 0, count: 16)
            #expect(read(reader, &bytes, 16) == data.count, "\(path)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == pipe.path)
        // A file with a second name, written through a link: the same file (as a shell's
        // redirect target is, written through /dev/stdout), both names see the new bytes.
        let target = scratch.appendingPathComponent("target.json"), other = scratch.appendingPathComponent("other-name.json")
        let toFile = scratch.appendingPathComponent("to-file")
        try Data("old, longer than the new".utf8).write(to: target)
        try FileManager.default.linkItem(at: target, to: other)
        try FileManager.default.createSymbolicLink(atPath: toFile.path, withDestinationPath: target.path)
        var before = stat(), after = stat()
        #expect(stat(target.path, &before) == 0)
        try OutputPath.write(data, to: toFile.path)
        #expect(stat(target.path, &after) == 0)
        #expect(before.st_ino == after.st_ino)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: toFile.path) == target.path)
        #expect(try Data(contentsOf: other) == data)
        // A link to a file not there yet: the file is made, the link kept.
        let dangling = scratch.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: scratch.appendingPathComponent("made.json").path)
        try OutputPath.write(data, to: dangling.path)
        #expect(try Data(contentsOf: scratch.appendingPathComponent("made.json")) == data)
        #expect(["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].allSatisfy(OutputPath.isStandardOutput))
        #expect(!OutputPath.isStandardOutput(target.path) && !OutputPath.isStandardOutput("/dev/stderr"))
        #expect(OutputPath.name("-") == "standard output" && OutputPath.name(target.path) == target.path)
    }
}

/// A libinput file of several touch devices: `--index` picks one, and the messages count devices.
@Suite("Input: a libinput file's touch devices")
struct LibinputDevicesInputTests {
    @Test("convert needs --index among two devices, and --index 3 is past them; the messages say touch devices")
    func devicesCounted() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let device = """
              - node: /dev/input/event1N
                evdev:
                  name: "Panel N"
                  id: [3, 1, 2, 3]
                  codes:
                    0: [0]
                    1: [330]
                    3: [0, 1]
                  absinfo:
                    0: [0, 999, 0, 0, 10]
                    1: [0, 999, 0, 0, 10]
                  properties: [1]
                events:
                  - evdev:
                    - [  0,      0,   3,   0,   100]
                    - [  0,      0,   3,   1,   100]
                    - [  0,      0,   1, 330,     1]
                    - [  0,      0,   0,   0,     0]
                  - evdev:
                    - [  0,  50000,   1, 330,     0]
                    - [  0,  50000,   0,   0,     0]

            """
        let text = "version: 1\nndevices: 2\ndevices:\n" + device.replacingOccurrences(of: "N", with: "2")
            + device.replacingOccurrences(of: "N", with: "4")
        let file = scratch.appendingPathComponent("two.yml"), output = scratch.appendingPathComponent("one.trace.json").path
        try Data(text.utf8).write(to: file)
        #expect(try OutputPathTests.failure(["convert", file.path, "-o", output]) == "\(file.path): holds 2 touch devices; choose one with --index")
        #expect(try OutputPathTests.failure(["convert", file.path, "--index", "3", "-o", output])
                == "\(file.path): --index 3, but the file holds 2 touch devices")
        #expect(try OutputPathTests.failure(["convert", file.path, "--index", "2", "-o", output]) == nil)
        #expect(try TraceReader.read(contentsOf: URL(fileURLWithPath: output)).metadata["node"] == "/dev/input/event14")
    }
}
