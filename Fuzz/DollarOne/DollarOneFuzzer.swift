import Foundation
import GestureTraces
import FuzzSupport

/// $1 gesture logs (XML, one gesture per file, as `gesturekit eval --dataset` reads them):
/// any bytes are rejected or become a gesture, which every matcher and detector then sees.
@main
enum DollarOneFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            if let gesture = try? DollarOneImporter.read(Data(FuzzerDriver.bytes(start, count))) {
                ShapeExercise.run([gesture])
            }
            return 0
        }
    }
}
