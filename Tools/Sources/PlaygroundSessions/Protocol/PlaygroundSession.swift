import GestureKit

/// One browser tab's playground: a scene with its own window, fed by the page's messages.
///
/// Messages from the page (JSON text, at most ``maximumMessageBytes``):
/// - `{"type":"hello"}` → the list of scenes (and the next frame is sent whole);
/// - `{"type":"scene","scene":"touch-tracker"}` → switch scenes (touches down are cancelled);
/// - `{"type":"input","t":1234.5,"changes":[{"id":1,"phase":"down","x":10,"y":20}]}` → the
///   pointers that changed at `t` (milliseconds, the page's `performance.now()`); phases
///   `down`, `move`, `up`, `cancel`; the engine's clock follows `t`. A change may carry
///   `kind` (`touch`, `pen`, `mouse`: a click is a touch of type indirectPointer), `buttons`
///   (the Pointer Events bitmask: 1 primary, 2 secondary, 4 middle), `force` (a pen's
///   pressure, 0…1) and `samples` (the coalesced pointer events before it, each `{t, x, y,
///   force?}`, at most ``maximumSamples``);
/// - `{"type":"hover","t":…,"phase":"move","x":…,"y":…,"kind":"mouse"}` → a pointer hovering
///   (phases `move`, `exit`);
/// - `{"type":"scroll","t":…,"x":…,"y":…,"dx":…,"dy":…,"scrollType":"discrete"}` → a wheel
///   notch (`discrete`) or a trackpad scroll step (`continuous`); `dx`/`dy` as the browser's
///   wheel deltas in points (the content moves the other way);
/// - `{"type":"transform","t":…,"x":…,"y":…,"scale":1.05}` → a trackpad pinch or Ctrl+wheel step;
/// - `{"type":"tick","t":1300}` → lets virtual time reach `t`, so deadlines fire (a long press
///   begins, a single tap is recognized after the double tap's interval);
/// - `{"type":"viewport","width":390,"height":844}` → the page's room for the stage, in CSS
///   px: the scene is laid out for the stage it gets (``SceneStage``), now and after a switch;
/// - `{"type":"frame"}` → `{"type":"frame","drawing":{…},"log":[…]}`: the scene to draw and
///   the decision log lines since the last frame, or no reply when nothing changed since then
///   (after a `hello`, a `scene` or a new stage the frame is sent whatever changed). Each ink
///   path in it carries only the points after the `from` the page already has.
///
/// Input, hover, scroll, transform and tick messages change the scene and reply nothing; the
/// page asks for a frame when the display can show one (its animation frame), however many
/// pointer events arrived since — as UIKit delivers touches at once and draws at the end of
/// the run loop's turn, and Flutter at the next vsync. The other replies are
/// `{"type":"scenes","scenes":[…]}` to a hello, and `{"type":"error","message":"…"}` for a
/// bad message — after which the session carries on.
///
/// The same source runs natively (the tests, benchmarks and fuzzer) and as Embedded Swift in
/// the page's WebAssembly module (`Tools/Wasm`), so it uses the standard library,
/// GestureKit and GestureShapes only: no Foundation, no `Codable`, no `weak`.
public final class PlaygroundSession {
    /// The largest message accepted, in bytes.
    public static let maximumMessageBytes = 16 * 1024
    /// The most pointer changes in one message.
    public static let maximumChanges = 20
    /// The most coalesced samples one change may carry.
    public static let maximumSamples = 64
    /// The force a pen's full pressure becomes (the pressure is 0…1 in the browser).
    static let maximumPossibleForce = 4.0
    /// The range of every coordinate and delta (`x`, `y`, `dx`, `dy`), in points: far beyond
    /// any screen, and small enough that distances and velocities stay finite.
    public static let coordinateRange: ClosedRange<Double> = -1_000_000...1_000_000
    /// The range of every time `t`, in milliseconds: `performance.now()` of a page open for
    /// up to about 30 years.
    public static let timeRange: ClosedRange<Double> = 0...1e12
    /// The range of a trackpad transform step's `scale`.
    public static let scaleRange: ClosedRange<Double> = 0.01...100
    /// The range of a trackpad transform step's `rotation`, in radians.
    public static let rotationRange: ClosedRange<Double> = -7...7
    /// The range of a viewport's `width` and `height`, in points.
    public static let viewportRange: ClosedRange<Double> = 1...100_000

    /// Told about a failure that is the server's, not the page's (a frame that could not be
    /// encoded), so that it is logged as well as reported to the page.
    public var reportFailure: (String) -> Void = { _ in }

