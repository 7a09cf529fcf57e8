/// Which way a recording's y coordinate runs, so that gestures logged by an app whose y runs
/// up are not read upside down.
///
/// ```swift
/// let logged = LabelledGesture(label: "check", subject: "1", strokes: [[
///     StrokePoint(x: 0, y: 20, time: nil), StrokePoint(x: 10, y: 0, time: nil), StrokePoint(x: 40, y: 60, time: nil),
/// ]])
/// let upright = logged.turnedUpright(from: .upward)
/// assert(upright.strokes[0].map(\.location.y) == [40, 60, 0])
/// ```
///
/// GestureKit's coordinates are a screen's, as UIKit's: y grows downward from the top. So do
/// the $1 logs and the web's canvas. Apps drawing with pyglet or OpenGL, and AppKit views that
/// are not flipped, count y *upward* from the bottom, and a log of theirs read as it is holds
/// every gesture upside down: its checks are hats, its question marks hooks. Nothing in such a
/// file says so, and a template matcher cannot tell a y-up check from a y-down caret, so the
/// reader is told, per collection (``Dataset/init(contentsOf:yAxis:)``).
///
/// A gesture is turned upright within its own bounds (``LabelledGesture/turnedUpright(from:)``)
/// rather than within the window it was drawn in, whose height the log does not give: it keeps
/// its place and size, which every matcher and detector ignores or reads alike.
public enum YAxis: String, Sendable, CaseIterable {
    /// y grows downward, from the top: GestureKit's own, UIKit's, the $1 logs'.
    case downward
    /// y grows upward, from the bottom: pyglet's, OpenGL's, an unflipped AppKit view's.
    case upward
}

extension LabelledGesture {
    /// The gesture in GestureKit's coordinates (y downward), recorded with y running as `axis`
    /// says: unchanged for ``YAxis/downward``; for ``YAxis/upward`` mirrored top to bottom
    /// within the bounds of all its strokes, each sample keeping its time.
    ///
    /// - Parameter axis: which way y ran where the gesture was recorded.
    /// - Returns: the gesture as drawn on a screen whose y runs downward.
    public func turnedUpright(from axis: YAxis) -> LabelledGesture {
        guard axis == .upward else { return self }
        let ys = strokes.lazy.flatMap { $0 }.map(\.location.y)
        guard let top = ys.min(), let bottom = ys.max() else { return self }
        var upright = self
        upright.strokes = strokes.map { stroke in
            stroke.map { StrokePoint(x: $0.location.x, y: top + bottom - $0.location.y, time: $0.time) }
        }
        return upright
    }
}
