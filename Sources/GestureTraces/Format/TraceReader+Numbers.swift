import Foundation

extension TraceReader {
    /// Fields whose numbers must be whole: an id, a button mask, the format's version.
    static let wholeNumberKeys: Set<String> = ["id", "buttons", "version"]

    /// For JSON that parses but does not decode, with no place given (Foundation on Linux
    /// reports a number that does not fit its field so): the first such number and where —
    /// `events[0].touches[0].id: expected a whole number, got 1.5`. Nil when none is found.
    static func numberProblem(in data: Data) -> TraceError? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return numberProblem(in: root, at: "", whole: false)
    }

    private static func numberProblem(in value: Any, at path: String, whole: Bool) -> TraceError? {
        switch value {
        case let object as [String: Any]:
            // The keys in a fixed order: a dictionary keeps none, and the message should not vary.
            for key in object.keys.sorted() {
                let place = path.isEmpty ? key : "\(path).\(key)"
                if let problem = numberProblem(in: object[key] as Any, at: place, whole: wholeNumberKeys.contains(key)) {
                    return problem
                }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let problem = numberProblem(in: element, at: "\(path)[\(index)]", whole: false) { return problem }
            }
        case is Bool, is String:
            break
        case let number as NSNumber:
            let double = number.doubleValue
            guard double.isFinite else { return TraceError("\(number) is not a finite number", at: path) }
            if whole, Int(exactly: double) == nil || double.magnitude >= 0x1p63 {
                return TraceError("expected a whole number of at most 19 digits, got \(number)", at: path)
            }
        default:
            break
        }
        return nil
    }
}
