/// Scrolls and trackpad transforms (P5) reach recognizers as virtual fingers: one finger
/// moved by each scroll step, two fingers pinched and turned by each transform step. The
/// recognizers that follow such input (pans that allow the scroll type, pinches and
/// rotations) then measure them exactly as they measure fingers, and arbitration treats
/// them by the same rules (A1–A12): a pan on a scroll view and a pan on its container
/// conflict over the scroll's finger as they would over a real one. Views never see them.
extension Window {
    /// A scroll or transform in progress: its virtual fingers and when it ends if idle.
    struct VirtualGesture {
        var touches: [Touch]
        var idleDeadline: Double
        /// Where a transform's fingers turn about (a scroll's finger carries its own place).
        var origin: Point
        var scale = 1.0
        var rotation = 0.0
        var source: Touch.VirtualSource
    }

    /// The earliest idle deadline of a scroll or transform in progress.
    var nextVirtualDeadline: Double? {
        switch (scrollGesture?.idleDeadline, transformGesture?.idleDeadline) {
        case let (scroll?, transform?): Swift.min(scroll, transform)
        case let (scroll, transform): scroll ?? transform
        }
    }

    /// Processes a scroll step (P5): starts a scroll at `location` if none is in progress
    /// (or the type changed), moves its finger by the translation, and ends it at `ended`.
    public func sendEvent(_ input: ScrollEvent) throws(TouchEventError) {
        try checkingPointerInput { () throws(TouchEventError) in
            try validatePointerInput(at: input.timestamp, location: input.location)
            try checkPointerValue(input.translation.x, "translation.x", -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), at: input.timestamp)
            try checkPointerValue(input.translation.y, "translation.y", -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), at: input.timestamp)
        }
        advance(to: input.timestamp)
        event.type = .scroll
        event.modifierFlags = input.modifierFlags
        let source = Touch.VirtualSource.scroll(input.type)
        if let current = scrollGesture, current.source != source || input.phase == .began {
            endVirtualGesture(\.scrollGesture)
        }
        if scrollGesture == nil {
            guard input.phase != .ended else { return }  // nothing to end
            scrollGesture = startVirtualGesture(source, at: input.location, fingers: [input.location])
        }
        if input.translation != .zero, let gesture = scrollGesture {
            let moved = gesture.touches[0].windowLocation + input.translation
            runStep(at: currentTime) { moveVirtualFingers(of: gesture, to: [moved]) }
        }
        if input.phase == .ended { endVirtualGesture(\.scrollGesture) } else { scrollGesture?.idleDeadline = currentTime + scrollIdleInterval }
    }

    /// Processes a trackpad pinch or rotation step, or a Ctrl+wheel notch (P5).
    public func sendEvent(_ input: TransformEvent) throws(TouchEventError) {
        try checkingPointerInput { () throws(TouchEventError) in
            try validatePointerInput(at: input.timestamp, location: input.location)
            try checkPointerValue(input.scale, "scale", Double.leastNonzeroMagnitude...(.greatestFiniteMagnitude), at: input.timestamp)
            try checkPointerValue(input.rotation, "rotation", -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), at: input.timestamp)
        }
        advance(to: input.timestamp)
        event.type = .transform
        event.modifierFlags = input.modifierFlags
        if transformGesture != nil, input.phase == .began { endVirtualGesture(\.transformGesture) }
        if transformGesture == nil {
            guard input.phase != .ended else { return }
            transformGesture = startVirtualGesture(.transform, at: input.location,
                                                   fingers: Self.transformFingers(around: input.location, spread: transformFingerSpread,
                                                                                  scale: 1, rotation: 0))
        }
        if input.scale != 1 || input.rotation != 0, var gesture = transformGesture {
            gesture.scale *= input.scale
            gesture.rotation += input.rotation
            let fingers = Self.transformFingers(around: gesture.origin, spread: transformFingerSpread,
                                                scale: gesture.scale, rotation: gesture.rotation)
            runStep(at: currentTime) { moveVirtualFingers(of: gesture, to: fingers) }
            transformGesture = gesture
        }
        if input.phase == .ended {
            endVirtualGesture(\.transformGesture)
        } else {
            transformGesture?.idleDeadline = currentTime + scrollIdleInterval
        }
    }

    /// The two fingers of a transform: `spread × scale` apart through `center`, the line
    /// between them turned by `rotation` from horizontal.
    static func transformFingers(around center: Point, spread: Double, scale: Double, rotation: Double) -> [Point] {
        let half = Point(x: Trigonometry.cos(rotation), y: Trigonometry.sin(rotation)) * (spread * scale / 2)
        return [center - half, center + half]
    }

    private func startVirtualGesture(_ source: Touch.VirtualSource, at location: Point, fingers: [Point]) -> VirtualGesture {
        var touches: [Touch] = []
        runStep(at: currentTime) {
            for point in fingers {
                touches.append(begin(TouchEvent.Change(id: -1, phase: .began, location: point, type: .indirectPointer), virtual: source))
            }
            deliverToRecognizers()
        }
        return VirtualGesture(touches: touches, idleDeadline: currentTime + scrollIdleInterval, origin: location, source: source)
    }

    private func moveVirtualFingers(of gesture: VirtualGesture, to points: [Point]) {
        for (touch, point) in zip(gesture.touches, points) where !touch.phase.isTerminal {
            touch.apply(TouchEvent.Change(id: touch.id, phase: .moved, location: point, type: touch.type), at: currentTime)
            touch.lastChangedStep = step
        }
        deliverToRecognizers()
    }

    /// Lifts the virtual fingers of the gesture at `path` (a step), and forgets it.
    func endVirtualGesture(_ path: ReferenceWritableKeyPath<Window, VirtualGesture?>) {
        guard let gesture = self[keyPath: path] else { return }
        self[keyPath: path] = nil
        runStep(at: currentTime) {
            for touch in gesture.touches where !touch.phase.isTerminal {
                touch.apply(TouchEvent.Change(id: touch.id, phase: .ended, location: touch.windowLocation, type: touch.type),
                            at: currentTime)
                touch.lastChangedStep = step
                touchesEndedInStep = true
            }
            deliverToRecognizers()
        }
    }

    /// Ends the scroll or transform whose idle deadline is due at `time`, if it comes before
    /// every timer due by then; returns whether it ended one (for ``advance(to:)``).
    func endIdleVirtualGesture(dueBy time: Double) -> Bool {
        guard let deadline = nextVirtualDeadline, deadline <= time else { return false }
        if let timer = timers.nextDeadline, timer <= deadline { return false }  // timers at the same instant go first
        currentTime = Swift.max(currentTime, deadline)
        if scrollGesture?.idleDeadline == deadline {
            event.type = .scroll
            endVirtualGesture(\.scrollGesture)
        } else {
            event.type = .transform
            endVirtualGesture(\.transformGesture)
        }
        return true
    }
}
