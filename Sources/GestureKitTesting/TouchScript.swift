import GestureKit

/// A scripted, multi-finger touch sequence on virtual time, for testing gesture logic
/// without a device:
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let script = TouchScript(sampleRate: 120)
/// script.finger(1).down(at: 10, 10).move(to: 200, 10, over: 0.3).lift()
/// script.finger(2).down(at: 50, 50, time: 0.1).hold(for: 0.6).lift()
/// try window.play(script)
/// ```
///
/// Moves are sampled at `sampleRate` updates per second on one clock shared by all fingers,
/// so fingers moving at the same time move in the same events, as on real hardware.
///
/// The trade-off: a script is exact and repeatable — straight lines at a steady rate, times
/// to the microsecond — so it tests the rules, not the noise of a hand. For that, replay a
/// recording of real fingers (GestureTraces' importers) through the same window.
public final class TouchScript {
    /// Updates per second while fingers move.
    public let sampleRate: Double
    private var fingers: [FingerScript] = []

    /// Creates an empty script sampling moves at `sampleRate` Hz (120 by default, a
    /// modern touch panel's rate).
    ///
    /// - Parameter sampleRate: updates per second while fingers move; positive and finite
    ///   (anything else stops the program).
    public init(sampleRate: Double = 120) {
        precondition(sampleRate > 0 && sampleRate.isFinite, "the sample rate must be a positive number")
        self.sampleRate = sampleRate
    }

    /// The script of finger `id` (created on first use). Its steps chain:
    /// `script.finger(1).down(at: 0, 0).move(to: 100, 0, over: 0.2).lift()`.
    ///
    /// `type` and `buttons` make it a pen (`.pencil`) or a mouse press (`.indirectPointer`
    /// with its buttons: `.secondary` is a right-click); they are taken when the finger is
    /// first used.
    ///
    /// - Parameters:
    ///   - id: the touch id the finger's events carry; any integer, unique per finger.
    ///   - type: what the touch is; read only when the finger is first used.
    ///   - buttons: the pointer buttons held, for `.indirectPointer`; empty means the
    ///     primary button. Read only when the finger is first used.
    /// - Returns: the finger's script, the same object on every call with this `id`; its
    ///   steps return it too, so they chain.
    @discardableResult
    public func finger(_ id: Int, type: TouchType = .direct, buttons: PointerButtons = []) -> FingerScript {
        if let existing = fingers.first(where: { $0.id == id }) { return existing }
        let finger = FingerScript(id: id, type: type, buttons: buttons, script: self)
        fingers.append(finger)
        return finger
    }

    /// The touch events of the script, in time order; fingers that change at the same
    /// instant share one event.
    public var events: [TouchEvent] {
        // Every sample of every finger, ordered by time and then by finger.
        var samples: [(tick: Int64, order: Int, change: TouchEvent.Change, time: Double)] = []
        for (fingerIndex, finger) in fingers.enumerated() {
            for (index, sample) in finger.samples.enumerated() {
                let change = TouchEvent.Change(
                    id: finger.id, phase: sample.phase, location: sample.location, force: sample.force, type: finger.type,
                    maximumPossibleForce: sample.force == nil ? nil : finger.maximumForce, buttonMask: finger.buttons)
                samples.append((Int64((sample.time * 1_000_000).rounded()), fingerIndex * 1_000_000 + index, change, sample.time))
            }
        }
        samples.sort { ($0.tick, $0.order) < ($1.tick, $1.order) }
        var events: [TouchEvent] = []
        var index = 0
        while index < samples.count {
            let tick = samples[index].tick
            var changes: [TouchEvent.Change] = []
            while index < samples.count, samples[index].tick == tick {
                // A finger that changes twice at one instant (a down and a move) needs two events.
                if changes.contains(where: { $0.id == samples[index].change.id }) { break }
                changes.append(samples[index].change)
                index += 1
            }
            events.append(TouchEvent(timestamp: Double(tick) / 1_000_000, changes: changes))
        }
        return events
    }

    /// The time of the script's last event.
    public var endTime: Double { fingers.map(\.cursor).max() ?? 0 }
}

