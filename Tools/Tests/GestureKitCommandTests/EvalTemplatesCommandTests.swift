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

/// `gesturekit eval templates --decision`: its settings are chosen by holding each training collection out.
@Suite("eval templates: --decision")
struct EvalTemplatesDecisionTests {
    @Test("Taken with two --train collections or more and --templates all; refused otherwise, and with --open-set or an unknown name")
    func decision() throws {
        let base = ["eval", "templates", "--dataset", "d", "--recognizer", "jackknife+q"]
        for accepted in [["--decision", "vote"], ["--decision", "edited"], ["--decision", "nearest"]] {
            #expect(throws: Never.self) {
                try GestureKitCommand.parseAsRoot(base + ["--train", "a", "--train", "b", "--templates", "all"] + accepted)
            }
        }
        for refused in [["--train", "a", "--templates", "all", "--decision", "vote"],
                        ["--train", "a", "--train", "b", "--templates", "1,all", "--decision", "vote"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "vote", "--open-set"],
                        ["--train", "a", "--train", "b", "--templates", "all", "--decision", "knn"],
                        ["--protocol", "cross-subject", "--templates", "all", "--decision", "vote"]] {
            #expect(throws: (any Error).self) { try GestureKitCommand.parseAsRoot(base + refused) }
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
