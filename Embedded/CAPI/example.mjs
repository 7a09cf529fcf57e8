// GestureKit from JavaScript through the C API the .wasm exports (gesturekit.h): the same
// scene, input and output as example.c, which Embedded/capi-check diffs this against.
//
//   node Embedded/CAPI/example.mjs OUT/capi.wasm
//   node Embedded/CAPI/example.mjs OUT/capi.wasm moves N    (the time of a moved update)
//
// Strings and structs cross through the module's memory: names are written into blocks from
// its exported malloc, actions and log lines are read out of blocks allocated once.
import { readFileSync, writeSync } from "node:fs";

const path = process.argv[2];
if (!path) {
    process.stderr.write("usage: node example.mjs CAPI.wasm [moves N]\n");
    process.exit(64);
}

// The module's only import: putchar's bytes (nothing here prints through it, but a trap
// message from the Swift runtime would).
const { instance } = await WebAssembly.instantiate(readFileSync(path), {
    gk: { write_byte: (byte) => writeSync(2, Buffer.from([byte])) },
});
const gk = instance.exports;
gk._initialize();

// The constants of gesturekit.h this script uses.
const PHASE = { began: 0, moved: 1, ended: 3 };
const KIND = { tap: 1, pan: 3, pinch: 4, rotation: 5 };
const SET = { tapsRequired: 1, maximumTouches: 4 };
const OK = 0;

const bytes = () => new Uint8Array(gk.memory.buffer);    // views go stale when memory grows
function cString(text) {
    const encoded = new TextEncoder().encode(text);
    const pointer = gk.malloc(encoded.length + 1);
    bytes().set(encoded, pointer);
    bytes()[pointer + encoded.length] = 0;
    return pointer;
}
function readCString(pointer) {
    const memory = bytes();
    let end = pointer;
    while (memory[end] !== 0) end++;
    return new TextDecoder().decode(memory.subarray(pointer, end));
}

let output = "";
const print = (line) => { output += line + "\n"; };
// printf's %.4f: toFixed, with C's sign on negative zero.
const f = (value) => (Object.is(value, -0) ? "-" : "") + value.toFixed(4);

const lineCapacity = 512;
const lineBuffer = gk.malloc(lineCapacity);
const actionBuffer = gk.malloc(48);                      // sizeof(gk_action)
const names = [];

function drain(context) {
    while (gk.gk_next_log_line(context, lineBuffer, lineCapacity) >= 0) print(readCString(lineBuffer));
    while (gk.gk_next_action(context, actionBuffer)) {
        const view = new DataView(gk.memory.buffer, actionBuffer, 48);
        const [recognizer, state] = [view.getInt32(0, true), view.getInt32(4, true)];
        const [time, x, y, value0, value1] = [8, 16, 24, 32, 40].map((offset) => view.getFloat64(offset, true));
        print(`  action ${names[recognizer]} ${readCString(gk.gk_state_name(state))} at t=${f(time)} (${f(x)}, ${f(y)}) values ${f(value0)} ${f(value1)}`);
    }
}

function touch(context, time, id, phase, x, y) {
    if (gk.gk_touch(context, time, id, phase, x, y) !== OK) print("  rejected");
    drain(context);
}

function twoFingers(context, time, phase, half, draining = true) {
    gk.gk_stage_touch(context, 1, phase, 195 - half, 420);
    gk.gk_stage_touch(context, 2, phase, 195 + half, 420);
    if (gk.gk_send_touches(context, time) !== OK) print("  rejected");
    if (draining) drain(context);
}

// The gesture playground's scene (as example.c builds it); returns the context.
function playgroundScene() {
    // gk_config: width and height (doubles), then three int32 capacities (0: the defaults).
    const config = gk.malloc(32);
    const fields = new DataView(gk.memory.buffer, config, 32);
    fields.setFloat64(0, 390, true);
    fields.setFloat64(8, 844, true);
    for (const offset of [16, 20, 24]) fields.setInt32(offset, 0, true);
    const context = gk.gk_context_create(config);
    gk.free(config);
    if (!context) process.exit(1);
    const photo = gk.gk_add_view(context, 0, 45, 222, 300, 400, cString("photo"));
    const add = (kind, name) => {
        const handle = gk.gk_add_recognizer(context, photo, kind, cString(name));
        names[handle] = name;
        return handle;
    };
    const single = add(KIND.tap, "singleTap");
    const twice = add(KIND.tap, "doubleTap");
    const pinch = add(KIND.pinch, "pinch");
    const rotation = add(KIND.rotation, "rotation");
    const pan = add(KIND.pan, "pan");
    if (gk.gk_set(context, twice, SET.tapsRequired, 2) || gk.gk_require_to_fail(context, single, twice)
        || gk.gk_recognize_simultaneously(context, pinch, rotation) || gk.gk_set(context, pan, SET.maximumTouches, 1)) {
        process.exit(2);
    }
    return context;
}

// `moves N`: example.c's workload (the scene with the log off, two fingers down, N pinch
// updates with the actions read, then lifted), timed: nanoseconds per moved update, the
// median of 7 runs after one run to warm the engine up (Node compiles the module lazily).
if (process.argv[3] === "moves") {
    const count = Number.parseInt(process.argv[4] ?? "10000", 10);
    const runs = [];
    let actions = 0;
    for (let run = 0; run < 8; run++) {
        const context = playgroundScene();
        twoFingers(context, 0, PHASE.began, 50, false);
        const start = process.hrtime.bigint();
        for (let i = 1; i <= count; i++) {
            twoFingers(context, i / 120, PHASE.moved, 50 + (i % 100), false);
            while (gk.gk_next_action(context, actionBuffer)) actions++;
        }
        const elapsed = Number(process.hrtime.bigint() - start);
        twoFingers(context, (count + 1) / 120, PHASE.ended, 50, false);
        while (gk.gk_next_action(context, actionBuffer)) actions++;
        gk.gk_context_destroy(context);
        if (run > 0) runs.push(elapsed / count);
    }
    runs.sort((a, b) => a - b);
    writeSync(1, `moves: ${count} moved updates, ${actions / 8} actions per run; ${runs[3].toFixed(0)} ns per moved update `
        + `(median of 7 runs; fastest ${runs[0].toFixed(0)}, slowest ${runs[6].toFixed(0)})\n`);
    process.exit(0);
}

const context = playgroundScene();
gk.gk_set_log(context, 1);
print("== double tap");
touch(context, 0.00, 1, PHASE.began, 195, 420);
touch(context, 0.06, 1, PHASE.ended, 195, 420);
touch(context, 0.20, 2, PHASE.began, 197, 421);
touch(context, 0.26, 2, PHASE.ended, 197, 421);
gk.gk_advance(context, 1);
drain(context);

print("== pinch: two fingers spread from 100 to 200 pt");
twoFingers(context, 2, PHASE.began, 50);
for (let frame = 1; frame <= 18; frame++) twoFingers(context, 2 + frame / 60, PHASE.moved, 50 + 50 * (frame / 18));
twoFingers(context, 2 + 19 / 60, PHASE.ended, 100);
gk.gk_advance(context, 4);
drain(context);

print(`== ${gk.gk_dropped_actions(context)} actions dropped`);
gk.gk_context_destroy(context);
writeSync(1, output);
