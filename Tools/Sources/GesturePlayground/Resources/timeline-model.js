// The playground timeline's model: the decision log lines the engine sends, read record by
// record into lanes of states and the waits of failure requirements, with the rules of
// Sources/GestureTimeline's TimelineBuilder (L1, A5, A7, A8 of docs/Semantics.md), so that
// the page draws what `gesturekit render --timeline` draws. timeline.js draws it.
"use strict";

// TimelineStyle's colours (the Okabe–Ito palette) and labels.
const TIMELINE_STATES = {
  possible: { fill: "#e3e3e3", stroke: "#9e9e9e", label: "possible" },
  began: { fill: "#56b4e9", stroke: "#2b7fae", label: "began" },
  changed: { fill: "#0072b2", stroke: "#004f7c", label: "changed" },
  ended: { fill: "#009e73", stroke: "#006b4e", label: "recognized / ended" },
  failed: { fill: "#d55e00", stroke: "#8f3f00", label: "failed" },
  cancelled: { fill: "#cc79a7", stroke: "#8c4f72", label: "cancelled" },
};
const TIMELINE_MARKS = { began: "#56b4e9", recognized: "#009e73", ended: "#009e73", failed: "#d55e00", cancelled: "#cc79a7" };
const WAIT_FILL = "#f0e442", WAIT_STROKE = "#7a6e00", RELEASED_ARROW = "#333333", DENIED_ARROW = "#d55e00";

// Memory is bounded like the log's: what ended more than TIMELINE_SECONDS before the latest
// record is dropped, and each list keeps at most TIMELINE_KEPT items (trimmed in chunks).
const TIMELINE_SECONDS = 60;
const TIMELINE_KEPT = 400;
// The picture shows the latest burst of activity: it starts after the last quiet gap this
// long (no lane in any state), so a double tap fills the width instead of a sliver of a minute.
const QUIET_GAP = 1.0;

const STATE_NAMES = "possible|began|changed|ended|failed|cancelled";
const COMMITTED = new RegExp(`^(${STATE_NAMES}) → (${STATE_NAMES})$`);

// ---- The model: TimelineBuilder's rules, record by record --------------------------------

class TimelineModel {
  constructor() { this.clear(); }

  clear() {
    this.lanes = [];           // { recognizer, segments: [{state, start, end}], markers: [{kind, time, reason}], current, lastReset }
    this.waits = [];           // { waiter, blocker, requested, start, end, outcome }
    this.touchesBegan = [];    // engine seconds, as the log prints them (ms precision)
    this.first = null;
    this.last = null;
    this.origin = null;        // the engine's clock: the page's time of its first timed message
  }

  // What the engine's clock does with a message (PlaygroundSession: a new scene restarts it,
  // the first timed message sets its origin), and when touches began: the log says when a
  // recognizer decides, not when it joins a gesture.
  sent(message) {
    if (message.type === "scene") { this.origin = null; return; }
    if (typeof message.t !== "number") return;
    if (this.origin === null) this.origin = message.t;
    if (message.type !== "input") return;
    const seconds = Math.round((message.t - this.origin) / 1000 * 1000) / 1000;  // as DecisionRecord.format rounds
    for (const change of message.changes) if (change.phase === "down") this.touchesBegan.push(seconds);
    if (this.touchesBegan.length > TIMELINE_KEPT + 50) this.trim();  // otherwise trimmed with the records
  }

  // One decision log line: committed, pending, failed, cancelled and reset records make the
  // picture; deliveries, refusals and other lines do not.
  read(text) {
    const match = /^(-?\d+\.\d{3}) (.+?): (.*)$/.exec(text);
    if (!match) return;
    const t = Number(match[1]), name = match[2], rest = match[3];
    let m;
    if ((m = COMMITTED.exec(rest))) this.committed(name, m[1], m[2], t);
    else if ((m = /^pending (\w+), waiting for (.+)$/.exec(rest))) this.pending(name, m[1], m[2].split(", "), t);
    else if ((m = /^failed \((.*)\)$/.exec(rest))) this.failed(name, m[1], t);
    else if ((m = /^cancelled \((.*)\)$/.exec(rest))) this.cancelled(name, m[1], t);
    else if (rest === "reset") this.reset(name, t);
    else return;
    if (this.first === null) this.first = t;
    this.last = Math.max(this.last ?? t, t);
    this.trim();
  }

  committed(name, from, to, t) {
    const lane = this.openLane(name, t);
    if (from === "possible" && to !== "possible") {
      this.settle(t, "denied", (w) => w.blocker === name);
      this.settle(t, "released", (w) => w.waiter === name);
    }
    const kind = from === "possible" && to === "began" ? "began" : from === "possible" && to === "ended" ? "recognized"
      : (from === "began" || from === "changed") && to === "ended" ? "ended" : to === "cancelled" ? "cancelled" : null;
    if (kind) lane.markers.push({ kind, time: t, reason: "" });
    this.enter(lane, to, t);
  }

