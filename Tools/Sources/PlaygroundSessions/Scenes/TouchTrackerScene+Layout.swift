import GestureKit

extension TouchTrackerScene {
    /// Lays the canvas out over the whole stage of `size`. Lines keep their points: on a
    /// smaller stage a line drawn beyond it stays there until cleared, as on a rotated phone.
    public func layout(for size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        canvas.frame = Rect(origin: .zero, size: size)
    }

    /// Where the Delete menu goes for a tap at `point`: above it, inside the canvas.
    func menuFrame(at point: Point) -> Rect {
        let width = 120.0, height = 92.0
        return Rect(x: Swift.min(Swift.max(0, point.x - width / 2), canvas.bounds.width - width),
                    y: Swift.max(0, point.y - height - 18), width: width, height: height)
    }
}
