import GestureKit
import GestureShapes

/// The car browser (CarValet): swipe right for the next car and left for the previous one,
/// wrapping across the table's sections; swipes do nothing while no car is shown (their
/// delegate refuses the touches); an "r" stroke returns home; the yellow taxi can be dragged
/// but never leaves its garage; a three-finger triple tap goes back.
public final class CarBrowserScene: PlaygroundScene {
    public static let identifier = "car-browser"
    public static let title = "Car browser"
    public static let instructions = "Show a car, then swipe left or right; draw an 'r' to go home; drag the taxi; triple-tap with three fingers to go back."

    /// The cars, by section, as the app's table shows them.
    static let sections = [["Red Coupe", "Blue Sedan", "Green Hatchback"], ["Yellow Taxi", "White Van"], ["Black Limousine", "Silver Roadster"]]

    public let window = Window(size: Size(width: 800, height: 600))
    /// The car shown, as (section, row); nil at home.
    public private(set) var current: (section: Int, row: Int)?
    let carView = View(frame: Rect(x: 20, y: 20, width: 760, height: 360))
    let garage = View(frame: Rect(x: 20, y: 400, width: 520, height: 180))
    let taxi = View(frame: Rect(x: 20, y: 40, width: 110, height: 96))
    let showButton: SceneButton
    let swipeLeft = SwipeGestureRecognizer(), swipeRight = SwipeGestureRecognizer()
    let home = ReturnGestureRecognizer()
    let back = TapGestureRecognizer()
    let drag = DragViewGestureRecognizer()
    private let delegate = SceneDelegate()
    private var status = TimedStatus()
    /// Until when the garage is drawn in red: the finger pulled the taxi against its edge.
    private var heldBackUntil = -1.0
    private var dragged: (finger: Point, taxi: Point)?

    public init() {
        showButton = SceneButton("Show cars", frame: Rect(x: 570, y: 430, width: 210, height: 100)) {}
        carView.name = "car"
        garage.name = "garage"
        taxi.name = "taxi"
        window.addSubview(carView)
        window.addSubview(garage)
        garage.addSubview(taxi)
        window.addSubview(showButton)
        showButton.addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in
            current = (0, 0)
            status.show("Showing \(carName)", at: window.currentTime, for: 2)
        }

        swipeRight.direction = .right
        swipeLeft.direction = .left
        for (swipe, name) in [(swipeRight, "swipeRight"), (swipeLeft, "swipeLeft")] {
            swipe.name = name
            swipe.delegate = delegate
            carView.addGestureRecognizer(swipe)
        }
        // No car shown: the swipes never see the touch.
        delegate.receives = { [unowned(unsafe) self] recognizer, _ in
            !(recognizer is SwipeGestureRecognizer) || current != nil
        }
        swipeRight.addAction { [unowned(unsafe) self] _ in move(by: 1) }
        swipeLeft.addAction { [unowned(unsafe) self] _ in move(by: -1) }

        home.name = "returnHome"
        carView.addGestureRecognizer(home)
        home.addAction { [unowned(unsafe) self] _ in
            current = nil
            status.show("Home (drew an 'r')", at: window.currentTime, for: 2)
        }

        back.name = "threeFingerTripleTap"
        back.numberOfTapsRequired = 3
        back.numberOfTouchesRequired = 3
        carView.addGestureRecognizer(back)
        back.addAction { [unowned(unsafe) self] _ in
            current = nil
            status.show("Back (three-finger triple tap)", at: window.currentTime, for: 2)
        }

        drag.name = "dragTaxi"
        taxi.addGestureRecognizer(drag)
        drag.addAction { [unowned(unsafe) self] r in heldBack(r.state) }
    }

    var carName: String {
        guard let current else { return "" }
        return Self.sections[current.section][current.row]
    }

    /// The next car (+1) or the previous one (−1), wrapping across sections.
    func move(by step: Int) {
        guard var (section, row) = current else { return }
        let sections = Self.sections
        if step > 0 {
            row += 1
            if row == sections[section].count { (section, row) = ((section + 1) % sections.count, 0) }
        } else {
            row -= 1
            if row < 0 {
                section = (section - 1 + sections.count) % sections.count
                row = sections[section].count - 1
            }
        }
        current = (section, row)
        status.show((step > 0 ? "Next car: " : "Previous car: ") + carName, at: window.currentTime, for: 2)
    }

    /// The drag refuses a move that would take the taxi out of its garage, and the finger goes
    /// on alone; the garage turns red and the status says why, so the limit is seen.
    private func heldBack(_ state: GestureRecognizer.State) {
        let finger = drag.location(in: garage)
        if state == .changed, let dragged, finger != dragged.finger, taxi.center == dragged.taxi {
            heldBackUntil = window.currentTime + 0.8
            status.show("The taxi stays in its garage", at: window.currentTime, for: 1.5)
        }
        dragged = state == .began || state == .changed ? (finger, taxi.center) : nil
    }

    public func tick(at time: Double) { status.tick(at: time) }

    public func draw() -> Drawing {
        var drawing = Drawing(scene: self)
        drawing.add(carView, fill: current == nil ? "#eeeeee" : "#dde8f7", stroke: "#99a")
        if let current {
            let texts = carTexts
            drawing.add(text: carName, at: texts.name, size: texts.nameSize)
            drawing.add(text: "section \(current.section + 1), row \(current.row + 1)", at: texts.place, size: texts.placeSize, color: "#556")
        } else {
            let empty = emptyText
            drawing.add(text: "No car shown — tap “Show cars”", at: empty.at, size: empty.size, color: "#777")
        }
        let heldBack = window.currentTime < heldBackUntil
        drawing.add(garage, fill: heldBack ? "#f6d5d0" : "#e8e2d0", stroke: heldBack ? "#d22" : "#a98", label: "garage")
        drawing.add(taxi, fill: "#f5c518", stroke: "#333", label: "TAXI")
        drawing.add(showButton, fill: showButton.isHighlighted ? "#3d6fd6" : "#4a7de8", label: showButton.title ?? "")
        drawing.status = status.text
        return drawing
    }
}
