import GestureKit
import GestureKitTesting
import Testing
@testable import GestureShapes

@Suite("Template recognition")
struct TemplateTests {
    let triangle = [Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
    let line = [Point(x: 0, y: 0), Point(x: 100, y: 0)]
    let zigzag = [Point(x: 0, y: 0), Point(x: 30, y: 60), Point(x: 60, y: 0), Point(x: 90, y: 60)]

    @Test("Protractor: identical strokes score 1; rotation and scale do not matter when orientation-invariant")
    func protractor() throws {
        var p = ProtractorRecognizer()
        p.addTemplate("triangle", points: triangle)
        p.addTemplate("zigzag", points: zigzag)
        let same = try #require(p.recognize(triangle))
        #expect(same.name == "triangle" && abs(same.score - 1) < 1e-9 && same.distance < 1e-4)
        let turned = StrokeGeometry.rotate(triangle.map { $0 * 2.5 }, by: 0.7, about: Point(x: 40, y: 40))
        let match = try #require(p.recognize(turned))
        #expect(match.name == "triangle" && match.score > 0.999)
        #expect(ProtractorRecognizer().recognize(triangle) == nil)  // no templates
        #expect(p.vector(for: triangle).count == 32)
        let norm = p.vector(for: triangle).reduce(0) { $0 + $1 * $1 }
        #expect(abs(norm - 1) < 1e-12)
    }

    @Test("Protractor, orientation-sensitive: a left stroke is not a right stroke")
    func orientationSensitive() throws {
        var p = ProtractorRecognizer(orientationSensitive: true)
        p.addTemplate("right", points: line)
        p.addTemplate("left", points: line.reversed())
        #expect(p.recognize([Point(x: 10, y: 5), Point(x: 90, y: 8)])?.name == "right")
        #expect(p.recognize([Point(x: 90, y: 5), Point(x: 10, y: 8)])?.name == "left")
    }

    @Test("$P and $Q: stroke order and direction do not matter")
    func pointClouds() throws {
        let x = GestureSample(strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]])
        let xOtherWay = GestureSample(strokes: [[Point(x: 0, y: 100), Point(x: 100, y: 0)], [Point(x: 100, y: 100), Point(x: 0, y: 0)]])
        let plus = GestureSample(strokes: [[Point(x: 50, y: 0), Point(x: 50, y: 100)], [Point(x: 0, y: 50), Point(x: 100, y: 50)]])
        var p = PointCloudRecognizer(), q = QRecognizer()
        for (name, sample) in [("x", x), ("plus", plus)] {
            p.addTemplate(name, sample: sample)
            q.addTemplate(name, sample: sample)
        }
        #expect(p.recognize(xOtherWay)?.name == "x" && q.recognize(xOtherWay)?.name == "x")
        #expect(p.recognize(plus)?.distance == 0 && q.recognize(plus)?.score == 1)
    }

    // $Q's exactness against an exhaustive search is measured on real gestures, near ties
    // included: QExactnessTests in RealDataTests.swift.

    @Test("$Q's lookup table: at most each cell centre's distance to the nearest point, and within four 32nds of a cell of it (tiled and row by row)",
          arguments: [64, 30])
    func reachTable(size: Int) {
        var random = LCG(seed: 3)
        let layout = QRecognizer.CellLayout(size: size)
        for _ in 0..<10 {
            let cloud = PointCloud(GestureSample(points: (0..<12).map { _ in Point(x: Double.random(in: 0...300, using: &random), y: Double.random(in: 0...300, using: &random)) }),
                                   count: 32)
            let table = QRecognizer.Template.reachTable(cloud.points, size: size)
            let cell = 2.0 / Double(size - 1)
            for y in 0..<size {
                for x in 0..<size {
                    let cx = Double(x) * cell - 1, cy = Double(y) * cell - 1
                    let nearest = cloud.points.map { (($0.x - cx) * ($0.x - cx) + ($0.y - cy) * ($0.y - cy)).squareRoot() }.min()!
                    let stored = Double(table[layout.number(x: x, y: y)]) * (cell / QRecognizer.Template.reachSteps)
                    #expect(stored <= nearest, "cell \(x),\(y)")
                    #expect(table[layout.number(x: x, y: y)] == 255 || nearest - stored < 4 * cell / QRecognizer.Template.reachSteps, "cell \(x),\(y)")
                }
            }
        }
    }

    @Test("A table's cells: every cell has a place of its own; by 8 × 8 tiles when the side is a multiple of 8, row by row otherwise",
          arguments: [64, 8, 16, 30, 7])
    func cellLayout(size: Int) {
        let layout = QRecognizer.CellLayout(size: size)
        var places = Set<Int>()
        for y in 0..<size {
            for x in 0..<size {
                let place = layout.number(x: x, y: y)
                #expect((0..<(size * size)).contains(place), "cell \(x),\(y)")
                places.insert(place)
                if size % 8 == 0 {
                    // A tile's 64 entries are one aligned run of 64 places, row by row within.
                    #expect(place / 64 == (y / 8) * (size / 8) + x / 8 && place % 64 == (y % 8) * 8 + x % 8, "cell \(x),\(y)")
                } else {
                    #expect(place == y * size + x, "cell \(x),\(y)")
                }
            }
        }
        #expect(places.count == size * size)
    }

    @Test("$Q's bounds without the candidate's table: scanning a cloud's cells gives the squared grid distances to the nearest cell")
    func scannedGridDistances() {
        var random = LCG(seed: 11)
        for _ in 0..<20 {
            let clouds = (0..<2).map { _ in
                PointCloud(GestureSample(points: (0..<12).map { _ in Point(x: Double.random(in: 0...300, using: &random), y: Double.random(in: 0...300, using: &random)) }),
                           count: 32)
            }
            let a = QRecognizer.Template(clouds[0], gridSize: 64)
            let bare = QRecognizer.Template(clouds[1], gridSize: 64, withLookup: false)
            #expect(bare.reach.isEmpty && !a.reach.isEmpty)
            var scratch = QRecognizer.Scratch(pointCount: 32, templateCount: 1)
            QRecognizer.scannedGridDistances(a, toNearestOf: bare, into: &scratch)
            let brute = a.gridX.indices.map { i in
                bare.gridX.indices.map { j in Float((a.gridX[i] - bare.gridX[j]) * (a.gridX[i] - bare.gridX[j]) + (a.gridY[i] - bare.gridY[j]) * (a.gridY[i] - bare.gridY[j])) }
                    .min()!
            }
            #expect(brute == scratch.squaredGrid)
        }
    }

    @Test("$Q's templates: copies share one storage; the list keeps each name and cloud in the order learned")
    func templateStorage() {
        let line: [Point] = (0..<20).map { Point(x: Double($0) * 5, y: Double($0) * 2) }
        let across: [Point] = (0..<10).map { Point(x: Double($0) * 5, y: 0) }
        let down: [Point] = (0..<10).map { Point(x: 45, y: Double($0) * 5) }
        let falling: [Point] = (0..<20).map { Point(x: Double($0) * 3, y: 60 - Double($0) * 2) }
        let shapes: [(String, [Point])] = [("line", line), ("corner", across + down), ("line", falling)]
        var recognizer = QRecognizer()
        for (name, points) in shapes { recognizer.addTemplate(name, sample: GestureSample(points: points)) }
        let listed = recognizer.templates
        #expect(listed.map(\.name) == ["line", "corner", "line"])
        #expect(listed.map(\.template.cloud) == shapes.map { PointCloud(GestureSample(points: $0.1), count: 32) })
        // A copy counts one reference: the searches pass templates by value.
        let copy = recognizer.stored[1]
        #expect(copy.storage === recognizer.stored[1].storage && copy.storage !== recognizer.stored[0].storage)
        #expect(copy.reach.count == 64 * 64 && copy.cells.count == 32 && copy.roundingError.count == 32)
    }

    @Test("TemplateGestureRecognizer: learns from examples, exposes the match, honours the minimum score")
    func recognizer() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let shapes = TemplateGestureRecognizer(matcher: .protractor(ProtractorRecognizer()), minimumScore: 0.9)
        shapes.name = "shapes"
        shapes.addTemplate("triangle", sample: GestureSample(points: triangle))
        shapes.addTemplate("zigzag", sample: GestureSample(points: zigzag))
        window.addGestureRecognizer(shapes)
        var matched: [String] = []
        shapes.addAction { r in matched.append((r as! TemplateGestureRecognizer).matchedName ?? "?") }
        let probe = GestureProbe(window: window, watching: [shapes])
        let script = TouchScript()
        script.finger(1).down(at: 100, 300).path([(150, 200), (200, 300), (100, 300)], each: 0.1).lift()
        try window.play(script)
        #expect(matched == ["triangle"] && shapes.lastMatch?.name == "triangle")
        let scribble = TouchScript()
        scribble.finger(2).down(at: 100, 100).path([(300, 120), (110, 300), (290, 280), (100, 130)], each: 0.05).lift()
        try window.play(scribble)
        #expect(matched == ["triangle"])
        // The reason says by how much; the shape drawn is kept, as matched, to learn it.
        let score = try #require(shapes.lastMatch?.score)
        let reason = try #require(probe.failureReason(of: "shapes").map { "\($0)" })
        #expect(reason.contains("scored 0.") && reason.contains(", below the minimum 0.900") && score < 0.9)
        #expect(shapes.lastSample?.strokes.first?.first == Point(x: 100, y: 100) && shapes.lastSample?.strokes.first?.last == Point(x: 100, y: 130))
        shapes.addTemplate("scribble", sample: try #require(shapes.lastSample))
        try window.play(scribble)
        #expect(matched == ["triangle", "scribble"])
    }

    @Test("minimumScore: set, it holds; NaN (which no score reaches) goes back to the matcher's calibrated threshold")
    func minimumScoreNaN() {
        let shapes = TemplateGestureRecognizer(matcher: .protractor(ProtractorRecognizer()))
        #expect(shapes.minimumScore == ProtractorRecognizer.calibratedMinimumScore)
        shapes.minimumScore = 0.5
        #expect(shapes.minimumScore == 0.5)
        shapes.minimumScore = .nan
        #expect(shapes.minimumScore == ProtractorRecognizer.calibratedMinimumScore)
        #expect(TemplateGestureRecognizer(matcher: .protractor(ProtractorRecognizer()), minimumScore: .nan).minimumScore
                == ProtractorRecognizer.calibratedMinimumScore)
    }

    @Test("Protractor, oriented: a half turn is told apart and scores 0, not below; a quarter turn is not told apart (Li's alignment)")
    func orientedProtractor() throws {
        let right = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 80, y: -15)]
        let left = right.map { Point(x: -$0.x, y: -$0.y) }
        let down = right.map { Point(x: -$0.y, y: $0.x) }
        var matcher = ProtractorRecognizer(orientationSensitive: true)
        matcher.addTemplate("right", points: right)
        let opposite = try #require(matcher.recognize(left))
        #expect(opposite.score == 0 && opposite.distance > 3)  // a cosine of -1: the angle left is π
        #expect(try #require(matcher.recognize(down)).score > 0.99)  // documented: up to a quarter turn is aligned
        matcher.addTemplate("left", points: left)
        #expect(matcher.recognize(left)?.name == "left" && matcher.recognize(right)?.name == "right")
    }

    @Test("TemplateGestureRecognizer with a custom matcher (Jackknife + $Q combined) learns and recognizes through the protocol")
    func customMatcher() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let shapes = TemplateGestureRecognizer(matcher: .custom(CombinedMatcher.jackknifeAndQ()), minimumScore: 0.5)
        shapes.addTemplate("triangle", sample: GestureSample(points: triangle))
        shapes.addTemplate("zigzag", sample: GestureSample(points: zigzag))
        window.addGestureRecognizer(shapes)
        var matched: [String] = []
        shapes.addAction { r in matched.append((r as! TemplateGestureRecognizer).matchedName ?? "?") }
        let script = TouchScript()
        script.finger(1).down(at: 100, 300).path([(150, 200), (200, 300), (100, 300)], each: 0.1).lift()
        try window.play(script)
        #expect(matched == ["triangle"])
        #expect(shapes.lastMatch.map { $0.score > 0.5 && $0.score <= 1 } == true)
    }

    @Test("TemplateGestureRecognizer with $Q waits for more strokes until the timeout")
    func multistroke() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let shapes = TemplateGestureRecognizer(matcher: .q(QRecognizer()), minimumScore: 0.5, strokeTimeout: 0.4)
        shapes.name = "shapes"
        shapes.addTemplate("x", sample: GestureSample(strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]]))
        shapes.addTemplate("line", sample: GestureSample(points: [Point(x: 0, y: 50), Point(x: 100, y: 50)]))
        window.addGestureRecognizer(shapes)
        let probe = GestureProbe(window: window, watching: [shapes])
        let script = TouchScript()
        script.finger(1).down(at: 100, 100).move(to: 200, 200, over: 0.1).lift()
        script.finger(2).down(at: 200, 100, time: 0.3).move(to: 100, 200, over: 0.1).lift()
        try window.play(script)
        #expect(probe.actions(of: "shapes").map(\.time) == [0.4 + 0.4])  // decided 0.4 s after the second stroke
        #expect(shapes.lastMatch?.name == "x")
    }

    @Test("A stroke timeout of .infinity or NaN is 0: the shape is decided at the lift, not never", arguments: [Double.infinity, .nan])
    func endlessTimeout(timeout: Double) throws {
        let window = Window(size: Size(width: 400, height: 400))
        let shapes = TemplateGestureRecognizer(matcher: .q(QRecognizer()), minimumScore: 0.5, strokeTimeout: timeout)
        shapes.name = "shapes"
        shapes.addTemplate("line", sample: GestureSample(points: [Point(x: 0, y: 50), Point(x: 100, y: 50)]))
        window.addGestureRecognizer(shapes)
        let probe = GestureProbe(window: window, watching: [shapes])
        let script = TouchScript()
        script.finger(1).down(at: 100, 100).move(to: 300, 100, over: 0.1).lift()
        try window.play(script)
        #expect(probe.actions(of: "shapes").map(\.time) == [0.1])
    }
}

/// A small deterministic generator for tests.
struct LCG: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state ^ (state >> 29)
    }
}
