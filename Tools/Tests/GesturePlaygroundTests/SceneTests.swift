import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// Each sample app, driven by scripted pointer messages through the engine's C ABI, as the
/// page drives its WebAssembly module.
@Suite("Playground scenes through the page's engine", .timeLimit(.minutes(1)))
struct SceneTests {
    @Test("Car browser: swipes do nothing until a car is shown; then right = next car, wrapping across sections")
    func carBrowser() async throws {
        var messages = [Script.hello]
        messages += Script.stroke(1, from: 0, through: [(100, 200), (400, 210)])  // no car yet: the delegate refuses it
        messages += Script.tap(2, at: 1000, 670, 525)  // Show cars → Red Coupe (section 1, row 1)
        messages += Script.stroke(3, from: 2000, through: [(100, 200), (400, 210)])  // right → Blue Sedan
        var conversation = try await converse(messages)
        #expect(conversation.errors.isEmpty)
        #expect(conversation.texts.contains("Blue Sedan") && conversation.status == "Next car: Blue Sedan")
        #expect(!conversation.log.contains { $0.contains("swipeRight: possible → ended") && $0.hasPrefix("0.") })
        // Left twice from the first car wraps to the last car of the last section.
        messages = [Script.hello] + Script.tap(1, at: 0, 670, 525)
        messages += Script.stroke(2, from: 1000, through: [(400, 200), (100, 210)])
        conversation = try await converse(messages)
        #expect(conversation.texts.contains("Silver Roadster"))
    }

    @Test("Car browser: an 'r' stroke goes home; the taxi never leaves its garage")
    func carBrowserHomeAndTaxi() async throws {
        var messages = [Script.hello] + Script.tap(1, at: 0, 670, 525)
        // The 'r', one sample per message: down 40, up, right in steps of 8 with little vertical movement.
        var t = 1000.0
        messages.append(Script.input(t, [(2, "down", 300, 150)]))
        for (x, y) in [(300.0, 170.0), (300, 190), (300, 175), (308, 168), (316, 166), (324, 165)] {
            t += 17
            messages.append(Script.input(t, [(2, "move", x, y)]))
        }
        messages.append(Script.input(t + 17, [(2, "up", 324, 165)]))
        // Drag the taxi along the garage and past its end, then down and out: it stays inside.
        // (A move that would take it out is refused whole, as in the source material.)
        messages += Script.stroke(3, from: 3000, through: [(85, 528), (700, 528), (700, 700)], legDuration: 400)
        let conversation = try await converse(messages)
        #expect(conversation.errors.isEmpty)
        #expect(conversation.texts.contains("No car shown — tap “Show cars”"))
        #expect(conversation.log.contains { $0.contains("returnHome: possible → ended") })
        let taxi = try #require(conversation.corners(of: "taxi"))
        #expect(taxi.allSatisfy { $0[0] >= 20 && $0[0] <= 540 && $0[1] >= 400 && $0[1] <= 580 })
        #expect(taxi.map { $0[0] }.max()! > 500)  // it did travel
        // The limit is seen: the garage turns red and the status says why.
        #expect(conversation.status == "The taxi stays in its garage")
        #expect((conversation.drawing["shapes"] as? [[String: Any]])?.first { $0["name"] as? String == "garage" }?["stroke"] as? String == "#d22")
    }

    @Test("Car browser: a three-finger triple tap goes back; two fingers or two taps do not")
    func carBrowserBack() async throws {
        func taps(_ count: Int, fingers: Int, from start: Double, firstID: Int) -> [String] {
            (0..<count).flatMap { tap -> [String] in
                let t = start + Double(tap) * 150
                let ids = (0..<fingers).map { firstID + tap * fingers + $0 }
                return [Script.input(t, ids.enumerated().map { ($0.element, "down", 300 + 40 * Double($0.offset), 200) }),
                        Script.input(t + 50, ids.enumerated().map { ($0.element, "up", 300 + 40 * Double($0.offset), 200) })]
            }
        }
        let shown = [Script.hello] + Script.tap(1, at: 0, 670, 525)
        var conversation = try await converse(shown + taps(3, fingers: 3, from: 1000, firstID: 10) + Script.ticks(from: 1500, to: 1800))
        #expect(conversation.status == "Back (three-finger triple tap)")
        #expect(conversation.texts.contains("No car shown — tap “Show cars”"))
        for (count, fingers) in [(3, 2), (2, 3)] {
            conversation = try await converse(shown + taps(count, fingers: fingers, from: 1000, firstID: 10) + Script.ticks(from: 1500, to: 2500))
            #expect(conversation.texts.contains("Red Coupe"), "\(count) taps with \(fingers) fingers")
        }
    }

