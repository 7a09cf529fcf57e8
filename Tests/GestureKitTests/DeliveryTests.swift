import Testing
@testable import GestureKit

@Suite("Who sees a touch (D1–D6)")
struct DeliveryTests {
    @Test("D1: the hit view's recognizers first in the order attached, then each ancestor's, up to the window")
    func collectionOrder() throws {
        let scene = Scene()
        let b1 = scene.cue("b1", on: scene.box), b2 = scene.cue("b2", on: scene.box)
        let c1 = scene.cue("c1", on: scene.content), w1 = scene.cue("w1", on: scene.window)
        let off = scene.cue("off", on: scene.content)
        off.isEnabled = false
        _ = (b1, b2, c1, w1)
        try scene.window.send(0, down(1, 150, 150))
        let touch = try #require(scene.window.touches.first)
        #expect(touch.gestureRecognizers.map(\.displayName) == ["b1", "b2", "c1", "w1"])
        // A touch outside the box is not seen by the box's recognizers.
        try scene.window.send(0.1, down(2, 10, 10))
        #expect(scene.window.touches[1].gestureRecognizers.map(\.displayName) == ["c1", "w1"])
    }

    @Test("D1, D5, A11: a touch lists its own recognizers in path order whenever they joined the gesture; ignoring it, taking a recognizer off its touches, a reset or the window's end take them off the list")
    func touchRecognizerList() throws {
        var kept: Touch?
        do {
            let scene = Scene()
            let c1 = scene.cue("c1", on: scene.content), b1 = scene.cue("b1", on: scene.box)
            let w1 = scene.cue("w1", on: scene.window)
            scene.box.isMultipleTouchEnabled = true
            // Touch 1 on the content view: c1 and w1 join the gesture. Touch 2 on the box:
            // b1 joins after them, yet touch 2 lists its hit view's recognizer first (D1).
            try scene.window.send(0, down(1, 20, 20))
            try scene.window.send(0.1, down(2, 150, 150))
            let (first, second) = (scene.window.touches[0], scene.window.touches[1])
            #expect(scene.window.gestureEnvironment.involved.map(\.displayName) == ["c1", "w1", "b1"])
            #expect(first.gestureRecognizers.map(\.displayName) == ["c1", "w1"])
            #expect(second.gestureRecognizers.map(\.displayName) == ["b1", "c1", "w1"])
            #expect(scene.window.eventForTesting.touches(for: b1).map(\.id) == [2])
            #expect(scene.window.eventForTesting.touches(for: c1).map(\.id) == [1, 2])
            // D5: c1 ignores touch 2.
            c1.ignore(second, for: scene.window.eventForTesting)
            #expect(second.gestureRecognizers.map(\.displayName) == ["b1", "w1"])
            #expect(scene.window.eventForTesting.touches(for: c1).map(\.id) == [1])
            // A11: w1 disabled in the middle of a step lets go of every touch at once,
            // before its reset at the end of the step.
            var seenMidStep: [[String]] = []
            b1.onMoved = { _, _ in
                w1.isEnabled = false
                seenMidStep = [first.gestureRecognizers.map(\.displayName), second.gestureRecognizers.map(\.displayName)]
            }
            try scene.window.send(0.2, move(2, 151, 150))
            #expect(seenMidStep == [["c1"], ["b1"]])
            #expect(scene.window.eventForTesting.touches(for: w1).isEmpty)
            // The gesture ends: the resets empty the lists, even of touches still held.
            try scene.window.send(0.3, up(1, 20, 20), up(2, 151, 150))
            #expect(first.gestureRecognizers.isEmpty && second.gestureRecognizers.isEmpty)
            try scene.window.send(0.4, down(3, 150, 150))
            kept = scene.window.touches.first
            #expect(kept?.gestureRecognizers.map(\.displayName) == ["b1", "c1"])
        }
        #expect(kept?.gestureRecognizers.isEmpty == true, "a touch outliving its window lists no recognizers")
    }

