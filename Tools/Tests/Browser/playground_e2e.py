#!/usr/bin/env python3
"""End-to-end test of the GestureKit playground in a real headless Chromium.

Starts `gesturekit serve`, opens the page, and stops the server once the page has loaded: the
engine runs in the page, as WebAssembly. Then it dispatches real touch input over the DevTools
protocol (Input.dispatchTouchEvent: a double tap, a two-finger pinch, a circle, strokes),
mouse input with the Alt key (the two-finger emulation), a hovering mouse, the wheel and
Ctrl+wheel, a right-click and a pen stroke with pressure through all five scenes, checks what
the page shows (window.playground holds the last frame the engine drew), saves a screenshot per
scene, and checks the budgets (docs/Playground.md): the engine's size, the first frame's time,
the engine's time per input, and the decision log's folding (a pinch is one counted line that
opens to list its lines; the page's copies stay bounded after 301 strokes), and the timeline
(its model held to GestureTimeline's on a real trace; after a double tap and a single tap with
require-to-fail, the lanes, the wait and what a scrub reports). Last, `gesturekit
serve --export` writes the site, a plain file server (python3 -m http.server) serves it, and the
page works from there at a phone's size, where every scene's text is at least 12 px, its
targets 44 px, the page can be zoomed and the instructions name no mouse input.

    python3 Tools/Tests/Browser/playground_e2e.py Tools/.build/debug/gesturekit OUTPUT_FOLDER
"""
import base64
import json
import math
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # websocket-client

CHROMIUM = os.environ.get("CHROMIUM", "chromium")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.read()
        except Exception:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


class DevTools:
    def __init__(self, url):
        self.socket = websocket.create_connection(url, timeout=20)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def run_then_frame(self, statements):
        """Runs `statements` in the page, then waits for its next animation frame, where the
        engine's frame (and with it the decision log) for what they sent is taken in."""
        result = self.call("Runtime.evaluate", expression=f"(async () => {{ {statements}; "
                           "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))); })()",
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{statements}: {result['exceptionDetails']}")

    def wait_until(self, expression, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                if self.evaluate(expression):
                    return True
            except RuntimeError:
                pass  # a page between two documents has no context to evaluate in: ask again
            time.sleep(0.05)
        return False


class Page:
    def __init__(self, tools):
        self.tools = tools

    def frame(self):
        return self.tools.evaluate("JSON.stringify(window.playground.frame)") and json.loads(
            self.tools.evaluate("JSON.stringify(window.playground.frame)"))

    def to_page(self, x, y):
        rect = json.loads(self.tools.evaluate("JSON.stringify(document.getElementById('canvas').getBoundingClientRect())"))
        frame = self.frame()
        scale = rect["width"] / frame["width"]
        return rect["left"] + x * scale, rect["top"] + y * scale

    def touch(self, kind, points):
        touch_points = []
        for (identifier, x, y) in points:
            px, py = self.to_page(x, y)
            touch_points.append({"x": px, "y": py, "id": identifier, "radiusX": 4, "radiusY": 4, "force": 1})
        self.tools.call("Input.dispatchTouchEvent", type=kind, touchPoints=touch_points)

    def tap(self, x, y):
        self.touch("touchStart", [(1, x, y)])
        time.sleep(0.04)
        self.touch("touchEnd", [])

    def stroke(self, points, step_seconds=0.012):
        self.touch("touchStart", [(1, *points[0])])
        for (x, y) in points[1:]:
            time.sleep(step_seconds)
            self.touch("touchMove", [(1, x, y)])
        self.touch("touchEnd", [])

    def scene(self, identifier):
        self.tools.evaluate(f"document.querySelector('[data-scene=\"{identifier}\"]').click()")
        # Drawn, not only answered: the page lays out at the next animation frame, and the
        # new scene's instructions may move the canvas (a phone's narrow page wraps them).
        return self.tools.wait_until(f"window.playground.frame && window.playground.frame.scene === '{identifier}' && "
                                     f"window.playground.drawnScene === '{identifier}'")

    def screenshot(self, folder, name):
        data = self.tools.call("Page.captureScreenshot", format="png")["data"]
        with open(os.path.join(folder, name), "wb") as file:
            file.write(base64.b64decode(data))

    def texts(self):
        return [t["text"] for t in self.frame()["texts"]]

    def shape(self, name):
        return next(s for s in self.frame()["shapes"] if s["name"] == name)

    def centre(self, name):
        """The centre of the shape named or labelled `name`, in scene points: the scenes lay
        themselves out for the viewport, so nothing is at a fixed place."""
        shape = next(s for s in self.frame()["shapes"] if name in (s["name"], s.get("label")))
        return [sum(c[i] for c in shape["corners"]) / 4 for i in (0, 1)]

    def bounds(self, name):
        """(left, top, right, bottom) of the shape named or labelled `name`, in scene points."""
        shape = next(s for s in self.frame()["shapes"] if name in (s["name"], s.get("label")))
        xs, ys = [c[0] for c in shape["corners"]], [c[1] for c in shape["corners"]]
        return min(xs), min(ys), max(xs), max(ys)

    def show_cars(self):
        self.tap(*self.centre("Show cars"))


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else float("nan")


def answers(url):
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except Exception:
        return False


READY = "window.playground && window.playground.ready && window.playground.frame !== null && window.playground.drawnScene !== null"
LOADED = """JSON.stringify({ firstFrame: window.playground.firstFrameAt,
    engineReady: window.playground.engineReadyAt, bytes: window.playground.engineBytes,
    isolated: window.crossOriginIsolated, errors: window.playground.errors,
    sockets: performance.getEntriesByType('resource').filter(e => e.name.startsWith('ws')).length })"""

# The budgets of issue 25, in bytes and milliseconds.
MAX_WASM_BYTES = 400_000  # "400 KB" read strictly: decimal kilobytes, as the docs report it
MAX_FIRST_FRAME_MS = 300
MAX_FIRST_FRAME_FRESH_MS = 600  # a fresh browser's first load: 250-314 ms measured, its first connection included
MAX_ENGINE_P50_MS = 0.050
MAX_ENGINE_P99_MS = 1.0


def width_of(shape):
    (x0, y0), (x1, y1) = shape["corners"][0], shape["corners"][1]
    return math.hypot(x1 - x0, y1 - y0)


def drive_the_mouse(tools, page, check, prefix, after):
    """The gesture playground with a mouse: Alt-drag, hover, wheel, Ctrl+wheel, right-click.
    `after` is the square's width before."""
    # Mouse with Alt: a second finger mirrored about the scene's centre (400, 300).
    start_x, start_y = page.to_page(560, 300)
    end_x, end_y = page.to_page(500, 300)
    tools.call("Input.dispatchMouseEvent", type="mousePressed", x=start_x, y=start_y, button="left", buttons=1, clickCount=1, modifiers=1)
    for step in range(1, 11):
        time.sleep(0.02)
        tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=start_x + (end_x - start_x) * step / 10, y=start_y,
                   button="left", buttons=1, modifiers=1)
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=end_x, y=end_y, button="left", buttons=0, clickCount=1, modifiers=1)
    time.sleep(0.3)
    pinched = width_of(page.shape("square"))
    check(prefix + "gesture playground: an Alt-drag with the mouse pinches in (320 → 200 pt apart: ×0.625)",
          abs(pinched / after - 0.625) < 0.05, f"{after} → {pinched}")
    # Pointer input (P5): hover lights the square, the wheel moves it, Ctrl+wheel scales it,
    # a right-click is its own tap.
    square_centre = lambda: [sum(c[i] for c in page.shape("square")["corners"]) / 4 for i in (0, 1)]
    cx, cy = square_centre()
    hx, hy = page.to_page(cx, cy)
    tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=hx, y=hy, button="none", buttons=0)
    check(prefix + "gesture playground: a hovering mouse lights the square up",
          tools.wait_until("window.playground.frame.shapes.some(s => s.name === 'square' && s.fill === '#8a7aed')"),
          page.shape("square")["fill"])
    per_pixel = json.loads(tools.evaluate("JSON.stringify([window.playground.frame.width / document.getElementById('canvas').getBoundingClientRect().width])"))[0]
    tools.call("Input.dispatchMouseEvent", type="mouseWheel", x=hx, y=hy, deltaX=0, deltaY=100)
    time.sleep(0.4)
    moved_y = square_centre()[1]
    check(prefix + "gesture playground: a wheel notch (100 px down) moves the square up by as much",
          abs((cy - moved_y) - 100 * per_pixel) < 1, f"{cy} → {moved_y} (expected {100 * per_pixel} pt)")
    before_zoom = width_of(page.shape("square"))
    hx, hy = page.to_page(*square_centre())
    tools.call("Input.dispatchMouseEvent", type="mouseWheel", x=hx, y=hy, deltaX=0, deltaY=-50, modifiers=2)
    time.sleep(0.4)
    zoom = width_of(page.shape("square")) / before_zoom
    check(prefix + "gesture playground: Ctrl+wheel (-50) pinches the square by e^0.5", abs(zoom - math.exp(0.5)) < 0.02, zoom)
    tools.call("Input.dispatchMouseEvent", type="mousePressed", x=hx, y=hy, button="right", buttons=2, clickCount=1)
    time.sleep(0.05)
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=hx, y=hy, button="right", buttons=0, clickCount=1)
    check(prefix + "gesture playground: a right-click on the square is the right-click tap (buttonMaskRequired)",
          tools.wait_until("window.playground.frame.texts.some(t => t.text.includes('right-clicks 1'))"), page.texts())
    check(prefix + "gesture playground: ... and not the single tap", not any("single taps 3" in t for t in page.texts()), page.texts())


