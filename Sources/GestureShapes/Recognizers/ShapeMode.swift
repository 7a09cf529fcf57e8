/// Which algorithm a shape recognizer uses.
public enum ShapeRecognitionMode: String, Hashable, Sendable, CaseIterable {
    /// The source material's algorithm, as described in SEEDS.md.
    case seed
    /// GestureKit's stricter algorithm, measured on real data (docs/Accuracy.md).
    case improved
}
