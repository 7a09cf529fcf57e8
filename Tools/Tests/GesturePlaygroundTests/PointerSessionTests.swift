import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// P5–P7 in the playground: hover, wheel and trackpad, right-click, pen pressure and
/// coalesced samples, through the session's messages (no socket: the protocol itself).
@Suite("Playground pointer input (P5–P7)")
struct PointerSessionTests {
    let session = PlaygroundSession(scene: GesturePlaygroundScene.identifier)
    var scene: GesturePlaygroundScene { session.scene as! GesturePlaygroundScene }

    func send(_ json: String) -> [String] {
        let replies = session.handleAndDraw(json)
        for reply in replies where reply.contains(#""type":"error""#) { Issue.record("error reply: \(reply)") }
        return replies
    }

    @Test("Hover over the square lights it up; leaving the square puts it out")
    func hoverHighlights() {
        _ = send(#"{"type":"hover","t":0,"phase":"move","x":400,"y":260,"kind":"mouse"}"#)
        #expect(scene.isHovered)
        let frame = send(#"{"type":"hover","t":20,"phase":"move","x":50,"y":50,"kind":"mouse"}"#)
        #expect(!scene.isHovered && frame.first?.contains("#6a5acd") == true)
    }

    @Test("A wheel notch moves the square (the content follows the wheel the other way); the pan ends when the wheel rests")
    func wheelMovesTheSquare() {
        let before = scene.square.center
        _ = send(#"{"type":"scroll","t":0,"x":400,"y":260,"dx":0,"dy":100,"scrollType":"discrete"}"#)
        #expect(scene.square.center.y == before.y - 100 && scene.scrollPan.state == .began)
        _ = send(#"{"type":"tick","t":200}"#)
        #expect(scene.scrollPan.state == .possible && scene.window.nextDeadline == nil)
    }

    @Test("Ctrl+wheel (a transform message) scales the square by the product of its steps")
    func ctrlWheelPinches() {
        let before = scene.square.transform.determinant.squareRoot()
        _ = send(#"{"type":"transform","t":0,"x":400,"y":260,"scale":1.1}"#)
        _ = send(#"{"type":"transform","t":16,"x":400,"y":260,"scale":1.1}"#)
        let after = scene.square.transform.determinant.squareRoot()
        #expect(abs(after / before - 1.21) < 1e-9)
    }

    @Test("A right-click on the square is the right-click tap, not the single tap; a left click is the single tap")
    func rightClick() {
        _ = send(#"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":400,"y":260,"kind":"mouse","buttons":2}]}"#)
        _ = send(#"{"type":"input","t":50,"changes":[{"id":1,"phase":"up","x":400,"y":260,"kind":"mouse","buttons":2}]}"#)
        _ = send(#"{"type":"tick","t":1000}"#)
        #expect(scene.rightClicks == 1 && scene.singleTaps == 0)
        _ = send(#"{"type":"input","t":2000,"changes":[{"id":2,"phase":"down","x":400,"y":260,"kind":"mouse","buttons":1}]}"#)
        _ = send(#"{"type":"input","t":2050,"changes":[{"id":2,"phase":"up","x":400,"y":260,"kind":"mouse","buttons":1}]}"#)
        _ = send(#"{"type":"tick","t":3000}"#)
        #expect(scene.rightClicks == 1 && scene.singleTaps == 1)
    }

    @Test("Touch tracker: a pen's pressure sets the line width; coalesced samples are all drawn in the trail")
    func penPressureAndSamples() throws {
        let tracker = PlaygroundSession(scene: TouchTrackerScene.identifier)
        func send(_ json: String) { for reply in tracker.handle(json) where reply.contains(#""type":"error""#) { Issue.record("\(reply)") } }
        send(#"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":100,"y":100,"kind":"pen","force":0.5}]}"#)
        send(#"{"type":"input","t":16,"changes":[{"id":1,"phase":"move","x":140,"y":100,"kind":"pen","force":0.75,"samples":[{"t":4,"x":110,"y":100,"force":0.6},{"t":8,"x":120,"y":100},{"t":12,"x":130,"y":100}]}]}"#)
        let canvas = (tracker.scene as! TouchTrackerScene).canvas
        let trail = try #require(canvas.trails.first?.points)
        // The double tap delays touchesBegan (V3) until the pan's start fails it, so the view
        // learns of the pen at 140; the move's coalesced samples are all there.
        #expect(Array(trail.map(\.x).suffix(4)) == [110, 120, 130, 140])
        send(#"{"type":"input","t":32,"changes":[{"id":1,"phase":"up","x":140,"y":100,"kind":"pen","force":0.75}]}"#)
        let line = try #require((tracker.scene as! TouchTrackerScene).lines.first)
        #expect(abs(line.width - (2 + 12 * 0.75)) < 1e-9)  // the strongest pressure of the stroke
    }

    @Test("Bad pointer values are refused with the field; the session goes on",
          arguments: [
            (#"{"type":"scroll","t":0,"x":1e400,"y":0}"#, "not JSON"),
            (#"{"type":"scroll","t":0,"y":0}"#, "scroll needs"),
            (#"{"type":"transform","t":0,"x":1,"y":1,"scale":0}"#, "scale: 0.0 is outside 0.01…100.0"),
            (#"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":1,"y":1,"kind":"pen","force":2}]}"#, "changes[0].force: a number from 0 to 1"),
          ])
    func badPointerValues(message: String, error: String) {
        let replies = session.handle(message)
        #expect(replies.count == 1 && replies[0].contains(error), "\(replies)")
        #expect(session.handle(#"{"type":"hover","t":10,"phase":"move","x":400,"y":260,"kind":"mouse"}"#).allSatisfy { !$0.contains("error") })
    }
}
