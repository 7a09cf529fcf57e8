import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// A scratch folder of small files written by a test, removed when the test is done.
final class ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dollar1-variants-\(UUID().uuidString)")

    /// Writes `bytes` at `path` (relative, folders made as needed) and returns its URL.
    @discardableResult
    func write(_ path: String, _ bytes: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
        return file
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A $1-style log: the XML declaration on line 1, `<Gesture attributes>` on line 2, then one
/// `<Point …/>` a line (the first on line 3).
func dollarLog(_ attributes: String, _ points: [String]) -> Data {
    let lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<Gesture \(attributes)>"] + points.map { "  <Point \($0) />" } + ["</Gesture>"]
    return Data(lines.joined(separator: "\n").utf8)
}

/// Three points with the given `T` attributes (nil: none).
func timedPoints(_ times: [String?]) -> [String] {
    times.enumerated().map { index, t in "X=\"\(10 * index)\" Y=\"\(5 * index)\"" + (t.map { " T=\"\($0)\"" } ?? "") }
}

/// Issue 28, point 1: the $1 logs as four other groups wrote them, each variant read from a
/// small file written here.
@Suite("$1 logs as others write them")
struct DollarOneVariantTests {
    func read(_ attributes: String, _ points: [String], file: String = "check01.xml", subject: String? = nil) throws -> LabelledGesture {
        let folder = ScratchFolder()
        return try DollarOneImporter.read(contentsOf: try folder.write(file, dollarLog(attributes, points)), subject: subject)
    }

    @Test("T in milliseconds: every sample has its time in seconds, and the duration is the samples'")
    func milliseconds() throws {
        let gesture = try read("Name=\"check01\"", timedPoints(["1000", "1016", "1040"]))
        #expect(gesture.strokes[0].map(\.time) == [1.0, 1.016, 1.04])
        #expect(gesture.isTimed && gesture.details["times"] == nil && gesture.statedDuration == nil)
        #expect(abs(try #require(gesture.duration) - 0.04) < 1e-12)
        #expect(gesture.trace().events.map(\.timestamp).last.map { abs($0 - 0.04) < 1e-12 } == true)
    }

    @Test("T as a counter (from any start), one constant, going back, or absent: no sample has a time, the log says which, and the trace does not invent any",
          arguments: [("counter", ["1", "2", "3"]), ("counter", ["2", "3", "4"]), ("constant", ["1678", "1678", "1678"]),
                      ("backwards", ["3", "2", "1"]), ("backwards", ["1000", "1016", "1008"]),
                      ("absent", [nil, nil, nil])] as [(String, [String?])])
    func untimed(kind: String, times: [String?]) throws {
        let gesture = try read("Name=\"check01\"", timedPoints(times))
        #expect(gesture.strokes[0].allSatisfy { $0.time == nil })
        #expect(!gesture.isTimed && gesture.duration == nil)
        #expect(gesture.details["times"] == kind)
        #expect(gesture.strokes[0].map(\.location) == [Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 20, y: 10)])
        let trace = gesture.trace()
        #expect(trace.events.count == 4 && trace.events.allSatisfy { $0.timestamp == 0 })
        #expect(trace.metadata["times"] == "none")
    }

    @Test("Where a counter ends: a step other than exactly 1 anywhere (a repeated time too), or a single point, is milliseconds",
          arguments: [["1", "2", "4"], ["5", "5", "6"], ["7"]])
    func counterBoundary(times: [String]) throws {
        let gesture = try read("Name=\"check01\"", timedPoints(times))
        #expect(gesture.isTimed && gesture.details["times"] == nil)
        #expect(gesture.strokes[0].map(\.time) == times.map { Double($0)! / 1000 })
    }

    @Test("T in Unix seconds with a fraction: every sample has its time as written, at both ends of the range and of the span",
          arguments: [["1677757997.115825", "1677757997.131608", "1677757997.886577"],
                      ["1000000000", "1000000000.5", "1000000059.99"], ["9999999940.5", "9999999950", "9999999999.5"],
                      // Whole seconds, as a published collection stamps some gestures: still seconds.
                      ["1678331291", "1678331291", "1678331292"]])
    func unixSeconds(times: [String]) throws {
        let gesture = try read("Name=\"check03\"", timedPoints(times))
        #expect(gesture.isTimed && gesture.details["times"] == nil)
        #expect(gesture.strokes[0].map(\.time) == times.map { Double($0)! })
    }

    @Test("Where Unix seconds end: below 10⁹, from 10¹⁰, or a span of a minute or more is milliseconds",
          arguments: [["999999999.5", "1000000000", "1000000001"], ["9999999999", "10000000000", "10000000002"],
                      ["1000000000", "1000000030", "1000000060"]])
    func unixSecondsBoundary(times: [String]) throws {
        let gesture = try read("Name=\"check03\"", timedPoints(times))
        #expect(gesture.isTimed && gesture.details["times"] == nil)
        #expect(gesture.strokes[0].map(\.time) == times.map { Double($0)! / 1000 })
    }

    @Test("T a time of day: seconds since midnight, going on past it; a constant or backward clock has no times")
    func timeOfDay() throws {
        let gesture = try read("Name=\"check03\"", timedPoints(["16:25:59.249974", "16:25:59.250013", "16:26:00"]))
        #expect(gesture.isTimed && gesture.details["times"] == nil)
        let expected = [59_159.249974, 59_159.250013, 59_160]
        #expect(zip(gesture.strokes[0].map { $0.time ?? -1 }, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        let midnight = try read("Name=\"v1\"", timedPoints(["23:59:59.9", "0:00:00.1", "00:00:01"]))
        #expect(zip(midnight.strokes[0].map { $0.time ?? -1 }, [86_399.9, 86_400.1, 86_401]).allSatisfy { abs($0 - $1) < 1e-9 })
        // Half a day back is backwards, not a new day.
        #expect(try read("Name=\"v1\"", timedPoints(["12:00:00", "00:00:00", "00:00:01"])).details["times"] == "backwards")
        #expect(try read("Name=\"v1\"", timedPoints(["12:00:01", "00:00:00", "00:00:01"])).isTimed)
        #expect(try read("Name=\"v1\"", timedPoints(["9:12:24", "9:12:24", "9:12:24"])).details["times"] == "constant")
        #expect(try read("Name=\"v1\"", timedPoints(["9:12:25", "9:12:24", "9:12:26"])).details["times"] == "backwards")
        // A clock does not count: one second a point is a time of day.
        #expect(try read("Name=\"v1\"", timedPoints(["9:12:24", "9:12:25", "9:12:26"])).isTimed)
    }

    @Test("Millseconds or Milliseconds is the whole gesture's duration; the samples' own times win when there are some")
    func statedDuration() throws {
        let counted = try read("Name=\"v01\" Millseconds=\"410\"", timedPoints(["1", "2", "3"]))
        #expect(counted.statedDuration == 0.41 && counted.duration == 0.41 && !counted.isTimed)
        let constant = try read("Name=\"Check2\" Milliseconds=\"1099\"", timedPoints(["1678", "1678", "1678"]))
        #expect(constant.duration == 1.099)
        let timed = try read("Name=\"v01\" Millseconds=\"500\"", timedPoints(["1000", "1050", "1100"]))
        let duration = try #require(timed.duration)
        #expect(timed.statedDuration == 0.5 && abs(duration - 0.1) < 1e-12)
        // 0 states nothing: an untimed log says it has no duration, not that it took none.
        let zero = try read("Name=\"v01\" Millseconds=\"0\"", timedPoints(["0", "0", "0"]))
        #expect(zero.statedDuration == nil && zero.duration == nil)
        #expect(try read("Name=\"v01\" Millseconds=\"1\"", timedPoints(["0", "0", "0"])).statedDuration == 0.001)
        #expect(throws: TraceError.self) { try read("Name=\"v01\" Millseconds=\"soon\"", timedPoints(["1", "2", "3"])) }
        do {
            _ = try read("Name=\"v01\" Milliseconds=\"-5\"", timedPoints(["1", "2", "3"]))
            Issue.record("accepted a negative duration")
        } catch {
            #expect(String(describing: error).hasSuffix("check01.xml: line 2: Milliseconds=\"-5\" is not a number of milliseconds"), "\(error)")
        }
    }

    @Test("The class from Name in any case and spelling of the $1 set, or from the file's name when Name holds none",
          arguments: [
            ("Name=\"check01\"", "a.xml", "check"), ("Name=\"check1\"", "a.xml", "check"), ("Name=\"Check1\"", "a.xml", "check"),
            ("Name=\"delete_mark07\"", "a.xml", "delete_mark"), ("Name=\"Delete10\"", "a.xml", "delete_mark"),
            ("Name=\"left_square_bracket03\"", "a.xml", "left_sq_bracket"), ("Name=\"right-curly-brace05\"", "a.xml", "right_curly_brace"),
            ("Name=\"zigzag2\"", "a.xml", "zig_zag"), ("Name=\"question_mark\"", "a.xml", "question_mark"),
            ("Name=\"01\"", "right square bracket3.xml", "right_sq_bracket"), ("Subject=\"1\"", "pig tail4.xml", "pigtail"),
            ("", "zig-zag8.xml", "zig_zag"),
            // Words told by case, or run together in one case.
            ("Name=\"RightCurlyBrace3\"", "a.xml", "right_curly_brace"), ("Name=\"zigZag2\"", "a.xml", "zig_zag"),
            ("Name=\"questionmark1\"", "a.xml", "question_mark"), ("Name=\"LEFTSQUAREBRACKET4\"", "a.xml", "left_sq_bracket"),
            ("Name=\"V1\"", "a.xml", "v"), ("", "DeleteMark2.xml", "delete_mark"),
            // Brackets and braces in any English: plural, a square brace, a curly bracket.
            ("Name=\"left_square_brace2\"", "a.xml", "left_sq_bracket"), ("Name=\"right_square_braces04\"", "a.xml", "right_sq_bracket"),
            ("Name=\"left_curly_braces1\"", "a.xml", "left_curly_brace"), ("Name=\"Right Curly Bracket7\"", "a.xml", "right_curly_brace"),
            ("Name=\"left-sq-brackets3\"", "a.xml", "left_sq_bracket"),
            // The file's name written as the Name.
            ("Name=\"check1.xml\"", "a.xml", "check"), ("Name=\"Star10.XML\"", "a.xml", "star"),
          ])
    func className(attributes: String, file: String, label: String) throws {
        let gesture = try read(attributes, timedPoints(["1", "2", "3"]), file: file)
        #expect(gesture.label == label)
        let name = attributes.hasPrefix("Name=") ? String(attributes.dropFirst(6).dropLast()) : nil
        #expect(gesture.details["name"] == name)
    }

    @Test("An empty file, or one of white space only, is said to be so")
    func emptyFile() {
        for (text, message) in [("", "an empty file (0 bytes), not a log"), (" \n\r\n", "only white space, not a log")] {
            #expect { try DollarOneImporter.read(Data(text.utf8)) } throws: { ($0 as? TraceError)?.description == message }
        }
    }

    @Test("Neither Name nor the file's name holds a class: refused, saying both")
    func noClass() throws {
        do {
            _ = try read("Name=\"01\"", timedPoints(["1", "2", "3"]), file: "07.xml")
            Issue.record("accepted a log without a class")
        } catch {
            #expect(String(describing: error).hasSuffix("07.xml: line 2: the Name \"01\" holds no class, nor does the file's name \"07\""), "\(error)")
        }
        #expect {
            try DollarOneImporter.read(dollarLog("Subject=\"2\"", timedPoints(["1", "2", "3"])))
        } throws: { error in
            (error as? TraceError)?.description == "line 2: the <Gesture> has no Name, and there is no file name to take it from"
        }
    }

    @Test("Subject, Speed and Number are optional: the person is the caller's (its folder) unless the log names one")
    func optionalAttributes() throws {
        let bare = try read("Name=\"x1\"", timedPoints([nil, nil, nil]), subject: "s01 (pilot)")
        #expect(bare.subject == "s01 (pilot)" && bare.details == ["format": "dollar1", "name": "x1", "times": "absent"])
        #expect(try read("Name=\"x1\" Subject=\"user04\"", timedPoints([nil, nil, nil]), subject: "s09").subject == "user04")
        #expect(try read("Name=\"x1\"", timedPoints([nil, nil, nil])).subject == "?")
        let full = try read("Name=\"x01\" Subject=\"2\" Speed=\"medium\" Number=\"3\"", timedPoints(["1", "2", "3"]))
        #expect(full.subject == "2" && full.details["speed"] == "medium" && full.details["number"] == "3")
    }

    @Test("Coordinates whole or fractional are read exactly")
    func coordinates() throws {
        let gesture = try read("Name=\"x1\"", ["X=\"161.00001525878906\" Y=\"256\"", "X=\"289.0\" Y=\"155.0\"", "X=\"77\" Y=\"-3.5\""])
        #expect(gesture.strokes[0].map(\.location) == [Point(x: 161.00001525878906, y: 256), Point(x: 289, y: 155), Point(x: 77, y: -3.5)])
    }

    @Test("Numbers and times of day with white space or a line feed around them (`&#10;`) are read as numbers")
    func spacedNumbers() throws {
        let gesture = try read("Name=\"x1\" Millseconds=\"40&#10;\"",
                               ["X=\" 10&#10;\" Y=\"5\t\" T=\"1677779847557&#10;\"", "X=\"20\" Y=\"10\" T=\" 1677779847573\"",
                                "X=\"30\" Y=\"15\" T=\"&#13;&#10;1677779847597 \""])
        #expect(gesture.strokes[0].map(\.location) == [Point(x: 10, y: 5), Point(x: 20, y: 10), Point(x: 30, y: 15)])
        #expect(gesture.strokes[0].map(\.time) == [1_677_779_847.557, 1_677_779_847.573, 1_677_779_847.597])
        #expect(gesture.statedDuration == 0.04)
        let clocks = try read("Name=\"x1\"", timedPoints(["16:25:54.5&#10;", " 16:25:54.6", "16:25:54.7 "]))
        #expect(clocks.strokes[0].map(\.time) == [59_154.5, 59_154.6, 59_154.7])
        // Anything else after the number is still refused (a published log's `T="167777917186;"`).
        #expect(throws: TraceError.self) { try read("Name=\"x1\"", timedPoints(["167777917186;", "2", "3"])) }
    }

    @Test("Times on some points only, or not numbers, are refused with the line and the point",
          arguments: [
            (["1", "2", nil], "line 5, point 3: this <Point> has no T but point 1 has one"),
            ([nil, "2", "3"], "line 4, point 2: this <Point> has a T but point 1 has none"),
            (["soon", "2", "3"], "line 3, point 1: T=\"soon\" is neither a number nor a time of day"),
            (["24:00:00", "2", "3"], "line 3, point 1: T=\"24:00:00\" is neither"),
            (["16:25:60", "2", "3"], "line 3, point 1: T=\"16:25:60\" is neither"),
            (["16:5:54", "2", "3"], "line 3, point 1: T=\"16:5:54\" is neither"),
            (["16:25:5.5", "2", "3"], "line 3, point 1: T=\"16:25:5.5\" is neither"),
            (["16:25:5", "2", "3"], "line 3, point 1: T=\"16:25:5\" is neither"),
            (["-1:25:54", "2", "3"], "line 3, point 1: T=\"-1:25:54\" is neither"),
            (["16:25:54", "1000", "1001"], "line 4, point 2: this <Point>'s T is a number but point 1's is a time of day"),
          ] as [([String?], String)])
    func badTimes(times: [String?], message: String) {
        do {
            _ = try DollarOneImporter.read(dollarLog("Name=\"x1\"", timedPoints(times)))
            Issue.record("accepted bad times")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test("A binary file saved as .xml (a .DS_Store) is refused as no text log, at its first byte")
    func binaryFile() {
        let bytes = Data([0, 0, 0, 1] + Array("Bud1".utf8) + [0, 0, 0x30, 0])
        #expect {
            try DollarOneImporter.read(bytes)
        } throws: { error in
            (error as? TraceError)?.description == "line 1: not a text log: byte 1 is 0 (a binary file, or UTF-16 text; logs are read as UTF-8)"
        }
    }
}

/// Issue 28, point 1: collections as they are laid out, with files that cannot be read.
@Suite("$1 collections: people from folders, unreadable files skipped and reported")
struct DollarOneCollectionTests {
    static let others = datasets.appendingPathComponent("dollar1-others")

    @Test("Any depth: a person is the folder under the root (the root, for a file in it) unless the log names one; unreadable files are skipped and listed")
    func folderLayout() throws {
        let folder = ScratchFolder()
        let points = timedPoints(["1", "2", "3"])
        try folder.write("s01 (pilot)/check01.xml", dollarLog("Name=\"check01\"", points))
        let binary = try folder.write("s01 (pilot)/.ds_store.xml", Data([0, 0, 0, 1] + Array("Bud1".utf8)))
        try folder.write("s02/medium/v02.xml", dollarLog("Name=\"v02\" Speed=\"medium\"", points))
        let broken = try folder.write("s02/medium/x03.xml", dollarLog("Name=\"x03\"", timedPoints(["1", "2", nil])))
        try folder.write("s02/notes.txt", Data("not a log".utf8))
        try folder.write("user03/x1.xml", dollarLog("Name=\"x01\" Subject=\"user03\"", points))
        try folder.write("s04/tablet/day 2/caret01.xml", dollarLog("Name=\"caret01\" Subject=\"4\"", points))
        try folder.write("star01.xml", dollarLog("Name=\"star01\"", points))
        let data = try Dataset(contentsOf: folder.url)
        let root = folder.url.lastPathComponent
        #expect(data.gestures.map { "\($0.subject) \($0.label)" }.sorted()
                == ["4 caret", "\(root) star", "s01 (pilot) check", "s02 v", "user03 x"])
        #expect(data.skipped.map(\.file) == [binary.path, broken.path])
        #expect(data.skipReport == """
            \(root): skipped 2 of 7 files, which could not be read:
              \(binary.path): line 1: not a text log: byte 1 is 0 (a binary file, or UTF-16 text; logs are read as UTF-8)
              \(broken.path): line 5, point 3: this <Point> has no T but point 1 has one: a log's times are on every point or on none
            """)
    }

    @Test("A folder none of whose logs can be read is refused, with how many and the first reason; one fully read has no report")
    func nothingReadable() throws {
        let folder = ScratchFolder()
        let first = try folder.write("a/.ds_store.xml", Data([0, 1]))
        try folder.write("b/x1.xml", Data("<Gesture Name=\"x1\">".utf8))
        #expect {
            try Dataset(contentsOf: folder.url)
        } throws: { error in
            (error as? TraceError)?.description == "\(folder.url.path): none of its 2 .xml files is a $1 log that can be read; the first: "
                + "\(first.path): line 1: not a text log: byte 1 is 0 (a binary file, or UTF-16 text; logs are read as UTF-8)"
        }
        let good = ScratchFolder()
        try good.write("s1/x1.xml", dollarLog("Name=\"x1\"", timedPoints(["1", "2", "3"])))
        let data = try Dataset(contentsOf: good.url)
        #expect(data.gestures.count == 1 && data.skipped.isEmpty && data.skipReport == nil)
    }

    @Test("Every log of the four other groups is read, but for one binary file, which is skipped with its reason; each group names the same 16 classes")
    func otherGroups() throws {
        var classes: Set<[String]> = []
        for (group, files, people) in [("klarubbio", 1120, 7), ("namita", 960, 6), ("nikhithasudati", 960, 6), ("pixelfac", 960, 6)] {
            let data = try Dataset(contentsOf: Self.others.appendingPathComponent(group))
            #expect(data.gestures.count == files && data.subjects.count == people, "\(group)")
            #expect(Set(Dictionary(grouping: data.gestures, by: \.subject).values.map(\.count)) == [160], "\(group)")
            classes.insert(data.labels)
            // Three pairs hold the very same points: pixelfac's two repeats, klarubbio's one drawing under two classes.
            let duplicates = data.duplicates.map { "\($0.first.details["file"] ?? "") \($0.second.details["file"] ?? "") \($0.isRepeat)" }
            switch group {
            case "klarubbio": #expect(duplicates == ["s07/caret08.xml s07/triangle04.xml false"])
            case "pixelfac": #expect(duplicates == ["user05/x4.xml user05/x9.xml true", "user05/zig-zag2.xml user05/zig-zag3.xml true"])
            default: #expect(duplicates.isEmpty, "\(group)")
            }
            if group == "namita" {
                #expect(data.skipped.map { ($0.file ?? "").hasSuffix("namita/s01/.ds_stor0e.xml") } == [true])
                #expect(data.skipped.first?.message.hasPrefix("not a text log: byte 1 is 0") == true)
            } else {
                #expect(data.skipped.isEmpty, "\(group)")
            }
            let times = Dictionary(grouping: data.gestures) { "\($0.subject) \($0.details["times"] ?? "ms")" }.mapValues(\.count)
            switch group {
            case "klarubbio": #expect(Set(times.keys.map { $0.hasSuffix(" absent") }) == [true])
            case "namita": #expect(Set(times.keys.map { $0.hasSuffix(" constant") }) == [true])
            case "nikhithasudati": #expect(Set(times.keys.map { $0.hasSuffix(" counter") }) == [true])
            default: #expect(times == ["user01 counter": 160, "user02 counter": 160, "user03 counter": 160, "user04 ms": 160, "user05 ms": 160, "user06 ms": 160])
            }
        }
        #expect(classes.count == 1)
        #expect(classes.first?.contains("zig_zag") == true && classes.first?.contains("left_sq_bracket") == true && classes.first?.count == 16)
    }

    @Test("The $1 logs themselves: all 2,880 read, timed in milliseconds, by their Subject")
    func dollarOneUnchanged() throws {
        let data = try Dataset(contentsOf: datasets.appendingPathComponent("dollar1"))
        #expect(data.gestures.count == 2880 && data.skipped.isEmpty && data.duplicates.isEmpty)
        #expect(data.subjects == ["2", "3", "4", "5", "6", "7"])
        #expect(data.gestures.allSatisfy { $0.isTimed && $0.details["times"] == nil })
        #expect(data.labels.count == 16 && data.labels.contains("question_mark"))
    }
}

/// A dataset is a collection: one gesture or recording given in its place is refused by name.
@Suite("A single log or recording where a dataset is asked for")
struct SingleFileDatasetTests {
    @Test("A $1 log, a trace, an evemu recording and an empty file are each refused with what they are and what a dataset is")
    func refused() throws {
        let folder = ScratchFolder()
        let log = try folder.write("s1/x1.xml", dollarLog("Name=\"x1\"", timedPoints(["1", "2", "3"])))
        let recording = try folder.write("taps.events", Data("# EVEMU 1.3\nE: 0.000001 0003 0039 0006\n".utf8))
        let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")
        for (url, message) in [
            (log, "one $1 log, not a collection: give the folder that holds the logs (every .xml in it, at any depth, is read)"),
            (recording, "an evemu recording, not a dataset: a dataset is a folder of $1 logs or an MMG+ .jsonl file"),
            (trace, "a GestureKit trace, not a dataset: a dataset is a folder of $1 logs or an MMG+ .jsonl file"),
            // Named by what it holds, not by its extension.
            (try folder.write("empty.json", Data()), "an empty file: a dataset is a folder of $1 logs or an MMG+ .jsonl file of gestures"),
            (try folder.write("empty.jsonl", Data()), "an empty file: a dataset is a folder of $1 logs or an MMG+ .jsonl file of gestures"),
        ] {
            #expect {
                try Dataset(contentsOf: url)
            } throws: { error in
                (error as? TraceError) == TraceError(message, file: url.path)
            }
        }
    }
}
