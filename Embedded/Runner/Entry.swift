/// The runner's entry points, C-callable: the .wasm exports them, the Cortex-M image's
/// main calls the one its first argument names, and the native build's main calls them too.

/// Plays the scripted streams (``Streams``) and prints their decision logs.
@_cdecl("runner_scripted")
public func runnerScripted() -> Int32 {
    Streams.playAll()
    return 0
}

/// Checks how targets and delegates are held (``Ownership``); returns the number of checks
/// that failed.
@_cdecl("runner_ownership")
public func runnerOwnership() -> Int32 {
    Ownership.check()
}
