#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM gives every
/// executable one). Available when the program is built with `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs a fuzz target under libFuzzer, which reads its options and corpus folders from the
/// command line (`-max_total_time=60 corpus/`, `crash-…` to replay one input).
public enum FuzzerDriver {
    /// A fuzz target: one input's bytes; returns 0 (libFuzzer reserves other values).
    /// It must not capture anything, because libFuzzer calls it as a C function.
    public typealias Target = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Hands the process to libFuzzer with `target`; never returns.
    public static func run(_ target: Target) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, target))
    }

    /// The input as a byte buffer (libFuzzer passes a null pointer for the empty input).
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// Stops the run with `message` when an invariant broke: libFuzzer records the input
    /// that did it as a crash.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
