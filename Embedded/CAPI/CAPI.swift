import GestureKit

// The C functions of gesturekit.h, which documents each. They check handles and arguments and
// forward to CContext; a `gk_context*` is an unmanaged, retained CContext. A NULL context is
// an argument error, never a trap: on a microcontroller a trap is a HardFault.

@inline(__always)
private func context(_ pointer: OpaquePointer?) -> CContext? {
    pointer.map { Unmanaged<CContext>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
}

private let argumentError = Int32(GK_ERR_ARGUMENT)

/// The most a gk_config capacity may ask for (GK_MAXIMUM_CAPACITY): the queues are reserved at
/// creation, and an allocation that fails traps rather than returning NULL.
private let maximumCapacity = Int32(GK_MAXIMUM_CAPACITY)

private func string(_ name: UnsafePointer<CChar>?) -> String? {
    name.map { String(cString: $0) }
}

/// `gk_context_create`: a window of the configured size and the queues' capacities.
@_cdecl("gk_context_create")
public func gkContextCreate(_ config: UnsafePointer<gk_config>?) -> OpaquePointer? {
    guard let config = config?.pointee, config.width > 0, config.height > 0,
          config.width.isFinite, config.height.isFinite,
          (0...maximumCapacity).contains(config.action_capacity), (0...maximumCapacity).contains(config.log_capacity),
          (0...maximumCapacity).contains(config.touch_capacity)
    else { return nil }
    func or(_ value: Int32, _ fallback: Int) -> Int { value == 0 ? fallback : Int(value) }
    let created = CContext(width: config.width, height: config.height,
                           actionCapacity: or(config.action_capacity, 64),
                           logCapacity: or(config.log_capacity, 64),
                           touchCapacity: or(config.touch_capacity, 10))
    return OpaquePointer(Unmanaged.passRetained(created).toOpaque())
}

/// `gk_context_destroy`: releases the context, and with it the window and all it holds.
@_cdecl("gk_context_destroy")
public func gkContextDestroy(_ pointer: OpaquePointer?) {
    guard let pointer else { return }
    let unmanaged = Unmanaged<CContext>.fromOpaque(UnsafeRawPointer(pointer))
    // Nothing may refer to the context once it is gone (the log observer), and nothing it
    // made may keep itself alive (delegate cycles without weak references): close() first.
    unmanaged.takeUnretainedValue().close()
    unmanaged.release()
}

/// `gk_add_view`: a view in `parent` (0: the window); its handle or an error.
@_cdecl("gk_add_view")
public func gkAddView(_ pointer: OpaquePointer?, _ parent: Int32, _ x: Double, _ y: Double,
                      _ width: Double, _ height: Double, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let parent = context.view(parent) else { return Int32(GK_ERR_HANDLE) }
    guard width >= 0, height >= 0, (x + y + width + height).isFinite else { return Int32(GK_ERR_ARGUMENT) }
    return context.addView(parent: parent, frame: Rect(x: x, y: y, width: width, height: height), name: string(name))
}

/// `gk_add_recognizer`: a built-in recognizer of a kind on a view; its handle or an error.
@_cdecl("gk_add_recognizer")
public func gkAddRecognizer(_ pointer: OpaquePointer?, _ view: Int32, _ kind: Int32,
                            _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let view = context.view(view) else { return Int32(GK_ERR_HANDLE) }
    let recognizer: GestureRecognizer
    switch Int(kind) {
    case GK_TAP: recognizer = TapGestureRecognizer()
    case GK_LONG_PRESS: recognizer = LongPressGestureRecognizer()
    case GK_PAN: recognizer = PanGestureRecognizer()
    case GK_PINCH: recognizer = PinchGestureRecognizer()
    case GK_ROTATION: recognizer = RotationGestureRecognizer()
    case GK_SWIPE: recognizer = SwipeGestureRecognizer()
    case GK_SCREEN_EDGE_PAN: recognizer = ScreenEdgePanGestureRecognizer()
    default: return Int32(GK_ERR_ARGUMENT)
    }
    return context.addRecognizer(recognizer, to: view, name: string(name))
}

/// `gk_set`: one setting of a recognizer.
@_cdecl("gk_set")
public func gkSet(_ pointer: OpaquePointer?, _ handle: Int32, _ setting: Int32, _ value: Double) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let recognizer = context.recognizer(handle) else { return Int32(GK_ERR_HANDLE) }
    return apply(Int(setting), value, to: recognizer) ? Int32(GK_OK) : Int32(GK_ERR_ARGUMENT)
}

