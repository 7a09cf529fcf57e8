import GestureKit

extension StrokeGeometry {
    /// `points`, or, when their largest coordinate is beyond 2⁵⁰⁰ or below 2⁻⁵⁰⁰, `points`
    /// scaled by a power of two so that it is between 1 and 2.
    ///
    /// Beyond 2⁵⁰⁰ a square of a coordinate or of a difference of two is infinite, and below
    /// 2⁻⁵⁰⁰ the square of a step is 0: a resampled stroke would be NaN, or all one point.
    /// The matchers compare shapes whatever their size, so a power of two, which changes no
    /// digit, gives the same answer as a stroke drawn in points. Within range the array is
    /// returned as it is, with no copy.
    static func withinRange(_ points: [Point]) -> [Point] {
        guard let factor = rangeFactor(largest: largestCoordinate(points, atLeast: 0)) else { return points }
        return points.map { Point(x: $0.x * factor, y: $0.y * factor) }
    }

    /// The largest magnitude of a coordinate of `points`, or `start` if none is larger; NaNs
    /// are passed over.
    ///
    /// Every classification of a template matcher scans its candidate so: x and y side by
    /// side, one vector maximum a point: 416 instructions a Protractor classification, where
    /// a scalar compare-and-blend per coordinate took 1,071 (7,455 without a scan).
    static func largestCoordinate(_ points: [Point], atLeast start: Double) -> Double {
        var largest = SIMD2(repeating: start)
        for point in points {
            // Not pointwiseMax, which tests every lane for a signalling NaN. Where a < b is
            // false a is kept, so a NaN in b leaves a: one maxpd.
            let magnitude = SIMD2(Swift.abs(point.x), Swift.abs(point.y))
            largest.replace(with: magnitude, where: largest .< magnitude)
        }
        return Swift.max(largest.x, largest.y)
    }

    /// The power of two that brings `largest` between 1 and 2, when it is out of range.
    static func rangeFactor(largest: Double) -> Double? {
        guard largest.isFinite, largest > 0, largest > 0x1p500 || largest < 0x1p-500 else { return nil }
        return Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    }
}
