// Holds the page's timeline model (Tools/Sources/GesturePlayground/Resources/timeline-model.js)
// to GestureTimeline's: replays a trace with `gesturekit replay`, feeds the decision log's lines
// to the page's model (and the trace's touch-down times, as the page gives its own), draws the
// same trace with `gesturekit render --timeline`, and compares every lane's states and every
// wait. Times are compared to 0.6 ms: the log prints milliseconds, the SVG a tenth of one.
//
//   node Tools/Tests/Browser/timeline_model_check.mjs Tools/.build/debug/gesturekit [TRACE]
import { execFileSync } from "node:child_process";
import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [gesturekit, trace = "Examples/atmel-nine-quick-taps.trace.json"] = process.argv.slice(2);
const source = readFileSync(new URL("../../Sources/GesturePlayground/Resources/timeline-model.js", import.meta.url), "utf8");
const TimelineModel = new Function(`${source}; return TimelineModel;`)();

// The page's model, from the log and the touch-down times.
const lines = execFileSync(gesturekit, ["replay", trace], { encoding: "utf8" }).split("\n").filter(Boolean);
const model = new TimelineModel();
for (const event of JSON.parse(readFileSync(trace, "utf8")).events) {
  for (const touch of event.touches) if (touch.phase === "began") model.touchesBegan.push(Math.round(event.t * 1000) / 1000);
}
for (const line of lines) model.read(line);
const start = Math.min(...model.lanes.flatMap((lane) => model.segments(lane).map((s) => s.start)));
const ours = Object.fromEntries(model.lanes.map((lane) => [lane.recognizer,
  model.segments(lane).map((s) => [s.state, (s.start - start) * 1000, (s.end - start) * 1000])]));
const ourWaits = model.waits.map((w) => [w.waiter, w.blocker, w.outcome, (w.start - start) * 1000, (w.end - start) * 1000]);

// GestureTimeline's, from the SVG's lanes, states and waits.
const svgFile = join(mkdtempSync(join(tmpdir(), "timeline-")), "timeline.svg");
execFileSync(gesturekit, ["render", "--timeline", trace, "-o", svgFile]);
const svg = readFileSync(svgFile, "utf8");
const labels = { possible: "possible", began: "began", changed: "changed", ended: "recognized / ended", failed: "failed", cancelled: "cancelled" };
const theirs = {};
for (const [, name, body] of svg.matchAll(/<g class="lane" data-recognizer="([^"]+)">([\s\S]*?)\n<\/g>/g)) {
  theirs[name] = [...body.matchAll(/data-state="(\w+)"[^>]*><title>[^:]+: [^<]*? ([\d.]+) ms–([\d.]+) ms<\/title>/g)]
    .map(([, state, from, to]) => [state, Number(from), Number(to)]);
}
const theirWaits = [...svg.matchAll(/data-waiter="([^"]+)" data-blocker="([^"]+)" data-outcome="(\w+)">\n<title>[^<]*\(from ([\d.]+) ms to ([\d.]+) ms\)<\/title>/g)]
  .map(([, waiter, blocker, outcome, from, to]) => [waiter, blocker, outcome, Number(from), Number(to)]);

let problems = 0;
const same = (a, b) => a.length === b.length && a.every((x, i) => (typeof x === "number" ? Math.abs(x - b[i]) <= 0.6 : x === b[i]));
const compare = (what, a, b) => {
  const ok = a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (!ok) { problems += 1; console.log(`DIFFERENT ${what}:\n  page ${JSON.stringify(a)}\n  SVG  ${JSON.stringify(b)}`); }
};
const names = Object.keys(theirs);
compare("lanes", Object.keys(ours).sort().map((n) => [n]), names.filter((n) => theirs[n].length).sort().map((n) => [n]));
for (const name of names) if (theirs[name].length) compare(`lane ${name}`, ours[name] ?? [], theirs[name]);
compare("waits", ourWaits, theirWaits);
const states = Object.values(theirs).reduce((n, lane) => n + lane.length, 0);
console.log(`${trace}: ${lines.length} log lines; ${names.length} lanes, ${states} states, ${theirWaits.length} waits in the SVG; ` +
  (problems ? `${problems} differences` : "the page's model draws the same"));
process.exit(problems ? 1 : 0);
