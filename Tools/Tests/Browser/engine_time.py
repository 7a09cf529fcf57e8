#!/usr/bin/env python3
"""Where the engine's time per input goes in the page (docs/Playground.md, Budgets).

Serves the playground with `gesturekit serve`, opens it in headless Chromium and, RUNS times,
plays a 300-move check-mark stroke through a new engine in the page in five ways, then the
browser test's real-input stroke (400 moves, Input.dispatchTouchEvent 2 ms apart). Prints the
p50 and p99 of the engine time per input (copying the message in, playground_handle, decoding
the replies) for each:

- tight: one message after another, in one task;
- idle 2 ms: a setTimeout of 2 ms between messages (the main thread sleeps, as between inputs);
- busy 2 ms: the main thread spins for 2 ms between messages (never sleeps, touches nothing);
- busy 2 ms, 8 MB: spins for 2 ms reading and writing 8 MB between messages (its own caches cold);
- real input: the page's own engine fed by Chromium's touch events, with its parts.

    python3 Tools/Tests/Browser/engine_time.py Tools/.build/debug/gesturekit [RUNS]
    chrt -f 20 python3 Tools/Tests/Browser/engine_time.py Tools/.build/debug/gesturekit   # no preemption (root)

Needs what playground_e2e.py needs.
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import playground_e2e as e2e  # noqa: E402

SPACED = """(async () => {
  const junk = new Float64Array(1 << 20), out = {};
  for (const mode of ["tight", "idle 2 ms", "busy 2 ms", "busy 2 ms, 8 MB"]) {
    const scratch = new Engine(compiled), times = [];
    scratch.send({ type: "hello" });
    scratch.send({ type: "scene", scene: "check-please" });
    const point = (i) => ({ x: 150 + 1.2 * i, y: 150 + 0.6 * i + 40 * Math.sin(i / 15) });
    let t = 1000, k = 0;
    scratch.send({ type: "input", t, changes: [{ id: 1, phase: "down", ...point(0), kind: "touch" }] });
    for (let i = 1; i <= 300; i++) {
      if (mode === "idle 2 ms") await new Promise((resolve) => setTimeout(resolve, 2));
      if (mode.startsWith("busy")) {
        const end = performance.now() + 2;
        while (performance.now() < end) {
          if (mode.endsWith("MB")) for (let j = 0; j < 4096; j++) junk[(k = (k + 4099) & ((1 << 20) - 1))] += 1;
        }
      }
      times.push(scratch.send({ type: "input", t: t += 8, changes: [{ id: 1, phase: "move", ...point(i), kind: "touch" }] }).elapsed);
      scratch.send({ type: "frame" });  // as the page's next animation frame asks (not timed)
    }
    scratch.exports.playground_destroy(scratch.handle);
    out[mode] = times;
  }
  return JSON.stringify(out);
})()"""


def figures(values):
    return f"p50 {1000 * e2e.percentile(values, 50):5.0f} µs, p99 {1000 * e2e.percentile(values, 99):5.0f} µs"


def main():
    gesturekit, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
    port, debug_port = e2e.free_port(), e2e.free_port()
    server = subprocess.Popen([gesturekit, "serve", "--port", str(port)], stdout=subprocess.DEVNULL)
    chrome = subprocess.Popen([e2e.CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                               f"--remote-debugging-port={debug_port}", f"--user-data-dir={tempfile.mkdtemp()}",
                               "--window-size=1300,820", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        e2e.wait_for(f"http://127.0.0.1:{port}/health", 300)
        e2e.wait_for(f"http://127.0.0.1:{debug_port}/json/version")
        target = next(t for t in json.loads(e2e.wait_for(f"http://127.0.0.1:{debug_port}/json/list")) if t["type"] == "page")
        tools = e2e.DevTools(target["webSocketDebuggerUrl"])
        tools.socket.settimeout(120)
        tools.call("Page.enable")
        tools.call("Runtime.enable")
        tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/")
        page = e2e.Page(tools)
        if not tools.wait_until(e2e.READY, 30) or not tools.wait_until("window.playground.warmedUpAt !== null", 30):
            raise RuntimeError("the page did not load and warm up its engine")
        page.scene("check-please")
        stroke = [(150 + 1.2 * i, 150 + 0.6 * i + 40 * math.sin(i / 15)) for i in range(400)]
        for run in range(1, runs + 1):
            result = tools.call("Runtime.evaluate", expression=SPACED, awaitPromise=True, returnByValue=True)
            for mode, values in json.loads(result["result"]["value"]).items():
                print(f"run {run}: {mode:16} {figures(values)}", flush=True)
            tools.evaluate("for (const list of Object.values(window.playground.timings)) list.length = 0")
            page.stroke(stroke, step_seconds=0.002)
            time.sleep(0.3)
            timings = json.loads(tools.evaluate("JSON.stringify(window.playground.timings)"))
            parts = ", ".join(f"{part} {1000 * e2e.percentile(timings[part], 50):.0f}" for part in ("copyIn", "handle", "decode"))
            print(f"run {run}: {'real input':16} {figures(timings['engine'])} (p50 µs: {parts})", flush=True)
            print(f"run {run}: {'its frames':16} {figures(timings['frame'])} ({len(timings['frame'])} frames for {len(timings['engine'])} inputs)", flush=True)
    finally:
        chrome.terminate()
        server.terminate()
        chrome.wait(timeout=10)
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
