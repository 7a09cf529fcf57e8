#if os(Linux)
import GestureEvdev
import Glibc

/// Runs a short query program (`xprop`, `swaymsg`, `hyprctl`, a `focus-command`) and
/// returns what it printed, within a time limit: a program that hangs is killed when the
/// limit passes, so it holds the listen loop up no longer than that.
public enum ProcessQuery {
    /// Why a query gave no answer.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The program could not be started (`posix_spawnp`'s error: not installed…).
        case notStarted(program: String, errno: Int32)
        /// It did not finish within the limit, and was killed.
        case timedOut(program: String, seconds: Double)
        /// It finished with a status other than 0.
        case failed(program: String, status: Int32)

        /// One line: `xprop did not answer within 0.3 s`.
        public var description: String {
            switch self {
            case .notStarted(let program, let errno): "\(program) could not be started: \(String(cString: strerror(errno)))"
            case .timedOut(let program, let seconds): "\(program) did not answer within \(Firing.number(seconds)) s (killed)"
            case .failed(let program, let status): "\(program) exited with status \(status)"
            }
        }
    }

    /// The output of `arguments` (the program is looked for in `PATH`), at most `limit`
    /// bytes of it, if it exits with status 0 within `seconds`.
    public static func run(_ arguments: [String], seconds: Double, limit: Int = 4 << 20) throws(Failure) -> String {
        let program = arguments.first ?? ""
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .notStarted(program: program, errno: errno) }
        // Not inherited by the commands the launcher starts; the child's copy is its stdout.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // A group of its own, so that a timeout kills what a shell command started, too.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, &cArguments, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw .notStarted(program: program, errno: spawned) }
        let deadline = EvdevSource.monotonicNow() + seconds
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let left = deadline - EvdevSource.monotonicNow()
            var entry = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready: Int32 = left > 0 ? poll(&entry, 1, Int32(max(1, (left * 1000).rounded(.up)))) : 0
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw timeOut(pid, program: program, seconds: seconds) }
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }  // end of file: the program closed its output
            output += buffer[0..<min(count, max(0, limit - output.count))]
        }
        // It closed its output; it may still linger before exiting, within the same limit.
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard EvdevSource.monotonicNow() < deadline else { throw timeOut(pid, program: program, seconds: seconds) }
            _ = poll(nil, 0, 1)
        }
        let signal = status & 0x7f
        let exit = signal == 0 ? (status >> 8) & 0xff : -signal
        guard exit == 0 else { throw .failed(program: program, status: exit) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Kills the query's process group and collects the query.
    private static func timeOut(_ pid: pid_t, program: String, seconds: Double) -> Failure {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return .timedOut(program: program, seconds: seconds)
    }
}
#endif
