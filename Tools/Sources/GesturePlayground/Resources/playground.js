// The GestureKit playground page: runs the engine — GestureKit, GestureShapes and the
// sample apps, compiled from Swift to WebAssembly (playground.wasm) — in the page, feeds it
// Pointer Events and draws what it answers. Nothing goes to a server: once loaded, the page
// works offline. Messages to and from the engine are the JSON of docs/Playground.md.
"use strict";

const canvas = document.getElementById("canvas");
const ctx = canvas.getContext("2d");
const logList = document.getElementById("log");
const sceneNav = document.getElementById("scenes");
const engineStatus = document.getElementById("engine-status");
const instructions = document.getElementById("instructions");
const statusLine = document.getElementById("status");
const banner = document.getElementById("banner");
const hint = document.getElementById("hint");

// What to say about input depends on what the device has: a mouse (Alt-drag for two fingers,
// the wheel, hover, right-click) or only fingers, where that talk is noise.
const fineMouse = matchMedia("(hover: hover) and (pointer: fine)");
const MOUSE_HINTS = {
  "gesture-playground": " The wheel moves the square, Ctrl+wheel (a trackpad's pinch) scales it; hover and right-click it.",
};
function hintFor(scene) {
  return fineMouse.matches
    ? "Mouse: a press is one finger; hold Alt/Option and drag for a two-finger pinch and rotation, mirrored about the centre." + (MOUSE_HINTS[scene] ?? "")
    : "Use your fingers on the stage; pinch outside it to zoom the page.";
}
fineMouse.addEventListener?.("change", () => render());
// The room for the stage changed (a window resized, a phone rotated): the engine lays the
// scene out again for it, and the canvas's scale may have changed.
addEventListener("resize", () => { sendViewport(); render(); });

// Text on the canvas is never drawn smaller than this many CSS pixels: a page between 600
// and 800 px wide draws the desktop's 800-point stage scaled down (narrower pages get a
// compact layout at scale 1, where the scenes' text is 14 points or more).
const MIN_TEXT_PX = 12.5;

// State the end-to-end test reads.
const state = window.playground = {
  ready: false, frame: null, drawnScene: null, log: [], errors: [], scenes: [], frames: 0, scene: null, restarts: 0,
  // Performance figures (milliseconds on performance.now()'s timeline, which starts at the
  // navigation): when the engine was running and the first frame drawn, the engine's size;
  // per input message the time inside the engine (and its parts) and from the handler to its
  // replies taken in; per animation frame the engine's time making the frame, and the time
  // from the oldest input it shows to the frame taken in (drawn right after).
  engineReadyAt: null, firstFrameAt: null, warmedUpAt: null, engineBytes: 0,
  timeline,  // the timeline below the stage (timeline.js): its model, cursor and states at the cursor
  timings: { engine: [], inputToReplies: [], copyIn: [], handle: [], decode: [], frame: [], inputToFrame: [] },
};
const TIMINGS_KEPT = 20000;
function record(list, value) {
  if (list.length >= TIMINGS_KEPT) list.shift();
  list.push(value);
}

function showEngine(text, failed) {
  engineStatus.textContent = text;
  engineStatus.className = failed ? "offline" : "";
}

function showBanner(text) {
  banner.textContent = text || "";
  banner.hidden = !text;
}

// ---- The engine ------------------------------------------------------------------------
//
// engine.js wraps the module's C ABI (class Engine); the page keeps the compiled module, to
// start a new engine after a trap, and the engine it plays with.

let compiled = null;  // the WebAssembly.Module
let engine = null;

