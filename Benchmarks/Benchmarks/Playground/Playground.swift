import Benchmark
import SuiteSettings
import Workloads

// What the page's engine spends on one pointer message and the frame after it: decoding the
// message, the engine's step, drawing the scene and encoding the frame. One message and one
// frame per iteration, in each scene, from a finger that draws strokes of 120 moves (one
// second at 120 Hz) and lifts.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteSettings.configuration(
        timeUnits: .microseconds, warmupIterations: 200, maxIterations: 20_000)

    for scene in PageScript.scenes {
        let page = PageScript(scene: scene)
        Benchmark("input message and its frame, \(scene)") { _ in
            page.step()
        }
    }

    // A long stroke: the frames carry only new ink, so a move near the end of a 3,000-move
    // stroke should cost what one near its start does.
    for scene in LongStroke.scenes {
        for part in LongStroke.Part.allCases {
            let stroke = LongStroke(scene: scene, part: part)
            Benchmark("long stroke, \(scene), \(part.rawValue)", configuration: SuiteSettings.configuration(
                timeUnits: .microseconds, warmupIterations: 50, maxIterations: 2_000)
            ) { benchmark in
                stroke.prepare()
                benchmark.startMeasurement()
                stroke.step()
                benchmark.stopMeasurement()
            }
        }
    }
}
