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
    /// The steps that could not be taken, in the order they were written: each was left
    /// out, and `Window.play(_:settle:)` throws them instead of playing the script.
    public private(set) var mistakes: [Mistake] = []
    /// The latest time a step may start or end at, in seconds (about 31 years): the events
    /// are ordered by microsecond, which must fit an `Int64`, far beyond any gesture.
    public static let latestTime = 1e9
    /// The most moves one ``FingerScript/move(to:_:over:)`` makes (`duration × sampleRate`).
    public static let mostMovesPerStep = 1_000_000
    private var fingers: [FingerScript] = []

    /// Creates an empty script sampling moves at `sampleRate` Hz (120 by default, a
    /// modern touch panel's rate).
    ///
    /// - Parameter sampleRate: updates per second while fingers move; positive, at most a
    ///   million (a move every microsecond, the script's clock). Any other value is a
    ///   ``Mistake``: the script samples at 120, and playing it throws.
    public init(sampleRate: Double = 120) {
        let valid = sampleRate > 0 && sampleRate <= 1_000_000
        self.sampleRate = valid ? sampleRate : 120
        if !valid { mistakes.append(Mistake(finger: nil, step: .sampleRate, problem: .sampleRate(sampleRate))) }
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
    /// instant share one event. Steps listed in ``mistakes`` are not among them.
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

    /// Notes a step that could not be taken (a finger's steps call it).
    func note(_ mistake: Mistake) { mistakes.append(mistake) }
}