// Loads and compiles the module — while it downloads, when the server says application/wasm
// (any other file server will do: then the bytes are compiled once they are all here) —
// then starts an engine.
async function load() {
  try {
    const response = await fetch("playground.wasm");
    if (!response.ok) throw new Error(`playground.wasm: HTTP ${response.status}`);
    state.engineBytes = Number(response.headers.get("Content-Length")) || 0;
    if (WebAssembly.compileStreaming && response.headers.get("Content-Type") === "application/wasm") {
      compiled = await WebAssembly.compileStreaming(response);
    } else {
      const bytes = await response.arrayBuffer();
      state.engineBytes = bytes.byteLength;
      compiled = await WebAssembly.compile(bytes);
    }
    state.engineBytes = state.engineBytes ||
      (performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("playground.wasm"))?.decodedBodySize ?? 0);
  } catch (error) {
    showEngine("no engine", true);
    showBanner(`The engine (playground.wasm, beside this page) could not be loaded: ${error.message}`);
    state.errors.push(String(error));
    return;
  }
  start();
}

// A new engine on the scene the page shows (or the one the address names: #touch-tracker).
function start() {
  engine = new Engine(compiled);
  timeline.clear();  // a new engine has a new clock
  state.engineReadyAt = state.engineReadyAt ?? performance.now();
  state.ready = true;
  showEngine(`engine in this page: WebAssembly, ${Math.round(state.engineBytes / 1024)} KB`, false);
  sentViewport = null;
  sendViewport();
  send({ type: "hello" });
  // The scene the page was on (a new engine after a trap) or the address names, if the new
  // engine is not on it (the hello's reply says which it is on).
  const wanted = state.scene || decodeURIComponent(location.hash.slice(1));
  if (wanted && wanted !== state.engineScene && state.scenes.some((scene) => scene.id === wanted)) {
    state.scene = wanted;
    send({ type: "scene", scene: wanted });
    showScenes(wanted);
  }
}

// Warms the engine up once the first frame is drawn. V8 compiles a module's functions with its
// baseline compiler first and optimizes those that turn out hot; until then a message costs
// several times more (measured in Chromium: a median of 140 µs per input before, 20 µs after).
// So a scratch engine plays a few strokes through every scene, a frame after every other
// input, in small slices while the page is idle — about 30 ms of work — and the person's first
// strokes already run optimized code. The scratch engine shares nothing with the page's but
// the compiled code.
function warmUp() {
  const scratch = new Engine(compiled);
  const messages = [];
  let t = 0;
  for (const scene of ["check-please", "odd-one-out", "touch-tracker", "gesture-playground", "car-browser"]) {
    messages.push({ type: "scene", scene });
    messages.push({ type: "input", t: t += 8, changes: [{ id: 1, phase: "down", x: 200, y: 200, kind: "touch" }] });
    for (let i = 1; i <= 200; i++) {
      const x = 200 + 2 * i, y = 200 + 60 * Math.sin(i / 12);
      messages.push({ type: "input", t: t += 8, changes: [{ id: 1, phase: "move", x, y, kind: "touch" }] });
      if (i % 2 === 0) messages.push({ type: "frame" });
    }
    messages.push({ type: "input", t: t += 8, changes: [{ id: 1, phase: "up", x: 600, y: 200, kind: "touch" }] });
    messages.push({ type: "tick", t: t += 1000 }, { type: "frame" });
  }
  let next = 0;
  const slice = () => {
    try {
      for (const end = Math.min(next + 100, messages.length); next < end; next++) scratch.send(messages[next]);
    } catch (error) {
      return;  // a trap in the scratch engine: the page's own engine is not affected
    }
    if (next < messages.length) { setTimeout(slice, 0); return; }
    scratch.exports.playground_destroy(scratch.handle);
    state.warmedUpAt = performance.now();
  };
  setTimeout(slice, 0);
}

