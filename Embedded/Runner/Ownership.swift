import GestureKit

/// How recognizers hold their targets and delegates, the one behaviour that differs by
/// design between full Swift (weak references) and Embedded Swift (no weak references: held
/// strongly while registered, released by `removeTarget`, `removeAction` or `delegate = nil`;
/// docs/Platforms.md). Each check prints what it saw and whether that is the documented
/// behaviour of the mode it runs in.
enum Ownership {
    /// Counts the releases of ``Tracked`` objects.
    final class Releases {
        var count = 0
    }

    /// A target and delegate that reports its release.
    final class Tracked: GestureRecognizerDelegate {
        let releases: Releases
        init(_ releases: Releases) { self.releases = releases }
        deinit { releases.count += 1 }
        func fire() {}
    }

    #if hasFeature(Embedded)
    static let mode = "Embedded Swift: held strongly while registered"
    static let heldWhileRegistered = true
    #else
    static let mode = "full Swift: held weakly"
    static let heldWhileRegistered = false
    #endif

    /// Runs the checks; returns the number that failed.
    static func check() -> Int32 {
        print("ownership (\(mode))")
        var failed: Int32 = 0
        func expect(_ what: String, _ alive: Bool, _ expected: Bool) {
            let ok = alive == expected
            if !ok { failed += 1 }
            print("  \(what): \(alive ? "alive" : "released") \(ok ? "(as documented)" : "(NOT as documented)")")
        }
        let releases = Releases()
        let tap = TapGestureRecognizer()

        let id = tap.addTarget(Tracked(releases), action: Tracked.fire)
        expect("a target the caller let go of", releases.count == 0, heldWhileRegistered)
        tap.removeAction(id)
        expect("the same target after removeAction", releases.count == 0, false)

        releases.count = 0
        var kept: Tracked? = Tracked(releases)
        tap.addTarget(kept!, action: Tracked.fire)
        tap.removeTarget(kept)
        kept = nil
        expect("a target removed with removeTarget, then let go of", releases.count == 0, false)

        releases.count = 0
        do {
            let delegate = Tracked(releases)
            tap.delegate = delegate
        }
        expect("a delegate the caller let go of", releases.count == 0, heldWhileRegistered)
        tap.delegate = nil
        expect("the same delegate after delegate = nil", releases.count == 0, false)
        print("ownership: \(5 - failed) passed, \(failed) failed")
        return failed
    }
}
