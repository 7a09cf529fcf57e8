extension Double {
    /// The smallest positive `Double`, the subnormal 4.9406564584124654e-324, for ranges that
    /// exclude only zero.
    ///
    /// Not `leastNonzeroMagnitude`: on 32-bit ARM (the Cortex-M of Embedded Swift) the standard
    /// library defines that as `leastNormalMagnitude`, 2.2250738585072014e-308, and validation
    /// would accept different events there than elsewhere.
    static var smallestPositive: Double { Double(bitPattern: 1) }
}
