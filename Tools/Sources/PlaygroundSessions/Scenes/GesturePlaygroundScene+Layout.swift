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

    /// The tap counts across the stage's top: one line on the desktop, two on a compact stage
    /// (one line would be too wide for a 320-point stage at 12 points).
    func addCounts(to drawing: inout Drawing) {
        let taps = "single taps \(singleTaps) · double taps \(doubleTaps)", clicks = "right-clicks \(rightClicks)"
        if isCompact {
            drawing.add(text: taps, at: Point(x: 10, y: 26), size: 14)
            drawing.add(text: clicks, at: Point(x: 10, y: 46), size: 14)
        } else {
            drawing.add(text: taps + " · " + clicks, at: Point(x: 20, y: 40), size: 18)
        }
    }
}