    @Test("D1: a recognizer whose view has left the touch's path is still listed, after the path's own")
    func listedAfterLeavingThePath() throws {
        let scene = Scene()
        let onContent = scene.cue("onContent", on: scene.content)
        scene.cue("onWindow", on: scene.window)
        try scene.window.send(0, down(1, 150, 150))
        let touch = scene.window.touches[0]
        #expect(touch.gestureRecognizers.map(\.displayName) == ["onContent", "onWindow"])
        scene.window.addSubview(scene.box)  // the box leaves the content view: the path is box, window
        #expect(onContent.state == .possible)  // the content view stayed, so its recognizer keeps the touch
        #expect(touch.gestureRecognizers.map(\.displayName) == ["onWindow", "onContent"])
        try scene.window.send(0.1, move(1, 151, 150))
        #expect(onContent.received == ["began[1]", "moved[1]"])
    }

    @Test("D2: a recognizer whose delegate refuses a touch never sees it")
    func shouldReceive() throws {
        let scene = Scene()
        let picky = scene.cue("picky", on: scene.box), other = scene.cue("other", on: scene.box)
        let delegate = ClosureDelegate()
        delegate.shouldReceive = { _, touch in touch.id != 2 }
        picky.delegate = delegate
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        try scene.window.send(0.1, move(1, 151, 150), move(2, 161, 160))
        #expect(picky.received == ["began[1]", "moved[1]"])
        #expect(other.received == ["began[1, 2]", "moved[1, 2]"])
        #expect(picky.numberOfTouches == 1)
    }

    enum DelegateChange: CaseIterable { case removesItself, removesTheView, disablesItself, removesTheNext }

    @Test("D2, A11: a delegate that, asked about a touch, removes or disables its recognizer or the view keeps the touch from it; the others go on",
          arguments: DelegateChange.allCases)
    func delegateChangesTheScene(change: DelegateChange) throws {
        let scene = Scene()
        let first = scene.cue("first", on: scene.box), second = scene.cue("second", on: scene.box)
        let outer = scene.cue("outer", on: scene.content)
        let delegate = ClosureDelegate()
        delegate.shouldReceive = { recognizer, _ in
            switch change {
            case .removesItself: recognizer.view?.removeGestureRecognizer(recognizer)
            case .removesTheView: recognizer.view?.removeFromSuperview()
            case .disablesItself: recognizer.isEnabled = false
            case .removesTheNext: recognizer.view?.removeGestureRecognizer(second)
            }
            return true
        }
        first.delegate = delegate
        try withExtendedLifetime(delegate) {
            try scene.window.send(0, down(1, 150, 150))
            try scene.window.send(0.1, up(1, 150, 150))
        }
        let seen = ["began[1]", "ended[1]"]
        switch change {
        case .removesItself, .disablesItself:
            #expect(first.received.isEmpty && second.received == seen && outer.received == seen)
        case .removesTheView:  // the box left the window: nothing on the way up from it takes part
            #expect(first.received.isEmpty && second.received.isEmpty && outer.received.isEmpty)
        case .removesTheNext:  // removed before it was asked
            #expect(first.received == seen && second.received.isEmpty && outer.received == seen)
        }
        // The window goes on: the next touch reaches whoever is still there.
        try scene.window.send(1, down(2, 150, 150))
        #expect(outer.received.last == "began[2]")
    }

