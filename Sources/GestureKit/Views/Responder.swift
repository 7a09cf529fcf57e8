/// An object that can handle touches, and passes those it does not handle along the
/// responder chain (<doc:Rules#V1>).
///
/// ``View`` is the responder everyone uses; the chain runs from a view to its superview
/// and ends at the window.
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next object in the responder chain; the default implementations of the touch
    /// methods forward to it.
    open var next: Responder? { nil }

    /// Touches began in the view (or were forwarded by the previous responder).
    ///
    /// Each of the four touch methods is called once per view and phase in a step, views in
    /// the order of their first touch; a method that is not overridden passes the call to
    /// ``Responder/next``.
    ///
    /// - Parameters:
    ///   - touches: the touches hit-tested to the view that reached this phase in this step
    ///     (only its first touch while ``View/isMultipleTouchEnabled`` is false).
    ///   - event: the event being delivered, reused from step to step: read it during the
    ///     call, do not keep it.
    open func touchesBegan(_ touches: [Touch], with event: Event) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved.
    open func touchesMoved(_ touches: [Touch], with event: Event) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted.
    open func touchesEnded(_ touches: [Touch], with event: Event) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled: by the input source, or because a gesture recognizer
    /// recognized them (<doc:Rules#V2>).
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        next?.touchesCancelled(touches, with: event)
    }
}
