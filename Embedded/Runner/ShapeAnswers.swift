import GestureKit
import GestureShapes

/// Plays drawn gestures (a $1 collection, converted by Embedded/Replay's `embedded-convert
/// gestures` into the GKG1 stream described there) to the shape recognizers and prints each
/// one's answers: which of the check mark, circle, "r" and Z recognizers (improved and seed
/// modes) recognized it, the circle's fit, and the template recognizer's best match with its
/// score and distance (Jackknife and $Q combined, the stream's templates, no minimum score).
/// Doubles are printed as Swift prints them, which is what the comparison between targets
/// checks.
@_cdecl("runner_shapes")
public func runnerShapes(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    guard let bytes, count >= 0 else { return 65 }
    var reader = StreamReader(bytes: UnsafeBufferPointer(start: bytes, count: Int(count)))
    guard reader.magic("GKG1"), let templateCount = reader.u32() else {
        print("shapes: not a GKG1 stream")
        return 65
    }
    var matcher = CombinedMatcher.jackknifeAndQ()
    for _ in 0..<templateCount {
        guard let name = reader.string(), let pointCount = reader.u32() else { print("shapes: truncated"); return 65 }
        var points: [Point] = []
        for _ in 0..<pointCount {
            guard let x = reader.f64(), let y = reader.f64() else { print("shapes: truncated"); return 65 }
            points.append(Point(x: x, y: y))
        }
        matcher.addTemplate(name, sample: GestureSample(points: points))
    }
    guard let gestures = reader.u32() else { print("shapes: truncated"); return 65 }
    for _ in 0..<gestures {
        guard let label = reader.string(), let width = reader.f64(), let height = reader.f64() else {
            print("shapes: truncated")
            return 65
        }
        let scene = ShapeScene(width: width, height: height, matcher: matcher)
        let player = Player(window: scene.window)
        var last = 0.0
        guard reader.readEvents({ player.send($0); last = $0.timestamp }) != nil else { print("shapes: truncated"); return 65 }
        scene.window.advance(to: Swift.min(last + 2, Window.maximumTimestamp))
        print("\(label): \(scene.answers())")
    }
    print("== \(gestures) gestures, \(templateCount) templates")
    return 0
}

/// One gesture's canvas: every shape recognizer of GestureShapes on the window, all allowed
/// to recognize together, each remembering whether it recognized.
final class ShapeScene {
    let window: Window
    private let everyone = EveryoneTogether()
    private let detectors: [GestureRecognizer]
    private let circle = CircleGestureRecognizer(mode: .improved)
    private let templates: TemplateGestureRecognizer
    private var recognized: [String] = []
    private var fit = "no fit"

    init(width: Double, height: Double, matcher: CombinedMatcher) {
        window = Window(size: Size(width: width, height: height))
        templates = TemplateGestureRecognizer(matcher: .custom(matcher.erased), minimumScore: 0)
        let named: [(GestureRecognizer, String)] = [
            (CheckMarkGestureRecognizer(mode: .improved), "check"), (CheckMarkGestureRecognizer(mode: .seed), "checkSeed"),
            (circle, "circle"), (CircleGestureRecognizer(mode: .seed), "circleSeed"),
            (ReturnGestureRecognizer(), "r"), (ZGestureRecognizer(), "z"), (templates, "templates"),
        ]
        detectors = named.map { $0.0 }
        for (recognizer, name) in named {
            recognizer.name = name
            recognizer.delegate = everyone
            recognizer.addAction { [unowned(unsafe) self] in self.action($0) }
            window.addGestureRecognizer(recognizer)
        }
    }

    deinit {
        // Embedded Swift holds delegates strongly; the shared delegate holds nothing, so this
        // only keeps full Swift and Embedded Swift releasing alike.
        for recognizer in detectors { recognizer.delegate = nil }
    }

    private func action(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended else { return }
        recognized.append(recognizer.name ?? "?")
        if recognizer === circle, let found = circle.fit {
            fit = "centre \(found.circle.center) radius \(found.circle.radius) rms \(found.rmsError)"
        }
    }

    /// The recognizers that recognized, the circle's fit, the best template.
    func answers() -> String {
        let match = templates.lastMatch.map { "\($0.name) score \($0.score) distance \($0.distance)" } ?? "no match"
        let who = recognized.isEmpty ? "none" : recognized.joined(separator: " ")
        return "recognized \(who); circle \(fit); template \(match)"
    }
}

/// Lets every pair recognize together: each shape recognizer answers on its own.
final class EveryoneTogether: GestureRecognizerDelegate {
    func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        true
    }
}