/// Applies a GK_SET_* setting; false if it does not apply to the recognizer or the value is
/// out of range.
private func apply(_ setting: Int, _ value: Double, to recognizer: GestureRecognizer) -> Bool {
    guard value.isFinite else { return false }
    // Counts and bit sets must be whole and small; the engine validates the rest itself.
    let whole = value >= 0 && value <= 255 && value == value.rounded() ? Int(value) : nil
    switch setting {
    case GK_SET_TAPS_REQUIRED, GK_SET_TOUCHES_REQUIRED:
        guard let count = whole, count >= (setting == GK_SET_TAPS_REQUIRED ? 0 : 1) else { return false }
        let taps = setting == GK_SET_TAPS_REQUIRED
        if let tap = recognizer as? TapGestureRecognizer {
            guard count >= 1 else { return false }
            if taps { tap.numberOfTapsRequired = count } else { tap.numberOfTouchesRequired = count }
        } else if let press = recognizer as? LongPressGestureRecognizer {
            if taps { press.numberOfTapsRequired = count } else { press.numberOfTouchesRequired = count }
        } else if !taps, let swipe = recognizer as? SwipeGestureRecognizer {
            swipe.numberOfTouchesRequired = count
        } else { return false }
    case GK_SET_MINIMUM_TOUCHES, GK_SET_MAXIMUM_TOUCHES:
        guard let pan = recognizer as? PanGestureRecognizer, let count = whole, count >= 1 else { return false }
        // A minimum above the maximum is a pan that can never begin: refused, whichever is set.
        if setting == GK_SET_MINIMUM_TOUCHES {
            guard count <= pan.maximumNumberOfTouches else { return false }
            pan.minimumNumberOfTouches = count
        } else {
            guard count >= pan.minimumNumberOfTouches else { return false }
            pan.maximumNumberOfTouches = count
        }
    case GK_SET_ALLOWABLE_MOVEMENT:
        guard value >= 0 else { return false }
        if let tap = recognizer as? TapGestureRecognizer { tap.allowableMovement = value }
        else if let press = recognizer as? LongPressGestureRecognizer { press.allowableMovement = value }
        else { return false }
    case GK_SET_MINIMUM_PRESS_DURATION:
        guard let press = recognizer as? LongPressGestureRecognizer, value >= 0 else { return false }
        press.minimumPressDuration = value
    case GK_SET_DIRECTION:
        guard let swipe = recognizer as? SwipeGestureRecognizer, let bits = whole, bits >= 1, bits <= 15 else { return false }
        swipe.direction = SwipeGestureRecognizer.Direction(rawValue: UInt8(bits))
    case GK_SET_EDGES:
        guard let edge = recognizer as? ScreenEdgePanGestureRecognizer, let bits = whole, bits <= 15 else { return false }
        edge.edges = RectEdge(rawValue: UInt8(bits))
    default:
        return false
    }
    return true
}

/// `gk_require_to_fail`: `handle` waits for `other` to fail.
@_cdecl("gk_require_to_fail")
public func gkRequireToFail(_ pointer: OpaquePointer?, _ handle: Int32, _ other: Int32) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let recognizer = context.recognizer(handle), let other = context.recognizer(other) else {
        return Int32(GK_ERR_HANDLE)
    }
    return recognizer.require(toFail: other) ? Int32(GK_OK) : Int32(GK_ERR_ARGUMENT)
}

/// `gk_recognize_simultaneously`: two recognizers may recognize together.
@_cdecl("gk_recognize_simultaneously")
public func gkRecognizeSimultaneously(_ pointer: OpaquePointer?, _ a: Int32, _ b: Int32) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let a = context.recognizer(a), let b = context.recognizer(b) else { return Int32(GK_ERR_HANDLE) }
    context.recognizeSimultaneously(a, b)
    return Int32(GK_OK)
}

/// `gk_stage_touch`: one change of the next touch event.
@_cdecl("gk_stage_touch")
public func gkStageTouch(_ pointer: OpaquePointer?, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double) -> Int32 {
    guard let context = context(pointer), let phase = TouchPhase(rawValue: Int(phase)) else { return argumentError }
    return context.stage(.init(Int(id), phase, x: x, y: y)) ? Int32(GK_OK) : Int32(GK_ERR_FULL)
}

