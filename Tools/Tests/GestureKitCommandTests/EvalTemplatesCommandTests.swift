import Testing
import GestureTraces
@testable import gesturekit

/// `gesturekit eval templates --templates`: counts, or "all" where the templates come from other people.
@Suite("eval templates: --templates all")
struct EvalTemplatesCommandTests {
    @Test("\"all\" is taken across groups and across people, refused user-dependent; other words and 0 are refused")
    func allTemplates() throws {
        for accepted in [["--train", "t", "--templates", "1,all"], ["--protocol", "cross-subject", "--templates", "all"],
                         ["--protocol", "user-independent", "--templates", "9, all"]] {
            #expect(throws: Never.self) {
                try GestureKitCommand.parseAsRoot(["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"] + accepted)
            }
        }
        for refused in [["--templates", "all"], ["--protocol", "user-dependent", "--templates", "1,all"], ["--train", "t", "--templates", "every"],
                        ["--train", "t", "--templates", "0"]] {
            #expect(throws: (any Error).self) {
                try GestureKitCommand.parseAsRoot(["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"] + refused)
            }
        }
    }
}

@Suite("--templates lists")
struct TemplateCountsTests {
    @Test("Positive whole numbers, \"all\" only where allowed; anything else refuses the whole list")
    func parse() {
        #expect(TemplateCounts.parse("1, 3,9", allowingAll: false) == [1, 3, 9])
        #expect(TemplateCounts.parse("1,,2", allowingAll: false) == [1, 2])  // an empty field is skipped
        #expect(TemplateCounts.parse("1,all", allowingAll: true) == [1, AccuracyEvaluation.allTemplates])
        #expect(TemplateCounts.parse("1,all", allowingAll: false) == nil)
        for refused in ["", "0", "1,-2", "two", "1.5"] {
            #expect(TemplateCounts.parse(refused, allowingAll: true) == nil, "\(refused)")
        }
    }
}
