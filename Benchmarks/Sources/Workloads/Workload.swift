/// One thing whose cost is measured, step by step: the harness's benchmarks time `step()`,
/// and `instruction-counts` counts its instructions under callgrind. Both run the same code,
/// so the wall-clock figures and the instruction baseline describe one workload.
public protocol Workload: AnyObject {
    /// Untimed work that puts the workload where its next step starts (e.g. sending the
    /// updates before the next touch-down).
    func prepare()
    /// The measured step.
    func step()
    /// After how many steps the workload repeats itself exactly (a classification's
    /// candidates, taken in turn), or nil when it does not say.
    var period: Int? { get }
}

extension Workload {
    public func prepare() {}
    public var period: Int? { nil }
}