    @Test("Gesture playground: both taps fire until require-to-fail is on; a pinch anywhere scales the square")
    func gesturePlayground() async throws {
        var messages = [Script.scene("gesture-playground")]
        messages += Script.tap(1, at: 0, 400, 260) + Script.tap(2, at: 200, 400, 260) + Script.ticks(from: 300, to: 1000)
        messages += Script.tap(3, at: 1500, 150, 560)  // the toggle
        messages += Script.tap(4, at: 2500, 400, 260) + Script.tap(5, at: 2700, 400, 260) + Script.ticks(from: 2800, to: 3500)
        // A pinch in the stage, away from the square: 100 → 150 pt apart (×1.5).
        messages += pinch(ids: (6, 7), at: 4000, from: 50, to: 75)
        var conversation = try await converse(messages)
        #expect(conversation.errors.isEmpty)
        // Off: the first double tap also fired the single tap, once per tap; on: only the double tap.
        #expect(conversation.texts.contains("single taps 2 · double taps 2 · right-clicks 0"))
        #expect(abs(try squareWidth(conversation) - 300) < 1)  // 200 pt × 1.5

        // Another ×1.5 would make 450 pt; the square stops at 1.8 (360 pt) so it stays on the stage.
        messages += pinch(ids: (8, 9), at: 5000, from: 50, to: 75)
        conversation = try await converse(messages)
        #expect(abs(try squareWidth(conversation) - 360) < 1)
    }

    /// Two fingers on the stage's lower left, spreading symmetrically from `from` to `to` pt each side.
    private func pinch(ids: (Int, Int), at start: Double, from: Double, to: Double) -> [String] {
        var messages = [Script.input(start, [(ids.0, "down", 150 - from, 450), (ids.1, "down", 150 + from, 450)])]
        for step in 1...10 {
            let spread = from + (to - from) * Double(step) / 10
            messages.append(Script.input(start + Double(step) * 17, [(ids.0, "move", 150 - spread, 450), (ids.1, "move", 150 + spread, 450)]))
        }
        messages.append(Script.input(start + 200, [(ids.0, "up", 150 - to, 450), (ids.1, "up", 150 + to, 450)]))
        return messages
    }

    private func squareWidth(_ conversation: Conversation) throws -> Double {
        let square = try #require(conversation.corners(of: "square"))
        return hypot(square[1][0] - square[0][0], square[1][1] - square[0][1])
    }

    @Test("Touch tracker: a drawn line, moved by long press + pan, then cleared by a double tap")
    func touchTracker() async throws {
        var messages = [Script.scene("touch-tracker")]
        messages += Script.stroke(1, from: 0, through: [(100, 100), (300, 100)], legDuration: 300)
        // Long press on the line, then drag it down 150.
        messages.append(Script.input(1000, [(2, "down", 200, 102)]))
        messages += Script.ticks(from: 1050, to: 1600)
        var t = 1600.0
        for step in 1...15 {
            t += 17
            messages.append(Script.input(t, [(2, "move", 200, 102 + Double(step) * 10)]))
        }
        messages.append(Script.input(t + 17, [(2, "up", 200, 252)]))
        var conversation = try await converse(messages)
        #expect(conversation.errors.isEmpty)
        // The line starts where the double tap released the touch to the canvas (it failed once
        // the finger had moved 45 pt: delaysTouchesBegan), and ends at x = 300; it moved down 150.
        let line = try #require(conversation.paths.first)
        #expect(abs(line[0][1] - 250) < 1 && abs(line[1][1] - 250) < 1 && abs(line[1][0] - 300) < 1)
        #expect(line[0][0] > 100 && line[0][0] < 160)
        #expect(conversation.log.contains { $0.contains("longPress: possible → began") })
        // A double tap clears, and leaves no dot (delaysTouchesBegan).
        messages += Script.tap(3, at: 3000, 500, 400) + Script.tap(4, at: 3200, 502, 400) + Script.ticks(from: 3300, to: 3700)
        conversation = try await converse(messages)
        #expect(conversation.paths.isEmpty && conversation.status == "0 lines")
    }

