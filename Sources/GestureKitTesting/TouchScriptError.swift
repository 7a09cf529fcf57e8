import GestureKit

/// Why `Window.play(_:settle:)` did not play a ``TouchScript`` through.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let script = TouchScript()
/// script.finger(1).down(at: 10, 10).lift().lift()    // lifted twice
/// do {
///     try window.play(script)
/// } catch {
///     print(error)   // Prints "finger 1: lift() while the finger is up; nothing was played"
/// }
/// ```
///
/// A script's mistakes are found as its steps are written, but told only when it is played,
/// so that the steps can chain: a test fails with the mistake in words, and the test process
/// goes on to the next test.
public enum TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Steps the script could not take, in the order they were written. Each was left out,
    /// and no event of the script was sent.
    case mistakes([TouchScript.Mistake])
    /// The window rejected one of the script's events (a coordinate beyond its range, say);
    /// the events before it were sent.
    case rejected(TouchEventError)

    public var description: String {
        switch self {
        case .mistakes(let mistakes):
            mistakes.map(\.description).joined(separator: "; ") + "; nothing was played"
        case .rejected(let error):
            "the window rejected an event: \(error)"
        }
    }
}

extension TouchScript {
    /// A step of a ``TouchScript`` that could not be taken: it was left out of the script, and
    /// playing the script throws ``TouchScriptError/mistakes(_:)``.
    public struct Mistake: Hashable, Sendable, CustomStringConvertible {
        /// The step that was asked for.
        public enum Step: String, Hashable, Sendable {
            /// `TouchScript(sampleRate:)`.
            case sampleRate = "TouchScript(sampleRate:)"
            /// ``FingerScript/down(at:_:time:)``.
            case down = "down(at:_:time:)"
            /// ``FingerScript/move(to:_:over:)`` (also each leg of a path).
            case move = "move(to:_:over:)"
            /// ``FingerScript/hold(for:)`` (also the hold of a tap).
            case hold = "hold(for:)"
            /// ``FingerScript/wait(_:)``.
            case wait = "wait(_:)"
            /// ``FingerScript/lift()``.
            case lift = "lift()"
            /// ``FingerScript/cancel()``.
            case cancel = "cancel()"
        }

        /// What was wrong with it.
        public enum Problem: Hashable, Sendable {
            /// The sample rate is not a positive number of updates per second, at most a
            /// million; the script samples at 120 instead.
            case sampleRate(Double)
            /// The finger is already down.
            case alreadyDown
            /// The finger is up: it cannot move, lift or be cancelled.
            case notDown
            /// The step's time is not a finite number, or is after ``TouchScript/latestTime``.
            case time(Double)
            /// The step's time is before the end of the finger's previous step.
            case timeWentBack(time: Double, previousEnd: Double)
            /// The duration is negative, NaN or infinite (later steps would come before
            /// earlier ones), ends after ``TouchScript/latestTime``, or would make a move of
            /// more than ``TouchScript/mostMovesPerStep`` samples.
            case duration(Double)
        }

        /// The finger's id; nil for a mistake of the script itself (its sample rate).
        public let finger: Int?
        /// The step asked for.
        public let step: Step
        /// What was wrong with it.
        public let problem: Problem

        /// Creates a mistake, for comparing with a script's ``TouchScript/mistakes``.
        ///
        /// - Parameters:
        ///   - finger: the finger's id; nil for the script's sample rate.
        ///   - step: the step asked for.
        ///   - problem: what was wrong with it.
        public init(finger: Int?, step: Step, problem: Problem) {
            self.finger = finger
            self.step = step
            self.problem = problem
        }

        public var description: String {
            let what = switch problem {
            case .sampleRate(let rate): "a sample rate of \(rate) (it must be a positive number up to 1000000; 120 was used)"
            case .alreadyDown: "\(step.rawValue) while the finger is already down"
            case .notDown: "\(step.rawValue) while the finger is up"
            case .time(let time): "\(step.rawValue) at \(time) s (a time is a finite number of seconds, up to 10⁹)"
            case .timeWentBack(let time, let end): "\(step.rawValue) at \(time) s, before the finger's previous step ended (\(end) s)"
            case .duration(let duration): "\(step.rawValue) over \(duration) s (a duration is 0 or more seconds, ending by 10⁹ s, a move of at most 1000000 samples)"
            }
            return finger.map { "finger \($0): \(what)" } ?? what
        }
    }
}
