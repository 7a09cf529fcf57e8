#if os(Linux)
import Foundation
import GestureKit
import Testing
@testable import GestureListen

/// `listen` on a touchpad waits for the taps before it pans, as libinput holds pointer motion
/// back while a tap is possible (issue 26): the ALPS single tap, whose pointer wanders 28
/// points in 71 ms, is a tap and not a pan. Touchscreens keep their pans immediate.
@Suite("listen: a touchpad's tap is a tap (issue 26)")
struct TouchpadTapTests {
    static let alps = "AlpsPS2 ALPS GlidePoint.single-tap.events"
    /// The single tap's own header (2000 × 1400 units), not the folder's `.desc` of another
    /// ALPS pad (1360 × 660), which the right-edge scroll, headerless, uses.
    static let alpsDescription = alps

    @Test("The ALPS single tap through the listen loop on a touchpad: only the tap fires; read as a touchscreen, the pan fired too")
    func alpsSingleTap() throws {
        let bindings = [Binding(.tap, run: "click"), Binding(.pan, on: .began, run: "drag")]
        let asTouchpad = try ListenerTests.listen(bindings, recording: Self.alps, description: Self.alpsDescription, output: .dryRun,
                                                  folder: ListenerTests.touchpads, deviceKind: .touchpad)
        #expect(asTouchpad.count == 1 && asTouchpad.first?.hasSuffix("→ click") == true, "\(asTouchpad)")
        let asScreen = try ListenerTests.listen(bindings, recording: Self.alps, description: Self.alpsDescription, output: .dryRun,
                                                folder: ListenerTests.touchpads, deviceKind: .touchscreen)
        #expect(asScreen.contains { $0.hasSuffix("→ drag") }, "\(asScreen)")
    }

    @Test("With no tap binding, a touchpad's pan still waits for a tap to be impossible: the ALPS tap fires no pan")
    func alpsWithoutTapBinding() throws {
        let lines = try ListenerTests.listen([Binding(.pan, on: .began, run: "drag")], recording: Self.alps, description: Self.alpsDescription,
                                             output: .dryRun, folder: ListenerTests.touchpads, deviceKind: .touchpad)
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test("A real pan on a touchpad still fires, once past the tap's movement (the ALPS right-edge scroll, the Synaptics two-finger scroll)")
    func touchpadPansStillPan() throws {
        let edge = try ListenerTests.listen([Binding(.tap, run: "click"), Binding(.pan, on: .began, run: "drag")],
                                            recording: "AlpsPS2 ALPS GlidePoint.right-edge-scroll.events", description: "AlpsPS2 ALPS GlidePoint.desc",
                                            output: .dryRun, folder: ListenerTests.touchpads, deviceKind: .touchpad)
        #expect(edge.count == 1 && edge.first?.hasSuffix("→ drag") == true, "\(edge)")
        let scroll = try ListenerTests.listen([Binding(.tap, fingers: 2, run: "right-click"), Binding(.pan, fingers: 2, on: .began, run: "scroll")],
                                              recording: "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events",
                                              description: "SynPS2 Synaptics TouchPad.desc", output: .dryRun, folder: ListenerTests.touchpads,
                                              deviceKind: .touchpad)
        #expect(scroll.count == 1 && scroll.first?.hasSuffix("→ scroll") == true, "\(scroll)")
    }

    @Test("Only touchpads get the tap guards: on a touchscreen a pan waits for nothing it did not before")
    func touchscreenUnchanged() throws {
        let bindings = [Binding(.pan, on: .began), Binding(.pinch)]
        let screen = try BindingScene(bindings: bindings, size: Size(width: 500, height: 500), deviceKind: .touchscreen)
        let pad = try BindingScene(bindings: bindings, size: Size(width: 500, height: 500), deviceKind: .touchpad)
        #expect(screen.scene.recognizers.compactMap(\.name).sorted() == ["pan 1f", "pinch"])
        #expect(pad.scene.recognizers.compactMap(\.name).sorted() == ["pan 1f", "pinch", "tap 1x 1f", "tap 1x 2f"])  // the tap guards
    }
}
#endif
