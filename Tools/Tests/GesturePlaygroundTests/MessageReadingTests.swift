import Foundation
import Testing
@testable import PlaygroundSessions

/// Messages are read by hand (`ClientMessage.read`) for speed: JSON must be read exactly as
/// `JSONDecoder` reads it, and refused with the same words, on every message the tests and
/// the fuzzer's seeds know and on each of them damaged in many small ways; text that is not
/// JSON is "not JSON".
@Suite("Playground: messages read by hand")
struct MessageReadingTests {
    /// What `JSONDecoder` makes of `text`: the message, or the words the page is told.
    func reference(_ text: String) -> String {
        do {
            return String(describing: try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)))
        } catch {
            return "refused: " + ((error as? DecodingError).map(ClientMessage.describe) ?? "not JSON")
        }
    }

    func handwritten(_ text: String) -> String {
        do {
            return String(describing: try ClientMessage.read(text))
        } catch {
            return "refused: " + error.text
        }
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
            #"{"type":"input","t":0,"changes":[{"id":1.5,"phase":"down","x":1,"y":1}]}"#,
            #"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":1,"y":1,"buttons":null}]}"#,
            #"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":1,"y":1,"samples":[{"t":1,"x":1}]}]}"#,
            #"{"type":"input","t":0,"changes":[null]}"#, #"{"type":"input","t":0,"changes":{}}"#,
            #"{"type":null}"#, #"{"type":5}"#, #"[1]"#, #"5"#, #""hello""#, #"null"#, "", " ", #"{"type":"tick","t":1e400}"#,
            #"{"type":"tick","t":-0}"#, #"{"type":"tick","t":01}"#, #"{"type":"tick","t":1.}"#, #"{"type":"tick","t":.5}"#,
            #"{"type":"tick","t":1e5,"t":2}"#, #"{"type":"sc\u0065ne","scene":"\ud83d\ude00 \n\t\"\\\/"}"#,
            #"{"type":"tick","t":1} x"#, #"{"type":"tick",}"#, #"{"type":"tick" "t":1}"#, "{\"type\":\"a\u{1}b\"}",
            #"{"type":"x","extra":{"deep":[1,[2,[3,{"a":null}]]]},"t":true}"#, #"{"type":"\ud800"}"#, " {\"type\" : \"tick\" , \"t\" : 5 } ",
        ]
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/playground")
        for file in (try? FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)) ?? [] {
            messages += ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        return messages
    }

    /// Whether `text` has a comma before a closing bracket (outside strings): Foundation's
    /// parsers take `{"type":"tick",}`; JSON does not, nor does the hand reader.
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

    @Test("Every known message, and each damaged in small ways, reads as JSONDecoder reads it")
    func sameAsDecoder() {
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
                // JSONDecoder checks a number's spelling only when a field it reads holds it
                // (`{"t":-}` lacks "type" to it, `{"tipe":1,"t":01}` too); the hand reader
                // checks all of the text. Where the text is not JSON, it must say so.
                if (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil || hasTrailingComma(text) {
                    #expect(handwritten(text) == "refused: not JSON", "\(text)")
                } else {
                    #expect(handwritten(text) == reference(text), "\(text)")
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
