#if os(Linux)
import GestureEvdev
import GestureKit

/// `gesturekit listen`'s loop: the live source feeding the bindings' scene, and each firing
/// turned into a command started, a line of text (`--dry-run`) or a JSON line (`--print`).
public final class Listener {
    /// What a firing becomes.
    public enum Output: Sendable {
        /// Start the binding's command; log a line to ``log``.
        case run
        /// Print what would run, as text, and run nothing.
        case dryRun
        /// Print a JSON line per firing, and run nothing.
        case print
    }

    /// The scene built from the bindings.
    public let scene: BindingScene
    /// The live source.
    public let source: EvdevSource
    /// What firings become.
    public let output: Output
    /// Starts commands.
    public let launcher: any CommandLaunching
    /// Types bindings' keys (nil when no binding has any, or when nothing runs).
    public let injector: (any KeyInjecting)?
    /// Standard output (one line each).
    public var write: (String) -> Void
    /// Diagnostics (one line each).
    public var log: (String) -> Void

    /// A listener feeding `scene` from `source`.
    public init(scene: BindingScene, source: EvdevSource, output: Output, launcher: any CommandLaunching = CommandLauncher(),
                injector: (any KeyInjecting)? = nil, write: @escaping (String) -> Void, log: @escaping (String) -> Void) {
        self.scene = scene
        self.source = source
        self.output = output
        self.launcher = launcher
        self.injector = injector
        self.write = write
        self.log = log
        scene.onFiring = { [unowned self] firing in self.act(on: firing) }
        scene.startTime = source.clock()
    }

    /// One turn of the loop: input or deadlines, then the moments that follow from the lifts,
    /// then the finished commands collected.
    public func runOnce() throws(EvdevError) {
        try source.runOnce()
        finishTurn()
    }

    /// One turn when the caller waited on several devices itself: the source's turn
    /// (``EvdevSource/turn(readable:)``), then what follows from it.
    public func turn(readable: Bool) throws(EvdevError) {
        try source.turn(readable: readable)
        finishTurn()
    }

    /// After the source's turn: the moments that follow from the lifts, and the finished
    /// commands collected.
    private func finishTurn() {
        scene.afterStep()
        for (pid, status) in launcher.reap() where status != 0 {
            log("command \(pid) exited with status \(status)")
        }
    }

    private func act(on firing: Firing) {
        switch output {
        case .print: write(firing.jsonLine)
        case .dryRun: write(firing.textLine)
        case .run:
            if let keys = firing.keys { type(keys, for: firing) }
            guard let command = firing.run else { return }
            do {
                let pid = try launcher.launch(command, environment: firing.environment)
                log("\(firing.textLine) (pid \(pid))")
            } catch {
                log(error.description)
            }
        }
    }

    private func type(_ keys: KeyStrokes, for firing: Firing) {
        guard let injector else { return log("binding \(firing.binding): no virtual keyboard to type \(keys)") }
        do {
            try injector.type(keys)
            if firing.run == nil { log(firing.textLine) }
        } catch {
            log(error.description)
        }
    }
}
#endif
