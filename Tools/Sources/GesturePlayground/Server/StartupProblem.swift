import Glibc
import NIOCore

extension PlaygroundServer {
    /// What to tell the user when the server could not start listening: the usual causes
    /// (the port taken, a privileged port, an address this machine does not have) in words
    /// with the option that fixes them. Nil for any other error.
    public static func startupProblem(_ error: any Error, configuration: PlaygroundConfiguration) -> String? {
        let port = configuration.port, host = configuration.host
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE:
                return "port \(port) is taken on \(host): another program listens there (another gesturekit serve?). Choose another with --port, or --port 0 for any free port."
            case EACCES:
                return "port \(port) is reserved for the system here (ports below 1024 need privileges). Choose one from 1024 up, such as --port 8080, or --port 0 for any free port."
            case EADDRNOTAVAIL:
                return "\(host) is not an address of this machine. Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network it is on)."
            default:
                return nil
            }
        }
        if error is SocketAddressError {
            return "the host \(host) could not be resolved to an address. Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network it is on)."
        }
        return nil
    }

    /// The address the page is at, for printing: `http://127.0.0.1:8080/` (an IPv6 host in brackets).
    public static func pageAddress(host: String, port: Int) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }
}
