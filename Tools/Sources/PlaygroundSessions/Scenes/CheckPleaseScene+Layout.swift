import GestureKit

extension CheckPleaseScene {
    /// Lays the canvas out over the stage of `size`, with the mode button and the count under it.
    public func layout(for size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        if !isCompact {
            canvas.frame = Rect(x: 0, y: 0, width: 800, height: 500)
            modeButton.frame = Rect(x: 20, y: 504, width: 260, height: 92)
        } else {
            canvas.frame = Rect(x: 0, y: 0, width: size.width, height: size.height - 104)
            modeButton.frame = Rect(x: 12, y: size.height - 98, width: 200, height: 92)
        }
    }

    /// Where the count of check marks goes, and its size: beside the mode button.
    var countText: (at: Point, size: Double) {
        isCompact ? (Point(x: modeButton.frame.maxX + 16, y: window.bounds.height - 44), 16) : (Point(x: 310, y: 560), 18)
    }
}
