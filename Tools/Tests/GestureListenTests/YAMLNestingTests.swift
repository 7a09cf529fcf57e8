import Testing
import Yams
@testable import GestureListen

/// A configuration nested deeper than any needs is refused with its line before Yams, which
/// recurses once per level, can overflow the stack on it.
@Suite("listen: nesting in the configuration")
struct YAMLNestingTests {
    private static let tooDeep = 10_000

    @Test("Nested past the limit — brackets, compact lists, indentation — is refused at its line", arguments: [
        ("bindings: " + String(repeating: "[", count: tooDeep) + String(repeating: "]", count: tooDeep), 1),
        ("bindings: {a: " + String(repeating: "{a: ", count: tooDeep) + String(repeating: "}", count: tooDeep + 1), 1),
        ("bindings:\n" + String(repeating: "- ", count: tooDeep) + "x", 2),
        ("bindings: [\n" + String(repeating: "[\n", count: tooDeep), 99),
        ("a:\n" + (1...200).map { String(repeating: " ", count: $0) + "b:" }.joined(separator: "\n"), 51),
    ])
    func refused(text: String, line: Int) {
        #expect(throws: ConfigurationError("lists and mappings nested too deeply to read", at: "", line: line)) {
            try ConfigurationReader.configuration(fromYAML: text)
        }
    }

    @Test("A --bind value nested too deeply names the flag")
    func bindFlag() {
        let text = "{gesture: " + String(repeating: "[", count: Self.tooDeep) + String(repeating: "]", count: Self.tooDeep) + "}"
        #expect(throws: ConfigurationError("lists and mappings nested too deeply to read", at: "--bind[0]")) {
            try ConfigurationReader.binding(fromYAML: text, path: "--bind[0]")
        }
    }

    @Test("The limit, exactly: a key's line counts two, each bracket one")
    func boundary() {
        #expect(YAMLNesting.firstLineTooDeep(in: "a: " + String(repeating: "[", count: 98)) == nil)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: " + String(repeating: "[", count: 99)) == 1)
        #expect(YAMLNesting.firstLineTooDeep(in: String(repeating: "[", count: 99)) == 1)
        #expect(YAMLNesting.firstLineTooDeep(in: String(repeating: "- ", count: 49) + "x") == nil)  // 2 + 2 × 49
        #expect(YAMLNesting.firstLineTooDeep(in: String(repeating: "- ", count: 50) + "x") == 1)
    }

    @Test("Brackets in quotes, plain text, comments and block scalars are text, not nesting", arguments: [
        "run: \"" + String(repeating: "[", count: 500) + "\"",
        "run: '" + String(repeating: "[", count: 500) + "'' and ''" + String(repeating: "{", count: 500) + "'",
        "run: echo " + String(repeating: "[", count: 500),
        "run: \"a\n  " + String(repeating: "[", count: 500) + "\n  b\"",
        "run: |\n  " + String(repeating: "[", count: 500) + "\n  " + String(repeating: "{", count: 500),
        "run: >-\n    " + String(repeating: "[", count: 500),
        "run: echo  # " + String(repeating: "[", count: 500),
    ])
    func textIsNotNesting(binding: String) throws {
        let text = "bindings:\n  - gesture: tap\n    " + binding.replacingOccurrences(of: "\n", with: "\n    ")
        let configuration = try ConfigurationReader.configuration(fromYAML: text)
        #expect(configuration.bindings.count == 1)
    }

    @Test("Text that only looks like a closing quote or bracket does not hide what follows")
    func noUndercount() {
        let deep = String(repeating: "[", count: 200)
        // After a quoted key, libyaml reads `:` as a value: the quoted value's brackets are text.
        #expect(YAMLNesting.firstLineTooDeep(in: "x: [{\"k\":\"" + String(repeating: "]", count: 50) + "\"}, " + deep) == 1)
        // A quote inside a plain scalar opens nothing.
        #expect(YAMLNesting.firstLineTooDeep(in: "x: [a\"b, " + deep) == 1)
        // Line ends libyaml knows besides \n end a comment: what follows is read.
        for lineEnd in ["\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(YAMLNesting.firstLineTooDeep(in: "# a comment" + lineEnd + deep) == 2, "\(Array(lineEnd.unicodeScalars))")
            #expect(YAMLNesting.firstLineTooDeep(in: "a: 1 # c" + lineEnd + "b: " + deep) == 2)
        }
        // In a flow collection a plain scalar runs on past spaces and line ends: its quotes are text.
        #expect(YAMLNesting.firstLineTooDeep(in: "x: [a \"x, " + deep) == 1)
        #expect(YAMLNesting.firstLineTooDeep(in: "k: [a 'x, " + deep) == 1)
        #expect(YAMLNesting.firstLineTooDeep(in: "[a\n\"x, " + deep) == 2)
        // A block plain scalar runs on only past its key's column: a sibling key is structure.
        #expect(YAMLNesting.firstLineTooDeep(in: "- key: value\n  other: " + deep) == 2)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: b\n  \"x\nc: " + deep) == 3)
        // A block scalar ends at a line indented no further than its key.
        #expect(YAMLNesting.firstLineTooDeep(in: "- key: |\n  other: " + deep) == 2)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: |\n  text\n--- " + deep) == 3)
    }

    /// A collection's depth as Yams builds it: one per list or mapping, scalars none.
    static func depth(_ node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence(let items): 1 + (items.map(depth).max() ?? 0)
        case .mapping(let pairs): 1 + (pairs.map { max(depth($0.key), depth($0.value)) }.max() ?? 0)
        }
    }

    @Test("The count is never below Yams' own depth: 100,000 random texts of YAML's indicators, quotes, comments and line ends")
    func neverBelowYams() throws {
        let pieces = ["[", "]", "{", "}", "- ", "? ", ": ", ":", "a", "b c", "\"", "'", "#", " ", "\n", "\r", "\r\n", "\n  ", "\n    ",
                      ",", "|", ">", "&x ", "*x", "!t ", "\u{85}", "\u{2028}", "---\n", "\\", "\t"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // SplitMix64, a fixed seed: the same texts every run
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var composed = 0, deepest = 0
        for _ in 0..<100_000 {
            let count = 4 + Int(next() % 60)
            let text = (0..<count).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
            guard let node = try? Yams.compose(yaml: text) else { continue }
            composed += 1
            let actual = Self.depth(node), counted = YAMLNesting.countedLevels(in: text)
            deepest = max(deepest, actual)
            #expect(counted >= actual, "\(text.debugDescription): counted \(counted), Yams \(actual)")
            if counted < actual { return }
        }
        // Enough of them are YAML, some of them nested, for the comparison to mean something.
        #expect(composed > 4_000 && deepest >= 4, "\(composed) composed, deepest \(deepest)")
    }
}
