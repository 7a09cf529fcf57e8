import GestureKit

extension CarBrowserScene {
    /// Lays the car, the garage and "Show cars" out for a stage of `size`: side by side under
    /// the car on a desktop's 800 × 600, stacked on a phone's narrow stage. The taxi keeps its
    /// place in the garage, moved in if the garage got smaller.
    public func layout(for size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        if !isCompact {
            carView.frame = Rect(x: 20, y: 20, width: 760, height: 360)
            garage.frame = Rect(x: 20, y: 400, width: 520, height: 180)
            showButton.frame = Rect(x: 570, y: 430, width: 210, height: 100)
        } else {
            let margin = 12.0, width = size.width - 2 * margin
            garage.frame = Rect(x: margin, y: size.height - 2 * margin - 92 - 170, width: width, height: 170)
            carView.frame = Rect(x: margin, y: margin, width: width, height: garage.frame.minY - 2 * margin)
            let button = Swift.min(width, 240)
            showButton.frame = Rect(x: (size.width - button) / 2, y: size.height - margin - 92, width: button, height: 92)
        }
        let room = garage.bounds, taxiSize = taxi.bounds.size
        taxi.center = Point(x: Swift.min(Swift.max(taxi.center.x, taxiSize.width / 2), room.width - taxiSize.width / 2),
                            y: Swift.min(Swift.max(taxi.center.y, taxiSize.height / 2), room.height - taxiSize.height / 2))
    }

    /// Where the car's texts go, and their sizes: the name, then its place in the table.
    var carTexts: (name: Point, nameSize: Double, place: Point, placeSize: Double) {
        guard isCompact else { return (Point(x: 300, y: 200), 36, Point(x: 300, y: 250), 18) }
        let left = carView.frame.minX + 16, middle = carView.frame.midY
        return (Point(x: left, y: middle - 6), 28, Point(x: left, y: middle + 24), 16)
    }

    /// Where "No car shown" goes, and its size.
    var emptyText: (at: Point, size: Double) {
        isCompact ? (Point(x: carView.frame.minX + 16, y: carView.frame.midY), 17) : (Point(x: 180, y: 210), 22)
    }
}
