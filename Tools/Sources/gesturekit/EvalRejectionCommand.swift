import ArgumentParser
import GestureTraces

/// `gesturekit eval rejection`: open-set rejection designs compared across groups.
struct EvalRejectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rejection",
        abstract: "Open-set rejection designs compared on one cross-group run (--train).",
        discussion: """
            Templates from the --train collections (a quarter of the classes left out in each repetition), every \
            gesture of --dataset classified. Each design is calibrated on the --train collections only: "by people" \
            holds each training person out in turn with random templates; "by groups" holds each training \
            collection out in turn, templates chosen from the others as the test's are (--selection). eval templates \
            --open-set uses "score per class, by groups" with several --train collections, "score, by people" with \
            one. Prints, per design, false rejects (known gestures refused), false accepts (left-out \
            gestures taken) and accuracy (known gestures accepted and named right): mean of the tested people and \
            the worst person.
            """)

    @OptionGroup var datasets: EvalDataOptions

    @Option(help: "Template matcher: \(AccuracyEvaluation.Matcher.allCases.map(\.rawValue).joined(separator: ", ")).")
    var recognizer: AccuracyEvaluation.Matcher = .jackknifeQ

    @Option(parsing: .unconditional, help: "Templates per class, comma-separated.")
    var templates: String = "1"

    @Option(parsing: .unconditional, help: "Repetitions (draws of the left-out classes), in the test and in each calibration fold.")
    var repetitions: Int = 3

    @Option(parsing: .unconditional, help: "Random seed.")
    var seed: UInt64 = 1

    @Option(help: "How each class's templates are picked from the training people: random or medoids.")
    var selection: Selection = .medoids

    /// How `eval rejection` picks each class's templates: condensing needs every training
    /// gesture, which this comparison does not use.
    enum Selection: String, CaseIterable, ExpressibleByArgument {
        case random, medoids

        var templateSelection: TemplateSelection { self == .random ? .random : .medoids }
    }

    func validate() throws {
        if datasets.dataset == nil || datasets.training.count < 2 {
            // Half of the designs hold each training collection out in turn: with one they calibrate on nothing.
            throw ValidationError("eval rejection needs --dataset and at least two --train collections: its designs by groups hold each out in turn")
        }
        try EvalDataOptions.validate(repetitions: repetitions)
        if counts == nil { throw ValidationError("--templates takes positive whole numbers separated by commas, e.g. 1,9") }
    }

    private var counts: [Int]? { TemplateCounts.parse(templates, allowingAll: false) }

    func run() throws {
        let (data, loaded) = try datasets.load()
        guard let training = loaded, let counts else { return }
        print("\(recognizer.rawValue), open set across groups, \(selection.rawValue) templates, on \(data.name) "
              + "(\(data.subjects.count) people), trained on \(training.name), \(repetitions) repetitions, seed \(seed)")
        for t in counts {
            let outcomes = RejectionComparison.run(test: data, training: training, matcher: recognizer, templates: t,
                                                   repetitions: repetitions, seed: seed, selection: selection.templateSelection)
            print("T = \(t)")
            print("    design                            false rejects (worst)    false accepts (worst)    accuracy (worst)     threshold")
            for (design, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                func cell(_ summary: SubjectSummary, worstIsHighest: Bool) -> String {
                    let worst = worstIsHighest ? summary.values.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
                                               : summary.worst.map { ($0.subject, $0.value) }
                    return "\(EvalReport.percent(summary.mean)) (\(worst.map { "\($0.0) \(EvalReport.percent($0.1))" } ?? "-"))"
                        .padding(toLength: 25, withPad: " ", startingAt: 0)
                }
                print("    " + design.rawValue.padding(toLength: 34, withPad: " ", startingAt: 0)
                      + cell(outcome.falseRejectSummary, worstIsHighest: true) + cell(outcome.falseAcceptSummary, worstIsHighest: true)
                      + cell(outcome.accuracySummary, worstIsHighest: false) + String(format: "%.4f", outcome.threshold))
            }
        }
    }
}
