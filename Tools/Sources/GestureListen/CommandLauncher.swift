#if os(Linux)
import Glibc

/// What starts binding commands: ``CommandLauncher``, or a stand-in (the latency benchmark
/// measures up to this call).
public protocol CommandLaunching: AnyObject {
    /// Starts `command` with `environment` added; returns its pid.
    func launch(_ command: String, environment: [String]) throws(LaunchError) -> pid_t
    /// Collects the commands that finished, with their status.
    func reap() -> [(pid: pid_t, status: Int32)]
}

/// Starts binding commands with `posix_spawn` (`/bin/sh -c COMMAND`) and never waits for
/// them: a command that hangs never delays recognition. Finished children are collected
/// by ``reap()``, which the listen loop calls each turn, so none lingers as a zombie.
public final class CommandLauncher: CommandLaunching {
    /// The children started and not yet collected.
    public private(set) var running: Set<pid_t> = []
    /// The shell.
    public let shell: String

    /// A launcher running commands through `shell`.
    public init(shell: String = "/bin/sh") {
        self.shell = shell
    }

    /// Starts `command` with this process's environment plus `environment` (`NAME=value`
    /// entries, which win over inherited ones of the same name). Returns the child's pid.
    @discardableResult
    public func launch(_ command: String, environment extra: [String]) throws(LaunchError) -> pid_t {
        var names = Set(extra.compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        var entries = extra
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if !names.contains(name) { entries.append(text); names.insert(name) }
            pointer += 1
        }
        let arguments = [shell, "-c", command]
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, shell, nil, nil, &cArguments, &cEnvironment)
        guard status == 0 else { throw LaunchError(command: command, errno: status) }
        running.insert(pid)
        return pid
    }

    /// Collects the children that have finished, with their exit status (or signal, negated).
    @discardableResult
    public func reap() -> [(pid: pid_t, status: Int32)] {
        var finished: [(pid: pid_t, status: Int32)] = []
        for pid in running {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { continue }
            running.remove(pid)
            let signal = status & 0x7f
            finished.append((pid, signal == 0 ? (status >> 8) & 0xff : -signal))
        }
        return finished
    }
}

/// A command that could not be started.
public struct LaunchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command.
    public var command: String
    /// Why (`errno`).
    public var errno: Int32

    /// `could not start "…": No such file or directory`.
    public var description: String { "could not start \"\(command)\": \(String(cString: strerror(errno)))" }
}
#endif
