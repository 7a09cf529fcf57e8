import GestureKit

extension GesturePlaygroundScene {
    /// Lays the stage and the toggle out for a stage of `size`, the toggle under the stage;
    /// the square goes back to the stage's centre, keeping its scale and rotation.
    public func layout(for size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        if !isCompact {
            stage.frame = Rect(x: 0, y: 0, width: 800, height: 500)
            toggle.frame = Rect(x: 20, y: 504, width: 300, height: 92)
            square.center = Point(x: 400, y: 260)
        } else {
            stage.frame = Rect(x: 0, y: 0, width: size.width, height: size.height - 104)
            toggle.frame = Rect(x: 12, y: size.height - 98, width: Swift.min(300, size.width - 24), height: 92)
            square.center = Point(x: size.width / 2, y: stage.frame.midY + 10)
        }
    }

    /// Where the tap counts go, and their size (one line across the stage's top).
    var countsText: (at: Point, size: Double) { isCompact ? (Point(x: 10, y: 30), 13) : (Point(x: 20, y: 40), 18) }
}