// Sends a message to the engine and takes in its replies. A trap (a Swift precondition, which
// is a bug: the engine refuses bad input with an error reply) ends that engine; a new one
// resumes the scene, and the log says what happened.
function send(message) {
  if (!engine) return;
  let result;
  timeline.sent(message);
  try {
    result = engine.send(message);
  } catch (error) {
    const printed = engine.printed.join(" ");
    addLog(`the engine stopped (${printed || error.message}); a new one takes over`, "error");
    state.errors.push(`trap: ${printed || error.message}`);
    state.restarts += 1;
    pointers.clear();
    engine = null;
    start();
    return;
  }
  const isInput = message.type === "input" || message.type === "hover" || message.type === "scroll" || message.type === "transform";
  if (isInput) {
    record(state.timings.engine, result.elapsed);
    for (const part in result.parts) record(state.timings[part], result.parts[part]);
    oldestUnframedInput ??= message.t;
  }
  if (message.type === "frame") record(state.timings.frame, result.elapsed);
  for (const reply of result.replies) receive(reply);
  if (isInput) record(state.timings.inputToReplies, performance.now() - message.t);
  if (message.type !== "frame") render();  // the engine shows what the message changed in the next frame
  scheduleDeadline();
}

// Virtual time moves on without input, so deadlines fire (a long press begins with a still
// finger, a single tap is recognized once the double tap's wait is over): a tick at the
// engine's next deadline, and one every 100 ms for the scenes' own effects (a status that
// fades, an attempt that clears).
let deadlineTimer = null;
function scheduleDeadline() {
  const deadline = engine && engine.nextDeadline();
  clearTimeout(deadlineTimer);
  if (deadline !== null) deadlineTimer = setTimeout(tick, Math.max(0, deadline - performance.now()));
}
function tick() { send({ type: "tick", t: performance.now() }); }

// The page's room for the stage, in CSS px (the engine's points): the stage's width and the
// window's height. The engine picks the stage from it (docs/Playground.md, On a phone).
let sentViewport = null;
function sendViewport() {
  const width = document.getElementById("stage").clientWidth, height = innerHeight;
  if (!width || (sentViewport && sentViewport.width === width && sentViewport.height === height)) return;
  sentViewport = { width, height };
  send({ type: "viewport", width, height });
}
setInterval(() => { if (!document.hidden) tick(); }, 100);

function receive(message) {
  if (message.type === "frame") {
    message.drawing.paths = mergeInk(message.drawing.paths, state.frame ? state.frame.paths : []);
    state.frame = message.drawing;
    state.frames += 1;
    for (const line of message.log) addLog(line, /→ (began|ended)$/.test(line) ? "committed" : "");
    timeline.read(message.log);
  } else if (message.type === "scenes") {
    state.scenes = message.scenes;
    state.engineScene = message.current;
    showScenes(state.scene || message.current);
  } else if (message.type === "error") {
    state.errors.push(message.message);
    addLog("error: " + message.message, "error");
  }
}

load();

// Ink arrives as what is new: each path's points after the `from` the page already has, so a
// long stroke costs the same per move at its end as at its start. A path the page cannot
// extend (it missed a frame: a new engine after a trap) asks for everything again: a hello
// gets a whole frame.
function mergeInk(paths, previous) {
  let complete = true;
  const merged = paths.map((path, index) => {
    if (!path.from) return path;
    const had = previous[index];
    if (!had || had.points.length !== path.from) { complete = false; return path; }
    for (const point of path.points) had.points.push(point);
    return had;
  });
  if (!complete) send({ type: "hello" });
  return merged;
}

// ---- The decision log -------------------------------------------------------------------
//
// The engine sends every decision record as a line ("0.293 pinch: changed → changed"). A pinch
// writes a hundred of those in half a second, which pushed everything worth reading out of the
// list; so the page folds the two kinds that flood it — a recognizer's `changed → changed` and
// a view's touch deliveries — into one counted line per run ("pinch: changed ×48"), which a
// click opens. A run lasts until a line of another kind arrives about the same subject (the
// pinch's `changed → ended`, the view's `touchesEnded`); lines about others do not end it.
// Every line stays in `state.log` (the latest LOG_KEPT to LOG_KEPT + 100, for the tests and the
// console).

const LOG_KEPT = 2000;       // raw lines in the page's copy
const ENTRIES_SHOWN = 400;   // lines and folded runs in the list
const RUN_KEPT = 100;        // lines a folded run keeps for its expansion (its latest)

