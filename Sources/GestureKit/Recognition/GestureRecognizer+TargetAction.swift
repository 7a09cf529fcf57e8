/// A recognizer's targets and actions (<doc:Rules#T1>–<doc:Rules#T3>): what the gesture environment
/// calls for each change it commits into began, changed, ended or cancelled.
///
/// `addTarget(_:action:)` with a sender is in GestureRecognizer+TypedTargets.swift: it names
/// the recognizer's own type, which a class method cannot. The list itself is
/// `TargetActionList`; these are the public ways in and out of it.
extension GestureRecognizer {
    /// Creates a recognizer that calls `action` on `target` (see `addTarget(_:action:)`).
    ///
    /// An initializer cannot name the class being created in its parameters, so here the
    /// sender type is checked when the recognizer is made: an action whose parameter is a
    /// recognizer class this one is not (a pan handler given to a tap) stops the program
    /// with a message naming both, rather than never being called (<doc:Rules#P4>).
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly.
    ///   - action: an unapplied method of `target`'s type, such as `Canvas.handlePan`, whose
    ///     parameter is this recognizer's class or a superclass of it.
    ///   - file: the call site, which identifies the pair; leave the default.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    public convenience init<T: AnyObject, R: GestureRecognizer>(
        target: T, action: @escaping (T) -> (R) -> Void,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init()
        guard let sender = self as? R else {
            let own = Self.typeName(of: type(of: self))
            preconditionFailure("\(own)(target:action:) at \(file):\(line): the action takes a \(Self.typeName(of: R.self)), "
                + "which a \(own) is not; it would never be called")
        }
        _ = sender.targets.add(target: target, site: .init(file: file, line: line, column: column)) { object, sender in
            guard let object = object as? T, let sender = sender as? R else { return }
            action(object)(sender)
        }
    }

    /// Calls an action that takes no argument, for example `addTarget(self, action: Model.undo)`.
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly.
    ///   - action: an unapplied method of `target`'s type that takes no argument.
    ///   - file: with `line` and `column`, the call site that identifies the pair: adding
    ///     the same target from the same place again has no extra effect. Leave the defaults.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    /// - Returns: an identifier for ``removeAction(_:)``; the existing pair's when it was
    ///   already added from this call site.
    @discardableResult
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> () -> Void,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> TargetActionID {
        targets.add(target: target, site: .init(file: file, line: line, column: column)) { object, _ in
            guard let object = object as? T else { return }
            action(object)()
        }
    }

    /// Calls `handler` for each change an action goes out for, after the targets added earlier.
    ///
    /// - Parameter handler: called with the recognizer; held strongly until it is removed, so
    ///   capture the recognizer or its owner weakly or `unowned` to avoid a cycle.
    /// - Returns: an identifier for ``removeAction(_:)``. Every call adds a new closure.
    @discardableResult
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) -> TargetActionID {
        targets.add(handler: handler)
    }

    /// Removes every action of `target`.
    ///
    /// - Parameter target: the object whose actions go, compared by identity; nil removes
    ///   every action and every closure added with ``addAction(_:)``.
    public func removeTarget(_ target: AnyObject?) {
        targets.remove(target: target)
    }

    /// Removes the action or closure added under `id`.
    ///
    /// - Parameter id: the value ``addAction(_:)`` or `addTarget(_:action:)` returned; an
    ///   identifier already removed, or another sender's, changes nothing.
    public func removeAction(_ id: TargetActionID) {
        targets.remove(id)
    }
}
