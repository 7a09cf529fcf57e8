#if os(Linux)
import GestureEvdev
import GestureKit
import GestureListen
import Testing
@testable import gesturekit

/// Which surface `listen` maps a device onto, and what it says when there is none: the advice
/// is listen's own (it has no --points-per-unit), and a touchscreen is judged on the screen
/// `--screen` spreads it over.
@Suite("listen: a device's surface")
struct ListenSurfaceTests {
    /// A touchscreen whose x axis is 2³¹ units at 1 unit/mm: 1.35 × 10¹⁰ points on its own.
    static let huge = try! DeviceDescription(evemuHeader: "N: Huge\nA: 35 0 2147483647 0 0 1\nA: 36 0 1000 0 0 1\nB: 01 00 00 00 00 00 00 00 00\n")

    /// The message `body` fails with, nil when it does not.
    static func message(_ body: () throws -> AxisMapping) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? CommandFailure)?.description
        }
    }

    @Test("A panel too wide for the engine is refused with listen's advice; spread over --screen it is taken")
    func panelPastTheRange() throws {
        var configuration = ListenConfiguration()
        #expect(Self.message { try ListenDevice.mapping(of: Self.huge, kind: .touchscreen, path: "/dev/input/event9", configuration: configuration) }
                == "/dev/input/event9: \"Huge\": the axes make a surface of 13527456044×6299 points "
                + "(from the device's resolution at 160 points per inch), more than the engine's 1000000000 a side; "
                + "--screen WxH spreads it over the screen")
        configuration.screen = Size(width: 1920, height: 1080)
        let spread = try ListenDevice.mapping(of: Self.huge, kind: .touchscreen, path: "/dev/input/event9", configuration: configuration)
        #expect(spread.windowSize == Size(width: 1920, height: 1080))
        // A touchpad is never spread, and is given no advice it cannot follow.
        #expect(Self.message { try ListenDevice.mapping(of: Self.huge, kind: .touchpad, path: "/dev/input/event9", configuration: configuration) }
                == "/dev/input/event9: \"Huge\": the axes make a surface of 13527456044×6299 points "
                + "(from the device's resolution at 160 points per inch), more than the engine's 1000000000 a side")
    }
}
#endif
