/// How `every` counts steps: from the gesture's start, once per step, with hysteresis for
/// bindings that also act on steps back.
///
/// `quotient` is the progress in steps (progress ÷ `every`, both in the units of
/// `BindingProgress`), `steps` the count so far, negative once the gesture has gone back
/// past its start. A step away from the start is taken when the quotient reaches the next
/// whole number (1, 2, … or −1, −2, …); a step towards it only half a step past the whole
/// number it was taken at (from 3, back at 2.5; from −2, forward at −1.5). So after a step,
/// jitter of less than half a step at its boundary fires nothing, and every step back undoes
/// exactly one step forward. Without a reverse action the count only grows, as before: a
/// step forward is taken once per gesture, whatever happens between.
enum StepRule {
    /// The next step from `steps` at `quotient`: false forward, true back, nil none. Call it
    /// until nil to take every step one frame crosses.
    static func next(from steps: Int, at quotient: Double, reverses: Bool) -> Bool? {
        let n = Double(steps)
        if quotient >= (steps >= 0 ? n + 1 : n + 0.5) { return false }
        guard reverses else { return nil }
        if quotient <= (steps <= 0 ? n - 1 : n - 0.5) { return true }
        return nil
    }

    /// The most steps one frame fires. More is no hand's gesture — at the smallest step a
    /// configuration takes (one point), 100 in a frame is 6,000 points a second at 60 Hz —
    /// but a finger that jumps across the screen in a stale frame, and would otherwise start
    /// a command per point. The rest of such a jump is dropped: the count goes on from where
    /// the finger lands, so every step back still undoes exactly one step fired.
    static let firingsPerFrame = 100
}