def check_the_log(tools, page, check):
    """The decision log folds runs: a pinch writes one counted line that opens to list its
    lines, and the page's copies stay bounded however long it is used."""
    check("the log: switch to the gesture playground", page.scene("gesture-playground"))
    raw_before = tools.evaluate("window.playground.log.length")
    page.touch("touchStart", [(1, 350, 260), (2, 450, 260)])
    for step in range(1, 41):
        time.sleep(0.01)
        page.touch("touchMove", [(1, 350 - 1.5 * step, 260), (2, 450 + 1.5 * step, 260)])
    page.touch("touchEnd", [])
    time.sleep(0.3)
    log = json.loads(tools.evaluate(f"JSON.stringify(window.playground.log.slice({raw_before}))"))
    repeats = sum(1 for line in log if line.endswith("pinch: changed → changed"))
    entries = json.loads(tools.evaluate(
        "JSON.stringify([...document.querySelectorAll('#log > li')].map(li => (li.querySelector('summary') || li).textContent))"))
    folded = [e for e in entries if re.search(r"pinch: changed ×\d+$", e)]
    print(f"the log: a pinch wrote {len(log)} lines, shown as {len(entries)} entries: {folded}", flush=True)
    check("the log: a pinch's changed → changed lines are one folded, counted line",
          repeats >= 20 and len(folded) == 1 and folded[0].endswith(f"×{repeats}"), f"{repeats} repeats, {folded}")
    check("the log: the pinch takes a few lines, not one per move",
          len(entries) <= 25 and len(log) >= len(entries) + 20, f"{len(log)} lines → {len(entries)} entries")
    pinch_run = "[...document.querySelectorAll('#log > li.folded')].find(li => /pinch: changed ×/.test(li.textContent))"
    tools.evaluate(pinch_run + ".querySelector('summary').click()")
    check("the log: a click on the folded line lists its lines",
          tools.wait_until(f"{pinch_run}.querySelectorAll('details[open] ol.run li').length === {repeats}"),
          tools.evaluate(pinch_run + ".querySelectorAll('ol.run li').length"))
    # Many strokes (scripted through the page's own engine, as real input would be, with
    # animation frames between them): the page's copy of the log, the list and each folded run
    # stay within their bounds.
    check("the log: switch to the touch tracker", page.scene("touch-tracker"))
    tools.evaluate("""window.scriptedStroke = (moves, y) => {
        send({ type: "input", t: performance.now(), changes: [{ id: 1, phase: "down", x: 100, y, kind: "touch" }] });
        for (let i = 1; i <= moves; i++) send({ type: "input", t: performance.now(), changes: [{ id: 1, phase: "move", x: 100 + 600 * i / moves, y, kind: "touch" }] });
        send({ type: "input", t: performance.now(), changes: [{ id: 1, phase: "up", x: 700, y, kind: "touch" }] });
    }""")
    tools.run_then_frame("scriptedStroke(250, 300)")
    long_run = json.loads(tools.evaluate(
        "JSON.stringify(window.playground.logView.entries.filter(e => e.count >= 200).map(e => [e.count, e.lines.length]))"))
    check("the log: a run of 250 moves keeps its latest 100 lines", bool(long_run) and all(kept == 100 for _, kept in long_run), long_run)
    for chunk in range(30):
        tools.run_then_frame(f"for (let n = {10 * chunk}; n < {10 * chunk + 10}; n++) scriptedStroke(12, 50 + n)")
    time.sleep(0.3)
    bounds = json.loads(tools.evaluate("""JSON.stringify({ raw: window.playground.log.length, seen: window.playground.logView.seen,
        entries: window.playground.logView.entries.length, items: document.querySelectorAll('#log > li').length,
        longestRun: Math.max(...window.playground.logView.entries.map(e => e.lines.length)) })"""))
    print(f"the log after 301 strokes: {bounds}", flush=True)
    check("the log: after 301 strokes the page keeps at most 2,100 lines, lists at most 400, keeps 100 per run",
          bounds["seen"] > 3000 and bounds["raw"] <= 2100 and bounds["entries"] <= 400 and bounds["items"] <= 400
          and bounds["longestRun"] <= 100, bounds)
    kept = json.loads(tools.evaluate("""JSON.stringify({ lanes: timeline.model.lanes.length,
        segments: Math.max(...timeline.model.lanes.map(l => l.segments.length)), markers: Math.max(...timeline.model.lanes.map(l => l.markers.length)),
        waits: timeline.model.waits.length, touches: timeline.model.touchesBegan.length })"""))
    print(f"the timeline after 301 strokes: {kept}", flush=True)
    check("the timeline: after 301 strokes each lane keeps at most 450 states and marks, at most 450 waits and touches",
          kept["lanes"] >= 3 and kept["segments"] <= 450 and kept["markers"] <= 450 and kept["waits"] <= 450 and kept["touches"] <= 450, kept)


