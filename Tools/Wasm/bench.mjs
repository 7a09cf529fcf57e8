// The engine's time per input message under Node's V8 (the same engine as Chromium's), for
// quick measurements without a browser: a finger drawing a long stroke in each drawing scene
// (and a swipe in the car browser), one message per 1/120 s of virtual time.
//
//   node Tools/Wasm/bench.mjs [Tools/.build/playground/playground.wasm] [MOVES]
//
// Prints, per scene, the median, 99th percentile and maximum time of one input message — its
// numbers written in, `playground_handle_input`, the replies copied out — as the page times it,
// and the same of the frame asked for after it (`playground_frame`, as the page's next
// animation frame does). The budgets (docs/Playground.md) are measured in Chromium by
// Tools/Tests/Browser/playground_e2e.py; this is for comparing builds.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const path = process.argv[2] ?? "Tools/.build/playground/playground.wasm";
const moves = Number(process.argv[3] ?? 2000);
const module = new WebAssembly.Module(readFileSync(path));
const encoder = new TextEncoder(), decoder = new TextDecoder();
const PHASES = ["down", "move", "up", "cancel"], KINDS = ["touch", "pen", "mouse"];

function engine() {
    const { exports } = new WebAssembly.Instance(module, { gk: { write_byte() {} } });
    exports._initialize();
    const handle = exports.playground_create();
    return (message) => {
        if (message.type === "frame") {
            const start = performance.now();
            const length = exports.playground_frame(handle);
            const text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.playground_output(handle), length));
            return [performance.now() - start, text];
        }
        if (message.type === "input") {
            // As numbers, as the page sends it (playground.js, writeInput): these changes carry
            // no samples, buttons or force.
            const start = performance.now();
            const count = 2 + 8 * message.changes.length;
            const numbers = new Float64Array(exports.memory.buffer, exports.playground_input(handle, 8 * count), count);
            numbers.set([message.t, message.changes.length]);
            message.changes.forEach((change, index) => numbers.set([change.id, PHASES.indexOf(change.phase), change.x, change.y,
                KINDS.indexOf(change.kind), NaN, NaN, 0], 2 + 8 * index));
            const length = exports.playground_handle_input(handle, count);
            const text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.playground_output(handle), length));
            return [performance.now() - start, text];
        }
        const bytes = encoder.encode(JSON.stringify(message));
        const start = performance.now();
        new Uint8Array(exports.memory.buffer, exports.playground_input(handle, bytes.length), bytes.length).set(bytes);
        const length = exports.playground_handle(handle, bytes.length);
        const text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.playground_output(handle), length));
        return [performance.now() - start, text];
    };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
for (const scene of ["check-please", "odd-one-out", "touch-tracker", "gesture-playground", "car-browser"]) {
    const send = engine();
    send({ type: "hello" });
    send({ type: "scene", scene });
    const times = [], frames = [];
    let t = 1000;
    const point = (i) => ({ x: 150 + (i % 500) * 1.0, y: 200 + 80 * Math.sin(i / 20) });
    send({ type: "input", t, changes: [{ id: 1, phase: "down", ...point(0), kind: "touch" }] });
    for (let i = 1; i <= moves; i++) {
        t += 1000 / 120;
        const [elapsed] = send({ type: "input", t, changes: [{ id: 1, phase: "move", ...point(i), kind: "touch" }] });
        times.push(elapsed * 1000);
        frames.push(send({ type: "frame" })[0] * 1000);
    }
    send({ type: "input", t: t + 8, changes: [{ id: 1, phase: "up", ...point(moves), kind: "touch" }] });
    times.sort((a, b) => a - b);
    frames.sort((a, b) => a - b);
    console.log(`${scene}: ${moves} moves, engine time per input p50 ${percentile(times, 50).toFixed(1)} µs, ` +
        `p99 ${percentile(times, 99).toFixed(1)} µs, max ${times[times.length - 1].toFixed(1)} µs; ` +
        `per frame p50 ${percentile(frames, 50).toFixed(1)} µs, p99 ${percentile(frames, 99).toFixed(1)} µs`);
}