// What a line is: its time, subject ("pinch", "view square"), and the key of the run it
// folds into (null: a line of its own).
function parseLine(text) {
  const match = /^(\d+(?:\.\d+)?) (.+?): (.*)$/.exec(text);
  if (!match) return { time: null, subject: null, key: null, label: text };
  const [, time, subject, rest] = match;
  let key = null;
  if (rest === "changed → changed") key = `${subject}: changed`;
  else if (subject.startsWith("view ") && /^touches\w+/.test(rest)) key = `${subject}: ${/^touches\w+/.exec(rest)[0]}`;
  return { time, subject, key, label: key ?? `${subject}: ${rest}` };
}

const logState = state.logView = { entries: [], open: new Map(), seen: 0 };
let dirtyEntries = new Set();

function addLog(text, kind) {
  state.log.push(text);
  // Trimmed a hundred lines at a time, not one per line (a splice moves the whole array).
  if (state.log.length >= LOG_KEPT + 100) state.log.splice(0, state.log.length - LOG_KEPT);
  logState.seen += 1;
  const line = parseLine(text);
  // A line about a subject ends that subject's runs of other kinds.
  if (line.subject) {
    for (const [key, entry] of logState.open) {
      if (entry.subject === line.subject && key !== line.key) logState.open.delete(key);
    }
  }
  const run = line.key && logState.open.get(line.key);
  if (run) {
    run.count += 1;
    run.last = line.time;
    run.lines.push(text);
    if (run.lines.length > RUN_KEPT) run.lines.shift();
    dirtyEntries.add(run);
  } else {
    if (/ view .*: touches/.test(text)) kind = (kind ? kind + " " : "") + "delivery";
    if (/: changed → changed$/.test(text)) kind = (kind ? kind + " " : "") + "repeat";
    const entry = { text, kind, subject: line.subject, label: line.label, first: line.time, last: line.time, count: 1, lines: [text], item: null };
    if (line.key) logState.open.set(line.key, entry);
    logState.entries.push(entry);
    if (logState.entries.length > ENTRIES_SHOWN) {
      for (const old of logState.entries.splice(0, logState.entries.length - ENTRIES_SHOWN)) {
        if (old.item) old.item.remove();
        for (const [key, entry] of logState.open) if (entry === old) logState.open.delete(key);
        dirtyEntries.delete(old);
      }
    }
    dirtyEntries.add(entry);
  }
}

function clearLog() {
  logList.innerHTML = "";
  logState.entries = [];
  logState.open.clear();
  dirtyEntries = new Set();
  timeline.clear();
}

// The list is brought up to date once per animation frame: new entries appended, runs that
// grew recounted (and refilled, when open).
function showLog() {
  if (!dirtyEntries.size) return;
  const panel = logList.parentElement;
  const atBottom = panel.scrollTop + panel.clientHeight >= panel.scrollHeight - 30;
  const lines = new DocumentFragment();
  for (const entry of dirtyEntries) {
    if (!entry.item) {
      entry.item = document.createElement("li");
      if (entry.kind) entry.item.className = entry.kind;
      lines.appendChild(entry.item);
    }
    if (entry.count === 1) {
      entry.item.textContent = entry.text;
    } else {
      showRun(entry);
    }
  }
  dirtyEntries = new Set();
  logList.appendChild(lines);
  if (atBottom) panel.scrollTop = panel.scrollHeight;
}

// A folded run: a <details> whose summary counts the lines ("0.293–1.625 pinch: changed
// ×78"); opening it lists them (its latest RUN_KEPT), filled only when opened.
function showRun(entry) {
  let details = entry.item.firstElementChild;
  if (!details || details.tagName !== "DETAILS") {
    entry.item.textContent = "";
    entry.item.classList.add("folded");
    details = document.createElement("details");
    details.appendChild(document.createElement("summary"));
    details.addEventListener("toggle", () => fillRun(entry));
    entry.item.appendChild(details);
  }
  details.firstElementChild.textContent = `${entry.first}–${entry.last} ${entry.label} ×${entry.count}`;
  if (details.open) fillRun(entry);
}

