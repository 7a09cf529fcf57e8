import CallgrindRequests
import Foundation
import Workloads

// Counts the instructions of a workload's steps under callgrind, which counts the same
// number on every run of the same binary whatever else the machine is doing: the regression
// check for machines whose CPU counters cannot be read (this project's VMs among them).
//
//   valgrind --tool=callgrind --toggle-collect=gesturekit_measured_step \
//       .build/release/instruction-counts update.moved 2000
//
// callgrind then reports the instructions of the measured steps only; `.ci/instructions`
// divides by the count and compares with Benchmarks/InstructionBaseline.json. Built with
// valgrind's headers, the program starts callgrind's instrumentation itself after the
// workload's set-up, so `.ci/instructions` adds --instr-atstart=no: the same count, the
// set-up several times faster (it is most of the time for the big template sets).
//   instruction-counts --can-start-instrumentation
//                                 prints yes or no: whether this build can.
//   instruction-counts --list     prints the workload names.
//   instruction-counts WORKLOAD COUNT --time
//                                 times each step with the monotonic clock instead, with no
//                                 harness around it, and prints percentiles in ns; for a
//                                 classification run at least twice over its candidates, a
//                                 second line: each candidate's least time over its runs.
//   instruction-counts WORKLOAD COUNT --time --cold
//                                 the same with the caches emptied before each step
//                                 (three times the largest cache written over).

/// Runs one step of `workload`; its symbol name is what callgrind is told to count.
@_silgen_name("gesturekit_measured_step")
@inline(never)
func measuredStep(_ workload: any Workload) {
    workload.step()
}

/// The workload named `name`, or the program ends saying there is none.
func workload(named name: String) -> any Workload {
    guard let workload = Suites.workload(named: name) else {
        print("no workload named \(name) (or its data is missing); --list names them")
        exit(2)
    }
    return workload
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    for name in Suites.names { print(name) }
} else if arguments == ["--can-start-instrumentation"] {
    print(gesturekit_can_start_instrumentation() ? "yes" : "no")
} else if arguments.count == 2, let count = Int(arguments[1]), count > 0 {
    let workload = workload(named: arguments[0])
    gesturekit_start_instrumentation()  // nothing unless run with --instr-atstart=no
    // A warm-up outside the counted function: the first steps fill the window's buffers.
    for _ in 0..<max(1, count / 10) {
        workload.prepare()
        workload.step()
    }
    for _ in 0..<count {
        workload.prepare()
        measuredStep(workload)  // prepared outside: only the step is counted
    }
    print("\(arguments[0]): \(count) steps")
} else if arguments.count >= 3, arguments[2] == "--time", arguments.count == 3 || arguments[3...] == ["--cold"],
          let count = Int(arguments[1]), count > 0 {
    print(timeSteps(of: workload(named: arguments[0]), count: count, name: arguments[0], cold: arguments.count == 4))
} else {
    print("usage: instruction-counts WORKLOAD COUNT [--time [--cold]] | --list | --can-start-instrumentation")
    exit(2)
}
