/// Hands out its elements in turn, forever.
public final class Cycle<Element>: @unchecked Sendable {  // used by one benchmark thread at a time
    private let elements: [Element]
    private var index = 0

    public init(_ elements: [Element]) {
        precondition(!elements.isEmpty, "nothing to cycle through")
        self.elements = elements
    }

    /// How many elements it hands out before the first again.
    public var count: Int { elements.count }

    public func next() -> Element {
        defer { index = (index + 1) % elements.count }
        return elements[index]
    }
}