/// The steps of one finger in a ``TouchScript``. Each step starts where the previous one
/// ended, in place and in time.
public final class FingerScript {
    /// The touch id this finger uses.
    public let id: Int
    /// A finger, a pen or a pointer press.
    public let type: TouchType
    /// The buttons of a pointer press.
    public let buttons: PointerButtons
    unowned let script: TouchScript
    fileprivate(set) var samples: [(time: Double, phase: TouchPhase, location: Point, force: Double?)] = []
    /// The force of the samples from now on, and the most the "device" reports.
    private var force: Double?
    fileprivate private(set) var maximumForce = 4.0
    /// The time the next step starts at.
    fileprivate(set) var cursor = 0.0
    private var position = Point.zero
    private var isDown = false

    fileprivate init(id: Int, type: TouchType, buttons: PointerButtons, script: TouchScript) {
        self.id = id
        self.type = type
        self.buttons = buttons
        self.script = script
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
    /// - Precondition: the finger is not down, and `time` does not go back; either mistake
    ///   stops the program.
    @discardableResult
    public func down(at x: Double, _ y: Double, time: Double? = nil) -> FingerScript {
        precondition(!isDown, "finger \(id) is already down")
        if let time {
            precondition(time >= cursor, "finger \(id): steps must go forward in time")
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
    /// - Precondition: the finger is down, and `duration` is finite and not negative.
    @discardableResult
    public func move(to x: Double, _ y: Double, over duration: Double) -> FingerScript {
        precondition(isDown, "finger \(id) must be down to move")
        checkDuration(duration, "move(to:_:over:)")
        let start = position, target = Point(x: x, y: y), begin = cursor
        let steps = Swift.max(1, Int((duration * script.sampleRate).rounded()))
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
    /// - Precondition: `duration` is finite and not negative (a negative one would put
    ///   later steps before earlier ones).
    @discardableResult
    public func hold(for duration: Double) -> FingerScript {
        checkDuration(duration, "hold(for:)")
        cursor += duration
        return self
    }

    /// Lifts the finger where it is.
    @discardableResult
    public func lift() -> FingerScript {
        precondition(isDown, "finger \(id) is not down")
        samples.append((cursor, .ended, position, force))
        isDown = false
        return self
    }

    /// Loses the finger, as an input source does when it cancels a touch.
    @discardableResult
    public func cancel() -> FingerScript {
        precondition(isDown, "finger \(id) is not down")
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
    /// - Precondition: `duration` is finite and not negative, as for ``hold(for:)``.
    @discardableResult
    public func wait(_ duration: Double) -> FingerScript {
        checkDuration(duration, "wait(_:)")
        cursor += duration
        return self
    }

    /// Steps go forward in time: a negative duration would reorder them silently.
    private func checkDuration(_ duration: Double, _ step: String) {
        precondition(duration >= 0 && duration.isFinite, "finger \(id): \(step) needs a duration of 0 or more seconds, got \(duration)")
    }

    /// A tap at (`x`, `y`): down, `duration` seconds, up.
    ///
    /// - Parameters:
    ///   - x: in window coordinates.
    ///   - y: in window coordinates.
    ///   - duration: seconds between down and up; 0.05 by default.
    /// - Returns: the finger, for chaining.
    /// - Precondition: the finger is up.
    @discardableResult
    public func tap(at x: Double, _ y: Double, duration: Double = 0.05) -> FingerScript {
        down(at: x, y).hold(for: duration).lift()
    }
}

extension Window {
    /// Sends every event of `script`, starting now (the script's time 0 is the window's
    /// current time), then lets virtual time run `settle` seconds past the end so that
    /// pending deadlines (a double tap's interval, say) resolve. Scripts can be played one
    /// after another in the same window.
    ///
    /// - Parameters:
    ///   - script: the fingers to play; its times are relative to the window's current time.
    ///   - settle: how long virtual time runs on after the script's last event, in seconds.
    /// - Throws: `TouchEventError` from the first event the window rejects (a script whose
    ///   times go back, say); the events before it have been sent.
    public func play(_ script: TouchScript, settle: Double = 1) throws(TouchEventError) {
        let start = currentTime
        for event in script.events {
            try sendEvent(TouchEvent(timestamp: start + event.timestamp, changes: event.changes))
        }
        advance(to: start + script.endTime + settle)
    }
}
