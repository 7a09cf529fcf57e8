import ArgumentParser

/// `gesturekit`: replay and render recorded touches through GestureKit's recognizers.
@main
struct GestureKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturekit",
        abstract: "GestureKit's tools: the browser playground, and replaying, rendering and measuring recorded touches.",
        discussion: """
            Input files: GestureKit traces (.json), evemu recordings of Linux touch devices \
            (.events, .evemu) and libinput record files (.yml), Android getevent -lt or -t output, $1 unistroke logs (.xml) and MMG+ gestures \
            (.jsonl). The format is detected from the name and contents; --format names it.
            """,
        subcommands: [ServeCommand.self, ReplayCommand.self, RenderCommand.self, ConvertCommand.self, EvalCommand.self, BenchCommand.self,
                      ListenCommand.self, DevicesCommand.self, ServiceCommand.self, TemplatesCommand.self])
}
