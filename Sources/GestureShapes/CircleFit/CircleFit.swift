import GestureKit

/// A circle: centre and radius.
public struct Circle: Hashable, Sendable {
    /// The centre.
    public var center: Point
    /// The radius.
    public var radius: Double

    /// Creates a circle.
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }
}

/// A circle fitted to points, and how well it fits.
public struct CircleFit: Hashable, Sendable {
    /// The fitted circle.
    public var circle: Circle
    /// The root mean square of the points' distances from the circle.
    public var rmsError: Double
    /// Newton (Taubin) or Levenberg–Marquardt (geometric) iterations used.
    public var iterations: Int

    /// ``rmsError`` relative to the radius: 0 for points exactly on the circle. This is the
    /// error the circle recognizer compares with its tolerance.
    public var relativeError: Double { circle.radius > 0 ? rmsError / circle.radius : .infinity }
}

/// Why a circle could not be fitted. Reported rather than hidden: a caller must not take a
/// line for a huge circle.
public enum CircleFitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than three points.
    case tooFewPoints(Int)
    /// The points lie on a line, or all at one place: no circle passes through them.
    case degenerate
    /// The iteration did not settle within its budget.
    case didNotConverge(iterations: Int)
    /// A point, or the result, is not finite.
    case notFinite

    /// A short explanation.
    public var description: String {
        switch self {
        case .tooFewPoints(let n): "a circle needs at least 3 points, not \(n)"
        case .degenerate: "the points are collinear or coincident"
        case .didNotConverge(let n): "no convergence after \(n) iterations"
        case .notFinite: "a coordinate or the result is not finite"
        }
    }
}

/// Circle fitting.
///
/// - ``taubin(_:)``: Taubin's algebraic fit, in the formulation Chernov describes (N.
///   Chernov, *Circular and Linear Regression*, 2010): the points are centred on their
///   mean, their moments give a cubic whose smallest non-negative root (found by Newton's
///   method from 0) gives the centre and radius in closed form. Fast, no starting guess,
///   nearly unbiased — but it minimizes an algebraic distance, not the geometric one.
/// - ``geometric(_:from:maxIterations:)``: minimizes the sum of squared distances from the
///   points to the circle (the geometric fit) by Levenberg–Marquardt, started from Taubin's
///   circle. More accurate on noisy or partial arcs, at the cost of a few iterations.
public enum CircleFitter {
    /// Taubin's algebraic fit.
    ///
    /// - Parameter points: at least three finite points, in any order.
    /// - Returns: the circle, its RMS distance from the points, and 0 iterations.
    /// - Throws: ``CircleFitError/tooFewPoints(_:)``, ``CircleFitError/notFinite`` for a point
    ///   or a result that is not finite, or ``CircleFitError/degenerate`` when the points lie on
    ///   one line or at one place — never a huge circle in place of a line.
    public static func taubin(_ points: [Point]) throws(CircleFitError) -> CircleFit {
        guard points.count >= 3 else { throw .tooFewPoints(points.count) }
        guard points.allSatisfy({ $0.isFinite }) else { throw .notFinite }
        let n = Double(points.count)
        let mean = StrokeGeometry.centroid(points)
        // Moments of the centred points, with z = x² + y².
        var mxx = 0.0, myy = 0.0, mxy = 0.0, mxz = 0.0, myz = 0.0, mzz = 0.0
        for point in points {
            let x = point.x - mean.x, y = point.y - mean.y, z = x * x + y * y
            mxx += x * x
            myy += y * y
            mxy += x * y
            mxz += x * z
            myz += y * z
            mzz += z * z
        }
        (mxx, myy, mxy, mxz, myz, mzz) = (mxx / n, myy / n, mxy / n, mxz / n, myz / n, mzz / n)
        let mz = mxx + myy
        guard mz > 0 else { throw .degenerate }  // all points at one place
        let covXY = mxx * myy - mxy * mxy
        let varZ = mzz - mz * mz
        // The characteristic polynomial a3·η³ + a2·η² + a1·η + a0.
        let a3 = 4 * mz
        let a2 = -3 * mz * mz - mzz
        let a1 = varZ * mz + 4 * covXY * mz - mxz * mxz - myz * myz
        let a0 = mxz * (mxz * myy - myz * mxy) + myz * (myz * mxx - mxz * mxy) - varZ * covXY
        // Newton's method from η = 0; the polynomial decreases towards its root from there.
        var eta = 0.0, value = a0
        var iterations = 0
        while iterations < 100 {
            iterations += 1
            let slope = a1 + eta * (2 * a2 + 3 * a3 * eta)
            guard slope != 0 else { break }
            let next = eta - value / slope
            guard next.isFinite, next != eta else { break }
            let nextValue = a0 + next * (a1 + next * (a2 + next * a3))
            if Swift.abs(nextValue) >= Swift.abs(value) { break }
            (eta, value) = (next, nextValue)
        }
        let determinant = eta * eta - eta * mz + covXY
        // A zero determinant means a line: the circle's centre is at infinity.
        guard Swift.abs(determinant) > 1e-12 * Swift.max(1, mz * mz) else { throw .degenerate }
        let cx = (mxz * (myy - eta) - myz * mxy) / determinant / 2
        let cy = (myz * (mxx - eta) - mxz * mxy) / determinant / 2
        let circle = Circle(center: Point(x: cx + mean.x, y: cy + mean.y), radius: (cx * cx + cy * cy + mz).squareRoot())
        guard circle.center.isFinite, circle.radius.isFinite else { throw .notFinite }
        return CircleFit(circle: circle, rmsError: rmsError(points, circle), iterations: iterations)
    }

