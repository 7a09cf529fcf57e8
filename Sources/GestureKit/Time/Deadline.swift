/// Deadlines on the window's clock, which tells times apart to the nanosecond
/// (<doc:Rules#K1>).
///
/// Times are `Double` seconds, and the sum of two decimal times is rarely the decimal it
/// names: `1.1 + 0.35` is `1.4500000000000002`, and `0.1 + 0.35` is `0.44999999999999996`.
/// Compared bit for bit, a second tap written at `1.45` would land a hair *inside* a double
/// tap's 0.35 s, and one computed as `0.1 + 0.35` a hair outside — whichever way the
/// rounding happened to fall. On a nanosecond grid all of them are the same instant: a
/// deadline is rounded to the nearest nanosecond when it is scheduled, and a time reaches it
/// when the time, rounded so, does.
///
/// The trade-off: times that round to the same nanosecond count as one instant, far below
/// what any input device resolves (the kernel's events carry microseconds). From 2²² seconds
/// on the clock (about 48 days) a `Double`'s own step is coarser than half a nanosecond, and
/// times are compared as they are; up to ``Window/maximumTimestamp`` it is still finer than
/// a microsecond.
enum Deadline {
    /// The deadline `interval` seconds after `now`: `now` itself for an interval of 0 or
    /// less, or NaN; otherwise their sum rounded to the nearest nanosecond, on a later
    /// nanosecond than `now` however small the interval (from 2²² s on, their sum, a later
    /// time than `now`) — so that a timer that re-arms itself for the time left
    /// (`interval - elapsed`, a hair above 0 in `Double`) is not due again at once, forever.
    ///
    /// Not inlined: inlined wherever a deadline is set, it cost `playground.wasm` about 230
    /// bytes, for a call's few instructions.
    @inline(never)
    static func after(_ interval: Double, from now: Double) -> Double {
        guard interval > 0 else { return now }
        let sum = now + interval
        // Beyond the grid, still a later time: the sum may round back to `now`.
        guard sum.magnitude < largestRoundedTime, now.magnitude < largestRoundedTime else { return Swift.max(sum, now.nextUp) }
        return Swift.max(onGrid(sum), ((now * 1e9).rounded() + 1) / 1e9)
    }

    /// Whether `time` has reached `deadline` (one made by ``after(_:from:)``): it is at or
    /// past it, on the nanosecond. False when `time` is NaN.
    @inline(__always)
    static func isDue(_ deadline: Double, at time: Double) -> Bool {
        deadline <= time || deadline <= onGrid(time)
    }

    /// Whether `time` is past `deadline`, on the nanosecond: not the same instant, and later.
    @inline(__always)
    static func hasPassed(_ deadline: Double, at time: Double) -> Bool {
        deadline < time && deadline < onGrid(time)
    }

    /// Whether `a` and `b` are the same instant: equal, or equal once rounded to the
    /// nanosecond.
    @inline(__always)
    static func isSameInstant(_ a: Double, _ b: Double) -> Bool {
        a == b || onGrid(a) == onGrid(b)
    }

    /// `time` rounded to the nearest nanosecond; `time` itself from ``largestRoundedTime`` on
    /// (and for infinities and NaN).
    @inline(__always)
    static func onGrid(_ time: Double) -> Double {
        guard time.magnitude < largestRoundedTime else { return time }
        return (time * 1e9).rounded() / 1e9
    }

    /// 2²² seconds: below it a `Double` resolves better than half a nanosecond (its step is
    /// at most 2⁻³¹ s), so rounding to the nanosecond only ever removes what arithmetic added.
    static let largestRoundedTime = 4_194_304.0
}
