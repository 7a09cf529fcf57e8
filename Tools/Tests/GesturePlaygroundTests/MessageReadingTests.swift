import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// The page's messages, read by `ClientMessage.read`, the one schema: for every message type a
/// valid message and what it reads as, each required field missing, each field of the wrong
/// type, each number one step outside its range; unknown types refused, unknown fields
/// ignored; text that is not JSON is "not JSON", whatever the damage.
@Suite("Playground: the message schema")
struct MessageReadingTests {
    func read(_ text: String) -> String {
        do {
            return String(describing: try ClientMessage.read(text))
        } catch {
            return "refused: " + error.text
        }
    }

    func refusal(_ text: String) -> String? {
        do {
            _ = try ClientMessage.read(text)
            return nil
        } catch {
            return error.text
        }
    }

    static let origin = Point(x: 3, y: 4)

    @Test("A valid message of every type reads as its case, with its fields",
          arguments: [
            (#"{"type":"hello"}"#, ClientMessage.hello),
            (#"{"type":"frame"}"#, .frame),
            (#"{"type":"scene","scene":"odd-one-out"}"#, .scene("odd-one-out")),
            (#"{"type":"tick","t":1300}"#, .tick(time: 1300)),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":3,"y":4}]}"#,
             .input(time: 1, changes: [.init(id: 1, phase: .down, location: origin)])),
            (#"{"type":"input","t":1,"changes":[{"id":2,"phase":"move","x":3,"y":4,"kind":"pen","buttons":1,"force":0.5,"samples":[{"t":0.5,"x":1,"y":2,"force":0.25},{"t":0.75,"x":1.5,"y":2}]},{"id":3,"phase":"up","x":3,"y":4,"kind":"mouse"},{"id":4,"phase":"cancel","x":3,"y":4,"kind":"touch"}]}"#,
             .input(time: 1, changes: [
                .init(id: 2, phase: .move, location: origin, kind: .pen, buttons: 1, force: 0.5,
                      samples: [.init(t: 0.5, location: Point(x: 1, y: 2), force: 0.25), .init(t: 0.75, location: Point(x: 1.5, y: 2))]),
                .init(id: 3, phase: .up, location: origin, kind: .mouse), .init(id: 4, phase: .cancel, location: origin, kind: .touch)])),
            (#"{"type":"hover","t":2,"phase":"exit","x":3,"y":4,"kind":"pen"}"#, .hover(time: 2, phase: .exit, location: origin, kind: .pen)),
            (#"{"type":"hover","t":2,"x":3,"y":4}"#, .hover(time: 2, phase: .move, location: origin, kind: nil)),
            (#"{"type":"scroll","t":3,"x":3,"y":4,"dx":5,"dy":-120,"scrollType":"continuous"}"#,
             .scroll(time: 3, location: origin, delta: Point(x: 5, y: -120), type: .continuous)),
            (#"{"type":"scroll","t":3,"x":3,"y":4}"#, .scroll(time: 3, location: origin, delta: .zero, type: .discrete)),
            (#"{"type":"transform","t":4,"x":3,"y":4,"scale":1.05,"rotation":-0.1}"#,
             .transform(time: 4, location: origin, scale: 1.05, rotation: -0.1)),
            (#"{"type":"transform","t":4,"x":3,"y":4}"#, .transform(time: 4, location: origin, scale: 1, rotation: 0)),
            (#"{"type":"viewport","width":390,"height":844.5}"#, .viewport(Size(width: 390, height: 844.5))),
          ])
    func valid(text: String, message: ClientMessage) throws {
        #expect(String(describing: try ClientMessage.read(text)) == String(describing: message))
    }

    @Test("A required field missing, or null, names every field the type requires",
          arguments: [
            (#"{"t":1}"#, #"missing "type""#),
            (#"{"type":"scene"}"#, #"scene needs "scene""#),
            (#"{"type":"scene","scene":null}"#, #"scene needs "scene""#),
            (#"{"type":"tick"}"#, #"tick needs "t" (milliseconds)"#),
            (#"{"type":"tick","t":null}"#, #"tick needs "t" (milliseconds)"#),
            (#"{"type":"input","t":600}"#, #"input needs "t" (milliseconds) and "changes""#),
            (#"{"type":"input","changes":[]}"#, #"input needs "t" (milliseconds) and "changes""#),
            (#"{"type":"hover","t":1,"x":1}"#, #"hover needs "t" (milliseconds), "x" and "y""#),
            (#"{"type":"scroll","x":1,"y":1}"#, #"scroll needs "t" (milliseconds), "x" and "y""#),
            (#"{"type":"transform","t":1,"y":1}"#, #"transform needs "t" (milliseconds), "x" and "y""#),
            (#"{"type":"viewport","width":390}"#, #"viewport needs "width" and "height""#),
            (#"{"type":"input","t":1,"changes":[{"phase":"down","x":1,"y":1}]}"#, #"changes[0]: missing "id""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"x":1,"y":1}]}"#, #"changes[0]: missing "phase""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","y":1}]}"#, #"changes[0]: missing "x""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1}]}"#, #"changes[0]: missing "y""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1,"samples":[{"x":1,"y":1}]}]}"#, #"changes[0].samples[0]: missing "t""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1,"samples":[{"t":1,"y":1}]}]}"#, #"changes[0].samples[0]: missing "x""#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1},{"id":2,"phase":"move","x":1,"y":1,"samples":[{"t":1,"x":1}]}]}"#,
             #"changes[1].samples[0]: missing "y""#),
          ])
    func missing(text: String, problem: String) {
        #expect(refusal(text) == problem)
    }

    @Test("A field of the wrong type is named with its path",
          arguments: [
            (#"{"type":5}"#, "type: wrong type"),
            (#"{"type":null}"#, "type: wrong type"),
            (#"{"type":"scene","scene":7}"#, "scene: wrong type"),
            (#"{"type":"tick","t":"soon"}"#, "t: wrong type"),
            (#"{"type":"input","t":1,"changes":{}}"#, "changes: wrong type"),
            (#"{"type":"input","t":1,"changes":[null]}"#, "changes[0]: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":"a","phase":"down","x":1,"y":1}]}"#, "changes[0].id: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1.5,"phase":"down","x":1,"y":1}]}"#, "changes[0].id: a whole number is expected"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":2,"x":1,"y":1}]}"#, "changes[0].phase: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":"left","y":1}]}"#, "changes[0].x: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":[]}]}"#, "changes[0].y: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"kind":1}]}"#, "changes[0].kind: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"buttons":null}]}"#, "changes[0].buttons: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"buttons":0.5}]}"#, "changes[0].buttons: a whole number is expected"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"force":true}]}"#, "changes[0].force: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"samples":{}}]}"#, "changes[0].samples: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1,"samples":[1]}]}"#, "changes[0].samples[0]: wrong type"),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1,"samples":[{"t":1,"x":1,"y":1,"force":"x"}]}]}"#,
             "changes[0].samples[0].force: wrong type"),
            (#"{"type":"hover","t":1,"x":1,"y":1,"phase":0}"#, "phase: wrong type"),
            (#"{"type":"hover","t":1,"x":1,"y":1,"kind":false}"#, "kind: wrong type"),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"dx":"1"}"#, "dx: wrong type"),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"dy":{}}"#, "dy: wrong type"),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"scrollType":1}"#, "scrollType: wrong type"),
            (#"{"type":"transform","t":1,"x":1,"y":1,"scale":"big"}"#, "scale: wrong type"),
            (#"{"type":"transform","t":1,"x":1,"y":1,"rotation":[]}"#, "rotation: wrong type"),
            (#"{"type":"viewport","width":"wide","height":1}"#, "width: wrong type"),
            (#"{"type":"viewport","width":1,"height":true}"#, "height: wrong type"),
            (#"[1]"#, "a message is a JSON object"),
            (#""hello""#, "a message is a JSON object"),
          ])
    func wrongType(text: String, problem: String) {
        #expect(refusal(text) == problem)
    }

    @Test("A name outside its enumeration is refused with the names it may be",
          arguments: [
            (#"{"type":"dance"}"#, #"type: "dance" is not a message type (hello, scene, input, hover, scroll, transform, tick, viewport, frame)"#),
            (#"{"type":"scene","scene":"casino"}"#, #"scene: "casino" is not a scene (car-browser, gesture-playground, touch-tracker, odd-one-out, check-please)"#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"hover","x":1,"y":1}]}"#, #"changes[0].phase: "hover" is not a phase (down, move, up, cancel)"#),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":1,"kind":"finger"}]}"#,
             #"changes[0].kind: "finger" is not a pointer kind (touch, pen, mouse)"#),
            (#"{"type":"hover","t":1,"x":1,"y":1,"phase":"enter"}"#, #"phase: "enter" is not a hover phase (move, exit)"#),
            (#"{"type":"hover","t":1,"x":1,"y":1,"kind":""}"#, #"kind: "" is not a pointer kind (touch, pen, mouse)"#),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"scrollType":"smooth"}"#, #"scrollType: "smooth" is not a scroll type (discrete, continuous)"#),
          ])
    func names(text: String, problem: String) {
        #expect(refusal(text) == problem)
    }

    @Test("Every enumeration lists one name per case, each read back as its case")
    func enumerationNames() {
        func check<Name: MessageName & CaseIterable & Equatable>(_: Name.Type) {
            #expect(Name.names.count == Name.allCases.count && Set(Name.names).count == Name.names.count, "\(Name.self)")
            for value in Name.allCases { #expect(Name(name: value.name) == value, "\(Name.self).\(value)") }
            #expect(Name(name: "") == nil && Name(rawValue: Name.names.count) == nil)
        }
        check(ClientMessage.Kind.self)
        check(ClientMessage.Phase.self)
        check(ClientMessage.PointerKind.self)
        check(ClientMessage.HoverPhase.self)
        check(ClientMessage.ScrollType.self)
        #expect(ClientMessage.Phase.names == ["down", "move", "up", "cancel"])
    }

    @Test("At each range's edge a value is read; one step past it is refused with the field and the range")
    func ranges() {
        let coordinates = PlaygroundSession.coordinateRange, times = PlaygroundSession.timeRange
        let scales = PlaygroundSession.scaleRange, rotations = PlaygroundSession.rotationRange
        func change(_ fields: String) -> String { #"{"type":"input","t":1,"changes":[{"id":1,"phase":"move","x":1,"y":1\#(fields)}]}"# }
        // (a message with the value in place of V, the field's path, the range)
        let fields: [(String, String, ClosedRange<Double>)] = [
            (#"{"type":"tick","t":V}"#, "t", times),
            (#"{"type":"input","t":V,"changes":[{"id":1,"phase":"down","x":1,"y":1}]}"#, "t", times),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":V,"y":1}]}"#, "changes[0].x", coordinates),
            (#"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":V}]}"#, "changes[0].y", coordinates),
            (change(#","samples":[{"t":V,"x":1,"y":1}]"#), "changes[0].samples[0].t", times),
            (change(#","samples":[{"t":1,"x":V,"y":1}]"#), "changes[0].samples[0].x", coordinates),
            (change(#","samples":[{"t":1,"x":1,"y":V}]"#), "changes[0].samples[0].y", coordinates),
            (#"{"type":"hover","t":V,"x":1,"y":1}"#, "t", times),
            (#"{"type":"hover","t":1,"x":V,"y":1}"#, "x", coordinates),
            (#"{"type":"scroll","t":1,"x":1,"y":V}"#, "y", coordinates),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"dx":V}"#, "dx", coordinates),
            (#"{"type":"scroll","t":1,"x":1,"y":1,"dy":V}"#, "dy", coordinates),
            (#"{"type":"transform","t":1,"x":1,"y":1,"scale":V}"#, "scale", scales),
            (#"{"type":"transform","t":1,"x":1,"y":1,"rotation":V}"#, "rotation", rotations),
            (#"{"type":"viewport","width":V,"height":1}"#, "width", PlaygroundSession.viewportRange),
            (#"{"type":"viewport","width":1,"height":V}"#, "height", PlaygroundSession.viewportRange),
        ]
        for (template, path, range) in fields {
            for edge in [range.lowerBound, range.upperBound] {
                let text = template.replacingOccurrences(of: "V", with: "\(edge)")
                #expect(refusal(text) == nil, "\(text): \(refusal(text) ?? "")")
            }
            for past in [range.lowerBound.nextDown, range.upperBound.nextUp] {
                let text = template.replacingOccurrences(of: "V", with: "\(past)")
                #expect(refusal(text) == "\(path): \(past) is outside \(range.lowerBound)…\(range.upperBound)", "\(text)")
            }
        }
        // A pen's pressure: 0…1, on the change and on its samples.
        for (fields, path) in [(#","force":V"#, "changes[0].force"), (#","samples":[{"t":1,"x":1,"y":1,"force":V}]"#, "changes[0].samples[0].force")] {
            #expect(refusal(change(fields.replacingOccurrences(of: "V", with: "0"))) == nil)
            #expect(refusal(change(fields.replacingOccurrences(of: "V", with: "1"))) == nil)
            #expect(refusal(change(fields.replacingOccurrences(of: "V", with: "\(1.0.nextUp)"))) == "\(path): a number from 0 to 1")
            #expect(refusal(change(fields.replacingOccurrences(of: "V", with: "-1e-300"))) == "\(path): a number from 0 to 1")
        }
    }

    @Test("Counts: 1 to 20 changes, one pointer once, at most 64 samples")
    func counts() {
        func input(_ count: Int, samples: Int = 0, sameID: Bool = false) -> String {
            let list = (0..<samples).map { _ in #"{"t":1,"x":1,"y":1}"# }.joined(separator: ",")
            let changes = (0..<count).map { #"{"id":\#(sameID ? 1 : $0),"phase":"move","x":1,"y":1,"samples":[\#(list)]}"# }
            return #"{"type":"input","t":1,"changes":[\#(changes.joined(separator: ","))]}"#
        }
        let changes = "changes: between 1 and 20 pointers per message"
        #expect(refusal(input(0)) == changes)
        #expect(refusal(input(1)) == nil && refusal(input(20)) == nil)
        #expect(refusal(input(21)) == changes)
        #expect(refusal(input(2, sameID: true)) == "changes[1]: pointer 1 appears more than once")
        #expect(refusal(input(1, samples: 64)) == nil)
        #expect(refusal(input(1, samples: 65)) == "changes[0].samples: at most 64 samples")
    }

    @Test("Unknown fields, and fields of other types, are ignored: a newer page may add some")
    func unknownFields() throws {
        // The engine's messages have no Equatable (the page's module pays for every conformance): compared by their descriptions.
        func same(_ text: String, _ message: ClientMessage) throws -> Bool {
            String(describing: try ClientMessage.read(text)) == String(describing: message)
        }
        #expect(try same(#"{"type":"tick","t":5,"scene":"casino","changes":7,"extra":{"deep":[1,[2,{"a":null}]]}}"#, .tick(time: 5)))
        #expect(try same(#"{"type":"hello","t":"never"}"#, .hello))
        #expect(try same(#"{"type":"input","t":1,"changes":[{"id":1,"phase":"up","x":1,"y":1,"width":20,"tilt":[1,2]}]}"#,
                         .input(time: 1, changes: [.init(id: 1, phase: .up, location: Point(x: 1, y: 1))])))
    }

    /// Messages of every kind, good and bad, from the tests and the fuzzer's seeds.
    static var corpus: [String] {
        var messages = RobustnessTests.bad.map(\.0) + [Script.hello, Script.tick(12.5), Script.scene("odd-one-out")]
        messages += Script.stroke(3, from: 100, through: [(1, 2), (30, 40), (5, 6)])
        messages += [
            #"{"type":"input","t":1,"changes":[{"id":1,"phase":"down","x":1,"y":2,"kind":"pen","buttons":1,"force":0.5,"samples":[{"t":0.5,"x":1,"y":2,"force":0.25},{"t":0.75,"x":1.5,"y":2}]}]}"#,
            #"{"type":"hover","t":2,"phase":"move","x":3,"y":4,"kind":"mouse"}"#,
            #"{"type":"scroll","t":3,"x":1,"y":1,"dx":0,"dy":-120,"scrollType":"discrete"}"#,
            #"{"type":"transform","t":4,"x":1,"y":1,"scale":1.05,"rotation":-0.1}"#,
            #"{"type":"tick","t":1e400}"#, #"{"type":"tick","t":-0}"#, #"{"type":"tick","t":01}"#, #"{"type":"tick","t":1.}"#,
            #"{"type":"tick","t":1e5,"t":2}"#, #"{"type":"sc\u0065ne","scene":"\ud83d\ude00 \n\t\"\\\/"}"#,
            #"{"type":"tick","t":1} x"#, #"{"type":"tick",}"#, #"{"type":"tick" "t":1}"#, "{\"type\":\"a\u{1}b\"}", #"{"type":"\ud800"}"#,
        ]
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/playground")
        for file in (try? FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)) ?? [] {
            messages += ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        return messages
    }

    /// Whether `text` has a comma before a closing bracket (outside strings): Foundation's
    /// parser takes `{"type":"tick",}`; JSON does not, nor does the reader.
    func hasTrailingComma(_ text: String) -> Bool {
        var inString = false, escaped = false, comma = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true; comma = false
            case ",": comma = true
            case "}", "]": if comma { return true }
            case " ", "\t", "\n", "\r": break
            default: comma = false
            }
        }
        return false
    }

    @Test("Every known message, and each damaged in small ways: not JSON is \"not JSON\"; JSON is read or refused with a field")
    func damaged() {
        var compared = 0
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let damage: [UInt8] = Array(#"{}[]",:0123456789.-+eE"\ nulltrfsa"#.utf8)
        for message in Self.corpus {
            var variants = [message]
            let bytes = Array(message.utf8)
            for _ in 0..<40 where !bytes.isEmpty {
                var changed = bytes
                let at = next() % changed.count
                switch next() % 3 {
                case 0: changed.remove(at: at)
                case 1: changed.insert(damage[next() % damage.count], at: at)
                default: changed[at] = damage[next() % damage.count]
                }
                variants.append(String(decoding: changed, as: UTF8.self))
            }
            for text in variants {
                let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil && !hasTrailingComma(text)
                let problem = refusal(text)
                if !json {
                    #expect(problem == "not JSON", "\(text)")
                } else if let problem {
                    // A JSON text refused says where and what: a field, a type, a message type.
                    #expect(problem != "not JSON" && (problem.contains(":") || problem.contains(" needs ") || problem.hasPrefix("missing \"") || problem.hasPrefix("a message is")), "\(text): \(problem)")
                }
                compared += 1
            }
        }
        #expect(compared > 2000)
    }

    @Test("Numbers are the doubles Double(String) reads, on the exact fast path and off it: short, long, tiny, huge, negative zero")
    func numbers() throws {
        var texts = ["0", "-0", "1", "-1", "0.5", "123.456", "1e22", "1e23", "9007199254740991", "9007199254740993",
                     "1234567890123456", "12345678901234567", "0.1", "0.30000000000000004", "1e-22", "1e-23", "5e-324",
                     "1.7976931348623157e308", "2.5E+10", "-4.2e-7", "0.0000000001234", "345.33332824707031"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(bitPattern: state >> 2) .truncatingRemainder(dividingBy: 1e6)  // page-like magnitudes
            guard value.isFinite else { continue }
            texts.append("\(value)")
            texts.append("\((value * 1000).rounded() / 1000)")  // three decimals, as a page's coordinates often have
        }
        for text in texts {
            guard case .number(let read) = try JSONValue.parse(text) else { Issue.record("\(text) is not a number"); continue }
            let expected = try #require(Double(text))
            #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) where Double(String) reads \(expected)")
        }
    }
}