    /// The scene being played.
    public private(set) var scene: any PlaygroundScene
    /// The identifier of the scene being played (`car-browser`).
    public private(set) var sceneIdentifier: String
    /// The stage the scenes are laid out for: the desktop's until the page says its viewport.
    public private(set) var stage = SceneStage.desktop
    var pointers: [Int: Int] = [:]  // page pointer id → touch id
    var nextTouchID = 1
    var origin: Double?  // the page's first time, in milliseconds
    var lastTime = 0.0  // seconds
    /// The decisions since the last frame, filled by the window's observer. A box of its
    /// own, so that the observer holds it and not the session: the session holds the window,
    /// and a closure holding the session would make a cycle (Embedded Swift has no `weak`).
    private let pendingLog = PendingDecisions()
    /// Whether the next frame is sent even if nothing in it changed: the page has nothing drawn
    /// yet (a hello), or a new scene or stage replaced what it has.
    private var frameOwed = true
    /// The last frame's drawing without its ink (the ink is in `ink`).
    private var lastScenery: Drawing?
    private var ink = InkLedger()
    private var json = JSONWriter()  // reused: its buffer keeps its capacity from frame to frame
    /// The last scenery's JSON: the drawing up to its paths, and after them (reused writers,
    /// like `json`, so that a changed scenery allocates nothing once they have grown).
    private var sceneryHead = JSONWriter(), sceneryTail = JSONWriter()

    /// Creates a session playing the scene `identifier` (the car browser by default).
    public init(scene identifier: String = CarBrowserScene.identifier) {
        if let scene = PlaygroundScenes.make(identifier) {
            (self.scene, sceneIdentifier) = (scene, identifier)
        } else {
            (scene, sceneIdentifier) = (CarBrowserScene(), CarBrowserScene.identifier)
        }
        observe()
    }

    /// How many pointers are down.
    public var pointersDown: Int { pointers.count }

    /// When the scene's window next has a deadline, on the page's timeline (milliseconds,
    /// as the messages' `t`); nil when it has none or no message has set the timeline yet.
    /// A page that runs the session itself sends a tick then, so a long press begins on time.
    public var nextDeadline: Double? {
        guard let origin, let deadline = scene.window.nextDeadline else { return nil }
        return origin + deadline * 1000
    }

    /// Handles one message from the page and returns its reply, if it has one (a message has
    /// one reply at most).
    public func handle(_ text: String) -> [String] {
        let reply: Reply?
        do { reply = try self.reply(to: try decode(text)) } catch { return [self.error(error.text)] }
        switch reply {
        case .text(let text): return [text]
        case .frame: return [json.text]
        case nil: return []
        }
    }

    /// Handles one message from the page and hands its reply's UTF-8 bytes, if any, to
    /// `write`: what the page's engine does (``PlaygroundEngine``), without making a String of
    /// a frame (checking a frame's UTF-8 to make one was a tenth of a message in the page).
    func handle(_ text: String, write: (UnsafeRawBufferPointer) -> Void) {
        let message: Result<ClientMessage, MessageProblem>
        do { message = .success(try decode(text)) } catch { message = .failure(error) }
        respond(to: message, write: write)
    }

    /// Handles an `input` message the page wrote as numbers (``ClientMessage/readInput(_:)``)
    /// as ``handle(_:write:)`` handles its JSON text, with the same replies: the page sends
    /// every pointer event this way, and reading the JSON was a quarter of such a message.
    func handleInput(_ numbers: UnsafeBufferPointer<Double>, write: (UnsafeRawBufferPointer) -> Void) {
        let message: Result<ClientMessage, MessageProblem>
        do { message = .success(try ClientMessage.readInput(numbers)) } catch { message = .failure(MessageProblem(text: error.text)) }
        respond(to: message, write: write)
    }

    /// Hands the frame's UTF-8 bytes, if one is due, to `write`: what the `frame` message
    /// replies, without a message to read (the page asks at every animation frame).
    func drawFrame(write: (UnsafeRawBufferPointer) -> Void) {
        respond(to: .success(.frame), write: write)
    }

    /// Handles a message read (or refused) by either reader, once for both: one copy of it in
    /// the page's module.
    @inline(never)
    private func respond(to message: Result<ClientMessage, MessageProblem>, write: (UnsafeRawBufferPointer) -> Void) {
        let reply: Reply?
        do { reply = try self.reply(to: try message.get()) } catch { reply = .text(self.error(error.text)) }
        switch reply {
        case .text(var text): text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        case .frame: json.withBytes(write)
        case nil: break
        }
    }