    @Test("Touch tracker: a tap selects the line within 20 points and Delete removes it")
    func touchTrackerDelete() async throws {
        var messages = [Script.scene("touch-tracker")]
        messages += Script.stroke(1, from: 0, through: [(100, 100), (300, 100)], legDuration: 300)
        messages += Script.tap(2, at: 1000, 200, 118) + Script.ticks(from: 1100, to: 1500)  // 18 pt away: selected
        var conversation = try await converse(messages)
        #expect(conversation.status == "line 1 selected")
        let menu = try #require(conversation.corners(of: "Delete"))
        // The button's touch is held while the double tap might still happen (delaysTouchesBegan),
        // and delivered when its interval runs out.
        messages += Script.tap(3, at: 2000, (menu[0][0] + menu[2][0]) / 2, (menu[0][1] + menu[2][1]) / 2)
        messages += Script.ticks(from: 2100, to: 2500)
        conversation = try await converse(messages)
        #expect(conversation.status == "0 lines")
    }

    /// Round 1's odd picture is the bicycle, the third card (60, 290, 320 × 210).
    @Test("Find the odd one out: a circle around the odd picture scores; a circle elsewhere does not; a line is no circle")
    func oddOneOut() async throws {
        func circle(_ id: Int, at t: Double, around c: (Double, Double), radius: Double) -> [String] {
            let points = (0...24).map { i -> (Double, Double) in
                let a = Double(i) / 24 * 2 * Double.pi
                return (c.0 + radius * cos(a), c.1 + radius * sin(a))
            }
            return Script.stroke(id, from: t, through: points, legDuration: 20)
        }
        var conversation = try await converse([Script.scene("odd-one-out")] + circle(1, at: 0, around: (220, 395), radius: 90))
        #expect(conversation.status.hasPrefix("Right! Bicycle"))
        #expect(conversation.circles.first?["color"] as? String == "#1a9c3a")
        conversation = try await converse([Script.scene("odd-one-out")] + circle(1, at: 0, around: (220, 145), radius: 90))
        #expect(conversation.status == "Apple belongs — try again")
        #expect(conversation.circles.first?["color"] as? String == "#d22")  // a wrong answer looks wrong
        conversation = try await converse([Script.scene("odd-one-out")] + Script.stroke(1, from: 0, through: [(100, 100), (500, 120)]))
        #expect(conversation.log.contains { $0.contains("circle: failed") })
        #expect((conversation.drawing["paths"] as? [[String: Any]])?.first?["color"] as? String == "#d22")
    }

    @Test("Check please: a check mark shows Checkmark for 1.6 s; a rectangle is a check only to the seed algorithm")
    func checkPlease() async throws {
        let check = Script.stroke(1, from: 0, through: [(300, 250), (340, 300), (450, 150)])
        var conversation = try await converse([Script.scene("check-please")] + check + Script.ticks(from: 300, to: 1700))
        #expect(conversation.status == "Checkmark" && conversation.texts.contains("checks 1"))
        conversation = try await converse([Script.scene("check-please")] + check + Script.ticks(from: 300, to: 2000))
        #expect(conversation.status.isEmpty)  // the message has gone

        // The seed fires on any sharp corner after 10 pt, so a rectangle is a "check" to it (docs/Accuracy.md).
        let rectangle = [(200.0, 100.0), (500, 100), (500, 400), (200, 400), (200, 110)]
        var messages = [Script.scene("check-please")] + Script.stroke(2, from: 0, through: rectangle, legDuration: 200)
        conversation = try await converse(messages)
        #expect(conversation.texts.contains("checks 0") && conversation.labels.contains("mode: improved"))
        messages += Script.tap(3, at: 2000, 130, 560)  // the mode button
        messages += Script.stroke(4, from: 3000, through: rectangle, legDuration: 200)
        conversation = try await converse(messages)
        #expect(conversation.labels.contains("mode: seed") && conversation.texts.contains("checks 1"))
    }
}
