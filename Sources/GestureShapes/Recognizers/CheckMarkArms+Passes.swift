import GestureKit

extension CheckMarkArms {
    /// The turn, in degrees, at which a stroke is taken to turn back on itself: a pen going
    /// back over what it drew turns by nearly 180°. A five-pointed star's points turn by 144°,
    /// a zig-zag's and a rectangle's corners by less.
    public static let turnBack = 150.0

    /// The least share of the stroke's length a pass must take to be judged on its own: a
    /// check gone over twice has passes of about half, three times of about a third.
    public static let minimumPassShare = 1.0 / 3

    /// The least share of the stroke's width and of its height a pass's bounds must span: a
    /// pass goes over the check, where a zig-zag's last "v" spans a third to a half of its
    /// width.
    public static let minimumPassSpan = 0.75

    /// The arms of the first and the last pass of a stroke that goes over its path more than
    /// once, turning back on itself between passes: empty for a stroke that never turns back.
    ///
    /// Some people go over a check a second time without lifting (on a trackpad, a mouse or a
    /// stylus more than with a finger): the stroke then holds a whole check, a way back and
    /// another check, and measured whole its arms start or end inside a long lead-in or hook.
    /// The stroke is resampled to 48 points as ``init(of:)`` does; it turns back at a point
    /// where the direction over the two resampled steps before it and the two after it turns
    /// by ``turnBack`` or more, each of those chords at least a step long. The first pass runs
    /// from the start to the first such point, the last from the last such point to the end,
    /// each kept when it takes at least ``minimumPassShare`` of the stroke, spans at least
    /// ``minimumPassSpan`` of the stroke's width and height, and has a turn at the bottom.
    ///
    /// It does not check that the passes lie over one another, only that a pass spans most of
    /// the stroke: a reversing lead-in or hook makes passes too. A vertex turning 150° or more
    /// (a check narrower than 30°) is a turn back as well, so such a check gone over is cut
    /// into single arms and not taken: the split only adds checks, never refuses one the
    /// whole stroke would be.
    ///
    /// - Parameter stroke: the points in drawing order, y downwards.
    /// - Returns: the passes' arms, the first pass's before the last's; at most two.
    public static func passes(of stroke: [Point]) -> [CheckMarkArms] {
        guard stroke.count >= 3, StrokeGeometry.pathLength(stroke) > 0 else { return [] }
        let points = StrokeGeometry.resample(stroke, count: 48)
        let step = StrokeGeometry.pathLength(points) / Double(points.count - 1)
        let turns = (2...points.count - 3).filter { turnsBack(points, at: $0, step: step) }
        guard let first = turns.first, let last = turns.last else { return [] }
        // Resampled points are evenly spaced along the stroke: a count of steps is a share.
        let least = Int((Double(points.count - 1) * minimumPassShare).rounded(.up))
        let whole = StrokeGeometry.boundingBox(points)
        var passes: [CheckMarkArms] = []
        let candidates = [(Array(points[...first]), first), (Array(points[last...]), points.count - 1 - last)]
        for (pass, steps) in candidates where steps >= least {
            let bounds = StrokeGeometry.boundingBox(pass)
            guard bounds.width >= minimumPassSpan * whole.width, bounds.height >= minimumPassSpan * whole.height,
                  let arms = CheckMarkArms(of: pass) else { continue }
            passes.append(arms)
        }
        return passes
    }

    /// Whether the resampled stroke turns back at `index`. Beside a sharp reversal the two
    /// steps before or after a point can fold back onto it, and the direction of a chord of
    /// nearly no length is noise: chords shorter than a `step` are not looked at.
    private static func turnsBack(_ points: [Point], at index: Int, step: Double) -> Bool {
        let before = points[index - 2], point = points[index], after = points[index + 2]
        guard before.distance(to: point) >= step, point.distance(to: after) >= step else { return false }
        return StrokeGeometry.angleBetweenLines(before, point, point, after) >= turnBack
    }
}
