/// Lets an object outside a recognizer fine-tune how it takes part in arbitration,
/// with UIKit's method names. Every method is optional; the defaults change nothing.
///
/// ```swift
/// /// Lets a pinch and a rotation run together, as a photo viewer does.
/// final class Together: GestureRecognizerDelegate {
///     func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
/// }
/// let window = Window(size: Size(width: 390, height: 844))
/// let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
/// window.addGestureRecognizer(pinch)
/// window.addGestureRecognizer(rotation)
/// let together = Together()                // recognizers hold their delegate weakly
/// pinch.delegate = together
/// pinch.addAction { print("pinch", $0.state) }
/// rotation.addAction { print("rotation", $0.state) }
///
/// // Two fingers 100 points apart spread to 200 and turn a quarter turn.
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 145, y: 350), .init(2, .began, x: 245, y: 350)]))
/// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .moved, x: 195, y: 250), .init(2, .moved, x: 195, y: 450)]))
/// // Prints "pinch began"
/// // Prints "rotation began"
/// ```
///
/// The defaults live in a protocol extension, so Swift binds each method where a class
/// declares the conformance; UIKit looks its optional methods up at run time. A method that
/// only a subclass adds is never called: with `class Base: GestureRecognizerDelegate {}` and
/// `class Screen: Base` implementing `shouldRecognizeSimultaneouslyWith`, the default
/// answers. Implement the methods in the class that declares the conformance — a base class
/// can implement those its subclasses need, returning the default, for them to `override`.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave the possible state; false makes it fail
    /// (<doc:Rules#A1>).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Asked when the two recognizers conflict; true lets them recognize together (<doc:Rules#A3>).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool

    /// True makes `gestureRecognizer` wait for `otherGestureRecognizer` to fail (<doc:Rules#A4>).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool

    /// True makes `otherGestureRecognizer` wait for `gestureRecognizer` to fail (<doc:Rules#A4>).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool

    /// Asked at touch-down; false keeps the touch from the recognizer for its whole life
    /// (<doc:Rules#D2>). Never asked about a scroll or a trackpad transform, which are not touches
    /// (<doc:Rules#P5>).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Asked once per event that brings the recognizer new input — a touch event with a
    /// touch-down for it (before `shouldReceive(touch)`), or the start of a scroll or a
    /// trackpad transform it follows; false keeps that input from it (<doc:Rules#D2>, <doc:Rules#P5>).
    /// Read ``Event/type`` to tell them apart: this is where to refuse scrolls, as UIKit's
    /// `gestureRecognizer(_:shouldReceive:)` for a `UIEvent`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// Default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// Default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// Default: true.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    /// Default: true.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }
}