/// `gk_send_touches`: the staged changes as one event at `time`.
@_cdecl("gk_send_touches")
public func gkSendTouches(_ pointer: OpaquePointer?, _ time: Double) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    return context.sendStaged(at: time) ? Int32(GK_OK) : Int32(GK_ERR_REJECTED)
}

/// `gk_cancel_touches`: every touch down, cancelled in one event at `time`.
@_cdecl("gk_cancel_touches")
public func gkCancelTouches(_ pointer: OpaquePointer?, _ time: Double) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    return context.cancelTouches(at: time) ? Int32(GK_OK) : Int32(GK_ERR_REJECTED)
}

/// `gk_touch`: an event of one change.
@_cdecl("gk_touch")
public func gkTouch(_ pointer: OpaquePointer?, _ time: Double, _ id: Int32, _ phase: Int32,
                    _ x: Double, _ y: Double) -> Int32 {
    let staged = gkStageTouch(pointer, id, phase, x, y)
    return staged == Int32(GK_OK) ? gkSendTouches(pointer, time) : staged
}

/// `gk_advance`: virtual time moves to `time`.
@_cdecl("gk_advance")
public func gkAdvance(_ pointer: OpaquePointer?, _ time: Double) {
    context(pointer)?.window.advance(to: time)
}

/// `gk_time`: the window's time.
@_cdecl("gk_time")
public func gkTime(_ pointer: OpaquePointer?) -> Double {
    context(pointer)?.window.currentTime ?? .nan
}

/// `gk_next_deadline`: the earliest pending deadline, infinity when none up to the clock's limit.
@_cdecl("gk_next_deadline")
public func gkNextDeadline(_ pointer: OpaquePointer?) -> Double {
    guard let context = context(pointer) else { return .nan }
    return context.window.nextDeadline ?? .infinity
}

/// `gk_next_action`: the oldest queued action.
@_cdecl("gk_next_action")
public func gkNextAction(_ pointer: OpaquePointer?, _ out: UnsafeMutablePointer<gk_action>?) -> Int32 {
    guard let context = context(pointer), let out else { return argumentError }
    guard let action = context.nextAction() else { return 0 }
    out.pointee = action
    return 1
}

/// `gk_dropped_actions`: how many actions a full queue dropped.
@_cdecl("gk_dropped_actions")
public func gkDroppedActions(_ pointer: OpaquePointer?) -> Int32 {
    context(pointer)?.droppedActions ?? argumentError
}

/// `gk_set_log`: the decision log on or off.
@_cdecl("gk_set_log")
public func gkSetLog(_ pointer: OpaquePointer?, _ enabled: Int32) {
    context(pointer)?.setLog(enabled != 0)
}

/// `gk_next_log_line`: the oldest queued log line, copied and NUL-terminated.
@_cdecl("gk_next_log_line")
public func gkNextLogLine(_ pointer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int32) -> Int32 {
    guard let context = context(pointer) else { return argumentError }
    guard let line = context.peekLogLine() else { return -1 }
    let bytes = line.utf8
    let length = Int32(clamping: bytes.count)
    // No buffer to fill: the caller asks how long the line is, and it stays queued.
    guard let buffer, capacity > 0 else { return length }
    _ = context.nextLogLine()
    // Truncated to capacity - 1 bytes, and never inside a character: a UTF-8 continuation
    // byte (10xxxxxx) at the cut goes with the character it belongs to.
    var end = min(bytes.count, Int(capacity) - 1)
    if end < bytes.count {
        while end > 0, bytes[bytes.index(bytes.startIndex, offsetBy: end)] & 0xC0 == 0x80 { end -= 1 }
    }
    var written = 0
    for byte in bytes.prefix(end) {
        buffer[written] = CChar(bitPattern: byte)
        written += 1
    }
    buffer[written] = 0
    return length
}

/// `gk_state_name`: a state's name as a static C string.
@_cdecl("gk_state_name")
public func gkStateName(_ state: Int32) -> UnsafePointer<CChar> {
    let name: StaticString = switch state {
    case 0: "possible"
    case 1: "began"
    case 2: "changed"
    case 3: "ended"
    case 4: "cancelled"
    case 5: "failed"
    default: "unknown"
    }
    // A StaticString literal is stored NUL-terminated in the image's constant data.
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}
