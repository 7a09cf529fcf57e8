import ArgumentParser
import Foundation
import GestureKit
import GestureTraces

/// `gesturekit replay <file>`: the decision log of a recording replayed through a scene.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay touches through the standard scene (or the trace's own) and print the decision log.",
        discussion: """
            The standard scene (docs/Traces.md) has tap, doubleTap, twoFingerTap, longPress, pan, pinch, \
            rotation and swipeLeft/Right/Up/Down. Each line of the log is one decision: a state change, \
            a deferral, a failure and its reason, a reset, or a delivery to a view. A summary of what \
            was recognized follows.
            """)

    @OptionGroup var input: InputOptions

    @Flag(help: "Print one JSON object per line (t, kind, recognizer, state, x, y, and the recognizer's values) instead of text.")
    var json = false

    @Flag(name: .customLong("actions-only"), help: "Print only the recognizers' actions, not every decision.")
    var actionsOnly = false

    func run() throws {
        let traces = try input.traces()
        for (index, trace) in traces.enumerated() {
            let result: ReplayResult
            do {
                result = try Replayer.replay(trace)
            } catch {
                throw CommandFailure("\(input.file): \(error.description)")
            }
            input.tellRefused(result, of: trace, among: traces.count)
            if traces.count > 1, !json {
                let label = [trace.metadata["label"], trace.metadata["subject"].map { "subject \($0)" },
                             trace.metadata["node"], trace.metadata["device"].map { "\"\($0)\"" }].compactMap { $0 }
                let noun = trace.metadata["format"] == "libinput" ? "device" : "gesture"
                print("# \(noun) \(index + 1) of \(traces.count)" + (label.isEmpty ? "" : ": " + label.joined(separator: ", ")))
            }
            if json {
                for line in ReplayJSON.lines(result, gesture: traces.count > 1 ? index + 1 : nil, actionsOnly: actionsOnly) { print(line) }
            } else {
                if actionsOnly {
                    for action in result.actions { print(ReplayJSON.text(action)) }
                } else {
                    for record in result.records { print(record) }
                }
                print(summary(result, trace: trace))
            }
        }
    }

    private func summary(_ result: ReplayResult, trace: Trace) -> String {
        var names: [String] = []
        for action in result.actions where !names.contains(action.recognizer) { names.append(action.recognizer) }
        let counts = names.compactMap { name -> String? in
            let count = result.count(of: name), cancelled = result.cancelledCount(of: name)
            guard count > 0 else { return nil }
            return "\(name) ×\(count)" + (cancelled > 0 ? " (\(cancelled) cancelled)" : "")
        }
        return "# \(trace.touchCount) \(trace.touchCount == 1 ? "touch" : "touches") over \(DecisionRecord.format(trace.duration)) s; recognized: "
            + (counts.isEmpty ? "nothing" : counts.joined(separator: ", "))
            + (result.rejected.isEmpty ? "" : "; " + InputOptions.refusals(result))
    }
}
