/// Sine, cosine and arctangent written in plain Swift.
///
/// The core imports nothing but the standard library, which has no trigonometry. These
/// functions also make results identical to the bit on every platform, which the C
/// libraries' `sin`/`atan2` do not guarantee, so replays and golden tests agree
/// everywhere.
///
/// Method: Cody–Waite reduction by π/2 (π/2 split into three parts of 33, 33 and 53
/// bits), then Taylor polynomials on [-π/4, π/4]; arctangent reduces to |t| ≤ 2 − √3 with
/// the identities atan(x) = π/2 − atan(1/x) and atan(t) = π/6 + atan((√3·t − 1)/(t + √3)).
/// Results are within a few units in the last place of the exact values for
/// |angle| < 1.6·10⁶ rad; beyond that the reduction loses precision gradually, which no
/// gesture reaches.
public enum Trigonometry {
    /// π to double precision.
    public static let pi = 3.141592653589793

    // π/2 = halfPi1 + halfPi2 + halfPi3; the first two parts have 33 significant bits so
    // that k·halfPiN is exact for |k| < 2²⁰.
    private static let halfPi1 = 1.5707963267341256
    private static let halfPi2 = 6.077100506303966e-11
    private static let halfPi3 = 2.0222662487959506e-21
    private static let twoOverPi = 0.6366197723675814

    /// The sine of `x` radians.
    ///
    /// - Returns: NaN when `x` is NaN or infinite.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// The cosine of `x` radians.
    ///
    /// - Returns: NaN when `x` is NaN or infinite.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// The arctangent of `x`, in (−π/2, π/2).
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let magnitude = Swift.abs(x)
        let result = magnitude > 1 ? pi / 2 - atanUnit(1 / magnitude) : atanUnit(magnitude)
        return x < 0 ? -result : result
    }

    /// The angle of the vector (`x`, `y`) from the positive x axis, in [−π, π].
    ///
    /// - Returns: 0 for the zero vector (whatever the zeros' signs); NaN when either
    ///   component is NaN. Infinite components count as directions.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if x == 0 {
            if y == 0 { return 0 }
            return y > 0 ? pi / 2 : -pi / 2
        }
        if x.isInfinite || y.isInfinite {
            // Directions only: reduce each infinite component to ±1 and the other to 0.
            let sx: Double = x.isInfinite ? (x > 0 ? 1 : -1) : 0
            let sy: Double = y.isInfinite ? (y > 0 ? 1 : -1) : 0
            return atan2(sy, sx == 0 && sy == 0 ? x : sx)
        }
        let base = atan(y / x)
        if x > 0 { return base }
        return y >= 0 ? base + pi : base - pi
    }

    /// Returns the quadrant (k mod 4) and x − k·π/2 with k the nearest integer to x·2/π.
    private static func reduce(_ x: Double) -> (Int, Double) {
        let k = (x * twoOverPi).rounded()
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return ((quadrant + 4) % 4, r)
    }

    /// sin(r) for |r| ≤ π/4: Taylor series through r¹⁷ (the next term is below 10⁻¹⁸).
    private static func sinKernel(_ r: Double) -> Double {
        let z = r * r
        var p = 1.0 / 355_687_428_096_000  // 1/17!
        p = p * z - 1.0 / 1_307_674_368_000  // 1/15!
        p = p * z + 1.0 / 6_227_020_800  // 1/13!
        p = p * z - 1.0 / 39_916_800  // 1/11!
        p = p * z + 1.0 / 362_880  // 1/9!
        p = p * z - 1.0 / 5_040  // 1/7!
        p = p * z + 1.0 / 120  // 1/5!
        p = p * z - 1.0 / 6  // 1/3!
        return r + r * z * p
    }

    /// cos(r) for |r| ≤ π/4: Taylor series through r¹⁸.
    private static func cosKernel(_ r: Double) -> Double {
        let z = r * r
        // p = 1/4! − z/6! + z²/8! − … − z⁷/18!, by Horner's rule from the highest term.
        var p = -1.0 / 6_402_373_705_728_000  // 1/18!
        p = p * z + 1.0 / 20_922_789_888_000  // 1/16!
        p = p * z - 1.0 / 87_178_291_200  // 1/14!
        p = p * z + 1.0 / 479_001_600  // 1/12!
        p = p * z - 1.0 / 3_628_800  // 1/10!
        p = p * z + 1.0 / 40_320  // 1/8!
        p = p * z - 1.0 / 720  // 1/6!
        p = p * z + 1.0 / 24  // 1/4!
        // 1 − z/2 + z²·p, with the large terms added last to keep the rounding small.
        let tail = z * z * p
        let half = 0.5 * z
        let w = 1 - half
        return w + (((1 - w) - half) + tail)
    }

    /// atan(t) for 0 ≤ t ≤ 1.
    private static func atanUnit(_ t: Double) -> Double {
        let twoMinusRoot3 = 0.2679491924311227
        if t <= twoMinusRoot3 { return atanSeries(t) }
        let root3 = 1.7320508075688772
        return pi / 6 + atanSeries((root3 * t - 1) / (t + root3))
    }

    /// atan(u) for |u| ≤ 2 − √3: the alternating series u − u³/3 + u⁵/5 − …, 16 terms,
    /// enough for |u|·u³⁰/31 < 10⁻¹⁸.
    private static func atanSeries(_ u: Double) -> Double {
        let z = u * u
        var p = 0.0
        var n = 31.0
        var sign = -1.0  // the sign of the 1/n term: + when n ≡ 1 (mod 4); 31 ≡ 3
        while n >= 3 {
            p = sign / n + z * p
            sign = -sign
            n -= 2
        }
        // p now holds −1/3 + z/5 − z²/7 + …
        return u + u * z * p
    }
}