function fillRun(entry) {
  const details = entry.item.firstElementChild;
  details.querySelector("ol")?.remove();
  if (!details.open) return;
  const list = document.createElement("ol");
  list.className = "run";
  if (entry.count > entry.lines.length) {
    const note = document.createElement("li");
    note.className = "note";
    note.textContent = `… ${entry.count - entry.lines.length} earlier lines not kept`;
    list.appendChild(note);
  }
  for (const text of entry.lines) {
    const item = document.createElement("li");
    item.textContent = text;
    list.appendChild(item);
  }
  details.appendChild(list);
}

// The filters hide view deliveries and `changed → changed` lines, folded or not.
for (const [box, kind] of [["show-deliveries", "hide-deliveries"], ["show-repeats", "hide-repeats"]]) {
  document.getElementById(box).addEventListener("change", (event) => logList.classList.toggle(kind, !event.target.checked));
}

// ---- Frames ----------------------------------------------------------------------------
//
// The engine draws when the display can show it: at each animation frame after a message the
// page asks it for a frame ({"type":"frame"}), which shows everything since the last one —
// however many pointer events arrived in between (a pen at 240 Hz, two fingers, coalesced
// samples) — or nothing when nothing changed; then the canvas and the log list are brought up
// to date. Input is handled at once and draws nothing, as UIKit delivers touches at once and
// draws at the end of the run loop's turn. Drawing, and above all scrolling the log (a layout)
// for every line, made each input cost a millisecond of main thread; making the frame for
// every input was 57% of an input's instructions (docs/Playground.md, Frames).
let frameQueued = false, inFrame = false, frameWantedAgain = false;
let oldestUnframedInput = null;  // the `t` of the first input since the last frame taken in
function render() {
  if (inFrame) { frameWantedAgain = true; return; }  // a new engine took over during the frame
  if (frameQueued) return;
  frameQueued = true;
  requestAnimationFrame(animationFrame);
}
function animationFrame() {
  frameQueued = false;
  inFrame = true;
  frameWantedAgain = false;
  try {
    send({ type: "frame" });
  } finally {
    inFrame = false;
  }
  if (oldestUnframedInput !== null) {
    record(state.timings.inputToFrame, performance.now() - oldestUnframedInput);
    oldestUnframedInput = null;
  }
  showLog();
  draw();
  if (state.frame && state.firstFrameAt === null) {
    state.firstFrameAt = performance.now();
    warmUp();
  }
  if (frameWantedAgain) render();
}

function showScenes(current) {
  sceneNav.innerHTML = "";
  for (const scene of state.scenes) {
    const button = document.createElement("button");
    button.textContent = scene.title;
    button.dataset.scene = scene.id;
    if (scene.id === current) button.className = "current";
    button.addEventListener("click", () => {
      state.scene = scene.id;
      history.replaceState(null, "", "#" + scene.id);  // a reload, or a link, opens this scene
      clearLog();
      send({ type: "scene", scene: scene.id });
      showScenes(scene.id);
    });
    sceneNav.appendChild(button);
  }
}

// ---- Input -----------------------------------------------------------------------------

const pointers = new Map();  // pointerId → last scene position (for drawing the fingers)
const MIRROR = 1_000_000;     // synthetic second finger of an Alt-drag
let mirrorCentre = null;

function scenePoint(event) {
  const rect = canvas.getBoundingClientRect();
  const width = state.frame ? state.frame.width : canvas.width;
  const height = state.frame ? state.frame.height : canvas.height;
  return { x: (event.clientX - rect.left) * width / rect.width, y: (event.clientY - rect.top) * height / rect.height };
}

function sendChanges(changes) {
  send({ type: "input", t: performance.now(), changes });
}

