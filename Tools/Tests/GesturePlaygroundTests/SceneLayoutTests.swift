import GestureKit
import Testing
@testable import PlaygroundSessions

/// Scenes laid out for the page's viewport (issue 25, point 3): a desktop keeps the 800 × 600
/// stage and today's frames; a phone held upright gets a tall stage as wide as the page, at
/// scale 1, where every view is inside the stage, every target at least 44 points either way
/// and every text at least 12 points and inside the stage's width.
@Suite("Playground: scenes laid out for the viewport")
struct SceneLayoutTests {
    static let scenes = PlaygroundScenes.all.map(\.identifier)
    static let phone = Size(width: 390, height: 844), desktop = Size(width: 1300, height: 820)
    /// The smallest compact stage: 320 × 560 points (a page this narrow draws it at ×0.94).
    static let narrowest = Size(width: 300, height: 700)

    /// What a finger must hit in each scene: shapes by name or label.
    static let targets: [String: [String]] = [
        "car-browser": ["Show cars", "taxi"], "gesture-playground": ["square", "require-to-fail: off"],
        "touch-tracker": [], "odd-one-out": ["card1", "card2", "card3", "card4", "New game"], "check-please": ["mode: improved"],
    ]

    func viewport(_ size: Size) -> String { #"{"type":"viewport","width":\#(size.width),"height":\#(size.height)}"# }

    /// The width of `text` drawn at `size` by the page's system font: about 0.6 em a
    /// character (wide, to be safe).
    func width(of text: Drawing.Text) -> Double { Double(text.text.count) * text.size * 0.6 }

    @Test("The stage for a viewport: the desktop's from 600 points wide; below, as wide as the page and taller than wide")
    func stageSizes() {
        #expect(SceneStage.size(for: Self.desktop) == Size(width: 800, height: 600))
        #expect(SceneStage.size(for: Size(width: 600, height: 400)) == Size(width: 800, height: 600))
        #expect(SceneStage.size(for: Self.phone) == Size(width: 390, height: 620))
        #expect(SceneStage.size(for: Size(width: 599.5, height: 2000)) == Size(width: 599, height: 680))
        #expect(SceneStage.size(for: Size(width: 360, height: 640)) == Size(width: 360, height: 560))
        #expect(SceneStage.size(for: Size(width: 280, height: 653)) == Size(width: 320, height: 560))  // narrower still: the page scales it down
        // The address bar coming and going (56 px) moves the height by a whole step or not at all.
        #expect(SceneStage.size(for: Size(width: 390, height: 844 - 5)) == Size(width: 390, height: 600))
        #expect(SceneStage.size(for: Size(width: 390, height: 844 + 15)) == Size(width: 390, height: 620))
    }

    @Test("Every scene at a phone's, the narrowest and a desktop's size: views inside the stage, targets, text sizes and widths",
          arguments: scenes, [phone, narrowest, desktop])
    func layout(scene identifier: String, viewport size: Size) throws {
        let session = PlaygroundSession(scene: identifier)
        _ = session.handle(Script.frame)  // the first frame, which a new session always sends
        let replies = session.handleAndDraw(viewport(size))
        let stage = SceneStage.size(for: size)
        let scene = session.scene
        #expect(scene.window.bounds.size == stage)
        #expect(replies.count == (stage == SceneStage.desktop ? 0 : 1), "a frame when the stage changes, none when it does not")
        if identifier == CarBrowserScene.identifier {
            // The car's texts too: show one.
            let button = try #require(scene.draw().shapes.first { $0.label == "Show cars" })
            let centre = Self.centre(of: button)
            _ = session.handle(Script.input(0, [(1, "down", centre.x, centre.y)]))
            _ = session.handle(Script.input(50, [(1, "up", centre.x, centre.y)]))
            #expect((scene as! CarBrowserScene).current != nil)
        }
        let drawing = scene.draw()
        #expect(drawing.width == stage.width && drawing.height == stage.height)
        for shape in drawing.shapes {
            for corner in shape.corners {
                #expect((0...stage.width).contains(corner.x) && (0...stage.height).contains(corner.y),
                        "\(identifier) at \(size): \(shape.name) reaches \(corner), outside \(stage)")
            }
        }
        // A finger needs 44 px; the page draws a phone's stage at scale 1 and the desktop's
        // at up to 800 px (below 800 px it scales down, so the desktop's targets are 92 points).
        let minimumTarget = stage == SceneStage.desktop ? 92.0 : 44.0
        for target in Self.targets[identifier] ?? [] {
            let shape = try #require(drawing.shapes.first { $0.name == target || $0.label == target }, "\(identifier): \(target)")
            let (w, h) = Self.extent(of: shape)
            #expect(min(w, h) >= minimumTarget, "\(identifier) at \(size): \(target) is \(w) × \(h)")
        }
        #expect(identifier == TouchTrackerScene.identifier || !drawing.texts.isEmpty)  // the tracker has only its status
        for text in drawing.texts {
            #expect(text.size >= 12, "\(identifier) at \(size): \"\(text.text)\" at \(text.size) points")
            #expect(text.x >= 0 && text.x + width(of: text) <= stage.width && (0...stage.height).contains(text.y),
                    "\(identifier) at \(size): \"\(text.text)\" from \(text.x) is \(width(of: text)) wide in \(stage.width)")
        }
        for shape in drawing.shapes {
            guard let label = shape.label else { continue }
            #expect(Double(label.count) * 18 * 0.6 <= Self.extent(of: shape).0 + 4, "\(identifier) at \(size): \"\(label)\" wider than its shape")
        }
    }

    @Test("On the desktop the frames are today's, exactly")
    func desktopFrames() {
        let car = CarBrowserScene()
        car.layout(for: SceneStage.desktop)
        #expect(car.carView.frame == Rect(x: 20, y: 20, width: 760, height: 360))
        #expect(car.garage.frame == Rect(x: 20, y: 400, width: 520, height: 180))
        #expect(car.showButton.frame == Rect(x: 570, y: 430, width: 210, height: 100))
        #expect(car.taxi.frame == Rect(x: 20, y: 40, width: 110, height: 96))
        let playground = GesturePlaygroundScene()
        playground.layout(for: SceneStage.desktop)
        #expect(playground.square.frame == Rect(x: 300, y: 160, width: 200, height: 200))
        #expect(playground.toggle.frame == Rect(x: 20, y: 504, width: 300, height: 92))
        let odd = OddOneOutScene()
        odd.layout(for: SceneStage.desktop)
        let cards: [Rect] = (0..<4).map { (index: Int) -> Rect in
            Rect(x: 60 + Double(index % 2) * 360, y: 40 + Double(index / 2) * 250, width: 320, height: 210)
        }
        #expect(odd.cards.map(\.frame) == cards)
        #expect(odd.newGame.frame == Rect(x: 300, y: 504, width: 200, height: 92))
        let check = CheckPleaseScene()
        check.layout(for: SceneStage.desktop)
        #expect(check.canvas.frame == Rect(x: 0, y: 0, width: 800, height: 500) && check.modeButton.frame == Rect(x: 20, y: 504, width: 260, height: 92))
    }

    @Test("A finger down while the page is rotated is not cancelled: the views move and the gesture goes on")
    func gesturesSurvive() {
        let session = PlaygroundSession(scene: TouchTrackerScene.identifier)
        _ = session.handle(Script.input(0, [(1, "down", 100, 100)]))
        _ = session.handle(Script.input(16, [(1, "move", 140, 120)]))
        var replies = session.handleAndDraw(viewport(Self.phone))
        #expect(replies.count == 1 && session.pointersDown == 1)
        replies += session.handleAndDraw(Script.input(32, [(1, "move", 200, 200)]))
        replies += session.handleAndDraw(Script.input(48, [(1, "up", 200, 200)]))
        let tracker = session.scene as! TouchTrackerScene
        #expect(tracker.lines.count == 1 && tracker.lines.first?.end == Point(x: 200, y: 200))
        #expect(!replies.contains { $0.contains("cancelled") }, "\(replies)")
    }

    @Test("A scene switched to is laid out for the stage the page last gave; a phone's swipe works")
    func switchedScenes() throws {
        let session = PlaygroundSession(scene: TouchTrackerScene.identifier)
        _ = session.handle(viewport(Self.phone))
        _ = session.handle(Script.scene(CarBrowserScene.identifier))
        let car = session.scene as! CarBrowserScene
        #expect(car.window.bounds.size == Size(width: 390, height: 620))
        let button = Self.centre(of: try #require(car.draw().shapes.first { $0.label == "Show cars" }))
        var messages = Script.tap(1, at: 1000, button.x, button.y)
        let middle = car.carView.frame.center
        messages += Script.stroke(2, from: 1200, through: [(middle.x - 150, middle.y), (middle.x + 150, middle.y)])
        for message in messages { _ = session.handle(message) }
        #expect(car.carName == "Blue Sedan")
        // Back to the desktop: the same views, today's frames.
        _ = session.handle(Script.frame)
        #expect(session.handleAndDraw(viewport(Self.desktop)).count == 1)
        #expect(car.showButton.frame == Rect(x: 570, y: 430, width: 210, height: 100))
    }

    static func extent(of shape: Drawing.Shape) -> (Double, Double) {
        let xs = shape.corners.map(\.x), ys = shape.corners.map(\.y)
        return (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    static func centre(of shape: Drawing.Shape) -> Point {
        Point(x: shape.corners.map(\.x).reduce(0, +) / 4, y: shape.corners.map(\.y).reduce(0, +) / 4)
    }
}
