import NIOCore

/// Runs a session's tasks on its connection's event loop.
///
/// A message arrives on the event loop and its replies leave from it; on Swift's default
/// executor every message would hop to a pool thread and back, and those hops (two context
/// switches) cost more than the session's own work (docs/Playground.md, Capacity). A
/// session's work is tens of microseconds, short enough to share the loop with the other
/// connections on it, which is how NIO servers work.
final class EventLoopTaskExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
