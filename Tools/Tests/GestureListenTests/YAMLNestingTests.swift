import Testing
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
        // A block scalar ends at a line indented no further than its key.
        #expect(YAMLNesting.firstLineTooDeep(in: "- key: |\n  other: " + deep) == 2)
        #expect(YAMLNesting.firstLineTooDeep(in: "a: |\n  text\n--- " + deep) == 3)
    }
}
