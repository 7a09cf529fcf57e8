import Benchmark
import SuiteSettings
import Workloads

// What the playground server spends on one message from a page: decoding it, the engine's
// step, drawing the scene and encoding the frame. One message per iteration, in each scene,
// from a finger that draws strokes of 120 moves (one second at 120 Hz) and lifts.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteSettings.configuration(
        timeUnits: .microseconds, warmupIterations: 200, maxIterations: 20_000)

    for scene in PageScript.scenes {
        let page = PageScript(scene: scene)
        Benchmark("input message, \(scene)") { _ in
            page.step()
        }
    }
}