# A phone's smallest readable text and smallest touch target, in CSS pixels (issue 25).
MIN_TEXT_PX = 12
MIN_TARGET_PX = 44
# The targets a finger must hit, by scene: a shape's label or name.
TARGETS = {"car-browser": ["Show cars", "taxi"], "gesture-playground": ["square", "require-to-fail: off"],
           "odd-one-out": ["card1", "card2", "card3", "card4", "New game"], "check-please": ["mode: improved"]}
# At a phone's size the scenes are laid out for the stage, not shrunk: drawn at this scale or more.
MIN_PHONE_SCALE = 0.95


def check_the_phone(tools, page, check):
    """At 390 × 844: the page may be zoomed, scene text is at least 12 px and targets 44 px
    in every scene, and the instructions talk about fingers only."""
    viewport = tools.evaluate("document.querySelector('meta[name=viewport]').content")
    check("phone: the viewport allows pinch-zoom (no user-scalable=no, no maximum-scale)",
          "user-scalable" not in viewport and "maximum-scale" not in viewport, viewport)
    check("phone: the stage takes the touches itself (touch-action: none)",
          tools.evaluate("getComputedStyle(document.getElementById('canvas')).touchAction") == "none")
    smallest_text, smallest_target, talk, scales, overflow, below = [], [], [], [], [], []
    tools.evaluate("document.getElementById('log-panel').open = true")
    for scene in ["car-browser", "gesture-playground", "touch-tracker", "odd-one-out", "check-please"]:
        page.scene(scene)
        if scene == "car-browser":
            page.show_cars()  # a car shown: its name and section too
            time.sleep(0.3)
        tools.wait_until("window.playground.textSizes && window.playground.drawnScene === window.playground.frame.scene")
        sizes = json.loads(tools.evaluate("""JSON.stringify((() => {
            const dom = ['#instructions', '#status', '#hint', 'nav button', '#log > li', '.filters label', '#engine-status',
                         '#timeline-panel summary', '#timeline-panel .readout', '#timeline-panel .legend span']
                .flatMap(selector => [...document.querySelectorAll(selector)])
                .filter(element => element.textContent.trim() && element.offsetParent !== null)
                .map(element => ({ text: element.textContent.slice(0, 40), px: parseFloat(getComputedStyle(element).fontSize) }));
            return window.playground.textSizes.concat(dom);
        })())"""))
        # Canvas text as the scene asked for it ("asked"), not after the page's 12.5 px floor.
        smallest_text += [(round(min(t["px"], t.get("asked", t["px"])), 1), scene, t["text"]) for t in sizes]
        scale = tools.evaluate("document.getElementById('canvas').getBoundingClientRect().width / window.playground.frame.width")
        scales.append((round(scale, 3), scene, page.frame()["width"], page.frame()["height"]))
        overflow.append((tools.evaluate("document.documentElement.scrollWidth - window.innerWidth"), scene))
        below.append((tools.evaluate("window.scrollTo(0, 0), Math.round(document.getElementById('canvas').getBoundingClientRect().bottom - window.innerHeight)"), scene))
        for target in TARGETS.get(scene, []):
            shape = next(s for s in page.frame()["shapes"] if target in (s["name"], s.get("label")))
            xs, ys = [c[0] for c in shape["corners"]], [c[1] for c in shape["corners"]]
            smallest_target.append((round(min(max(xs) - min(xs), max(ys) - min(ys)) * scale, 1), scene, target))
        talk.append(tools.evaluate("document.getElementById('stage').innerText"))
    buttons = json.loads(tools.evaluate(
        "JSON.stringify([...document.querySelectorAll('nav button')].map(b => [b.textContent, b.getBoundingClientRect().width, b.getBoundingClientRect().height]))"))
    smallest_target += [(round(min(w, h), 1), "nav", name) for name, w, h in buttons]
    smallest_text.sort()
    smallest_target.sort()
    print(f"phone: smallest text sizes (px) {smallest_text[:4]}", flush=True)
    print(f"phone: the stage's scale and size by scene {scales}", flush=True)
    check(f"phone: every scene is laid out for the phone, not shrunk (drawn at ×{MIN_PHONE_SCALE} or more)",
          all(scale >= MIN_PHONE_SCALE for scale, *_ in scales), scales)
    check("phone: no scene makes the page scroll sideways", all(extra <= 0 for extra, _ in overflow), overflow)
    print(f"phone: the stage's bottom below the window's (px, negative: above it) {below}", flush=True)
    check("phone: every scene's whole stage is in the window at the top of the page (nothing to scroll to)",
          all(extra <= 0 for extra, _ in below), below)
    print(f"phone: smallest targets (px) {smallest_target[:3]}; in the scenes "
          f"{[t for t in smallest_target if t[1] != 'nav']}", flush=True)
    check(f"phone: every scene's text is at least {MIN_TEXT_PX} px (canvas and page)",
          smallest_text and smallest_text[0][0] >= MIN_TEXT_PX, smallest_text[:5])
    check(f"phone: the named targets are at least {MIN_TARGET_PX} px either way (Show cars, the taxi, the square, the buttons)",
          len(smallest_target) >= 6 + len(buttons) - 1 and smallest_target[0][0] >= MIN_TARGET_PX, smallest_target[:5])
    mouse_talk = [text for text in talk if re.search(r"\bAlt\b|Option|Ctrl|right-click|wheel|hover", text, re.I)]
    check("phone: the instructions mention no Alt, Ctrl, wheel, hover or right-click", not mouse_talk, mouse_talk)


