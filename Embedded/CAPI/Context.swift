import GestureKit

/// What a `gk_context*` points to: one window and everything the C caller made in it, plus the
/// queues the caller pulls from. The C functions (`CAPI.swift`) are thin wrappers over it.
///
/// The context owns the window; the window owns the views, recognizers and their action
/// closures, which refer back to the context. Embedded Swift has no `weak`, so those closures
/// capture it `unowned(unsafe)`: safe because nothing but the context holds the window, so
/// the closures cannot outlive it, and full Swift does the same (no `#if`).
final class CContext {
    let window: Window
    /// Views by handle - 1.
    private(set) var views: [View] = []
    /// Recognizers by handle - 1.
    private(set) var recognizers: [GestureRecognizer] = []
    private let pairs = SimultaneousPairs()
    /// Actions not read yet; reserved at creation, so recording one allocates nothing.
    private var actions: Ring<gk_action>
    private(set) var droppedActions: Int32 = 0
    /// Decision log lines not read yet (only while the log is on).
    private var logLines: Ring<String>
    private var logObserver: DecisionObserverID?
    /// The changes of the touch event being staged; reserved at creation.
    private var staged: [TouchEvent.Change] = []
    private let touchCapacity: Int

    init(width: Double, height: Double, actionCapacity: Int, logCapacity: Int, touchCapacity: Int) {
        window = Window(size: Size(width: width, height: height))
        window.name = "window"
        actions = Ring(capacity: actionCapacity, filler: gk_action())
        logLines = Ring(capacity: logCapacity, filler: "")
        self.touchCapacity = touchCapacity
        staged.reserveCapacity(touchCapacity)
    }

    // MARK: Building the scene

    /// The view a handle names: 0 is the window.
    func view(_ handle: Int32) -> View? {
        if handle == 0 { return window }
        return handle > 0 && Int(handle) <= views.count ? views[Int(handle) - 1] : nil
    }

    func recognizer(_ handle: Int32) -> GestureRecognizer? {
        handle > 0 && Int(handle) <= recognizers.count ? recognizers[Int(handle) - 1] : nil
    }

    func addView(parent: View, frame: Rect, name: String?) -> Int32 {
        let view = View(frame: frame)
        view.name = name
        view.isMultipleTouchEnabled = true
        parent.addSubview(view)
        views.append(view)
        return Int32(views.count)
    }

    func addRecognizer(_ recognizer: GestureRecognizer, to view: View, name: String?) -> Int32 {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        let handle = Int32(recognizers.count)
        _ = recognizer.addAction { [unowned(unsafe) self] in self.record($0, handle: handle) }
        return handle
    }

