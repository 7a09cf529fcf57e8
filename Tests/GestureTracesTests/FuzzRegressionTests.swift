import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// What the fuzzers (Fuzz/, docs/Reliability.md) found in the decoders and replay, each kept
/// as a test so that it stays fixed.
@Suite("Fuzzer findings: traces, recordings and datasets")
struct FuzzRegressionTests {
    /// The trace fuzzer's first find, under LeakSanitizer: every replay kept its whole scene
    /// alive, because each recognizer's action captured the window that owns it.
    @Test("A replay leaves nothing alive: its window, views and recognizers are freed")
    func replayFreesItsScene() throws {
        let trace = try TraceReader.read(Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")))
        weak var window: Window?
        weak var recognizer: GestureRecognizer?
        do {
            let built = try BuiltScene(.standard(size: trace.windowSize), size: trace.windowSize)
            window = built.window
            recognizer = built.recognizers.first
            let result = Replayer.replay(trace, through: built, settle: 2)
            #expect(!result.actions.isEmpty)
        }
        #expect(window == nil, "the replay's window outlived it")
        #expect(recognizer == nil, "the replay's recognizers outlived it")
    }
}
