// The playground's timeline: one lane per recognizer over time, coloured by state, with the
// waits of failure requirements, read from the decision log lines the engine already sends
// ("0.350 singleTap: pending ended, waiting for doubleTap"). The same model, colours and lane
// rules as `gesturekit render --timeline` (Sources/GestureTimeline: TimelineBuilder,
// TimelineStyle), so the page and the SVG tell the same story. A cursor scrubs it: drag
// across the lanes (or use the arrow keys) and it lists every recognizer's state at that
// moment and marks the log lines of that moment.
//
// playground.js calls timeline.sent(message) before each message reaches the engine (for the
// engine's clock and the times touches began), timeline.read(lines) with each frame's log
// lines, and timeline.clear() when the scene or the engine changes.
"use strict";

// ---- The view: lanes on a canvas, a cursor, a readout --------------------------------------

const LANE = { height: 36, barY: 4, barHeight: 14, waitY: 20, waitHeight: 14 };
const AXIS_HEIGHT = 22;

class TimelineView {
  constructor(panel) {
    this.model = new TimelineModel();
    this.panel = panel;
    this.canvas = panel.querySelector("canvas");
    this.readout = panel.querySelector(".readout");
    this.ctx = this.canvas.getContext("2d");
    this.cursor = null;        // engine seconds, or null: no cursor
    this.scrubbing = null;     // the pointer that scrubs, while it is down
    this.queued = false;
    this.view = { start: 0, end: 1, left: 0, width: 1 };
    this.listen();
    this.showLegend(panel.querySelector(".legend"));
    addEventListener("resize", () => this.redraw());
    panel.addEventListener("toggle", () => this.redraw());
  }

  clear() { this.model.clear(); this.cursor = null; this.redraw(); }
  sent(message) { this.model.sent(message); }
  read(lines) {
    for (const line of lines) this.model.read(line);
    if (lines.length) this.redraw();
  }

  redraw() {
    if (this.queued) return;
    this.queued = true;
    requestAnimationFrame(() => { this.queued = false; this.draw(); });
  }

  // Scrubbing: a press or a horizontal drag on the lanes puts the cursor there. The canvas
  // lets the browser pan vertically (touch-action: pan-y), so a finger scrolling the page is
  // not taken for a scrub: the browser cancels the pointer and the page scrolls.
  listen() {
    const at = (event) => {
      const rect = this.canvas.getBoundingClientRect(), { start, end, left, width } = this.view;
      const fraction = Math.min(1, Math.max(0, (event.clientX - rect.left - left) / width));
      this.scrub(start + fraction * (end - start));
    };
    this.canvas.addEventListener("pointerdown", (event) => {
      this.canvas.setPointerCapture(event.pointerId);
      this.scrubbing = event.pointerId;
      at(event);
    });
    this.canvas.addEventListener("pointermove", (event) => { if (this.scrubbing === event.pointerId) at(event); });
    for (const end of ["pointerup", "pointercancel"]) {
      this.canvas.addEventListener(end, (event) => { if (this.scrubbing === event.pointerId) this.scrubbing = null; });
    }
    this.canvas.addEventListener("keydown", (event) => {
      const step = (this.view.end - this.view.start) / 50, keys = { ArrowLeft: -step, ArrowRight: step };
      if (!(event.key in keys)) return;
      event.preventDefault();
      this.scrub((this.cursor ?? this.view.start) + keys[event.key]);
    });
  }

  // The legend, from the same styles as the lanes.
  showLegend(legend) {
    const entry = (swatch, text) => {
      const item = document.createElement("span");
      item.appendChild(swatch);
      item.append(text);
      legend.appendChild(item);
    };
    for (const state of ["possible", "began", "changed", "ended", "failed", "cancelled"]) {
      const swatch = document.createElement("i");
      swatch.style.background = TIMELINE_STATES[state].fill;
      swatch.style.borderColor = TIMELINE_STATES[state].stroke;
      entry(swatch, TIMELINE_STATES[state].label);
    }
    const wait = document.createElement("i");
    wait.className = "wait";
    entry(wait, "waits for another to fail");
    for (const [colour, text] of [[RELEASED_ARROW, "↓ released: it failed"], [DENIED_ARROW, "↓ denied: it was recognized"]]) {
      const arrow = document.createElement("b");
      arrow.style.color = colour;
      arrow.textContent = text.slice(0, 1);
      entry(arrow, text.slice(1));
    }
  }

  // Moves the cursor to `time` (engine seconds) and says what every recognizer is then.
  scrub(time) {
    this.cursor = Math.min(this.view.end, Math.max(this.view.start, time));
    this.redraw();
  }

