import Foundation
import GestureTraces
import FuzzSupport

/// MMG+ gesture logs (JSON lines, as `gesturekit eval --dataset` reads them): any bytes
/// are rejected with a line number or become gestures, which every matcher and detector
/// then sees.
@main
enum MMGPlusFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            if let gestures = try? MMGPlusImporter.read(Data(FuzzerDriver.bytes(start, count))) {
                ShapeExercise.run(gestures)
            }
            return 0
        }
    }
}
