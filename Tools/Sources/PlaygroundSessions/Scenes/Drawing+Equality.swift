import GestureKit

// A drawing's equality, written out rather than derived: a derived `==` compares its texts
// with `String`'s `==`, which would link Unicode's normalization tables into the page's
// module (see `sameUTF8`). Texts here are equal when their bytes are, which is also when the
// page would be sent the same JSON. `DrawingEqualityTests` fails when a type gains a stored
// property that these do not compare.

extension Drawing {
    /// Whether the two drawings would be sent as the same frame.
    public static func == (a: Drawing, b: Drawing) -> Bool {
        sameUTF8(a.scene, b.scene) && sameUTF8(a.title, b.title) && sameUTF8(a.instructions, b.instructions)
            && a.width == b.width && a.height == b.height && a.shapes == b.shapes && a.paths == b.paths
            && a.circles == b.circles && a.texts == b.texts && sameUTF8(a.status, b.status)
    }
}

extension Drawing.Shape {
    /// Whether the two shapes have the same name, corners, colours and label.
    public static func == (a: Drawing.Shape, b: Drawing.Shape) -> Bool {
        sameUTF8(a.name, b.name) && a.corners == b.corners && sameUTF8(a.fill, b.fill)
            && sameUTF8(a.stroke, b.stroke) && sameUTF8(a.label, b.label)
    }
}

extension Drawing.Path {
    /// Whether the two paths have the same points, colour, width and start.
    public static func == (a: Drawing.Path, b: Drawing.Path) -> Bool {
        a.points == b.points && sameUTF8(a.color, b.color) && a.width == b.width && a.from == b.from
    }
}

extension Drawing.CircleMark {
    /// Whether the two circles have the same centre, radius and colour.
    public static func == (a: Drawing.CircleMark, b: Drawing.CircleMark) -> Bool {
        a.cx == b.cx && a.cy == b.cy && a.r == b.r && sameUTF8(a.color, b.color)
    }
}

extension Drawing.Text {
    /// Whether the two texts say the same, at the same place, size and colour.
    public static func == (a: Drawing.Text, b: Drawing.Text) -> Bool {
        a.x == b.x && a.y == b.y && sameUTF8(a.text, b.text) && a.size == b.size && sameUTF8(a.color, b.color)
    }
}
