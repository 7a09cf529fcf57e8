import GestureKit

/// Finds a class in several members' ``ClassDistances``: at the place it has in the first
/// member's answer, which matchers that learned the same templates share; otherwise through
/// an index of that member's names by their bytes, built the first time a place does not
/// match. Combining n classes is then n lookups, never n² comparisons of names, whatever
/// order a member lists its classes in or whichever it lacks.
struct ClassFinder {
    private let members: [ClassDistances]
    private var indexes: [[ClassName: Int]?]

    init(_ members: [ClassDistances]) {
        self.members = members
        indexes = Array(repeating: nil, count: members.count)
    }

    /// Where class `name` is in member `member`'s answer, `place` tried first; nil when the
    /// member does not know it.
    mutating func position(of name: String, in member: Int, place: Int) -> Int? {
        let names = members[member].names
        if place < names.count, sameUTF8(names[place], name) { return place }
        if indexes[member] == nil {
            var index: [ClassName: Int] = [:]
            index.reserveCapacity(names.count)
            for (position, other) in names.enumerated() where index[ClassName(other)] == nil { index[ClassName(other)] = position }
            indexes[member] = index
        }
        return indexes[member]?[ClassName(name)]
    }
}
