/// Deadlines on the window's clock, which tells times apart to the nanosecond
/// (<doc:Rules#K1>).
///
/// Times are `Double` seconds, and the sum of two decimal times is rarely the decimal it
/// names: `1.1 + 0.35` is `1.4500000000000002`, and `0.1 + 0.35` is `0.44999999999999996`.
/// Compared bit for bit, a second tap written at `1.45` would land a hair *inside* a double
/// tap's 0.35 s, and one computed as `0.1 + 0.35` a hair outside — whichever way the
/// rounding happened to fall. On a nanosecond grid all of them are the same instant: a
/// deadline is rounded to the nearest nanosecond when it is scheduled, and a time is due for
/// it when the time, rounded so, has reached it.
///
/// The trade-off: times less than half a nanosecond apart count as one, far below what any
/// input device resolves (the kernel's events carry microseconds). From 2⁵³ nanoseconds on
/// the clock (about 104 days) a `Double`'s own step is coarser than a nanosecond, and times
/// are compared as they are.
enum Deadline {
    /// The deadline `interval` seconds after `now`: their sum, rounded to the nearest
    /// nanosecond, and never earlier than `now`.
    @inline(__always)
    static func after(_ interval: Double, from now: Double) -> Double {
        Swift.max(now, onGrid(now + interval))
    }

    /// Whether `deadline` (one made by ``after(_:from:)``) is due at `time`: `time`,
    /// rounded to the nearest nanosecond, has reached it. False when `time` is NaN.
    @inline(__always)
    static func isDue(_ deadline: Double, at time: Double) -> Bool {
        deadline <= time || deadline <= onGrid(time)
    }

    /// `time` rounded to the nearest nanosecond; `time` itself from ``largestRoundedTime`` on
    /// (and for infinities and NaN).
    @inline(__always)
    static func onGrid(_ time: Double) -> Double {
        guard time.magnitude < largestRoundedTime else { return time }
        return (time * 1e9).rounded() / 1e9
    }

    /// 2⁵³ nanoseconds in seconds: below it, every whole number of nanoseconds is a `Double`.
    static let largestRoundedTime = 9_007_199.254_740_992
}