    /// The geometric (least-squares distance) fit, by Levenberg–Marquardt from `initial`
    /// (Taubin's circle when nil).
    ///
    /// - Parameters:
    ///   - points: at least three finite points, in any order.
    ///   - initial: where to start; nil starts from ``taubin(_:)``'s circle.
    ///   - maxIterations: the iteration budget.
    /// - Returns: the circle, its RMS distance from the points and the iterations it took.
    /// - Throws: what ``taubin(_:)`` throws, and ``CircleFitError/didNotConverge(iterations:)``
    ///   when the budget runs out first.
    public static func geometric(_ points: [Point], from initial: Circle? = nil, maxIterations: Int = 50) throws(CircleFitError) -> CircleFit {
        guard points.count >= 3 else { throw .tooFewPoints(points.count) }
        var circle: Circle
        if let initial { circle = initial } else { circle = try taubin(points).circle }
        var error = sumOfSquares(points, circle)
        var lambda = 1e-3
        var iterations = 0
        while iterations < maxIterations {
            iterations += 1
            // Normal equations (JᵀJ + λ·diag) δ = −Jᵀr for the parameters (a, b, r).
            var jtj = [[Double]](repeating: [0, 0, 0], count: 3), jtr = [0.0, 0, 0]
            for point in points {
                let dx = point.x - circle.center.x, dy = point.y - circle.center.y
                let d = (dx * dx + dy * dy).squareRoot()
                guard d > 0 else { continue }
                let j = [-dx / d, -dy / d, -1.0], r = d - circle.radius
                for row in 0..<3 {
                    jtr[row] += j[row] * r
                    for column in 0..<3 { jtj[row][column] += j[row] * j[column] }
                }
            }
            var improved = false
            while lambda < 1e12 {
                var system = jtj
                for i in 0..<3 { system[i][i] *= 1 + lambda }
                guard let step = solve3(system, [-jtr[0], -jtr[1], -jtr[2]]) else { lambda *= 10; continue }
                let candidate = Circle(center: Point(x: circle.center.x + step[0], y: circle.center.y + step[1]),
                                       radius: circle.radius + step[2])
                let candidateError = sumOfSquares(points, candidate)
                if candidateError.isFinite, candidateError <= error {
                    let change = Swift.abs(error - candidateError)
                    (circle, error) = (candidate, candidateError)
                    lambda = Swift.max(lambda / 10, 1e-12)
                    improved = true
                    if change <= 1e-12 * Swift.max(1, error) { return finished(points, circle, iterations) }
                    break
                }
                lambda *= 10
            }
            if !improved { return finished(points, circle, iterations) }  // no step helps: at the minimum
        }
        throw .didNotConverge(iterations: iterations)
    }

    private static func finished(_ points: [Point], _ circle: Circle, _ iterations: Int) -> CircleFit {
        let positive = Circle(center: circle.center, radius: Swift.abs(circle.radius))
        return CircleFit(circle: positive, rmsError: rmsError(points, positive), iterations: iterations)
    }

    /// The root mean square distance of the points from the circle.
    public static func rmsError(_ points: [Point], _ circle: Circle) -> Double {
        (sumOfSquares(points, circle) / Double(Swift.max(1, points.count))).squareRoot()
    }

    private static func sumOfSquares(_ points: [Point], _ circle: Circle) -> Double {
        var sum = 0.0
        for point in points {
            let r = point.distance(to: circle.center) - circle.radius
            sum += r * r
        }
        return sum
    }

    /// Solves a 3×3 linear system by Gaussian elimination with partial pivoting.
    private static func solve3(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
        var a = matrix, b = vector
        for column in 0..<3 {
            let pivot = (column..<3).max { Swift.abs(a[$0][column]) < Swift.abs(a[$1][column]) }!
            guard Swift.abs(a[pivot][column]) > 1e-300 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<3 {
                let factor = a[row][column] / a[column][column]
                for k in column..<3 { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [0.0, 0, 0]
        for row in stride(from: 2, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<3 { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x.allSatisfy({ $0.isFinite }) ? x : nil
    }
}
