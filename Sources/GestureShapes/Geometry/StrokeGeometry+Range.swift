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
        guard let factor = rangeFactor(largest: points.reduce(0) { Swift.max($0, Swift.abs($1.x), Swift.abs($1.y)) }) else {
            return points
        }
        return points.map { Point(x: $0.x * factor, y: $0.y * factor) }
    }

    /// The power of two that brings `largest` between 1 and 2, when it is out of range.
    static func rangeFactor(largest: Double) -> Double? {
        guard largest.isFinite, largest > 0, largest > 0x1p500 || largest < 0x1p-500 else { return nil }
        return Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    }
}