def timeline_lanes(tools):
    """The timeline's lanes: recognizer → [(state, start, end)], and its waits."""
    lanes = json.loads(tools.evaluate(
        "JSON.stringify(Object.fromEntries(timeline.model.lanes.map(l => [l.recognizer, timeline.model.segments(l).map(s => [s.state, s.start, s.end])])))"))
    return lanes, json.loads(tools.evaluate("JSON.stringify(timeline.model.waits)"))


def scrub_to(tools, time_s, touch=False):
    """Drags across the timeline to engine time `time_s` with real input: a press left of
    the point, then a horizontal move to it (a finger on a phone, the mouse elsewhere)."""
    tools.evaluate("document.getElementById('timeline').scrollIntoView({ block: 'center' })")
    where = json.loads(tools.evaluate(f"""JSON.stringify((() => {{
        const rect = document.getElementById('timeline').getBoundingClientRect(), v = timeline.view;
        return {{ x: rect.left + v.left + ({time_s} - v.start) / (v.end - v.start) * v.width, y: rect.top + 30, left: rect.left + v.left + 2 }};
    }})())"""))
    start_x, x, y = max(where["left"], where["x"] - 30), where["x"], where["y"]
    if touch:
        point = lambda px: [{"x": px, "y": y, "id": 7, "radiusX": 4, "radiusY": 4, "force": 1}]
        tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=point(start_x))
        for step in range(1, 7):
            tools.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=point(start_x + (x - start_x) * step / 6))
        tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    else:
        tools.call("Input.dispatchMouseEvent", type="mousePressed", x=start_x, y=y, button="left", buttons=1, clickCount=1)
        tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, button="left", buttons=1)
        tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1)
    time.sleep(0.15)
    return {s["recognizer"]: (s["state"], s["waitingFor"]) for s in json.loads(tools.evaluate("JSON.stringify(timeline.statesAtCursor())"))}


