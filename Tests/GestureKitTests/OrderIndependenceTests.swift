import Testing
@testable import GestureKit

@Suite("Attach order does not matter (A9)")
struct OrderIndependenceTests {
    /// Runs `taps` quick taps through single/double/triple taps attached in `order` and
    /// returns each action with its time.
    private func run(order: [Int], taps: Int) throws -> [String] {
        let window = Window(size: Size(width: 200, height: 200))
        let recognizers = [CountingTap("single", taps: 1), CountingTap("double", taps: 2), CountingTap("triple", taps: 3)]
        recognizers[0].require(toFail: recognizers[1])
        recognizers[0].require(toFail: recognizers[2])
        recognizers[1].require(toFail: recognizers[2])
        var actions: [String] = []
        for index in order {
            let r = recognizers[index]
            r.addAction { r in actions.append("\(r.displayName)@\(DecisionRecord.format(window.currentTime))") }
            window.addGestureRecognizer(r)
        }
        for tap in 0..<taps { try window.tap(at: Double(tap) * 0.2, x: 100, y: 100) }
        window.advance(to: 10)
        return actions
    }

    static let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]

    @Test("A9: single/double/triple taps with failure requirements", arguments: orders)
    func taps(order: [Int]) throws {
        #expect(try run(order: order, taps: 1) == ["single@0.400"])  // the lift at 0.05 + the 0.35 s interval
        #expect(try run(order: order, taps: 2) == ["double@0.600"])  // the second lift at 0.25 + 0.35
        #expect(try run(order: order, taps: 3) == ["triple@0.450"])  // recognized at the third lift
    }

    @Test("A9: two simultaneous continuous recognizers (pinch + rotation) begin together in either order",
          arguments: [true, false])
    func simultaneous(pinchFirst: Bool) throws {
        let scene = Scene()
        let pinch = CueRecognizer("pinch", .continuous), rotation = CueRecognizer("rotation", .continuous)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { a, b in Set([a.displayName, b.displayName]) == ["pinch", "rotation"] }
        pinch.delegate = delegate
        for r in pinchFirst ? [pinch, rotation] : [rotation, pinch] { scene.box.addGestureRecognizer(r) }
        try scene.window.send(0, down(1, 120, 120), down(2, 180, 180))
        try scene.window.send(0.1, move(1, 110, 110), move(2, 190, 190))
        try scene.window.send(0.2, up(1, 110, 110), up(2, 190, 190))
        #expect(pinch.actions == [.began, .ended] && rotation.actions == [.began, .ended])
    }
}
