import GestureKit

extension OddOneOutScene {
    /// Lays the four pictures out two by two over the stage of `size`, with "New game" and
    /// the score under them.
    public func layout(for size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        board.frame = Rect(origin: .zero, size: size)
        if !isCompact {
            for (index, card) in cards.enumerated() {
                card.frame = Rect(x: 60 + Double(index % 2) * 360, y: 40 + Double(index / 2) * 250, width: 320, height: 210)
            }
            newGame.frame = Rect(x: 300, y: 504, width: 200, height: 92)
        } else {
            let margin = 12.0
            let width = (size.width - 3 * margin) / 2, height = (size.height - 104 - 3 * margin) / 2
            for (index, card) in cards.enumerated() {
                card.frame = Rect(x: margin + Double(index % 2) * (width + margin), y: margin + Double(index / 2) * (height + margin),
                                  width: width, height: height)
            }
            newGame.frame = Rect(x: size.width - margin - 180, y: size.height - 98, width: 180, height: 92)
        }
    }

    /// Where the score goes, and its size.
    var scoreText: (at: Point, size: Double) {
        isCompact ? (Point(x: 12, y: window.bounds.height - 44), 16) : (Point(x: 20, y: 575), 18)
    }
}
