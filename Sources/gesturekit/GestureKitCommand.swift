import ArgumentParser

/// `gesturekit`: replay and render recorded touches through GestureKit's recognizers.
@main
struct GestureKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturekit",
        abstract: "Replay, render and analyse touch recordings with GestureKit's recognizers.",
        discussion: """
            Input files: GestureKit traces (.json), evemu recordings of Linux touch devices \
            (.events, .evemu), $1 unistroke logs (.xml) and MMG+ gestures (.jsonl). The format is \
            detected from the name and contents; --format names it.
            """,
        subcommands: [ReplayCommand.self, RenderCommand.self, ConvertCommand.self, EvalCommand.self])
}
