import Foundation
import GestureKit

// The JSON shape of a trace file (docs/Traces.md). Decoding these gives field paths for
// type errors; TraceReader checks the rest (phases, order, touch sequences). Each type lists
// its keys (CodingKeys), so that a key it does not have is an error (TraceReader+Keys.swift),
// not a value silently left out.

struct TraceFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case format, version, window, metadata, scene, events }
    var format: String
    var version: Int
    var window: WindowFile
    var metadata: [String: String]?
    var scene: SceneFile?
    var events: [EventFile]
}

struct WindowFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case width, height }
    var width: Double
    var height: Double
}

struct EventFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case t, touches }
    var t: Double
    var touches: [TouchFile]
}

struct TouchFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, phase, x, y, force, maxForce, altitude, azimuth, radius, kind, buttons, samples }
    var id: Int
    var phase: String
    var x: Double
    var y: Double
    var force: Double?
    var maxForce: Double?
    var altitude: Double?
    var azimuth: Double?
    var radius: Double?
    var kind: String?
    var buttons: Int?
    var samples: [SampleFile]?
}

/// A coalesced sample of a touch change (P6).
struct SampleFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case t, x, y, force, altitude, azimuth, radius }
    var t: Double
    var x: Double
    var y: Double
    var force: Double?
    var altitude: Double?
    var azimuth: Double?
    var radius: Double?
}

struct SceneFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case views, recognizers }
    var views: [ViewFile]?
    var recognizers: [RecognizerFile]?
}

struct ViewFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, frame, multipleTouch, recognizers, views }
    var name: String
    var frame: [Double]
    var multipleTouch: Bool?
    var recognizers: [RecognizerFile]?
    var views: [ViewFile]?
}

struct RecognizerFile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, type, taps, touches, directions, minimumTouches, maximumTouches, minimumPressDuration, edges, requiresFailureOf, simultaneousWith }
    var name: String
    var type: String
    var taps: Int?
    var touches: Int?
    var directions: [String]?
    var minimumTouches: Int?
    var maximumTouches: Int?
    var minimumPressDuration: Double?
    var edges: [String]?
    var requiresFailureOf: [String]?
    var simultaneousWith: [String]?
}

extension SceneFile {
    init(_ scene: SceneDescription) {
        views = scene.views.isEmpty ? nil : scene.views.map(ViewFile.init)
        recognizers = scene.recognizers.isEmpty ? nil : scene.recognizers.map(RecognizerFile.init)
    }

    func description(at path: String) throws(TraceError) -> SceneDescription {
        var views: [ViewDescription] = []
        for (index, view) in (self.views ?? []).enumerated() { views.append(try view.description(at: "\(path).views[\(index)]")) }
        var recognizers: [RecognizerDescription] = []
        for (index, recognizer) in (self.recognizers ?? []).enumerated() {
            recognizers.append(try recognizer.description(at: "\(path).recognizers[\(index)]"))
        }
        return SceneDescription(views: views, recognizers: recognizers)
    }
}

extension ViewFile {
    init(_ view: ViewDescription) {
        name = view.name
        frame = [view.frame.origin.x, view.frame.origin.y, view.frame.width, view.frame.height]
        multipleTouch = view.isMultipleTouchEnabled
        recognizers = view.recognizers.isEmpty ? nil : view.recognizers.map(RecognizerFile.init)
        views = view.subviews.isEmpty ? nil : view.subviews.map(ViewFile.init)
    }

    func description(at path: String) throws(TraceError) -> ViewDescription {
        guard frame.count == 4, frame.allSatisfy(\.isFinite), frame[2] >= 0, frame[3] >= 0 else {
            throw TraceError("a frame is [x, y, width, height] with finite numbers and a non-negative size", at: "\(path).frame")
        }
        var subviews: [ViewDescription] = []
        for (index, view) in (views ?? []).enumerated() { subviews.append(try view.description(at: "\(path).views[\(index)]")) }
        var described: [RecognizerDescription] = []
        for (index, recognizer) in (recognizers ?? []).enumerated() {
            described.append(try recognizer.description(at: "\(path).recognizers[\(index)]"))
        }
        return ViewDescription(name: name, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                               isMultipleTouchEnabled: multipleTouch ?? true, recognizers: described, subviews: subviews)
    }
}

extension RecognizerFile {
    init(_ r: RecognizerDescription) {
        name = r.name
        type = r.kind.rawValue
        taps = r.taps
        touches = r.touches
        directions = r.directions
        minimumTouches = r.minimumTouches
        maximumTouches = r.maximumTouches
        minimumPressDuration = r.minimumPressDuration
        edges = r.edges
        requiresFailureOf = r.requiresFailureOf.isEmpty ? nil : r.requiresFailureOf
        simultaneousWith = r.simultaneousWith.isEmpty ? nil : r.simultaneousWith
    }

    func description(at path: String) throws(TraceError) -> RecognizerDescription {
        // A custom recognizer is a program's own object: a file cannot bring one.
        guard let kind = RecognizerDescription.Kind(rawValue: type), kind != .custom else {
            let known = RecognizerDescription.Kind.allCases.filter { $0 != .custom }.map(\.rawValue).joined(separator: ", ")
            throw TraceError("\"\(type)\" is not a recognizer type (\(known))", at: "\(path).type")
        }
        return RecognizerDescription(
            name, kind, taps: taps, touches: touches, directions: directions, minimumTouches: minimumTouches,
            maximumTouches: maximumTouches, minimumPressDuration: minimumPressDuration, edges: edges,
            requiresFailureOf: requiresFailureOf ?? [], simultaneousWith: simultaneousWith ?? [])
    }
}
