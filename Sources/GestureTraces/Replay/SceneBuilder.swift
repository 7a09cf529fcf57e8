import GestureKit

/// A window built from a ``SceneDescription``, with its views and recognizers by name.
public final class BuiltScene {
    /// The window.
    public let window: Window
    /// The views, by name.
    public private(set) var views: [String: View] = [:]
    /// The recognizers, in the order the description lists them.
    public private(set) var recognizers: [GestureRecognizer] = []
    /// Answers the delegates' simultaneity questions from the description's pairs.
    private let delegate = PairwiseSimultaneity()

    /// Builds `scene` in a window of `size`. Names must be unique and references must name
    /// a recognizer of the scene. A recognizer of kind `custom` is taken from `custom` by its
    /// name (its settings in the description are not applied; its delegate is replaced).
    ///
    /// - Parameters:
    ///   - scene: the views and recognizers to build.
    ///   - size: the window's size in points.
    ///   - custom: the recognizers for descriptions of kind `custom`, by name; they are
    ///     attached to the built views, renamed to their description's name, and held by
    ///     the scene from then on.
    /// - Throws: ``TraceError`` at the description's path (`scene.views[0].recognizers[2]`)
    ///   when two views or two recognizers share a name, a requirement or simultaneity names
    ///   no recognizer of the scene, a requirement would close a cycle, a direction or edge
    ///   name is not one of the known ones, or `custom` lacks a recognizer a description
    ///   names.
    public init(_ scene: SceneDescription, size: Size, custom: [String: GestureRecognizer] = [:]) throws(TraceError) {
        window = Window(size: size)
        window.name = "window"
        var descriptions: [(RecognizerDescription, GestureRecognizer, String)] = []
        func attach(_ recognizers: [RecognizerDescription], to view: View, at path: String) throws(TraceError) {
            for (index, description) in recognizers.enumerated() {
                let recognizer = try Self.make(description, custom: custom, at: "\(path).recognizers[\(index)]")
                recognizer.delegate = delegate
                view.addGestureRecognizer(recognizer)
                descriptions.append((description, recognizer, "\(path).recognizers[\(index)]"))
                self.recognizers.append(recognizer)
            }
        }
        func add(_ described: [ViewDescription], to parent: View, at path: String) throws(TraceError) {
            for (index, description) in described.enumerated() {
                let viewPath = "\(path).views[\(index)]"
                guard views[description.name] == nil else { throw TraceError("two views are named \"\(description.name)\"", at: viewPath) }
                let view = View(frame: description.frame)
                view.name = description.name
                view.isMultipleTouchEnabled = description.isMultipleTouchEnabled
                parent.addSubview(view)
                views[description.name] = view
                try attach(description.recognizers, to: view, at: viewPath)
                try add(description.subviews, to: view, at: viewPath)
            }
        }
        try attach(scene.recognizers, to: window, at: "scene")
        try add(scene.views, to: window, at: "scene")

        var byName: [String: GestureRecognizer] = [:]
        for (description, recognizer, path) in descriptions {
            guard byName.updateValue(recognizer, forKey: description.name) == nil else {
                throw TraceError("two recognizers are named \"\(description.name)\"", at: path)
            }
        }
        for (description, recognizer, path) in descriptions {
            for name in description.requiresFailureOf {
                guard let other = byName[name] else { throw TraceError("no recognizer is named \"\(name)\"", at: "\(path).requiresFailureOf") }
                guard recognizer.require(toFail: other) else {
                    throw TraceError("waiting for \"\(name)\" would close a cycle of failure requirements", at: "\(path).requiresFailureOf")
                }
            }
            for name in description.simultaneousWith {
                guard let other = byName[name] else { throw TraceError("no recognizer is named \"\(name)\"", at: "\(path).simultaneousWith") }
                delegate.allow(recognizer, other)
            }
        }
    }

    /// The recognizer named `name`.
    ///
    /// - Parameter name: the name the scene description gave it.
    /// - Returns: nil when the scene has no recognizer of that name.
    public func recognizer(named name: String) -> GestureRecognizer? {
        recognizers.first { $0.name == name }
    }