// What a pointer change carries besides its place: the buttons it pressed down with (a
// right-click is its own gesture), a pen's pressure, and the coalesced events the browser
// measured since the last one (drawing apps draw them all).
const downButtons = new Map();  // pointerId → buttons at pointerdown
// The engine knows the three pointer types of the Pointer Events spec; a browser that cannot
// tell says "" (or its own word), taken as a touch.
function pointerKind(event) { return ["touch", "pen", "mouse"].includes(event.pointerType) ? event.pointerType : "touch"; }
function pointerFields(event, withSamples) {
  const fields = { kind: pointerKind(event) };
  if (event.pointerType === "mouse") fields.buttons = downButtons.get(event.pointerId) ?? event.buttons;
  if (event.pointerType === "pen") fields.force = Math.min(1, Math.max(0, event.pressure));
  if (withSamples && event.getCoalescedEvents) {
    const coalesced = event.getCoalescedEvents().slice(0, -1).slice(-64);
    if (coalesced.length) {
      fields.samples = coalesced.map((e) => {
        const p = scenePoint(e);
        const sample = { t: e.timeStamp, x: p.x, y: p.y };
        if (event.pointerType === "pen") sample.force = Math.min(1, Math.max(0, e.pressure));
        return sample;
      });
    }
  }
  return fields;
}

// Hovering pointers (a mouse or a pen above the tablet) are not touches: the engine hears
// them as hover events; a press ends the hover first.
function hover(event, phase) {
  if (pointerKind(event) === "touch") return;
  const p = scenePoint(event);
  send({ type: "hover", t: performance.now(), phase, x: p.x, y: p.y, kind: pointerKind(event) });
}

canvas.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  canvas.setPointerCapture(event.pointerId);
  hover(event, "exit");
  downButtons.set(event.pointerId, event.buttons);
  const p = scenePoint(event);
  pointers.set(event.pointerId, p);
  const changes = [{ id: event.pointerId, phase: "down", x: p.x, y: p.y, ...pointerFields(event, false) }];
  if (event.pointerType === "mouse" && event.altKey) {
    // Like the iOS simulator's Option key: a second finger mirrored about the centre.
    mirrorCentre = { x: (state.frame?.width ?? 800) / 2, y: (state.frame?.height ?? 600) / 2 };
    const m = { x: 2 * mirrorCentre.x - p.x, y: 2 * mirrorCentre.y - p.y };
    pointers.set(MIRROR, m);
    changes.push({ id: MIRROR, phase: "down", x: m.x, y: m.y, kind: "mouse", buttons: 1 });
  }
  sendChanges(changes);
});

canvas.addEventListener("pointermove", (event) => {
  if (!pointers.has(event.pointerId)) return hover(event, "move");
  const p = scenePoint(event);
  pointers.set(event.pointerId, p);
  const changes = [{ id: event.pointerId, phase: "move", x: p.x, y: p.y, ...pointerFields(event, true) }];
  if (pointers.has(MIRROR) && event.pointerType === "mouse") {
    const m = { x: 2 * mirrorCentre.x - p.x, y: 2 * mirrorCentre.y - p.y };
    pointers.set(MIRROR, m);
    changes.push({ id: MIRROR, phase: "move", x: m.x, y: m.y, kind: "mouse", buttons: 1 });
  }
  sendChanges(changes);
});
canvas.addEventListener("pointerleave", (event) => { if (!pointers.has(event.pointerId)) hover(event, "exit"); });

function finish(event, phase) {
  if (!pointers.has(event.pointerId)) return;
  const p = scenePoint(event);
  pointers.delete(event.pointerId);
  const changes = [{ id: event.pointerId, phase, x: p.x, y: p.y, ...pointerFields(event, false) }];
  downButtons.delete(event.pointerId);
  if (pointers.has(MIRROR) && event.pointerType === "mouse") {
    const m = pointers.get(MIRROR);
    pointers.delete(MIRROR);
    changes.push({ id: MIRROR, phase, x: m.x, y: m.y, kind: "mouse", buttons: 1 });
  }
  sendChanges(changes);
}
canvas.addEventListener("pointerup", (event) => finish(event, "up"));
canvas.addEventListener("pointercancel", (event) => finish(event, "cancel"));
canvas.addEventListener("contextmenu", (event) => event.preventDefault());

