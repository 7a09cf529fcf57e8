import GestureKit

/// A message from the page, as ``read(_:)`` reads it from JSON text.
///
/// A plain struct, with no `Decodable`: the sessions also run as Embedded Swift in the
/// page's WebAssembly module (docs/Playground.md), which has no `Codable`. The tests keep a
/// `Decodable` reading beside it as the reference the hand-written reader is held to
/// (`MessageReadingTests`).
struct ClientMessage {
    /// One pointer's change in an `input` message.
    struct Change {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
        var kind: String?
        var buttons: Int?
        var force: Double?
        var samples: [Sample]?

        /// A mouse press is a pointer touch (P5); a pen is a pencil.
        var touchType: TouchType { kind == "mouse" ? .indirectPointer : kind == "pen" ? .pencil : .direct }
    }

    /// A coalesced pointer event before a change.
    struct Sample {
        var t: Double
        var x: Double
        var y: Double
        var force: Double?
    }

    var type: String
    var t: Double?
    var scene: String?
    var changes: [Change]?
    // Hover, scroll and transform messages.
    var phase: String?
    var kind: String?
    var x: Double?
    var y: Double?
    var dx: Double?
    var dy: Double?
    var scrollType: String?
    var scale: Double?
    var rotation: Double?
}
