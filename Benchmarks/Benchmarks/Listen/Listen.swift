import Benchmark
import SuiteSettings
import Workloads

// `gesturekit listen`'s latency, one frame of a real recording per iteration: from the frame's
// bytes written where the device would be (a pipe), through the read, the decoder, the
// bindings' scene and the firing, to the call that spawns the command (posix_spawn itself,
// which the kernel times, is left out); and the same with a touchscreen and a touchpad at
// once. docs/Performance.md has the figures.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteSettings.configuration(
        timeUnits: .microseconds, warmupIterations: 500, maxIterations: 50_000)

    #if os(Linux)
    if let frames = ListenFrames() {
        Benchmark("listen: frame read → spawn call (DTH2242 recording, 15 bindings)") { benchmark in
            frames.prepare()
            benchmark.startMeasurement()
            frames.step()
            benchmark.stopMeasurement()
        }
    }
    // Two devices at once through the daemon's loop (issue 26): a touchscreen's and a
    // touchpad's frames merged in time, each step one frame and one turn over both devices
    // (poll, read, decode, recognize), ending at the recording sinks for commands and keys.
    if let devices = ListenTwoDevices() {
        Benchmark("listen: two devices, frame → action (DTH2242 touchscreen + Synaptics touchpad, 17 bindings)") { benchmark in
            devices.prepare()
            benchmark.startMeasurement()
            devices.step()
            benchmark.stopMeasurement()
        }
    }
    #endif
}
