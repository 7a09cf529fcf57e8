/// The touches a delivery pass owes the views, one list per phase (V1), kept by the window
/// from step to step so that a steady stream of moves allocates nothing. (Used on every
/// step, so its dynamic exclusivity checks are off, as on the window's hot state.)
final class ViewDeliveryBatch {
    @exclusivity(unchecked) var began: [Touch] = []
    @exclusivity(unchecked) var moved: [Touch] = []
    @exclusivity(unchecked) var ended: [Touch] = []
    @exclusivity(unchecked) var cancelled: [Touch] = []
    /// Set while a pass fills and delivers the batch (passes never nest; the window checks).
    @exclusivity(unchecked) var isInUse = false

    /// A batch with room for `capacity` touches per phase.
    init(capacity: Int) {
        began.reserveCapacity(capacity)
        moved.reserveCapacity(capacity)
        ended.reserveCapacity(capacity)
        cancelled.reserveCapacity(capacity)
    }

    /// Lets go of the touches, keeping the storage.
    func removeAll() {
        began.empty()
        moved.empty()
        ended.empty()
        cancelled.empty()
    }
}
