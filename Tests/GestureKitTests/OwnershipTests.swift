import Testing
@testable import GestureKit

/// Who keeps whom alive. A window owns its views, their recognizers and its touches; a touch
/// keeps its view alive (a view taken out of the hierarchy still sees its touches end), but
/// never its window. Found by the fuzzers under LeakSanitizer (docs/Reliability.md): a window
/// that a touch had hit directly was never freed.
@Suite("Ownership: windows are freed when dropped")
struct OwnershipTests {
    /// Keeps the last touch it saw, as recognizers that follow one finger do.
    final class Keeper: GestureRecognizer {
        var last: Touch?
        override func touchesBegan(_ touches: [Touch], with event: Event) { last = touches.first }
    }

    @Test("R1 (extension): a window dropped with a finger down on it (no subview hit) is freed")
    func fingerDownOnTheWindow() throws {
        weak var dropped: Window?
        weak var touch: Touch?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            window.addGestureRecognizer(TapGestureRecognizer())
            try window.send(0, down(1, 50, 50))
            touch = window.touches.first
            #expect(touch?.view === window)
            dropped = window
        }
        #expect(dropped == nil, "the window outlived its last reference")
        #expect(touch == nil)
    }

    @Test("R1 (extension): a window whose recognizer kept the last touch (which hit the window) is freed")
    func recognizerKeepsItsTouch() throws {
        weak var dropped: Window?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let keeper = Keeper()
            window.addGestureRecognizer(keeper)
            try window.tap(at: 0, x: 50, y: 50)
            window.advance(to: 1)
            #expect(keeper.last?.view === window)
            dropped = window
        }
        #expect(dropped == nil, "the window outlived its last reference")
    }

    @Test("A touch keeps its view alive after the view leaves the hierarchy, until the touch ends")
    func touchKeepsItsView() throws {
        let window = Window(size: Size(width: 100, height: 100))
        weak var removed: View?
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            removed = view
        }
        try window.send(0, down(1, 50, 50))
        removed?.removeFromSuperview()
        #expect(removed != nil, "the touch's view was freed while the finger was down")
        #expect(window.touches.first?.view === removed)
        try window.send(0.1, up(1, 50, 50))
        window.advance(to: 1)
        #expect(removed == nil, "the view outlived its last touch")
    }

    @Test("R1 (extension): a window dropped mid-gesture frees its views, recognizers and touches (a finger down on a subview, a tap waiting for its second tap)")
    func droppedMidGesture() throws {
        weak var dropped: Window?
        weak var view: View?
        weak var swipe: GestureRecognizer?
        weak var doubleTap: TapGestureRecognizer?
        weak var touch: Touch?
        do {
            let window = Window(size: Size(width: 200, height: 200))
            let surface = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(surface)
            let recognizers: [GestureRecognizer] = [SwipeGestureRecognizer(), LongPressGestureRecognizer(), PanGestureRecognizer()]
            for recognizer in recognizers { surface.addGestureRecognizer(recognizer) }
            let taps = TapGestureRecognizer()
            taps.numberOfTapsRequired = 2
            surface.addGestureRecognizer(taps)
            try window.tap(at: 0, x: 50, y: 50)  // the double tap waits for its second tap
            try window.send(0.1, down(2, 100, 100), down(3, 120, 100))  // and two fingers stay down
            try window.send(0.15, move(2, 104, 100), move(3, 124, 100))
            touch = window.touches.first
            (dropped, view, swipe, doubleTap) = (window, surface, recognizers[0], taps)
            #expect(touch?.gestureRecognizers.isEmpty == false)
        }
        #expect(dropped == nil && view == nil, "the window or its view outlived it")
        #expect(swipe == nil && doubleTap == nil, "recognizers outlived their window")
        #expect(touch == nil, "a touch outlived its window")
    }
}