    private static func make(_ d: RecognizerDescription, custom: [String: GestureRecognizer],
                             at path: String) throws(TraceError) -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch d.kind {
        case .custom:
            guard let supplied = custom[d.name] else { throw TraceError("no custom recognizer is named \"\(d.name)\"", at: path) }
            recognizer = supplied
        case .tap:
            let tap = TapGestureRecognizer()
            if let taps = try count(d.taps, "taps", at: path) { tap.numberOfTapsRequired = taps }
            if let touches = try count(d.touches, "touches", at: path) { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case .longPress:
            let press = LongPressGestureRecognizer()
            // A long press's taps are the taps before the press: none is the usual press.
            if let taps = try count(d.taps, "taps", at: path, from: 0) { press.numberOfTapsRequired = taps }
            if let touches = try count(d.touches, "touches", at: path) { press.numberOfTouchesRequired = touches }
            if let duration = d.minimumPressDuration {
                guard duration >= 0 && duration.isFinite else {
                    throw TraceError("a number of seconds from 0 is expected; got \(duration)", at: "\(path).minimumPressDuration")
                }
                press.minimumPressDuration = duration
            }
            recognizer = press
        case .swipe:
            let swipe = SwipeGestureRecognizer()
            if let touches = try count(d.touches, "touches", at: path) { swipe.numberOfTouchesRequired = touches }
            if let names = d.directions { swipe.direction = try directions(names, at: "\(path).directions") }
            recognizer = swipe
        case .pan, .screenEdgePan:
            let pan = d.kind == .pan ? PanGestureRecognizer() : ScreenEdgePanGestureRecognizer()
            if let minimum = try count(d.minimumTouches, "minimumTouches", at: path) { pan.minimumNumberOfTouches = minimum }
            if let maximum = try count(d.maximumTouches, "maximumTouches", at: path) { pan.maximumNumberOfTouches = maximum }
            guard pan.maximumNumberOfTouches >= pan.minimumNumberOfTouches else {
                throw TraceError("maximumTouches (\(pan.maximumNumberOfTouches)) is below minimumTouches "
                                 + "(\(pan.minimumNumberOfTouches)): no number of fingers fits", at: "\(path).maximumTouches")
            }
            if let edge = pan as? ScreenEdgePanGestureRecognizer, let names = d.edges {
                edge.edges = try edges(names, at: "\(path).edges")
            }
            recognizer = pan
        case .pinch:
            recognizer = PinchGestureRecognizer()
        case .rotation:
            recognizer = RotationGestureRecognizer()
        }
        recognizer.name = d.name
        return recognizer
    }

    /// A count of taps or touches, at least `minimum` (a recognizer that needs 0 touches, or
    /// more touches at least than at most, never recognizes: a mistake, not a setting).
    private static func count(_ value: Int?, _ key: String, at path: String, from minimum: Int = 1) throws(TraceError) -> Int? {
        guard let value else { return nil }
        guard value >= minimum else { throw TraceError("\(minimum) or more is expected; got \(value)", at: "\(path).\(key)") }
        return value
    }

    private static func directions(_ names: [String], at path: String) throws(TraceError) -> SwipeGestureRecognizer.Direction {
        try options(names, directionNames, each: "a direction", at: path)
    }

    private static let directionNames: [(name: String, option: SwipeGestureRecognizer.Direction)] =
        [("right", .right), ("left", .left), ("up", .up), ("down", .down)]

    private static func edges(_ names: [String], at path: String) throws(TraceError) -> RectEdge {
        try options(names, edgeNames, each: "an edge", at: path)
    }

    private static let edgeNames: [(name: String, option: RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

    /// The options `names` spell, each looked up in `table`; a name not in it is an error
    /// that says what it is not (`each`) and lists the names there are.
    private static func options<Options: OptionSet>(
        _ names: [String], _ table: [(name: String, option: Options)], each: String, at path: String
    ) throws(TraceError) -> Options where Options.Element == Options {
        var set: Options = []
        for name in names {
            guard let match = table.first(where: { $0.name == name }) else {
                throw TraceError("\"\(name)\" is not \(each) (\(table.map(\.name).joined(separator: ", ")))", at: path)
            }
            set.insert(match.option)
        }
        return set
    }
}

/// A delegate that lets listed pairs of recognizers recognize together.
final class PairwiseSimultaneity: GestureRecognizerDelegate {
    private var pairs: Set<[ObjectIdentifier]> = []

    func allow(_ a: GestureRecognizer, _ b: GestureRecognizer) {
        pairs.insert([ObjectIdentifier(a), ObjectIdentifier(b)])
        pairs.insert([ObjectIdentifier(b), ObjectIdentifier(a)])
    }

    func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        pairs.contains([ObjectIdentifier(a), ObjectIdentifier(b)])
    }
}
