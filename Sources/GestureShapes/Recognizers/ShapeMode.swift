/// Which algorithm a shape recognizer uses.
public enum ShapeRecognitionMode: String, Hashable, Sendable, CaseIterable {
    /// The source material's algorithm (docs/Architecture.md names the source material).
    case seed
    /// GestureKit's stricter algorithm, measured on real data (docs/Accuracy.md).
    case improved
}
