import GestureKit
import Testing
@testable import GestureEvdev

/// How frames become events (protocols B and A), what rides on each change (P7) and how a
/// touchpad without a resolution is sized, each at its exact boundary (docs/Traces.md,
/// "evemu recordings").
@Suite("The frame decoder: frames, protocol A pairing, measurements, units")
struct FrameMeasurementTests {
    typealias Rules = DecoderRulesTests

    /// A panel with pressure (0–1000) and touch major (0–2000), mapped at half a point per
    /// unit, so that every expected value is exact.
    static let device = try! DeviceDescription(evemuHeader: """
        A: 2f 0 9 0 0 0
        A: 30 0 2000 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 1000 0 0 10
        A: 37 0 2 0 0 0
        A: 39 0 65535 0 0 0
        A: 3a 0 1000 0 0 0

        """)

    static func decoder() -> FrameDecoder {
        FrameDecoder(mapping: AxisMapping(device: device, pointsPerUnit: 0.5)!, multitouch: true)
    }

    @Test("Protocol B: a touch that begins and lifts within one frame is two events at the same time, the lift after the beginning")
    func beginAndLiftInOneFrame() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 500), (Rules.y, 500)])
        Rules.frame(&d, 10_000, [(Rules.slot, 1), (Rules.id, 2), (Rules.x, 100), (Rules.y, 100), (Rules.id, -1)])
        #expect(Rules.phases(d.events) == ["1 began 500", "2 began 100", "2 ended 100"])
        #expect(d.events.dropFirst().map(\.timestamp) == [0.01, 0.01])
    }

    @Test("Protocol A: contacts continue the previous frame's touches closest pairs first (mtdev), not farthest first")
    func protocolAClosestPairsFirst() {
        var d = ResynchronizationTests.decoder()
        ResynchronizationTests.protocolAFrame(&d, at: 0, xs: [100, 300])
        // Closest first pairs 100→110 (10) and then 300→900; farthest first would take
        // 100→900 (800) and leave 300→110.
        ResynchronizationTests.protocolAFrame(&d, at: 10_000, xs: [110, 900])
        #expect(Rules.phases(d.events) == ["1 began 100; 2 began 300", "1 moved 110; 2 moved 900"])
    }

    @Test("Pressure: the axis's range maps onto 0…4, so a quarter of it is UIKit's average touch (1.0) and the full range 4.0")
    func forceFromPressure() throws {
        var d = Self.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (EvdevCode.mtPressure, 250), (Rules.x, 100), (Rules.y, 100)])
        Rules.frame(&d, 10_000, [(EvdevCode.mtPressure, 1000), (Rules.x, 120)])
        let changes = d.events.flatMap(\.changes)
        #expect(changes.map(\.force) == [1.0, 4.0])
        #expect(changes.map(\.maximumPossibleForce) == [4, 4])
    }

    @Test("ABS_MT_TOUCH_MAJOR is the contact's whole long axis: majorRadius is half of it, in points")
    func radiusIsHalfTheMajor() {
        var d = Self.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.major, 200), (Rules.x, 100), (Rules.y, 100)])
        #expect(d.events.first?.changes.first?.majorRadius == 50)  // 200 units at 0.5 points per unit, halved
    }

    @Test("ABS_MT_TOOL_TYPE pen makes a pencil touch; a finger a direct one")
    func penIsPencil() {
        var d = Self.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.tool, EvdevCode.toolPen), (Rules.x, 100), (Rules.y, 100),
                            (Rules.slot, 1), (Rules.id, 2), (Rules.tool, 0), (Rules.x, 500), (Rules.y, 100)])
        #expect(d.events.first?.changes.map(\.type) == [.pencil, .direct])
    }

    @Test("A touchpad without a resolution is libinput's 69 × 50 mm at 160 points per inch")
    func touchpadWithoutResolution() throws {
        let pad = try DeviceDescription(evemuHeader: CountedFingerTests.header(slots: 2, properties: [0], resolution: 0))
        let mapping = try #require(AxisMapping(device: pad))
        let corner = mapping.point(1000, 600)
        #expect(abs(corner.x - 69 * 160 / 25.4) < 1e-9 && abs(corner.y - 50 * 160 / 25.4) < 1e-9)
        #expect(mapping.windowSize == Size(width: 435, height: 315))
    }

    @Test("units: a surface of exactly 10⁹ points a side is taken; one unit more, past the engine's coordinate range, is refused in words")
    func largestSurface() throws {
        func mapping(xMaximum: Int) throws -> AxisMapping {
            let device = try DeviceDescription(evemuHeader: "A: 35 0 \(xMaximum) 0 0 0\nA: 36 0 1000 0 0 0\n")
            return try #require(AxisMapping(device: device, pointsPerUnit: 1000))
        }
        let largest = try mapping(xMaximum: 1_000_000)
        #expect(largest.windowSize.width == 1e9 && largest.surfaceProblem == nil)
        let larger = try mapping(xMaximum: 1_000_001)
        #expect(larger.surfaceProblem?.hasPrefix("the axes make a surface of 1000001000×1000000 points") == true)
        #expect(larger.surfaceProblem?.contains("more than the engine's 1000000000 a side") == true)
    }
}
