import Benchmark
import SuiteSettings
import Workloads

// What one classification costs with each template recognizer, at one template per class on
// the 16 gestures of the $1 logs (writer s02, medium speed) — and Jackknife + $Q with every
// gesture of the four other groups as templates —, and what a circle fit costs on a real
// drawn circle. One classification (or fit) per iteration.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteSettings.configuration(
        timeUnits: .nanoseconds, warmupIterations: 20, maxIterations: 20_000)  // ns: Protractor is a few µs

    guard let data = DollarOneWriter.load() else { return }
    let otherGroups = DollarOneWriter.otherGroups()
    for matcher in TemplateMatcher.allCases where !matcher.usesOtherGroups || !otherGroups.isEmpty {
        let classification = Classification(matcher, data: data, otherGroups: otherGroups)
        let templates = matcher.usesOtherGroups ? "\(classification.templates) templates (the other groups' every gesture)" : "1 template"
        Benchmark("\(matcher.rawValue), \(templates) × \(classification.classes) classes") { _ in
            classification.step()
        }
    }
    for method in CircleFitting.Method.allCases {
        let fitting = CircleFitting(method, data: data)
        Benchmark("circle fit, \(method.rawValue) (\(fitting.count) real circles)") { _ in
            fitting.step()
        }
    }
}
