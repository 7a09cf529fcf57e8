import GestureKit

/// The steps of one finger in a ``TouchScript``. Each step starts where the previous one
/// ended, in place and in time.
public final class FingerScript {
    /// The touch id this finger uses.
    public let id: Int
    /// A finger, a pen or a pointer press.
    public let type: TouchType
    /// The buttons of a pointer press.
    public let buttons: PointerButtons
    /// The script the finger's steps belong to: weak, as the script holds its fingers. A
    /// finger kept after its script is gone takes steps that nothing will play.
    private weak var script: TouchScript?
    /// The script's sample rate, kept: a move needs it even then.
    private let sampleRate: Double
    private(set) var samples: [(time: Double, phase: TouchPhase, location: Point, force: Double?)] = []
    /// The force of the samples from now on, and the most the "device" reports.
    private var force: Double?
    private(set) var maximumForce = 4.0
    /// The time the next step starts at.
    private(set) var cursor = 0.0
    private var position = Point.zero
    private var isDown = false

    init(id: Int, type: TouchType, buttons: PointerButtons, script: TouchScript) {
        self.id = id
        self.type = type
        self.buttons = buttons
        self.script = script
        sampleRate = script.sampleRate
    }

    /// Presses with `force` from the next sample on (a pen's pressure), out of `maximum`
    /// (UIKit's 1.0 is an average touch).
    ///
    /// - Parameters:
    ///   - force: the force of the samples from the next step on, at least 0 (the window
    ///     rejects a negative force when the script is played).
    ///   - maximum: the greatest force the "device" reports, more than 0; 4 by default.
    /// - Returns: the finger, for chaining.
    @discardableResult
    public func pressing(_ force: Double, maximum: Double = 4) -> FingerScript {
        self.force = force
        maximumForce = maximum
        return self
    }

    /// Touches down at (`x`, `y`), at `time` (default: where the previous step ended).
    ///
    /// - Parameters:
    ///   - x: in window coordinates.
    ///   - y: in window coordinates.
    ///   - time: seconds of script time, not earlier than the end of the finger's previous
    ///     step; nil (the default) starts where that step ended, 0 for a new finger.
    /// - Returns: the finger, for chaining.
    ///
    /// A finger already down, or a `time` not finite or before the end of the previous step,
    /// is a ``TouchScript/Mistake``: the step is left out.
    @discardableResult
    public func down(at x: Double, _ y: Double, time: Double? = nil) -> FingerScript {
        guard !isDown else { return mistake(.down, .alreadyDown) }
        if let time {
            guard time.isFinite, time <= TouchScript.latestTime else { return mistake(.down, .time(time)) }
            guard time >= cursor else { return mistake(.down, .timeWentBack(time: time, previousEnd: cursor)) }
            cursor = time
        }
        position = Point(x: x, y: y)
        isDown = true
        samples.append((cursor, .began, position, force))
        return self
    }

