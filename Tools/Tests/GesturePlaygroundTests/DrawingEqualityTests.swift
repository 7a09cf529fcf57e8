import GestureKit
import Testing
@testable import PlaygroundSessions

/// A drawing's `==` decides whether the session writes the scenery again; it is written by
/// hand (`Drawing+Equality.swift`), so these tests hold it to every stored property.
@Suite("Playground: drawing equality")
struct DrawingEqualityTests {
    /// One change per stored property of `T`, named as `Mirror` names the property.
    typealias Changes<T> = [(property: String, change: (inout T) -> Void)]

    /// Every stored property of `value` has a change in `changes`, and each change, alone,
    /// makes the value unequal; an unchanged copy stays equal.
    func expectEveryPropertyCompared<T: Equatable>(_ value: T, _ changes: Changes<T>, sourceLocation: SourceLocation = #_sourceLocation) {
        let properties = Set(Mirror(reflecting: value).children.compactMap(\.label))
        #expect(Set(changes.map(\.property)) == properties, "a stored property is missing from ==", sourceLocation: sourceLocation)
        let copy = value
        #expect(copy == value, sourceLocation: sourceLocation)
        for (property, change) in changes {
            var changed = value
            change(&changed)
            #expect(changed != value, "\(T.self).\(property) is not compared", sourceLocation: sourceLocation)
        }
    }

    static let shape = Drawing.Shape(name: "Tap", corners: [Point(x: 0, y: 0)], fill: "#fff", stroke: "#000", label: "A")
    static let path = Drawing.Path(points: [Point(x: 1, y: 2), Point(x: 3, y: 4)], color: "#222", width: 4)
    static let circle = Drawing.CircleMark(cx: 1, cy: 2, r: 3, color: "#0a0")
    static let text = Drawing.Text(x: 1, y: 2, text: "checks 1", size: 18, color: "#222")

    static var drawing: Drawing {
        var drawing = Drawing(scene: CheckPleaseScene())
        (drawing.shapes, drawing.paths, drawing.circles, drawing.texts) = ([shape], [path], [circle], [text])
        drawing.status = "Check!"
        return drawing
    }

    @Test("A drawing compares every stored property")
    func drawingComparesEveryProperty() {
        expectEveryPropertyCompared(Self.drawing, [
            ("scene", { $0.scene = "odd-one-out" }), ("title", { $0.title += "!" }),
            ("instructions", { $0.instructions += "!" }), ("width", { $0.width += 1 }), ("height", { $0.height += 1 }),
            ("shapes", { $0.shapes[0].fill = "#eee" }), ("paths", { $0.paths.append(Self.path) }),
            ("circles", { $0.circles = [] }), ("texts", { $0.texts[0].size = 20 }), ("status", { $0.status = "" }),
        ])
    }

    @Test("Shapes, paths, circles and texts compare every stored property; nil and a text differ")
    func partsCompareEveryProperty() {
        expectEveryPropertyCompared(Self.shape, [
            ("name", { $0.name = "Pan" }), ("corners", { $0.corners[0].x = 1 }), ("fill", { $0.fill = "#ffe" }),
            ("stroke", { $0.stroke = nil }), ("label", { $0.label = "B" }),
        ])
        expectEveryPropertyCompared(Self.path, [
            ("points", { $0.points.removeLast() }), ("color", { $0.color = "#223" }), ("width", { $0.width = 5 }),
            ("from", { $0.from = 1 }),
        ])
        expectEveryPropertyCompared(Self.circle, [
            ("cx", { $0.cx = 0 }), ("cy", { $0.cy = 0 }), ("r", { $0.r = 0 }), ("color", { $0.color = "#0a1" }),
        ])
        expectEveryPropertyCompared(Self.text, [
            ("x", { $0.x = 0 }), ("y", { $0.y = 0 }), ("text", { $0.text = "checks 2" }), ("size", { $0.size = 17 }),
            ("color", { $0.color = "#000" }),
        ])
        var unlabelled = Self.shape
        unlabelled.label = nil
        #expect(unlabelled != Self.shape && Self.shape != unlabelled)
        unlabelled.label = ""
        #expect(unlabelled != Self.shape)
    }

    @Test("Texts are equal when their UTF-8 bytes are: é composed and decomposed differ, as their JSON does")
    func textsCompareBytes() {
        #expect(sameUTF8("tap", "tap") && sameUTF8(nil, nil))
        #expect(!sameUTF8("tap", "ta") && !sameUTF8("", nil) && !sameUTF8(nil, ""))
        #expect("\u{E9}" == "e\u{301}")  // String's ==: canonically equivalent
        #expect(!sameUTF8("\u{E9}", "e\u{301}"))
        var composed = Self.drawing, decomposed = Self.drawing
        (composed.status, decomposed.status) = ("caf\u{E9}", "cafe\u{301}")
        #expect(composed != decomposed)
        #expect(composed == composed)
    }

    @Test("Every length up to 40 bytes: equal copies are the same text, one byte changed anywhere is not")
    func textsOfEveryLength() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(sameUTF8(text, String(decoding: bytes, as: UTF8.self)), "length \(length)")
            #expect(!sameUTF8(text, String(decoding: bytes + [UInt8(ascii: "a")], as: UTF8.self)), "length \(length) and one more")
            for place in 0..<length {
                var changed = bytes
                changed[place] = UInt8(ascii: "Z")
                #expect(!sameUTF8(text, String(decoding: changed, as: UTF8.self)), "length \(length), byte \(place)")
            }
        }
    }
}