  pending(name, requested, blockers, t) {
    this.openLane(name, t);
    for (const blocker of blockers) {
      this.openLane(blocker, t);
      const open = this.waits.find((w) => w.outcome === "unresolved" && w.waiter === name && w.blocker === blocker);
      if (!open) this.waits.push({ waiter: name, blocker, requested, start: t, end: t, outcome: "unresolved" });
    }
    for (const w of this.waits) if (w.outcome === "unresolved" && w.waiter === name) w.requested = requested;
  }

  failed(name, reason, t) {
    const lane = this.openLane(name, t);
    this.settle(t, "released", (w) => w.blocker === name);
    this.settle(t, "abandoned", (w) => w.waiter === name);
    lane.markers.push({ kind: "failed", time: t, reason });
    this.enter(lane, "failed", t);
  }

  cancelled(name, reason, t) {
    const lane = this.openLane(name, t);
    this.settle(t, "abandoned", (w) => w.waiter === name);
    lane.markers.push({ kind: "cancelled", time: t, reason });
    this.enter(lane, "cancelled", t);
  }

  reset(name, t) {
    const lane = this.lane(name);
    this.settle(t, "released", (w) => w.blocker === name);  // a reset blocker holds no one back
    this.settle(t, "abandoned", (w) => w.waiter === name);
    this.close(lane, t);
    lane.lastReset = t;
  }

  lane(name) {
    let lane = this.lanes.find((l) => l.recognizer === name);
    if (!lane) this.lanes.push(lane = { recognizer: name, segments: [], markers: [], current: null, lastReset: null });
    return lane;
  }

  // The lane in a state: `possible` since the first touch that began after its last reset.
  openLane(name, t) {
    const lane = this.lane(name);
    if (!lane.current) {
      const floor = lane.lastReset ?? -Infinity;
      const began = this.touchesBegan.find((b) => b <= t && b >= floor);
      lane.current = { state: "possible", since: began ?? t };
    }
    return lane;
  }

  enter(lane, state, t) {
    if (lane.current && lane.current.state === state) return;  // changed → changed goes on
    this.close(lane, t);
    lane.current = { state, since: t };
  }

  // A `possible` that lasted no time is left out; a terminal state that lasted none is kept.
  close(lane, t) {
    const now = lane.current;
    if (!now) return;
    lane.current = null;
    if (now.state === "possible" && t <= now.since) return;
    lane.segments.push({ state: now.state, start: now.since, end: Math.max(t, now.since) });
  }

  settle(t, outcome, matches) {
    for (const w of this.waits) {
      if (w.outcome === "unresolved" && matches(w)) { w.end = t; w.outcome = outcome; }
    }
  }

  // Drops what ended long before the latest record, and keeps each list within its bound.
  trim() {
    const horizon = (this.last ?? 0) - TIMELINE_SECONDS;
    const cut = (list, ended) => {
      let drop = 0;
      while (drop < list.length && ended(list[drop]) < horizon) drop++;
      if (list.length - drop > TIMELINE_KEPT + 50) drop = list.length - TIMELINE_KEPT;
      if (drop > 0 && (drop >= 50 || list.length > TIMELINE_KEPT)) list.splice(0, drop);
    };
    for (const lane of this.lanes) {
      cut(lane.segments, (s) => s.end);
      cut(lane.markers, (m) => m.time);
    }
    cut(this.waits, (w) => (w.outcome === "unresolved" ? Infinity : w.end));
    cut(this.touchesBegan, (t) => t);
  }

  // Where the picture ends: the latest record (open states and waits run to it).
  get end() { return Math.max(this.last ?? 0, this.touchesBegan[this.touchesBegan.length - 1] ?? 0); }

  // The segments of a lane, its open state closed at the end, as the SVG draws them.
  segments(lane) {
    const end = this.end;
    const open = lane.current && !(lane.current.state === "possible" && end <= lane.current.since)
      ? [{ state: lane.current.state, start: lane.current.since, end: Math.max(end, lane.current.since) }] : [];
    return lane.segments.concat(open);
  }

  // The state a lane shows at `time` (TimelineLane.state(at:)): at a boundary the later
  // segment counts; null when it shows none.
  stateAt(lane, time) {
    const segments = this.segments(lane);
    for (let i = segments.length - 1; i >= 0; i--) {
      const s = segments[i];
      if (s.start <= time && (time < s.end || (s.start === s.end && time === s.end))) return s.state;
    }
    return null;
  }

  // The start of the latest burst of activity: after the last gap of QUIET_GAP seconds in
  // which no lane was in any state.
  burstStart() {
    const spans = this.lanes.flatMap((lane) => this.segments(lane)).sort((a, b) => a.start - b.start);
    for (const w of this.waits) spans.push({ start: w.start, end: w.end });
    if (!spans.length) return this.first ?? 0;
    spans.sort((a, b) => a.start - b.start);
    let start = spans[0].start, reach = spans[0].end;
    for (const s of spans) {
      if (s.start - reach >= QUIET_GAP) start = s.start;
      reach = Math.max(reach, s.end);
    }
    return start;
  }
}
