/// The classes of a matcher's templates, numbered in the order they were first learned, so
/// that a search keeps each class's best so far in an array instead of a dictionary keyed by
/// name (hashing a name per template visited was a tenth of a classification).
struct TemplateClasses: Sendable {
    /// Each class's name, by number.
    private(set) var names: [String] = []
    /// Each template's class number, by template index.
    private(set) var ofTemplate: [Int] = []
    /// Each class's templates, by class number, in the order they were learned.
    private(set) var templatesOf: [[Int]] = []
    /// Each class's number, by its name's bytes (`ClassName`: no Unicode tables).
    private var numbers: [ClassName: Int] = [:]

    /// Records the next template's class.
    mutating func append(_ name: String) {
        let number: Int
        if let known = numbers[ClassName(name)] {
            number = known
        } else {
            number = names.count
            numbers[ClassName(name)] = number
            names.append(name)
            templatesOf.append([])
        }
        templatesOf[number].append(ofTemplate.count)
        ofTemplate.append(number)
    }

    /// The classes whose entry of `distances` (by class number) is finite, with it, in
    /// the order of their numbers.
    func distances(_ distances: [Double]) -> ClassDistances {
        var result = ClassDistances()
        for (number, distance) in distances.enumerated() where distance < .infinity { result.append(names[number], distance) }
        return result
    }
}