def check_the_timeline(tools, page, check, folder, prefix="", touch=False):
    """The timeline below the stage: with require-to-fail on in the gesture playground, a
    double tap draws the double tap recognized and the single tap failed after waiting for
    it; a single tap alone draws the wait released when the double tap failed, then the single
    tap recognized. Scrubbing with real input reports every recognizer's state at that moment."""
    check(prefix + "timeline: switch to the gesture playground", page.scene("gesture-playground"))
    toggle = next(s for s in page.frame()["shapes"] if "require-to-fail: off" in (s["name"], s.get("label")))
    tools.evaluate("window.scrollTo(0, document.getElementById('canvas').getBoundingClientRect().bottom + scrollY - innerHeight + 10)")
    page.tap(sum(c[0] for c in toggle["corners"]) / 4, sum(c[1] for c in toggle["corners"]) / 4)
    check(prefix + "timeline: the toggle turns require-to-fail on",
          tools.wait_until("window.playground.frame.shapes.some(s => s.label === 'require-to-fail: on')"), page.frame()["shapes"])
    tools.evaluate("window.scrollTo(0, 0)")
    first_touch = tools.evaluate("timeline.model.touchesBegan.length")
    page.tap(*page.centre("square"))
    time.sleep(0.05)
    page.tap(*page.centre("square"))
    time.sleep(0.6)
    began = json.loads(tools.evaluate(f"JSON.stringify(timeline.model.touchesBegan.slice({first_touch}))"))
    lanes, waits = timeline_lanes(tools)
    after = lambda name: [seg for seg in lanes.get(name, []) if seg[2] >= began[0]] if began else []
    single, double = after("singleTap"), after("doubleTap")
    wait = next((w for w in waits if w["waiter"] == "singleTap" and w["blocker"] == "doubleTap" and w["start"] >= began[0]), None)
    print(f"{prefix}timeline after a double tap: singleTap {single}, doubleTap {double}, wait {wait}", flush=True)
    # Its possible begins at the first touch after its last reset (GestureTimeline's rule): here
    # the toggle's tap, as nothing reset it since; the page cannot tell which touches reached it.
    check(prefix + "timeline: a double tap: the doubleTap lane possible through both taps, then recognized",
          len(began) == 2 and [seg[0] for seg in double] == ["possible", "ended"] and double[0][1] <= began[0]
          and double[0][2] == double[1][1] >= began[1], f"{began} {double}")
    check(prefix + "timeline: ... the singleTap lane possible, then failed after waiting for doubleTap",
          [seg[0] for seg in single] == ["possible", "failed"] and wait is not None and wait["start"] < single[1][1]
          and wait["end"] == single[1][1] and wait["outcome"] == "abandoned", f"{single} {wait}")
    # The wait is drawn: the canvas under the singleTap lane, where the wait begins, is its yellow.
    drawn = json.loads(tools.evaluate(f"""JSON.stringify((() => {{
        const canvas = document.getElementById('timeline'), v = timeline.view, ratio = canvas.width / canvas.clientWidth;
        const lane = timeline.model.lanes.findIndex(l => l.recognizer === 'singleTap');
        const x = v.left + ({wait["start"] if wait else 0} - v.start) / (v.end - v.start) * v.width + 2;  // left of any label
        const y = AXIS_HEIGHT + lane * LANE.height + LANE.waitY + 3;
        return [...canvas.getContext('2d').getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data];
    }})())"""))
    check(prefix + "timeline: ... and the wait is drawn under the singleTap lane (yellow #f0e442)",
          abs(drawn[0] - 0xf0) < 8 and abs(drawn[1] - 0xe4) < 8 and abs(drawn[2] - 0x42) < 8, drawn)
    page.tap(*page.centre("square"))  # a single tap alone: the double tap fails after its interval, the single tap follows
    time.sleep(0.8)
    lanes, waits = timeline_lanes(tools)
    released = next((w for w in reversed(waits) if w["waiter"] == "singleTap"), None)
    single = lanes.get("singleTap", [])[-2:]
    check(prefix + "timeline: a single tap: its wait is released when doubleTap fails, and it is recognized then",
          released is not None and released["outcome"] == "released" and [seg[0] for seg in single] == ["possible", "ended"]
          and single[1][1] == released["end"] and released["end"] > released["start"], f"{released} {single}")
    # Scrubbing: in the middle of the wait, then after it.
    middle = scrub_to(tools, (released["start"] + released["end"]) / 2, touch)
    check(prefix + "timeline: scrubbed into the wait, singleTap is possible and waits for doubleTap, doubleTap is possible",
          middle.get("singleTap") == ("possible", ["doubleTap"]) and middle.get("doubleTap") == ("possible", []), middle)
    readout = tools.evaluate("document.querySelector('#timeline-panel .readout').textContent")
    check(prefix + "timeline: ... and the readout says so", "singleTap possible (waiting for doubleTap)" in readout, readout)
    page.screenshot(folder, ("phone-" if touch else "") + "timeline.png")
    end = scrub_to(tools, released["end"], touch)
    check(prefix + "timeline: scrubbed to the release, singleTap is recognized and doubleTap failed",
          end.get("singleTap", ("",))[0] == "ended" and end.get("doubleTap", ("",))[0] == "failed", end)
    marked = json.loads(tools.evaluate("JSON.stringify([...document.querySelectorAll('#log li.at-cursor')].map(li => li.textContent))"))
    check(prefix + "timeline: ... and the log lines of that moment are marked",
          any("singleTap: possible → ended" in line for line in marked) and any("doubleTap: failed" in line for line in marked), marked)
    tools.evaluate("window.scrollTo(0, 0)")