// The wheel and the trackpad: a scroll moves, Ctrl+wheel (what browsers send for a trackpad
// pinch) scales. Browsers do not say whether a wheel or a trackpad sent the event: whole
// notches of 50 px or more on one axis, or line/page units, are taken as a wheel.
canvas.addEventListener("wheel", (event) => {
  event.preventDefault();
  const p = scenePoint(event);
  const rect = canvas.getBoundingClientRect();
  const perPixel = (state.frame ? state.frame.width : canvas.width) / rect.width;
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
  const dx = event.deltaX * unit * perPixel, dy = event.deltaY * unit * perPixel;
  const t = performance.now();
  if (event.ctrlKey) {
    send({ type: "transform", t, x: p.x, y: p.y, scale: Math.exp(-event.deltaY * unit / 100) });
    return;
  }
  const notched = event.deltaMode !== 0 ||
    (event.deltaX === 0 && Number.isInteger(event.deltaY) && Math.abs(event.deltaY) >= 50);
  send({ type: "scroll", t, x: p.x, y: p.y, dx, dy, scrollType: notched ? "discrete" : "continuous" });
}, { passive: false });

// ---- Drawing ---------------------------------------------------------------------------

function draw() {
  const frame = state.frame;
  if (!frame) return;
  state.drawnScene = frame.scene;  // the scene on the canvas (the frame may be newer until the next animation frame)
  if (canvas.width !== frame.width || canvas.height !== frame.height) {
    canvas.width = frame.width;
    canvas.height = frame.height;
  }
  instructions.textContent = `${frame.title}: ${frame.instructions}`;
  hint.textContent = hintFor(frame.scene);
  // CSS pixels per point, and the smallest font size in points that it allows.
  const scale = canvas.clientWidth ? canvas.clientWidth / frame.width : 1;
  const minimum = MIN_TEXT_PX / scale;
  state.textSizes = [];  // what was drawn, in CSS pixels, for the tests
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  for (const shape of frame.shapes) {
    ctx.beginPath();
    shape.corners.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
    ctx.fillStyle = shape.fill;
    ctx.fill();
    if (shape.stroke) { ctx.strokeStyle = shape.stroke; ctx.lineWidth = 2; ctx.stroke(); }
    if (shape.label) {
      const cx = shape.corners.reduce((s, c) => s + c[0], 0) / 4, cy = shape.corners.reduce((s, c) => s + c[1], 0) / 4;
      ctx.fillStyle = isDark(shape.fill) ? "white" : "#222";
      const size = Math.max(18, minimum);
      ctx.font = `${size}px system-ui, sans-serif`;
      state.textSizes.push({ text: shape.label, px: size * scale, asked: 18 * scale });
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(shape.label, cx, cy);
    }
  }
  for (const path of frame.paths) {
    ctx.beginPath();
    path.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.strokeStyle = path.color;
    ctx.lineWidth = path.width;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.stroke();
  }
  for (const circle of frame.circles) {
    ctx.beginPath();
    ctx.arc(circle.cx, circle.cy, circle.r, 0, 2 * Math.PI);
    ctx.strokeStyle = circle.color;
    ctx.lineWidth = 3;
    ctx.setLineDash([8, 6]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  for (const text of frame.texts) {
    ctx.fillStyle = text.color;
    const size = Math.max(text.size, minimum);
    ctx.font = `${size}px system-ui, sans-serif`;
    state.textSizes.push({ text: text.text, px: size * scale, asked: text.size * scale });
    ctx.fillText(text.text, text.x, text.y);
  }
  // The status is a line above the canvas, not a banner on it, so it never covers the ink.
  statusLine.textContent = frame.status || "";
  for (const p of pointers.values()) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, 14, 0, 2 * Math.PI);
    ctx.fillStyle = "rgba(255, 120, 0, .35)";
    ctx.fill();
  }
}

function isDark(colour) {
  const value = parseInt(colour.slice(1), 16);
  const r = (value >> 16) & 255, g = (value >> 8) & 255, b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}
