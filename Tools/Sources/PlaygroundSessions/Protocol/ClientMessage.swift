import GestureKit

/// A message from the page to its engine: one case per message type, each carrying exactly
/// its fields, already checked against their ranges by ``read(_:)``, the one place that says
/// what each type holds (docs/Playground.md, Messages).
///
/// Read by hand, with no `Decodable`: the sessions also run as Embedded Swift in the page's
/// WebAssembly module, which has no `Codable`.
enum ClientMessage {
    /// The list of scenes; the next frame is sent whole.
    case hello
    /// Switch to the scene with this identifier (one of `PlaygroundScenes.all`).
    case scene(String)
    /// The pointers that changed at `time` (milliseconds on the page's timeline).
    case input(time: Double, changes: [Change])
    /// A pointer hovering: a mouse (`kind` absent or `mouse`) or a pen above its tablet.
    case hover(time: Double, phase: HoverPhase, location: Point, kind: PointerKind?)
    /// A wheel notch or a trackpad scroll step; `delta` as the browser's wheel deltas.
    case scroll(time: Double, location: Point, delta: Point, type: ScrollType)
    /// A trackpad pinch or Ctrl+wheel step.
    case transform(time: Double, location: Point, scale: Double, rotation: Double)
    /// Virtual time reaches `time`.
    case tick(time: Double)
    /// The room the page has for the stage: its width and the window's height, in CSS px
    /// (points); the scene is laid out for it (``SceneStage``).
    case viewport(Size)
    /// The scene as it is now, if it changed since the last frame: asked once per display
    /// frame, not per input (docs/Playground.md, Frames).
    case frame

    // The enums' names are listed once, in their cases' order (`MessageName`), rather than
    // as String raw values: one non-generic lookup serves them all in the page's module,
    // where each String-raw enum's own init and name list cost about 300 bytes.

    /// The `type` of a message.
    enum Kind: Int, CaseIterable, MessageName {
        case hello, scene, input, hover, scroll, transform, tick, viewport, frame
        static let names = ["hello", "scene", "input", "hover", "scroll", "transform", "tick", "viewport", "frame"]
        static var what: String { "message type" }
    }

    /// A pointer change's `phase`.
    enum Phase: Int, CaseIterable, MessageName {
        case down, move, up, cancel
        static let names = ["down", "move", "up", "cancel"]
        static var what: String { "phase" }
    }

    /// A pointer's `kind`: the Pointer Events `pointerType`.
    enum PointerKind: Int, CaseIterable, MessageName {
        case touch, pen, mouse
        static let names = ["touch", "pen", "mouse"]
        static var what: String { "pointer kind" }

        /// A mouse press is a pointer touch (P5); a pen is a pencil.
        var touchType: TouchType { self == .mouse ? .indirectPointer : self == .pen ? .pencil : .direct }
    }

    /// A hover message's `phase`.
    enum HoverPhase: Int, CaseIterable, MessageName {
        case move, exit
        static let names = ["move", "exit"]
        static var what: String { "hover phase" }
    }

    /// A scroll message's `scrollType`: a wheel's notch or a trackpad's step.
    enum ScrollType: Int, CaseIterable, MessageName {
        case discrete, continuous
        static let names = ["discrete", "continuous"]
        static var what: String { "scroll type" }
    }

    /// One pointer's change in an `input` message.
    struct Change {
        var id: Int
        var phase: Phase
        var location: Point
        var kind: PointerKind?
        /// The Pointer Events bitmask (1 primary, 2 secondary, 4 middle).
        var buttons: Int?
        /// A pen's pressure, 0…1.
        var force: Double?
        /// The coalesced pointer events before this change.
        var samples: [Sample] = []

        var touchType: TouchType { kind?.touchType ?? .direct }
    }

    /// A coalesced pointer event before a change.
    struct Sample {
        var t: Double
        var location: Point
        var force: Double?
    }
}