def drive_scenes(tools, page, check, folder, prefix="", shots="", mouse=True):
    """Drives all five scenes with real input and checks what the page shows (each check's
    name after `prefix`); saves a screenshot of each (its file name after `shots`). Without
    `mouse` (a phone), the mouse's part is left out: Alt-drag, hover, wheel, right-click."""
    # Car browser: show the cars, swipe right (300 points across the car), screenshot.
    page.show_cars()
    time.sleep(0.3)
    cx, cy = page.centre("car")
    page.stroke([(cx - 150 + 30 * i, cy) for i in range(11)])
    time.sleep(0.3)
    check(prefix + "car browser: a swipe right shows the next car", "Blue Sedan" in page.texts(), page.texts())
    # The taxi dragged past the garage's end stops there, and the page shows why: from the
    # taxi's centre to 10 points past the garage's right edge, inside the stage.
    tx, ty = page.centre("taxi")
    _, _, garage_right, _ = page.bounds("garage")
    end = min(garage_right + 10, page.frame()["width"] - 2)
    page.stroke([(tx - 10 + (end - tx + 10) * i / 17, ty) for i in range(18)])
    time.sleep(0.1)
    garage = page.shape("garage")
    check(prefix + "car browser: the taxi held at the garage's edge turns the garage red and says why",
          page.frame()["status"] == "The taxi stays in its garage" and garage.get("stroke") == "#d22",
          f"{page.frame()['status']!r} {garage}")
    page.screenshot(folder, shots + "car-browser.png")

    # Gesture playground: a double tap, then a two-finger pinch, then an Alt-drag with the mouse.
    check(prefix + "switch to the gesture playground", page.scene("gesture-playground"))
    sx, sy = page.centre("square")
    page.tap(sx, sy)
    time.sleep(0.05)  # well inside the double tap's 0.35 s, however slow the DevTools calls around it
    page.tap(sx, sy)
    time.sleep(0.6)
    check(prefix + "gesture playground: a double tap is recognized", any("double taps 1" in t for t in page.texts()), page.texts())
    before = width_of(page.shape("square"))
    page.touch("touchStart", [(1, sx - 50, sy), (2, sx + 50, sy)])
    for step in range(1, 11):
        time.sleep(0.02)
        page.touch("touchMove", [(1, sx - 50 - 2.5 * step, sy), (2, sx + 50 + 2.5 * step, sy)])
    page.touch("touchEnd", [])
    time.sleep(0.3)
    after = width_of(page.shape("square"))
    check(prefix + "gesture playground: a two-finger pinch (100 → 150 pt apart) grows the square ×1.5", abs(after / before - 1.5) < 0.05, f"{before} → {after}")
    if mouse:
        drive_the_mouse(tools, page, check, prefix, after)
    page.screenshot(folder, shots + "gesture-playground.png")

    # Touch tracker: two fingers draw two lines at once.
    check(prefix + "switch to the touch tracker", page.scene("touch-tracker"))
    # Lines 450 points long on the desktop, 3/4 of the stage's width on a phone.
    left, step_x = min(150, page.frame()["width"] / 8), min(30, page.frame()["width"] * 0.05)
    page.touch("touchStart", [(1, left, 150), (2, left, 350)])
    for step in range(1, 16):
        time.sleep(0.015)
        page.touch("touchMove", [(1, left + step_x * step, 150 + 5 * step), (2, left + step_x * step, 350 - 5 * step)])
    page.touch("touchEnd", [])
    time.sleep(0.3)
    check(prefix + "touch tracker: two fingers draw two lines", page.frame()["status"] == "2 lines", page.frame()["status"])
    # A pen stroke (P7): the pressure sets the line's width (2 + 12 × 0.8 = 11.6 pt).
    px, py = page.to_page(left, 500)
    tools.call("Input.dispatchMouseEvent", type="mousePressed", x=px, y=py, button="left", buttons=1, clickCount=1,
               pointerType="pen", force=0.8)
    for step in range(1, 16):
        time.sleep(0.015)
        qx, qy = page.to_page(left + step_x * step, 500)
        tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=qx, y=qy, button="left", buttons=1, pointerType="pen", force=0.8)
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=qx, y=qy, button="left", buttons=0, clickCount=1,
               pointerType="pen", force=0.8)
    time.sleep(0.3)
    widths = [p["width"] for p in page.frame()["paths"]]
    check(prefix + "touch tracker: a pen stroke draws a line as wide as the pen was pressed",
          page.frame()["status"] == "3 lines" and any(abs(w - 11.6) < 0.05 for w in widths), f"{page.frame()['status']} {widths}")
    page.screenshot(folder, shots + "touch-tracker.png")

    # Find the odd one out: circle the bicycle.
    check(prefix + "switch to find the odd one out", page.scene("odd-one-out"))
    left, top, right, bottom = page.bounds("card1")
    radius = min(95, 0.45 * min(right - left, bottom - top))
    def circle_around(cx, cy):
        return [(cx + radius * math.cos(2 * math.pi * i / 36), cy + radius * math.sin(2 * math.pi * i / 36)) for i in range(38)]
    page.stroke(circle_around(*page.centre("card1")))  # the apple: not the odd one
    time.sleep(0.2)
    frame = page.frame()
    wrong = frame["circles"][0]["color"] if frame["circles"] else None
    check(prefix + "odd one out: circling the apple is wrong", frame["status"] == "Apple belongs — try again", frame["status"])
    page.stroke(circle_around(*page.centre("card3")))  # the bicycle
    time.sleep(0.2)
    frame = page.frame()
    right = frame["circles"][0]["color"] if frame["circles"] else None
    check(prefix + "odd one out: circling the bicycle is right", frame["status"].startswith("Right! Bicycle"), frame["status"])
    check(prefix + "odd one out: the right circle is drawn green, the wrong one red", right == "#1a9c3a" and wrong == "#d22", f"{right} {wrong}")
    page.screenshot(folder, shots + "odd-one-out.png")

    # Check please: draw a check mark.
    check(prefix + "switch to check please", page.scene("check-please"))
    x0 = min(300, page.frame()["width"] / 5)
    page.stroke([(x0 + 4 * i, 250 + 5 * i) for i in range(11)] + [(x0 + 40 + 11 * i, 300 - 15 * i) for i in range(1, 11)])
    time.sleep(0.2)
    check(prefix + "check please: a check mark shows Checkmark", page.frame()["status"] == "Checkmark", page.frame()["status"])
    page.screenshot(folder, shots + "check-please.png")



