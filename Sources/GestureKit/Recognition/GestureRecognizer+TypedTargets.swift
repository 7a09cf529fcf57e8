/// The recognizers' target–action with the sender's own type (<doc:Rules#P4>).
///
/// UIKit's `addTarget(_:action:)` takes a selector, and a handler whose parameter does not
/// fit the sender fails at run time. Here the action's parameter must be the recognizer's
/// static type or one of its superclasses, so a pan handler given to a tap recognizer does
/// not compile. The method lives in a protocol extension because only there can its
/// signature name `Self`, the type of the recognizer it is called on.
public protocol TypedTargetActionSender: AnyObject {}

extension GestureRecognizer: TypedTargetActionSender {}

extension TypedTargetActionSender where Self: GestureRecognizer {
    /// Calls `action` on `target` for each committed change into began, changed, ended
    /// (recognized) and cancelled (<doc:Rules#T1>), for example `pan.addTarget(self, action:
    /// Canvas.handlePan)`, where `handlePan` takes a `PanGestureRecognizer` (or any superclass of it).
    /// The target is held weakly. Calling this again from the same line for the same target has no
    /// extra effect (<doc:Rules#T2>).
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly: once it is freed its
    ///     action is skipped and dropped.
    ///   - action: an unapplied method of `target`'s type whose parameter is this
    ///     recognizer's type or a superclass of it.
    ///   - file: with `line` and `column`, the call site that identifies the pair; leave
    ///     the defaults.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    /// - Returns: an identifier for ``GestureRecognizer/removeAction(_:)``; the existing
    ///   pair's when this target was already added from this call site.
    @discardableResult
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> (Self) -> Void,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> TargetActionID {
        targets.add(target: target, site: .init(file: file, line: line, column: column)) { object, sender in
            guard let object = object as? T, let sender = sender as? Self else { return }
            action(object)(sender)
        }
    }
}

extension Control: TypedTargetActionSender {}

extension TypedTargetActionSender where Self: Control {
    /// Calls `action` on `target` for `events`, for example
    /// `slider.addTarget(self, action: Mixer.volumeChanged, for: .valueChanged)`, where the
    /// action takes this control's type (or a superclass of it). The target is held weakly.
    /// Running the same `addTarget` line again for the same target and events has no extra
    /// effect.
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly: once it is freed its
    ///     action is skipped and dropped.
    ///   - action: an unapplied method of `target`'s type whose parameter is this control's
    ///     type or a superclass of it.
    ///   - events: the events that call it; the action runs when a sent event is among them.
    ///   - file: with `line` and `column`, the call site that identifies the pair; leave
    ///     the defaults.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    /// - Returns: an identifier for ``Control/removeAction(_:)``; the existing pair's when
    ///   this target was already added from this call site for the same events.
    @discardableResult
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> (Self) -> Void, for events: Control.Events,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> TargetActionID {
        targets.add(target: target, site: .init(file: file, line: line, column: column), events: events.rawValue) {
            object, sender in
            guard let object = object as? T, let sender = sender as? Self else { return }
            action(object)(sender)
        }
    }
}