    /// A reply: a text, or the frame just written into `json`.
    private enum Reply {
        case text(String)
        case frame
    }

    private func decode(_ text: String) throws(MessageProblem) -> ClientMessage {
        guard text.utf8.count <= Self.maximumMessageBytes else {
            throw MessageProblem(text: "message too large (\(text.utf8.count) bytes; the limit is \(Self.maximumMessageBytes))")
        }
        do {
            return try ClientMessage.read(text)
        } catch {
            throw MessageProblem(text: error.text)
        }
    }

    private func reply(to message: ClientMessage) throws(MessageProblem) -> Reply? {
        switch message {
        case .hello:
            ink.reset()  // a page that says hello has nothing drawn yet
            frameOwed = true
            return .text(scenesMessage())
        case .scene(let name):
            guard let next = PlaygroundScenes.make(name) else { return nil }  // the reader knows every scene
            cancelPointers()
            pendingLog.discard()  // the page cleared its log when it asked for the scene
            next.layout(for: stage)
            scene = next
            sceneIdentifier = name
            ink.reset()
            lastTime = 0
            origin = nil
            observe()
            frameOwed = true
            return nil
        case .input(let t, let changes):
            try send(changes, at: try seconds(t))
            return nil
        case .hover, .scroll, .transform:
            try sendPointer(message)
            return nil
        case .tick(let t):
            let time = try seconds(t)
            scene.window.advance(to: time)
            lastTime = time
            scene.tick(at: time)
            return nil
        case .viewport(let viewport):
            // Touches down stay down: the views move under them (PlaygroundScene.layout(for:)).
            let size = SceneStage.size(for: viewport)
            guard size != stage else { return nil }
            stage = size
            scene.layout(for: size)
            frameOwed = true
            return nil
        case .frame:
            return frame()
        }
    }

    /// Cancels every pointer still down (the page went away or fell silent); returns how many.
    @discardableResult
    public func close() -> Int {
        let count = pointers.count
        cancelPointers()
        return count
    }

    // MARK: Replies

    private func observe() {
        let lines = pendingLog
        scene.window.addDecisionObserver { record in lines.append(record) }
    }

    /// The frame to send: when one is owed (``frameOwed``) or something changed since the
    /// last. Its ink carries only the points the page does not have yet (``InkLedger``), so a
    /// frame costs the same at the end of a long stroke as at its start.
    private func frame() -> Reply? {
        var drawing = scene.draw()
        let paths = drawing.paths
        drawing.paths = []
        let sceneryChanged = drawing != lastScenery
        if !frameOwed, pendingLog.isEmpty, !sceneryChanged, ink.isCurrent(paths) { return nil }
        frameOwed = false
        lastScenery = drawing
        drawing.paths = ink.delta(of: paths)
        do {
            // The scenery (views, texts, status) changes far less often than the ink: its JSON
            // is written when it changes and reused around the new ink otherwise.
            if sceneryChanged || sceneryHead.bytes.isEmpty {
                sceneryHead.reset()
                try drawing.writeHead(to: &sceneryHead)
                sceneryTail.reset()
                try drawing.writeTail(to: &sceneryTail)
            }
            json.reset()
            json.raw("{\"type\":\"frame\",\"drawing\":")
            json.raw(sceneryHead.bytes)
            try drawing.writePaths(to: &json)
            json.raw(sceneryTail.bytes)
            json.raw(",\"log\":")
            pendingLog.take(into: &json)
            json.raw("}")
            return .frame
        } catch {
            let problem = "the frame could not be encoded (\(error)); the scene is drawn again with the next frame"
            reportFailure(problem)
            lastScenery = nil
            sceneryHead.reset()
            ink.reset()
            return .text(self.error(problem))
        }
    }

    private func scenesMessage() -> String {
        var json = JSONWriter()
        json.raw("{\"type\":\"scenes\",\"scenes\":[")
        for (index, kind) in PlaygroundScenes.all.enumerated() {
            json.raw(index == 0 ? "{\"id\":" : ",{\"id\":")
            json.string(kind.identifier)
            json.raw(",\"title\":")
            json.string(kind.title)
            json.raw(",\"instructions\":")
            json.string(kind.instructions)
            json.raw("}")
        }
        json.raw("],\"current\":")
        json.string(sceneIdentifier)
        json.raw("}")
        return json.text
    }

    private func error(_ message: String) -> String {
        var json = JSONWriter()
        json.raw("{\"type\":\"error\",\"message\":")
        json.string(message)
        json.raw("}")
        return json.text
    }
}