def main():
    gesturekit, folder = sys.argv[1], sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    port, debug_port = free_port(), free_port()
    # The static site first: it needs nothing running.
    site = tempfile.mkdtemp()
    exported = subprocess.run([gesturekit, "serve", "--export", site], stdout=subprocess.PIPE, text=True)
    server = subprocess.Popen([gesturekit, "serve", "--port", str(port)], stdout=subprocess.DEVNULL)
    file_server = None
    profile = tempfile.mkdtemp()
    chrome = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                               f"--remote-debugging-port={debug_port}", f"--user-data-dir={profile}",
                               "--window-size=1300,820",
                               # Each load compiles the engine anew, as a first visit does: V8
                               # would otherwise hand a reload the module the last page compiled.
                               "--js-flags=--no-wasm-native-module-cache-enabled", "about:blank"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    results = []

    def check(name, condition, detail=""):
        results.append(condition)
        print(("PASS " if condition else "FAIL ") + name + ("" if condition else f" — {detail}"), flush=True)

    # The page's timeline model against GestureTimeline's, on a real trace (no browser needed).
    same = subprocess.run(["node", os.path.join(os.path.dirname(os.path.abspath(__file__)), "timeline_model_check.mjs"), gesturekit,
                           "Examples/atmel-nine-quick-taps.trace.json"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(same.stdout.strip(), flush=True)
    check("the timeline: the page's model draws what gesturekit render --timeline draws for a real trace", same.returncode == 0, same.stdout)

    try:
        wait_for(f"http://127.0.0.1:{port}/health")
        wait_for(f"http://127.0.0.1:{debug_port}/json/version")
        targets = json.loads(wait_for(f"http://127.0.0.1:{debug_port}/json/list"))
        target = next(t for t in targets if t["type"] == "page")
        tools = DevTools(target["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        tools.call("Runtime.enable")
        tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/")
        page = Page(tools)
        check("the page loads its engine and draws the first scene", tools.wait_until(READY))
        loaded = json.loads(tools.evaluate(LOADED))
        # The budget is the page's, in a browser already running: the first load above also
        # waits for a fresh browser's first connection. So the page is loaded three more times,
        # bypassing the cache, and the median of those is checked; the first load has a looser
        # bound of its own.
        reloads = []
        for _ in range(3):
            tools.evaluate("window.loadedBefore = true")
            tools.call("Page.reload", ignoreCache=True)
            if tools.wait_until(f"!window.loadedBefore && {READY}"):
                reloads.append(json.loads(tools.evaluate(LOADED)))
        check("the page loads its engine and draws the first scene, reloaded three times", len(reloads) == 3, len(reloads))
        first_frames = sorted(r["firstFrame"] for r in reloads if r["firstFrame"] is not None)
        loads = [loaded] + reloads

        # From here on the page is on its own: the engine runs in it.
        server.terminate()
        server.wait(timeout=10)
        check("the server is stopped after the page loaded", not answers(f"http://127.0.0.1:{port}/health"))

        drive_scenes(tools, page, check, folder)
        log = tools.evaluate("window.playground.log.length")
        check("the decision log panel filled up", (log or 0) > 20, log)

        # The log's filters hide view deliveries and changed → changed lines, folded or not.
        shown = "document.querySelectorAll('#log > li').length - document.querySelectorAll('#log > li.delivery, #log > li.repeat').length"
        tools.evaluate("document.getElementById('show-deliveries').click(); document.getElementById('show-repeats').click()")
        visible = tools.evaluate("[...document.querySelectorAll('#log > li')].filter(li => li.offsetParent !== null).length")
        check("the log hides view deliveries and changed → changed lines when asked",
              visible == tools.evaluate(shown) and tools.evaluate("document.querySelectorAll('#log > li.delivery').length") > 0,
              f"{visible} visible, {tools.evaluate(shown)} expected")
        tools.evaluate("document.getElementById('show-deliveries').click(); document.getElementById('show-repeats').click()")
        check_the_log(tools, page, check)
        check_the_timeline(tools, page, check, folder)

        # Many inputs in a row, for the engine's time per input: a long check-mark stroke.
        check("back to check please for a long stroke", page.scene("check-please"))
        tools.evaluate("for (const list of Object.values(window.playground.timings)) list.length = 0")
        long_stroke = [(150 + 1.2 * i, 150 + 0.6 * i + 40 * math.sin(i / 15)) for i in range(400)]
        page.stroke(long_stroke, step_seconds=0.002)
        time.sleep(0.2)
        timings = json.loads(tools.evaluate("JSON.stringify(window.playground.timings)"))
        warmed_up = tools.evaluate("window.playground.warmedUpAt")
        # The same stroke replayed in the page, message after message, into a new engine: the
        # engine's own time per input, without the browser's work between two real inputs
        # (which leaves the engine's code and data out of the caches; see docs/Playground.md).
        replayed = json.loads(tools.evaluate("""JSON.stringify((() => {
            const scratch = new Engine(compiled), times = [], frames = [];
            scratch.send({ type: "hello" });
            scratch.send({ type: "scene", scene: "check-please" });
            let t = 1000;
            const stroke = (i) => ({ x: 150 + 1.2 * i, y: 150 + 0.6 * i + 40 * Math.sin(i / 15) });
            scratch.send({ type: "input", t, changes: [{ id: 1, phase: "down", ...stroke(0), kind: "touch" }] });
            for (let i = 1; i < 400; i++) {
                times.push(scratch.send({ type: "input", t: t += 8, changes: [{ id: 1, phase: "move", ...stroke(i), kind: "touch" }] }).elapsed);
                frames.push(scratch.send({ type: "frame" }).elapsed);  // as the page's next animation frame asks
            }
            scratch.send({ type: "input", t: t += 8, changes: [{ id: 1, phase: "up", ...stroke(400), kind: "touch" }] });
            scratch.exports.playground_destroy(scratch.handle);
            return { times, frames };
        })())"""))
        replayed, replayed_frames = replayed["times"], replayed["frames"]
        engine_ms, frame_ms = timings["engine"], timings["frame"]
        figures = {
            "wasm bytes": loaded["bytes"], "first frame ms": first_frames[len(first_frames) // 2] if first_frames else None,
            "first frames reloaded ms": [round(f, 1) for f in first_frames], "first frame, a fresh browser ms": loaded["firstFrame"],
            "engine ready, a fresh browser ms": loaded["engineReady"],
            "engine ready reloaded ms": sorted(round(r["engineReady"], 1) for r in reloads if r["engineReady"] is not None),
            "warmed up ms": warmed_up,
            "inputs": len(engine_ms), "engine p50 us": 1000 * percentile(engine_ms, 50), "engine p99 us": 1000 * percentile(engine_ms, 99),
            "engine max us": 1000 * max(engine_ms or [float("nan")]),
            "frames": len(frame_ms), "frame p50 us": 1000 * percentile(frame_ms, 50), "frame p99 us": 1000 * percentile(frame_ms, 99),
            "replayed p50 us": 1000 * percentile(replayed, 50), "replayed p99 us": 1000 * percentile(replayed, 99),
            "replayed frame p50 us": 1000 * percentile(replayed_frames, 50), "replayed frame p99 us": 1000 * percentile(replayed_frames, 99),
            "handler to replies p50 us": 1000 * percentile(timings["inputToReplies"], 50),
            "handler to replies p99 us": 1000 * percentile(timings["inputToReplies"], 99),
            "input to frame p50 us": 1000 * percentile(timings["inputToFrame"], 50), "input to frame p99 us": 1000 * percentile(timings["inputToFrame"], 99),
            # Where an input's engine time goes: the message's bytes copied in, playground_handle, the replies decoded.
            **{f"{part} p50 us": 1000 * percentile(timings[part], 50) for part in ("copyIn", "handle", "decode")},
            "cross-origin isolated (5 us timer)": loaded["isolated"],
        }
        print("budgets: " + ", ".join(f"{k} {round(v, 1) if isinstance(v, float) else v}" for k, v in figures.items()), flush=True)
        with open(os.path.join(folder, "budgets.json"), "w") as file:
            json.dump(figures, file, indent=2)
        check(f"budget: the engine is at most {MAX_WASM_BYTES} bytes", 0 < loaded["bytes"] <= MAX_WASM_BYTES, loaded["bytes"])
        check(f"budget: the first frame is drawn within {MAX_FIRST_FRAME_MS} ms of the navigation (median of three loads)",
              figures["first frame ms"] is not None and figures["first frame ms"] <= MAX_FIRST_FRAME_MS, figures)
        check(f"... and a fresh browser's first load within {MAX_FIRST_FRAME_FRESH_MS} ms",
              loaded["firstFrame"] is not None and loaded["firstFrame"] <= MAX_FIRST_FRAME_FRESH_MS, loaded["firstFrame"])
        check("no load opened a socket or reported an error", all(l["sockets"] == 0 and not l["errors"] for l in loads),
              [(l["sockets"], l["errors"]) for l in loads])
        check("the timer is precise enough to measure the engine (cross-origin isolated)", loaded["isolated"] is True, loaded["isolated"])
        check("budget: engine time per input p99 <= 1 ms, with real input",
              len(engine_ms) >= 400 and percentile(engine_ms, 99) <= MAX_ENGINE_P99_MS, figures)
        check("budget: engine time per input p50 <= 50 µs and p99 <= 1 ms, the stroke replayed in the page",
              len(replayed) >= 399 and percentile(replayed, 50) <= MAX_ENGINE_P50_MS and percentile(replayed, 99) <= MAX_ENGINE_P99_MS,
              figures)
        check("no error reached the page, and the engine never stopped",
              tools.evaluate("window.playground.errors.length + window.playground.restarts") == 0,
              tools.evaluate("JSON.stringify(window.playground.errors)"))

        # A trap in the engine (a Swift precondition: a bug) ends that engine, not the page: a new
        # one takes over on the same scene. Simulated by a module function that traps.
        tools.evaluate("""engine.exports = Object.assign({}, engine.exports, {
            playground_handle() { throw new WebAssembly.RuntimeError("unreachable executed"); },
            playground_handle_input() { throw new WebAssembly.RuntimeError("unreachable executed"); },
            playground_frame() { throw new WebAssembly.RuntimeError("unreachable executed"); } })""")
        page.tap(400, 300)
        check("a trap in the engine: a new engine takes over on the same scene, and says so in the log",
              tools.wait_until("window.playground.restarts === 1 && window.playground.frame.scene === 'check-please' && "
                               "window.playground.log.some(line => line.startsWith('the engine stopped (unreachable executed)'))"),
              tools.evaluate("JSON.stringify([window.playground.restarts, window.playground.frame.scene])"))
        page.scene("gesture-playground")
        page.tap(*page.centre("square"))
        check("... and the new engine works", tools.wait_until("window.playground.frame.texts.some(t => t.text.includes('single taps 1'))"),
              page.texts())

        # The static export, served by a plain file server, at a phone's size.
        check("serve --export writes the site", exported.returncode == 0 and
              all(os.path.isfile(os.path.join(site, name)) for name in ("index.html", "playground.js", "engine.js", "playground.css", "timeline-model.js", "timeline.js", "timeline.css", "playground.wasm")),
              exported.stdout)
        static_port = free_port()
        file_server = subprocess.Popen([sys.executable, "-m", "http.server", str(static_port), "--bind", "127.0.0.1", "--directory", site],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(f"http://127.0.0.1:{static_port}/index.html")
        # A phone: the stage full width, the log below it and collapsible, nothing wider than the screen.
        tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
        tools.call("Page.navigate", url=f"http://127.0.0.1:{static_port}/")
        check("the exported site, from a plain file server, loads its engine and draws", tools.wait_until(READY, 20))
        layout = json.loads(tools.evaluate("""JSON.stringify((() => {
            const canvas = document.getElementById('canvas').getBoundingClientRect();
            const log = document.getElementById('log-panel').getBoundingClientRect();
            return { canvasWidth: canvas.width, canvasBottom: canvas.bottom, logTop: log.top, logWidth: log.width,
                     pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
        })())"""))
        check("phone: the stage is the screen's width", layout["canvasWidth"] >= 0.9 * layout["viewport"], layout)
        check("phone: the log is below the stage, as wide", layout["logTop"] >= layout["canvasBottom"] and layout["logWidth"] >= 0.9 * layout["viewport"], layout)
        check("phone: nothing is wider than the screen", layout["pageWidth"] <= layout["viewport"], layout)
        check_the_phone(tools, page, check)
        check_the_timeline(tools, page, check, folder, prefix="phone: ", touch=True)
        page.scene("car-browser")
        page.show_cars()
        time.sleep(0.3)
        cx, cy = page.centre("car")
        page.stroke([(cx - 150 + 30 * i, cy) for i in range(11)])
        time.sleep(0.3)
        check("phone: a swipe still shows the next car", "Blue Sedan" in page.texts(), page.texts())
        tools.evaluate("document.querySelector('#log-panel summary').click()")
        check("phone: the log collapses", tools.evaluate("!document.getElementById('log-panel').open"))
        page.screenshot(folder, "phone.png")

        # The file server goes too: every scene at a phone's size, on the page alone.
        file_server.terminate()
        file_server.wait(timeout=10)
        check("phone: the file server is stopped after the page loaded", not answers(f"http://127.0.0.1:{static_port}/index.html"))
        drive_scenes(tools, page, check, folder, prefix="phone: ", shots="phone-", mouse=False)
        check("... with no error", tools.evaluate("window.playground.errors.length") == 0,
              tools.evaluate("JSON.stringify(window.playground.errors)"))
    finally:
        chrome.terminate()
        server.terminate()
        chrome.wait(timeout=10)
        server.wait(timeout=10)
        if file_server and file_server.poll() is None:
            file_server.terminate()
            file_server.wait(timeout=10)
        shutil.rmtree(site, ignore_errors=True)
    passed = sum(results)
    print(f"browser: {passed} passed, {len(results) - passed} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