    func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) {
        pairs.pairs.append((a, b))
        a.delegate = pairs
        b.delegate = pairs
    }

    // MARK: Input

    func stage(_ change: TouchEvent.Change) -> Bool {
        guard staged.count < touchCapacity else { return false }
        staged.append(change)
        return true
    }

    /// Sends the staged changes as one event; false if the engine rejected it (the window
    /// logs why, if the log is on).
    func sendStaged(at time: Double) -> Bool {
        defer { staged.removeAll(keepingCapacity: true) }
        return send(staged, at: time)
    }

    /// Cancels every touch down, in one event at `time`; the staged changes are dropped.
    /// False for a time any event would be rejected at (before the window's, after 2³² s,
    /// not finite), with touches down or not.
    func cancelTouches(at time: Double) -> Bool {
        staged.removeAll(keepingCapacity: true)
        do throws(TouchEventError) {
            try window.cancelAllTouches(at: time)
        } catch {
            return false
        }
        return true
    }

    private func send(_ changes: [TouchEvent.Change], at time: Double) -> Bool {
        do throws(TouchEventError) {
            try window.sendEvent(TouchEvent(timestamp: time, changes: changes))
        } catch {
            return false
        }
        return true
    }

    // MARK: Output

    private func record(_ recognizer: GestureRecognizer, handle: Int32) {
        let location = recognizer.location(in: nil)
        var action = gk_action(recognizer: handle, state: Int32(recognizer.state.rawValue),
                               time: window.currentTime, x: location.x, y: location.y, value0: 0, value1: 0)
        // Class casts work in Embedded Swift (protocol casts do not).
        if let pan = recognizer as? PanGestureRecognizer {
            let translation = pan.translation(in: nil)
            (action.value0, action.value1) = (translation.x, translation.y)
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            (action.value0, action.value1) = (pinch.scale, pinch.velocity)
        } else if let rotation = recognizer as? RotationGestureRecognizer {
            (action.value0, action.value1) = (rotation.rotation, rotation.velocity)
        } else if let swipe = recognizer as? SwipeGestureRecognizer {
            action.value0 = Double(swipe.recognizedDirection.rawValue)
        }
        guard !actions.push(action) else { return }
        // Full: a CHANGED that a later action of its recognizer supersedes goes first (a
        // continuous gesture's values are its state so far), so an ENDED is never the one lost
        // while such a CHANGED waits; with none, the newest action is dropped.
        if let index = supersededChange(by: action) {
            actions.remove(at: index)
            _ = actions.push(action)
        }
        if droppedActions < .max { droppedActions += 1 }
    }

    /// The oldest queued CHANGED action whose recognizer has a later action, queued or
    /// `incoming`; nil if there is none. A failed search costs one pass, and there are at most
    /// as many of those as recognizers (one latest action each), so this is O(recognizers ×
    /// queue) at worst, and runs only when the queue is full.
    private func supersededChange(by incoming: gk_action) -> Int? {
        let changed = Int32(GestureRecognizer.State.changed.rawValue)
        for index in 0..<actions.count where actions[index].state == changed {
            let recognizer = actions[index].recognizer
            if recognizer == incoming.recognizer { return index }
            for later in (index + 1)..<actions.count where actions[later].recognizer == recognizer { return index }
        }
        return nil
    }

    func nextAction() -> gk_action? { actions.pop() }

    /// Observes the decision log only while it is on: with no observer the engine formats
    /// nothing.
    func setLog(_ enabled: Bool) {
        if enabled, logObserver == nil {
            logObserver = window.addDecisionObserver { [unowned(unsafe) self] record in
                self.logLines.pushDroppingOldest("\(record)")
            }
        } else if !enabled, let observer = logObserver {
            window.removeDecisionObserver(observer)
            logObserver = nil
        }
    }

    func nextLogLine() -> String? { logLines.pop() }

    func peekLogLine() -> String? { logLines.first }

    /// Breaks the references that would outlive the context in Embedded Swift, where a
    /// recognizer holds its delegate strongly: the pairs' delegate holds the recognizers, and
    /// they hold it. Full Swift holds delegates weakly and needs none of this; it does no harm.
    func close() {
        setLog(false)
        for recognizer in recognizers { recognizer.delegate = nil }
        pairs.pairs.removeAll()
    }
}

/// The delegate of recognizers the caller paired with `gk_recognize_simultaneously`.
final class SimultaneousPairs: GestureRecognizerDelegate {
    var pairs: [(GestureRecognizer, GestureRecognizer)] = []

    func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        pairs.contains { ($0.0 === a && $0.1 === b) || ($0.0 === b && $0.1 === a) }
    }
}

/// A first-in first-out queue of fixed capacity over storage allocated once.
struct Ring<Element> {
    private var storage: [Element]
    /// What an emptied slot holds, so that a popped element (a log line) is freed at once.
    private let filler: Element
    private var head = 0
    private(set) var count = 0

    init(capacity: Int, filler: Element) {
        storage = Array(repeating: filler, count: max(capacity, 1))
        self.filler = filler
    }

    /// Appends; false (and nothing changes) when full.
    mutating func push(_ element: Element) -> Bool {
        guard count < storage.count else { return false }
        storage[(head + count) % storage.count] = element
        count += 1
        return true
    }

    /// Appends, dropping the oldest element when full.
    mutating func pushDroppingOldest(_ element: Element) {
        if count == storage.count { _ = pop() }
        _ = push(element)
    }

    /// The oldest element, left in place.
    var first: Element? { count > 0 ? storage[head] : nil }

    /// The element `offset` places after the oldest (0 is the oldest).
    subscript(offset: Int) -> Element { storage[(head + offset) % storage.count] }

    /// Removes the element `offset` places after the oldest; the later ones move up.
    mutating func remove(at offset: Int) {
        for position in offset..<(count - 1) {
            storage[(head + position) % storage.count] = storage[(head + position + 1) % storage.count]
        }
        storage[(head + count - 1) % storage.count] = filler
        count -= 1
    }

    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = filler
        head = (head + 1) % storage.count
        count -= 1
        return element
    }
}