    @Test("D3: a terminal recognizer takes no new touches until it is reset")
    func terminalTakesNoNewTouches() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.onBegan = { recognizer, _ in recognizer.state = .failed }
        try scene.window.send(0, down(1, 150, 150))
        #expect(r.state == .failed)
        try scene.window.send(0.1, down(2, 160, 160))
        #expect(r.received == ["began[1]"])
        #expect(!scene.window.touches[1].gestureRecognizers.contains { $0 === r })
        try scene.window.send(0.2, up(1, 150, 150), up(2, 160, 160))
        #expect(r.state == .possible && r.resetCount == 1)
        r.onBegan = nil
        try scene.window.send(0.3, down(3, 150, 150))
        #expect(r.received == ["began[1]", "began[3]"])
    }

    @Test("D3: a recognizer that ends in one phase of a step gets none of that step's later phases")
    func terminalMidStep() throws {
        let scene = Scene()
        scene.box.isMultipleTouchEnabled = true
        let r = scene.cue("r", .discrete(on: .moved), on: scene.box)
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        try scene.window.send(0.1, move(1, 151, 150), up(2, 160, 160))  // moved, then ended
        #expect(r.state == .recognized && r.received == ["began[1, 2]", "moved[1]"])
    }

    @Test("D4: only its own touches, per phase in the order began, moved, ended, cancelled; no stationary")
    func perPhaseOrder() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160), down(3, 170, 170), down(4, 20, 20))
        try scene.window.send(0.1, lost(3, 170, 170), up(2, 160, 160), move(1, 151, 150), down(5, 180, 180), still(4, 20, 20))
        #expect(r.received == ["began[1, 2, 3]", "began[5]", "moved[1]", "ended[2]", "cancelled[3]"])
        try scene.window.send(0.2, still(1, 151, 150), move(4, 30, 30))
        #expect(r.received.count == 5)  // stationary touches and other recognizers' touches are not delivered
        // Every touch of the recognizer changed, one moving and one stationary: only the mover.
        try scene.window.send(0.3, move(1, 152, 150), still(5, 180, 180))
        #expect(r.received.last == "moved[1]")
    }

    @Test("D5: an ignored touch is no longer delivered and no longer counts for effects on views")
    func ignore() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.onBegan = { recognizer, touches in
            for touch in touches where touch.id == 2 { recognizer.ignore(touch, for: touch.window!.eventForTesting) }
        }
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        scene.box.isMultipleTouchEnabled = true
        try scene.window.send(0.1, move(1, 151, 150), move(2, 161, 160))
        #expect(r.received == ["began[1, 2]", "moved[1]"])
        #expect(r.numberOfTouches == 1)
        r.state = .began  // claims touch 1 from the view, not the ignored touch 2
        try scene.window.send(0.2, move(1, 152, 150), move(2, 162, 160))
        #expect(scene.journal.entries.contains("box.cancelled[1]"))
        #expect(!scene.journal.entries.contains { $0.hasPrefix("box.cancelled") && $0.contains("2") })
    }

    @Test("D6: within one event recognizers are served in a fixed, documented order")
    func servingOrder() throws {
        let scene = Scene()
        var order: [String] = []
        for (name, view) in [("c", scene.content as View), ("b1", scene.box), ("b2", scene.box)] {
            let r = scene.cue(name, on: view)
            r.onBegan = { r, _ in order.append("\(r.displayName).began") }
            r.onMoved = { r, _ in order.append("\(r.displayName).moved") }
        }
        // Touch 1 on content only, then touch 2 on the box: c joined first.
        try scene.window.send(0, down(1, 20, 20))
        try scene.window.send(0.1, down(2, 150, 150), move(1, 21, 20))
        #expect(order == ["c.began", "c.began", "c.moved", "b1.began", "b2.began"])
    }

    @Test("D6, S1, A11: one that fails mid-gesture is served nothing more and the others keep their order; one taken off its view is not served; after the resets the next gesture serves all again, in joining order")
    func servingOrderAcrossFailures() throws {
        let scene = Scene()
        var order: [String] = []
        var cues: [CueRecognizer] = []
        for name in ["a", "b", "c", "d"] {
            let r = scene.cue(name, on: scene.box)
            r.onMoved = { r, _ in order.append(r.displayName) }
            cues.append(r)
        }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 151, 150))
        #expect(order == ["a", "b", "c", "d"])
        order = []
        cues[1].state = .failed  // b: no more touches this gesture (S1)
        try scene.window.send(0.2, move(1, 152, 150))
        #expect(order == ["a", "c", "d"])
        order = []
        cues[2].state = .failed
        scene.box.removeGestureRecognizer(cues[2])  // c: failed, then taken off its view (A11)
        cues[0].state = .failed
        try scene.window.send(0.3, move(1, 153, 150))
        try scene.window.send(0.4, move(1, 154, 150))
        #expect(order == ["d", "d"])
        order = []
        try scene.window.send(0.5, up(1, 154, 150))
        try scene.window.send(1.0, down(2, 150, 150))
        try scene.window.send(1.1, move(2, 151, 150))
        #expect(order == ["a", "b", "d"])  // c left the view; the rest are served afresh
        #expect(scene.window.gestureEnvironment.involved.map(\.displayName) == ["a", "b", "d"])
    }
}

extension Window {
    var eventForTesting: Event { event }
}
