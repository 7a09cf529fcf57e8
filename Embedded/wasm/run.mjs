// Runs an exported function of a .wasm built by Embedded/build under Node (v20, no flags):
//
//   node Embedded/wasm/run.mjs MODULE.wasm [EXPORT [ARGUMENTS...]]
//
// An argument is an int32, or @FILE: the file's bytes are copied into a block from the
// module's exported malloc and passed as two arguments, the pointer and the length.
//
// EXPORT defaults to embedded_main. The module's only import is gk.write_byte (putchar in
// Embedded/wasm/support.c): bytes are collected and written to stdout as they come, so a
// decision log arrives byte for byte as the module prints it. The exit status is the
// function's Int32 result (0 when it returns nothing); a trap prints its message and exits 70.
import { readFileSync, writeSync } from "node:fs";

const [modulePath, exportName = "embedded_main", ...rest] = process.argv.slice(2);
if (!modulePath) {
    process.stderr.write("usage: node run.mjs MODULE.wasm [EXPORT [INT32 or @FILE ARGUMENTS...]]\n");
    process.exit(64);
}

let pending = [];
function flush() {
    if (pending.length > 0) {
        writeSync(1, Buffer.from(pending));
        pending = [];
    }
}

const imports = {
    gk: {
        write_byte(byte) {
            pending.push(byte);
            if (byte === 10 || pending.length >= 4096) flush();
        },
    },
};

const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), imports);
const exports = instance.exports;
if (typeof exports._initialize === "function") exports._initialize();
const entry = exports[exportName];
if (typeof entry !== "function") {
    process.stderr.write(`no exported function ${exportName}; exports: ${Object.keys(exports).join(", ")}\n`);
    process.exit(64);
}
let status = 0;
try {
    const values = rest.flatMap((argument) => {
        if (!argument.startsWith("@")) return [Number.parseInt(argument, 10)];
        const bytes = readFileSync(argument.slice(1));
        const pointer = exports.malloc(Math.max(bytes.length, 1));
        new Uint8Array(exports.memory.buffer).set(bytes, pointer);
        return [pointer, bytes.length];
    });
    const result = entry(...values);
    status = typeof result === "number" ? result : 0;
} catch (error) {
    flush();
    process.stderr.write(`trap in ${exportName}: ${error.message}\n`);
    status = 70;
}
flush();
process.exit(status);
