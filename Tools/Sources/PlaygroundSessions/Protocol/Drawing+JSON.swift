import GestureKit

extension Drawing {
    /// Writes the drawing as the JSON object its `Encodable` conformance makes (the same
    /// keys and values; `IncrementalInkTests` compares the two), by hand, for speed.
    func write(to json: inout JSONWriter) throws(JSONWriter.NonFinite) {
        try writeHead(to: &json)
        try writePaths(to: &json)
        try writeTail(to: &json)
    }

    /// The object up to its paths: `{"scene":…,"shapes":[…]`. With ``writeTail(to:)`` it is
    /// the scenery, which a session writes once and reuses while it does not change.
    func writeHead(to json: inout JSONWriter) throws(JSONWriter.NonFinite) {
        json.raw("{\"scene\":")
        json.string(scene)
        json.raw(",\"title\":")
        json.string(title)
        json.raw(",\"instructions\":")
        json.string(instructions)
        json.raw(",\"width\":")
        try json.number(width)
        json.raw(",\"height\":")
        try json.number(height)
        json.raw(",\"shapes\":")
        try json.array(shapes) { (json, shape) throws(JSONWriter.NonFinite) in
            json.raw("{\"name\":")
            json.string(shape.name)
            json.raw(",\"corners\":")
            try json.points(shape.corners)
            json.raw(",\"fill\":")
            json.string(shape.fill)
            if let stroke = shape.stroke {
                json.raw(",\"stroke\":")
                json.string(stroke)
            }
            if let label = shape.label {
                json.raw(",\"label\":")
                json.string(label)
            }
            json.raw("}")
        }
    }

    /// The paths member: `,"paths":[…]`.
    func writePaths(to json: inout JSONWriter) throws(JSONWriter.NonFinite) {
        json.raw(",\"paths\":")
        try json.array(paths) { (json, path) throws(JSONWriter.NonFinite) in
            json.raw("{\"points\":")
            try json.points(path.points)
            json.raw(",\"color\":")
            json.string(path.color)
            json.raw(",\"width\":")
            try json.number(path.width)
            json.raw(",\"from\":")
            json.integer(Int64(path.from))
            json.raw("}")
        }
    }

    /// The object after its paths: `,"circles":[…],…}`.
    func writeTail(to json: inout JSONWriter) throws(JSONWriter.NonFinite) {
        json.raw(",\"circles\":")
        try json.array(circles) { (json, circle) throws(JSONWriter.NonFinite) in
            json.raw("{\"cx\":")
            try json.number(circle.cx)
            json.raw(",\"cy\":")
            try json.number(circle.cy)
            json.raw(",\"r\":")
            try json.number(circle.r)
            json.raw(",\"color\":")
            json.string(circle.color)
            json.raw("}")
        }
        json.raw(",\"texts\":")
        try json.array(texts) { (json, text) throws(JSONWriter.NonFinite) in
            json.raw("{\"x\":")
            try json.number(text.x)
            json.raw(",\"y\":")
            try json.number(text.y)
            json.raw(",\"text\":")
            json.string(text.text)
            json.raw(",\"size\":")
            try json.number(text.size)
            json.raw(",\"color\":")
            json.string(text.color)
            json.raw("}")
        }
        json.raw(",\"status\":")
        json.string(status)
        json.raw("}")
    }
}
