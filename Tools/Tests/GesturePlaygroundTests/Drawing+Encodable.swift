import Foundation
import PlaygroundSessions

// The reference writing of a frame's drawing: Foundation's `JSONEncoder` over `Encodable`, as
// frames were written before `JSONWriter`. It lives with the tests because the sessions also
// run as Embedded Swift in the page, which has no `Codable`; `FrameEncodingTests` and
// `IncrementalInkTests` hold `Drawing.write(to:)` to it.

extension Drawing: Encodable {
    private enum CodingKeys: String, CodingKey { case scene, title, instructions, width, height, shapes, paths, circles, texts, status }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(title, forKey: .title)
        try container.encode(instructions, forKey: .instructions)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(shapes, forKey: .shapes)
        try container.encode(paths, forKey: .paths)
        try container.encode(circles, forKey: .circles)
        try container.encode(texts, forKey: .texts)
        try container.encode(status, forKey: .status)
    }
}

extension Drawing.Shape: Encodable {
    private enum CodingKeys: String, CodingKey { case name, corners, fill, stroke, label }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(corners.map { [$0.x, $0.y] }, forKey: .corners)
        try container.encode(fill, forKey: .fill)
        try container.encodeIfPresent(stroke, forKey: .stroke)
        try container.encodeIfPresent(label, forKey: .label)
    }
}

extension Drawing.Path: Encodable {
    private enum CodingKeys: String, CodingKey { case points, color, width, from }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(points.map { [$0.x, $0.y] }, forKey: .points)
        try container.encode(color, forKey: .color)
        try container.encode(width, forKey: .width)
        try container.encode(from, forKey: .from)
    }
}

extension Drawing.CircleMark: Encodable {
    private enum CodingKeys: String, CodingKey { case cx, cy, r, color }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cx, forKey: .cx)
        try container.encode(cy, forKey: .cy)
        try container.encode(r, forKey: .r)
        try container.encode(color, forKey: .color)
    }
}

extension Drawing.Text: Encodable {
    private enum CodingKeys: String, CodingKey { case x, y, text, size, color }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(text, forKey: .text)
        try container.encode(size, forKey: .size)
        try container.encode(color, forKey: .color)
    }
}
