import Testing
@testable import GestureKit

/// The parts of GestureKit written for Embedded Swift that full Swift can observe: each must
/// leave full Swift's answers as they were (docs/Platforms.md lists every difference).
@Suite("Embedded Swift parity")
struct EmbeddedParityTests {
    private final class MyRecognizer: GestureRecognizer {}
    private final class MyTap: TapGestureRecognizer {}
    private final class MyView: View {}

    @Test("every built-in recognizer's className is its reflected name, and displayName is unchanged")
    func recognizerClassNames() {
        let recognizers: [GestureRecognizer] = [
            GestureRecognizer(), TapGestureRecognizer(), LongPressGestureRecognizer(), SwipeGestureRecognizer(),
            PanGestureRecognizer(), ScreenEdgePanGestureRecognizer(), PinchGestureRecognizer(),
            RotationGestureRecognizer(), HoverGestureRecognizer(),
        ]
        for recognizer in recognizers {
            let reflected = String(describing: type(of: recognizer))
            #expect(type(of: recognizer).className == reflected)
            #expect(recognizer.displayName == reflected)
        }
    }

    @Test("every built-in view's className is its reflected name, and displayName is unchanged")
    func viewClassNames() {
        let views: [View] = [View(), Window(size: Size(width: 10, height: 10)), Control(), Button(), Switch(), Slider()]
        for view in views {
            let reflected = String(describing: type(of: view))
            #expect(type(of: view).className == reflected)
            #expect(view.displayName == reflected)
        }
    }

    @Test("a subclass is logged under its own name in full Swift, with or without a className of its own")
    func subclassNames() {
        #expect(MyRecognizer().displayName == "MyRecognizer" && MyRecognizer.className == "MyRecognizer")
        // className is inherited (what Embedded Swift would log); the log still reflects.
        #expect(MyTap().displayName == "MyTap" && MyTap.className == "TapGestureRecognizer")
        #expect(MyView().displayName == "MyView" && MyView.className == "MyView")
        let named = MyTap()
        named.name = "tap"
        #expect(named.displayName == "tap")
    }

    @Test("asTapLike: a tap recognizer and any conformer in full Swift, nothing else")
    func tapLike() {
        let tap = TapGestureRecognizer()
        #expect(tap.asTapLike === tap)
        let counting = CountingTap("counting", taps: 2)  // conforms without overriding
        #expect(counting.asTapLike === counting)
        #expect(PanGestureRecognizer().asTapLike == nil && LongPressGestureRecognizer().asTapLike == nil)
    }

    @Test("ranges that exclude only zero start at the smallest subnormal on every CPU")
    func smallestPositive() throws {
        #expect("\(Double.smallestPositive)" == "5e-324" && Double.smallestPositive.nextDown == 0)
        let window = Window(size: Size(width: 100, height: 100))
        var tiny = TouchEvent.Change(1, .began, x: 10, y: 10)
        tiny.maximumPossibleForce = Double(bitPattern: 1)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [tiny]))
        var zero = TouchEvent.Change(2, .began, x: 20, y: 20)
        zero.maximumPossibleForce = 0
        #expect(throws: TouchEventError.self) { try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [zero])) }
    }

    @Test("the log prints every NaN time as nan, whatever its sign")
    func nanTimes() {
        #expect(DecisionRecord.format(.nan) == "nan")
        #expect(DecisionRecord.format(-Double.nan) == "nan")
        #expect(DecisionRecord.format(.infinity) == "inf" && DecisionRecord.format(1.4505) == "1.451")
    }

    @Test("ASCII capitalisation of phase names")
    func capitalizedFirst() {
        #expect(TouchPhase.cancelled.description.capitalizedFirst == "Cancelled")
        #expect("".capitalizedFirst == "" && "Éa".capitalizedFirst == "Éa" && "1a".capitalizedFirst == "1a")
    }

    @Test("leftovers list ids and names as full Swift prints arrays")
    func leftovers() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        window.addGestureRecognizer(tap)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(3, .began, x: 10, y: 10), .init(5, .began, x: 20, y: 20)]))
        #expect(window.leftovers.first == "touches down: [3, 5]")
        #expect(window.leftovers.contains("recognizers still in a gesture: [\"tap\"]"))
        #expect(window.leftovers.contains("touches down: \([3, 5])"))  // the same text as interpolation
    }
}
