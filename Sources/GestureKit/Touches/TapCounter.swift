/// Counts consecutive taps for ``Touch/tapCount`` (E3).
///
/// A touch continues the previous tap's count when it begins within `interval` seconds of
/// that tap's lift and within `distance` points of it; a touch is a tap if it moved no
/// more than `distance` from where it began. UIKit documents `tapCount` but not its
/// thresholds; the defaults are those of a tap recognizer (see ``Window/tapCountInterval``).
struct TapCounter {
    private var lastTap: (time: Double, location: Point, count: Int)?

    /// The tap count for a touch beginning now.
    func count(at time: Double, location: Point, interval: Double, distance: Double) -> Int {
        guard let lastTap, interval >= 0, !Deadline.hasPassed(Deadline.after(interval, from: lastTap.time), at: time),
              lastTap.location.distance(to: location) <= distance
        else { return 1 }
        return lastTap.count + 1
    }

    /// Notes the end of `touch`.
    mutating func touchEnded(_ touch: Touch, distance: Double) {
        guard touch.phase == .ended, touch.beganLocation.distance(to: touch.windowLocation) <= distance else {
            lastTap = nil
            return
        }
        lastTap = (touch.timestamp, touch.windowLocation, touch.tapCount)
    }
}
