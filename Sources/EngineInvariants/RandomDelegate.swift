import GestureKit

/// A delegate with fixed random answers per pair of recognizers (by display name).
public final class RandomDelegate: GestureRecognizerDelegate {
    /// Pairs `[a, b]` for which a may recognize simultaneously with b.
    public var simultaneous: Set<[String]> = []
    /// Pairs `[a, b]` for which a requires b to fail.
    public var requires: Set<[String]> = []
    /// Recognizers that are refused when they ask to begin.
    public var refusesBegin: Set<String> = []

    /// A delegate that allows nothing yet.
    public init() {}

    public func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        simultaneous.contains([a.displayName, b.displayName])
    }
    public func gestureRecognizer(_ a: GestureRecognizer, shouldRequireFailureOf b: GestureRecognizer) -> Bool {
        requires.contains([a.displayName, b.displayName])
    }
    public func gestureRecognizerShouldBegin(_ a: GestureRecognizer) -> Bool { !refusesBegin.contains(a.displayName) }
}
