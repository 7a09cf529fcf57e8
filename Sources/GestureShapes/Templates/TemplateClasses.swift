/// The classes of a matcher's templates, numbered in the order they were first learned, so
/// that a search keeps each class's best so far in an array instead of a dictionary keyed by
/// name (hashing a name per template visited was a tenth of a classification).
struct TemplateClasses: Sendable {
    /// Each class's name, by number.
    private(set) var names: [String] = []
    /// Each template's class number, by template index.
    private(set) var ofTemplate: [Int] = []
    private var numbers: [String: Int] = [:]

    /// Records the next template's class.
    mutating func append(_ name: String) {
        if let number = numbers[name] {
            ofTemplate.append(number)
        } else {
            numbers[name] = names.count
            ofTemplate.append(names.count)
            names.append(name)
        }
    }
}