    /// Moves in a straight line to (`x`, `y`) over `duration` seconds, sampled at the
    /// script's rate (the last sample lands exactly on the target).
    ///
    /// - Parameters:
    ///   - x: the target, in window coordinates.
    ///   - y: the target, in window coordinates.
    ///   - duration: seconds, at least 0. It makes `duration × sampleRate` moves (rounded),
    ///     at least one: a `duration` of 0 jumps to the target in one move.
    /// - Returns: the finger, for chaining.
    ///
    /// A finger that is up, or a negative or non-finite `duration`, is a
    /// ``TouchScript/Mistake``: the step is left out.
    @discardableResult
    public func move(to x: Double, _ y: Double, over duration: Double) -> FingerScript {
        guard isDown else { return mistake(.move, .notDown) }
        guard isDuration(duration, movingAt: sampleRate) else { return mistake(.move, .duration(duration)) }
        let start = position, target = Point(x: x, y: y), begin = cursor
        let steps = Swift.max(1, Int((duration * sampleRate).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            samples.append((begin + duration * fraction, .moved, start + (target - start) * fraction, force))
        }
        position = target
        cursor = begin + duration
        return self
    }

    /// Moves through `points` in turn, spending `duration` seconds on each leg.
    ///
    /// - Parameters:
    ///   - points: the corners, (x, y) in window coordinates; empty moves nothing.
    ///   - duration: seconds per leg, as for ``move(to:_:over:)``.
    /// - Returns: the finger, for chaining.
    @discardableResult
    public func path(_ points: [(Double, Double)], each duration: Double) -> FingerScript {
        for point in points { move(to: point.0, point.1, over: duration) }
        return self
    }

    /// Stays where it is for `duration` seconds (no events: a still finger reports nothing).
    ///
    /// - Parameter duration: seconds, at least 0.
    /// - Returns: the finger, for chaining.
    ///
    /// A negative or non-finite `duration` (which would put later steps before earlier ones)
    /// is a ``TouchScript/Mistake``: the step is left out.
    @discardableResult
    public func hold(for duration: Double) -> FingerScript {
        guard isDuration(duration) else { return mistake(.hold, .duration(duration)) }
        cursor += duration
        return self
    }

    /// Lifts the finger where it is. A finger that is up is a ``TouchScript/Mistake``: the
    /// step is left out.
    @discardableResult
    public func lift() -> FingerScript {
        guard isDown else { return mistake(.lift, .notDown) }
        samples.append((cursor, .ended, position, force))
        isDown = false
        return self
    }

    /// Loses the finger, as an input source does when it cancels a touch. A finger that is
    /// up is a ``TouchScript/Mistake``: the step is left out.
    @discardableResult
    public func cancel() -> FingerScript {
        guard isDown else { return mistake(.cancel, .notDown) }
        samples.append((cursor, .cancelled, position, force))
        isDown = false
        return self
    }

    /// Lets `duration` seconds pass before the next step (between taps, say).
    ///
    /// The same as ``hold(for:)``, named for a finger that is up.
    ///
    /// - Parameter duration: seconds, at least 0.
    /// - Returns: the finger, for chaining.
    ///
    /// A negative or non-finite `duration` is a ``TouchScript/Mistake``, as for ``hold(for:)``.
    @discardableResult
    public func wait(_ duration: Double) -> FingerScript {
        guard isDuration(duration) else { return mistake(.wait, .duration(duration)) }
        cursor += duration
        return self
    }

    /// Steps go forward in time: a negative duration would reorder them silently. A step
    /// ends by ``TouchScript/latestTime``, and a move makes at most
    /// ``TouchScript/mostMovesPerStep``: beyond, the events would not fit their microseconds,
    /// or memory.
    private func isDuration(_ duration: Double, movingAt rate: Double? = nil) -> Bool {
        guard duration >= 0, duration.isFinite, cursor + duration <= TouchScript.latestTime else { return false }
        return rate.map { duration * $0 <= Double(TouchScript.mostMovesPerStep) } ?? true
    }

    /// Notes a step that could not be taken and leaves the finger as it was.
    private func mistake(_ step: TouchScript.Mistake.Step, _ problem: TouchScript.Mistake.Problem) -> FingerScript {
        script?.note(TouchScript.Mistake(finger: id, step: step, problem: problem))
        return self
    }

    /// A tap at (`x`, `y`): down, `duration` seconds, up.
    ///
    /// - Parameters:
    ///   - x: in window coordinates.
    ///   - y: in window coordinates.
    ///   - duration: seconds between down and up; 0.05 by default.
    /// - Returns: the finger, for chaining.
    ///
    /// A finger already down, or a negative or non-finite `duration`, is a
    /// ``TouchScript/Mistake``: the whole tap is left out.
    @discardableResult
    public func tap(at x: Double, _ y: Double, duration: Double = 0.05) -> FingerScript {
        guard !isDown else { return mistake(.down, .alreadyDown) }
        guard isDuration(duration) else { return mistake(.hold, .duration(duration)) }
        return down(at: x, y).hold(for: duration).lift()
    }
}