  // What the cursor shows: each lane's state (and its wait) at the cursor.
  statesAtCursor() {
    if (this.cursor === null) return [];
    return this.model.lanes.map((lane) => {
      const state = this.model.stateAt(lane, this.cursor);
      const waiting = this.model.waits.filter((w) => w.waiter === lane.recognizer && w.start <= this.cursor && this.cursor < w.end)
        .map((w) => w.blocker);
      return { recognizer: lane.recognizer, state, waitingFor: waiting };
    });
  }

  draw() {
    const model = this.model, canvas = this.canvas, ctx = this.ctx;
    if (!this.panel.open) return;
    const cssWidth = canvas.clientWidth || 300;
    const lanes = model.lanes;
    const cssHeight = AXIS_HEIGHT + Math.max(1, lanes.length) * LANE.height + 4;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(cssWidth * ratio) || canvas.height !== Math.round(cssHeight * ratio)) {
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      canvas.style.height = `${cssHeight}px`;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, cssWidth, cssHeight);
    ctx.font = "12px system-ui, sans-serif";
    const names = Math.max(60, ...lanes.map((lane) => ctx.measureText(lane.recognizer).width));
    const left = Math.min(names + 14, cssWidth * 0.35), width = Math.max(40, cssWidth - left - 10);
    const end = model.end, start = Math.min(model.burstStart(), end);
    const span = Math.max(end - start, 0.001);
    this.view = { start, end: start + span, left, width };
    if (this.cursor !== null && (this.cursor < start || this.cursor > start + span)) this.cursor = null;  // new activity moved the picture
    const x = (t) => left + (t - start) / span * width;
    const top = (i) => AXIS_HEIGHT + i * LANE.height;
    if (!lanes.length) {
      ctx.fillStyle = "#666";
      ctx.fillText("Touch the stage: each recognizer gets a lane here.", 8, AXIS_HEIGHT + 16);
    }
    lanes.forEach((_, i) => { if (i % 2) { ctx.fillStyle = "#f3f3f3"; ctx.fillRect(0, top(i), cssWidth, LANE.height); } });
    this.drawAxis(x, span, cssHeight);
    lanes.forEach((lane, i) => this.drawLane(lane, top(i), left, x, start));
    for (const wait of model.waits) this.drawWait(wait, lanes, top, x, start);
    this.drawCursor(x, cssHeight);
  }

  drawAxis(x, span, height) {
    const ctx = this.ctx;
    const rough = span * 1000 / Math.max(2, Math.floor(this.view.width / 75));  // labels about 75 px apart
    let power = 1;
    while (power * 10 <= rough) power *= 10;
    const step = [1, 2, 5, 10].map((k) => k * power).find((s) => s >= rough);
    ctx.strokeStyle = "#cccccc";
    ctx.fillStyle = "#444444";
    ctx.textAlign = "center";
    ctx.lineWidth = 1;
    for (let tick = 0; tick <= span * 1000 + step * 1e-9; tick += step) {
      const at = Math.round(x(this.view.start + tick / 1000)) + 0.5;
      ctx.beginPath(); ctx.moveTo(at, AXIS_HEIGHT - 4); ctx.lineTo(at, height); ctx.stroke();
      ctx.fillText(`${tick} ms`, at, 13);
    }
    ctx.textAlign = "left";
  }

  drawLane(lane, y, left, x, start) {
    const ctx = this.ctx, mid = y + LANE.barY + LANE.barHeight / 2;
    ctx.fillStyle = "#222222";
    ctx.textAlign = "right";
    ctx.fillText(lane.recognizer, left - 8, mid + 4, left - 10);
    ctx.textAlign = "left";
    for (const s of this.model.segments(lane)) {
      if (s.end < start) continue;
      const style = TIMELINE_STATES[s.state], x1 = x(Math.max(s.start, start));
      ctx.fillStyle = style.fill;
      ctx.strokeStyle = style.stroke;
      ctx.fillRect(x1, y + LANE.barY, Math.max(x(s.end) - x1, 1), LANE.barHeight);
      ctx.strokeRect(x1 + 0.5, y + LANE.barY + 0.5, Math.max(x(s.end) - x1 - 1, 1), LANE.barHeight - 1);
    }
    for (const m of lane.markers) if (m.time >= start) this.drawMark(m.kind, x(m.time), mid);
  }

  // TimelineStyle's shapes: a triangle for began, a circle for recognized and ended, a cross
  // for failed, a square for cancelled; outlined so that they show on any bar.
  drawMark(kind, cx, cy) {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = "#222222";
    ctx.fillStyle = TIMELINE_MARKS[kind];
    if (kind === "began") {
      ctx.moveTo(cx - 5, cy - 6); ctx.lineTo(cx + 6, cy); ctx.lineTo(cx - 5, cy + 6); ctx.closePath(); ctx.fill(); ctx.stroke();
    } else if (kind === "recognized" || kind === "ended") {
      ctx.arc(cx, cy, 6, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    } else if (kind === "failed") {
      for (const [w, colour] of [[5, "#222222"], [2.5, TIMELINE_MARKS.failed]]) {
        ctx.beginPath(); ctx.lineWidth = w; ctx.strokeStyle = colour;
        ctx.moveTo(cx - 5, cy - 5); ctx.lineTo(cx + 5, cy + 5); ctx.moveTo(cx - 5, cy + 5); ctx.lineTo(cx + 5, cy - 5); ctx.stroke();
      }
    } else {
      ctx.rect(cx - 5, cy - 5, 10, 10); ctx.fill(); ctx.stroke();
    }
    ctx.lineWidth = 1;
  }

  // A wait: a dashed yellow bar under the waiting lane, and an arrow from the lane of the
  // one waited for at the moment it settled the wait (released: it failed; denied: it was
  // recognized), as TimelineSVG draws it.
  drawWait(wait, lanes, top, x, start) {
    const ctx = this.ctx, waiter = lanes.findIndex((l) => l.recognizer === wait.waiter);
    const blocker = lanes.findIndex((l) => l.recognizer === wait.blocker);
    if (waiter < 0 || wait.end < start) return;
    const y = top(waiter) + LANE.waitY, end = wait.outcome === "unresolved" ? this.model.end : wait.end;
    const x1 = x(Math.max(wait.start, start)), x2 = Math.max(x(end), x1 + 1);
    ctx.fillStyle = WAIT_FILL;
    ctx.fillRect(x1, y, x2 - x1, LANE.waitHeight);
    ctx.setLineDash([3, 2]);
    ctx.strokeStyle = WAIT_STROKE;
    ctx.strokeRect(x1 + 0.5, y + 0.5, x2 - x1 - 1, LANE.waitHeight - 1);
    ctx.setLineDash([]);
    const label = `waits for ${wait.blocker}`;
    if (x2 - x1 > ctx.measureText(label).width + 8) {
      ctx.fillStyle = "#222222";
      ctx.fillText(label, x1 + 4, y + LANE.waitHeight - 3);
    }
    if (blocker < 0 || (wait.outcome !== "released" && wait.outcome !== "denied")) return;
    const from = top(blocker) + LANE.barY + LANE.barHeight / 2;
    const to = blocker < waiter ? y : y + LANE.waitHeight, head = blocker < waiter ? -6 : 6;
    ctx.strokeStyle = ctx.fillStyle = wait.outcome === "released" ? RELEASED_ARROW : DENIED_ARROW;
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(x2, from); ctx.lineTo(x2, to); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(x2 - 4, to + head); ctx.lineTo(x2, to); ctx.lineTo(x2 + 4, to + head); ctx.closePath(); ctx.fill();
    ctx.lineWidth = 1;
  }

  // The time of the record nearest `time`, within 2% of the picture's span, or null.
  nearestRecordTime(time) {
    let best = null;
    for (const lane of this.model.lanes) {
      for (const t of lane.segments.flatMap((s) => [s.start, s.end]).concat(lane.markers.map((m) => m.time))) {
        if (best === null || Math.abs(t - time) < Math.abs(best - time)) best = t;
      }
    }
    return best !== null && Math.abs(best - time) <= 0.02 * (this.view.end - this.view.start) ? best : null;
  }

  // The cursor, the readout below the lanes, and the log lines of that moment marked.
  drawCursor(x, height) {
    const ctx = this.ctx;
    const states = this.statesAtCursor();
    markLogAt(this.cursor === null ? null : this.nearestRecordTime(this.cursor));
    if (this.cursor === null) {
      this.readout.textContent = this.model.lanes.length ? "Drag across the lanes to see every recognizer's state at that moment." : "";
      return;
    }
    const at = Math.round(x(this.cursor)) + 0.5;
    ctx.strokeStyle = "#1f2a44";
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(at, AXIS_HEIGHT - 6); ctx.lineTo(at, height); ctx.stroke();
    ctx.lineWidth = 1;
    const ms = Math.round((this.cursor - this.view.start) * 1000);
    this.readout.textContent = `at ${ms} ms: ` + states.map((s) =>
      `${s.recognizer} ${s.state ? TIMELINE_STATES[s.state].label : "—"}${s.waitingFor.length ? ` (waiting for ${s.waitingFor.join(", ")})` : ""}`).join(" · ");
  }
}

// The log lines of the moment `time` (to the millisecond the log prints; null: none) get a
// mark: the list's entries (playground.js's logState) whose run covers it.
function markLogAt(time) {
  for (const item of document.querySelectorAll("#log li.at-cursor")) item.classList.remove("at-cursor");
  if (time === null || typeof logState === "undefined") return;
  for (const entry of logState.entries) {
    if (entry.item && entry.first !== null && Number(entry.first) <= time && time <= Number(entry.last)) entry.item.classList.add("at-cursor");
  }
}

const timeline = new TimelineView(document.getElementById("timeline-panel"));
