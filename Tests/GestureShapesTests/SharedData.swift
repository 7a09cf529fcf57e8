import Foundation
@testable import GestureTraces

/// The shared datasets, read once per test process. Many suites need the same 2,880 $1 logs
/// or the other groups' 4,000 gestures, and reading them takes seconds in a debug build and
/// several times that under AddressSanitizer; a suite that reads its own copy pays it again.
/// A dataset that cannot be read fails every test that asks for it, with the reader's error.
enum SharedData {
    /// The $1 logs (`dollar1`): 6 writers × 3 speeds × 16 classes × 10.
    static let dollarOne = Result { try Dataset(contentsOf: dollar1) }

    /// Every gesture of the four other groups' collections (`dollar1-others`), group by group.
    static let otherGroups = Result {
        let others = dollar1.deletingLastPathComponent().appendingPathComponent("dollar1-others")
        return try ["klarubbio", "namita", "nikhithasudati", "pixelfac"].flatMap {
            try Dataset(contentsOf: others.appendingPathComponent($0)).gestures
        }
    }
}
