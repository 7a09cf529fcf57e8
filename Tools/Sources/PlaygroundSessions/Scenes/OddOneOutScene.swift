import GestureKit
import GestureShapes

/// Find the odd one out (MatchItUp): circle the picture that does not belong. The circle
/// recognizer judges the stroke; the fitted circle's centre picks the picture; the stroke
/// and the fit are drawn green (a circle) or red (not one) and cleared a moment later. The
/// "New game" button stays tappable because the recognizer's delegate refuses touches on
/// controls, and the recognizer is disabled between a right answer and the next round.
public final class OddOneOutScene: PlaygroundScene {
    public static let identifier = "odd-one-out"
    public static let title = "Find the odd one out"
    public static let instructions = "Draw a circle around the picture that does not belong; then tap New game."

    /// The rounds: four pictures, the odd one's index.
    static let rounds: [(pictures: [String], odd: Int)] = [
        (["Apple", "Cherry", "Bicycle", "Strawberry"], 2),
        (["Cat", "Dog", "Horse", "Teapot"], 3),
        (["Violin", "Carrot", "Guitar", "Piano"], 1),
        (["Bus", "Boat", "Train", "Banana"], 3),
    ]

    public let window = Window(size: Size(width: 800, height: 600))
    let board = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let cards: [View]
    let newGame: SceneButton
    let circle = CircleGestureRecognizer()
    /// The round being played.
    public private(set) var round = 0
    public private(set) var score = 0
    /// Whether the last circle picked the odd picture.
    public private(set) var solved = false
    /// Whether the last circle picked the odd picture: a wrong one is drawn red.
    private var right = false
    private var status = TimedStatus()
    private var clearAt: Double?
    private let delegate = SceneDelegate()

    public init() {
        board.name = "board"
        window.addSubview(board)
        cards = (0..<4).map { index in
            let card = View(frame: Rect(x: 60 + Double(index % 2) * 360, y: 40 + Double(index / 2) * 250, width: 320, height: 210))
            card.name = "card\(index + 1)"
            card.isUserInteractionEnabled = false  // touches fall through to the board
            return card
        }
        for card in cards { board.addSubview(card) }
        newGame = SceneButton("New game", frame: Rect(x: 300, y: 504, width: 200, height: 92)) {}
        board.addSubview(newGame)
        newGame.addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in
            round = (round + 1) % Self.rounds.count
            (solved, right) = (false, false)
            circle.isEnabled = true
            status.show("New round", at: window.currentTime, for: 1)
        }

        circle.name = "circle"
        circle.delegate = delegate
        delegate.receives = { _, touch in !(touch.view is Control) }
        board.addGestureRecognizer(circle)
        circle.addAction { [unowned(unsafe) self] _ in judge() }
    }

    private func judge() {
        guard let fit = circle.fit else { return }
        let picked = cards.firstIndex { $0.frame.contains(fit.circle.center) }
        if picked == Self.rounds[round].odd {
            score += 1
            solved = true
            right = true
            circle.isEnabled = false  // until the next round
            status.show("Right! \(Self.rounds[round].pictures[picked!]) is the odd one out", at: window.currentTime)
        } else if let picked {
            status.show("\(Self.rounds[round].pictures[picked]) belongs — try again", at: window.currentTime, for: 2)
        } else {
            status.show("Circle one of the pictures", at: window.currentTime, for: 2)
        }
    }

    public func tick(at time: Double) {
        status.tick(at: time)
        // A finished attempt's drawing is cleared 1 s after the finger lifted.
        if !circle.lastStroke.isEmpty, circle.state == .possible, circle.path.isEmpty {
            if clearAt == nil { clearAt = time + 1 }
        } else {
            clearAt = nil
        }
    }

    /// Whether the last attempt is still drawn.
    var showsAttempt: Bool { clearAt.map { window.currentTime < $0 } ?? true }

    public func draw() -> Drawing {
        var drawing = Drawing(scene: self)
        drawing.add(board, fill: "#fbfaf6")
        for (index, card) in cards.enumerated() {
            let highlight = solved && index == Self.rounds[round].odd
            drawing.add(card, fill: highlight ? "#cfeed6" : "#e3e9f3", stroke: "#889", label: Self.rounds[round].pictures[index])
        }
        drawing.add(newGame, fill: "#4a7de8", label: newGame.title ?? "")
        let score = scoreText
        drawing.add(text: "score \(self.score) · round \(round + 1)", at: score.at, size: score.size)
        if !circle.path.isEmpty {
            drawing.add(path: circle.path, color: "#444", width: 4)
        } else if showsAttempt, !circle.lastStroke.isEmpty {
            let color = circle.isCircle && right ? "#1a9c3a" : "#d22"
            drawing.add(path: circle.lastStroke, color: color, width: 4)
            if let fit = circle.fit { drawing.add(circle: fit.circle, color: color) }
        }
        drawing.status = status.text
        return drawing
    }
}
