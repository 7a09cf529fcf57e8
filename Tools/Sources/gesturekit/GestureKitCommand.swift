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

    /// Runs the command line, after refusing `gesturekit help` with a subcommand that does not
    /// exist: the parser's own `help` shows the nearest command's help then and exits 0, so a
    /// typo (`help lisen`) looked like an answer.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = unknownHelpTopic(in: arguments) { exit(withError: ValidationError(problem)) }
        await main(arguments)
    }

    /// Why `help …` in `arguments` names no command (`gesturekit has no subcommand 'lisen'
    /// (serve, replay, …)`), nil when it names one or is not a request for help.
    static func unknownHelpTopic(in arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = Self.self
        var path = configuration.commandName ?? "gesturekit"
        for name in arguments.dropFirst() {
            if name.hasPrefix("-") { break }  // options and their values are the parser's
            if name == "help", command == Self.self { return nil }  // `help help`: the parser's own
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0._commandName == name }) else {
                let names = subcommands.map { $0._commandName }
                return "\(path) has no subcommand '\(name)'" + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))")
            }
            command = next
            path += " " + name
        }
        return nil
    }
}
