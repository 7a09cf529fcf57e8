import GestureKit

extension ClientMessage {
    /// Reads an `input` message the page wrote as numbers (`playground_handle_input`): the
    /// message sent for every pointer event, without making, copying and parsing its JSON text.
    ///
    /// The numbers, each a `Double`: `t` and the number of changes, then each change as `id`,
    /// `phase` (its index in ``Phase/names``), `x`, `y`, `kind` (its index in
    /// ``PointerKind/names``), `buttons`, `force` and its number of samples, followed by its
    /// samples, each `t`, `x`, `y`, `force`. NaN is an absent `kind`, `buttons` or `force`.
    /// Every value is held to the range ``read(_:)`` holds the JSON message's to, so a message
    /// gets the same replies in either form (`NumberInputTests`) — except the words of a
    /// refusal, which name the number (`input: number 4 (2000000.0) is outside …`): one check
    /// for all of them costs the page's module far less than the JSON reader's field names.
    static func readInput(_ numbers: UnsafeBufferPointer<Double>) throws(Problem) -> ClientMessage {
        var reader = NumberReader(numbers: numbers)
        let time = try reader.number(in: PlaygroundSession.timeRange)
        let count = try reader.whole(in: 1...PlaygroundSession.maximumChanges)
        var changes: [Change] = []
        changes.reserveCapacity(count)
        for index in 0..<count {
            let change = try reader.change()
            // One pointer twice would be one touch twice in one event, which the window refuses (E2).
            if changes.contains(where: { $0.id == change.id }) {
                throw Problem(text: "changes[\(index)]: pointer \(change.id) appears more than once")
            }
            changes.append(change)
        }
        guard reader.index == numbers.count else { throw Problem(text: "input: numbers after the last change") }
        return .input(time: time, changes: changes)
    }
}

/// The numbers of an `input` message, read one after the other, each checked against its range.
private struct NumberReader {
    typealias Problem = ClientMessage.Problem

    let numbers: UnsafeBufferPointer<Double>
    var index = 0

    /// The next number, in `range` (and whole if `whole`); nil when it is NaN and `optional`.
    mutating func next(in range: ClosedRange<Double>, whole: Bool = false, optional: Bool = false) throws(Problem) -> Double? {
        guard index < numbers.count else { throw Problem(text: "input: the numbers end early") }
        let number = numbers[index]
        index += 1
        if optional, number.isNaN { return nil }
        guard range.contains(number), !whole || number.rounded(.towardZero) == number else {
            throw Problem(text: "input: number \(index - 1) (\(number)) is outside \(range.lowerBound)…\(range.upperBound)"
                              + (whole ? " or not whole" : ""))
        }
        return number
    }

    mutating func number(in range: ClosedRange<Double>) throws(Problem) -> Double { try next(in: range) ?? 0 }

    /// A whole number in `range` (of an Int32, so that it is an Int on every platform).
    mutating func whole(in range: ClosedRange<Int>) throws(Problem) -> Int {
        Int(try next(in: Double(range.lowerBound)...Double(range.upperBound), whole: true) ?? 0)
    }

    mutating func optionalWhole(in range: ClosedRange<Int>) throws(Problem) -> Int? {
        try next(in: Double(range.lowerBound)...Double(range.upperBound), whole: true, optional: true).map { Int($0) }
    }

    /// A change and its samples.
    mutating func change() throws(Problem) -> ClientMessage.Change {
        typealias Message = ClientMessage
        let int32 = Int(Int32.min)...Int(Int32.max), coordinates = PlaygroundSession.coordinateRange
        let id = try whole(in: int32)
        let phase = Message.Phase(rawValue: try whole(in: 0...Message.Phase.names.count - 1)) ?? .cancel
        let location = Point(x: try number(in: coordinates), y: try number(in: coordinates))
        let kind = try optionalWhole(in: 0...Message.PointerKind.names.count - 1).flatMap(Message.PointerKind.init(rawValue:))
        var change = Message.Change(id: id, phase: phase, location: location, kind: kind, buttons: try optionalWhole(in: int32),
                                    force: try next(in: 0...1, optional: true))
        let count = try whole(in: 0...PlaygroundSession.maximumSamples)
        change.samples.reserveCapacity(count)
        for _ in 0..<count {
            change.samples.append(Message.Sample(t: try number(in: PlaygroundSession.timeRange),
                                                 location: Point(x: try number(in: coordinates), y: try number(in: coordinates)),
                                                 force: try next(in: 0...1, optional: true)))
        }
        return change
    }
}
