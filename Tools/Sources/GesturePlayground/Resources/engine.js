// The playground's engine as the page calls it: one instance of playground.wasm — GestureKit,
// GestureShapes and the sample apps, compiled from Swift — behind its C ABI
// (Tools/Sources/PlaygroundSessions/Engine). playground.js makes one for the page (and a
// scratch one to warm the module up); the browser tests make their own.
"use strict";

// The module's C ABI (Tools/Sources/PlaygroundSessions/Engine): a message's UTF-8 bytes go
// into the buffer playground_input returns, playground_handle handles them and returns how
// many bytes of replies playground_output points to — JSON texts, one per line. An input
// message's numbers go into the same buffer for playground_handle_input, and playground_frame
// writes the frame, if one is due, with nothing to read (docs/Playground.md, Frames).

const encoder = new TextEncoder(), decoder = new TextDecoder();
const PHASES = ["down", "move", "up", "cancel"], KINDS = ["touch", "pen", "mouse"];  // the engine's order

class Engine {
  constructor(module) {
    // The module's only import: bytes the Swift runtime prints (a fatal error's message
    // before a trap), collected into lines for the log.
    let line = [];
    this.printed = [];
    const instance = new WebAssembly.Instance(module, {
      gk: { write_byte: (byte) => {
        if (byte !== 10) { line.push(byte); return; }
        this.printed.push(decoder.decode(new Uint8Array(line)));
        line = [];
      } },
    });
    this.exports = instance.exports;
    this.exports._initialize();
    this.handle = this.exports.playground_create();
    this.buffer = null;
    this.inputAt = 0;    // the engine's input buffer, and how many bytes of it were asked for:
    this.inputRoom = 0;  // it stays where it is until a message needs more (playground_input)
  }

  // Where to write a message of `length` bytes: the input buffer, asked for again only when
  // the message needs more room than the last one asked for.
  input(length) {
    if (length > this.inputRoom) {
      this.inputAt = this.exports.playground_input(this.handle, length);
      this.inputRoom = length;
    }
    this.views();
    return this.inputAt;
  }

  // Views of the module's memory, made again only when it has grown (which detaches the old
  // buffer, whose length is then 0), not per message: an input's copy in and its replies'
  // decoding were 15–30 µs of new typed arrays in the cold caches between two real pointer
  // events. (A detached buffer's length is a plain read; the memory's buffer getter is a call.)
  views() {
    if (this.buffer === null || this.buffer.byteLength === 0) {
      const buffer = this.exports.memory.buffer;
      this.buffer = buffer;
      this.bytes = new Uint8Array(buffer);
      this.doubles = new Float64Array(buffer);
    }
  }

  // Sends one message; returns the replies and the time spent inside the engine. An input
  // message goes in as numbers (writeInput), a frame request as a call with nothing to read
  // (playground_frame), any other as JSON text. An input, hover, scroll, transform or tick
  // replies nothing unless it is refused; a frame request replies the frame, if it changed.
  send(message) {
    const e = this.exports, kind = message.type === "input" ? "input" : message.type === "frame" ? "frame" : "text";
    const text = kind === "text" ? encoder.encode(JSON.stringify(message)) : null;
    const start = performance.now();
    const count = kind === "input" ? this.writeInput(message) : kind === "text" ? this.writeText(text) : 0;
    const copied = performance.now();
    const length = kind === "input" ? e.playground_handle_input(this.handle, count)
      : kind === "frame" ? e.playground_frame(this.handle) : e.playground_handle(this.handle, count);
    const handled = performance.now();
    let replies = "";
    if (length > 0) {
      this.views();
      const at = e.playground_output(this.handle);
      replies = decoder.decode(this.bytes.subarray(at, at + length));
    }
    const elapsed = performance.now() - start;
    // The parts, for docs/Playground.md's account of where an input's time goes.
    const parts = { copyIn: copied - start, handle: handled - copied, decode: start + elapsed - handled };
    return { replies: replies ? replies.split("\n").filter((reply) => reply).map((reply) => JSON.parse(reply)) : [], elapsed, parts };
  }

  // Writes a message's UTF-8 bytes where the engine asks; returns how many.
  writeText(bytes) {
    const at = this.input(bytes.length);
    this.bytes.set(bytes, at);
    return bytes.length;
  }

  // Writes an input message into the engine as the numbers playground_handle_input reads
  // (ClientMessage+Numbers.swift): t, the number of changes, then each change's id, phase,
  // x, y, kind, buttons, force and number of samples, followed by its samples' t, x, y, force;
  // NaN is an absent field. Returns how many numbers. The engine gives the replies it would
  // give the message's JSON text, without the text made, copied and parsed per pointer event.
  writeInput(message) {
    const changes = message.changes;
    let count = 2;
    for (const change of changes) count += 8 + 4 * (change.samples ? change.samples.length : 0);
    const at = this.input(8 * count) / 8;  // 8-byte aligned
    const numbers = this.doubles;
    numbers[at] = message.t;
    numbers[at + 1] = changes.length;
    let i = at + 2;
    for (const change of changes) {
      const samples = change.samples || [];
      numbers[i] = change.id;
      numbers[i + 1] = PHASES.indexOf(change.phase);
      numbers[i + 2] = change.x;
      numbers[i + 3] = change.y;
      numbers[i + 4] = change.kind === undefined ? NaN : KINDS.indexOf(change.kind);
      numbers[i + 5] = change.buttons ?? NaN;
      numbers[i + 6] = change.force ?? NaN;
      numbers[i + 7] = samples.length;
      i += 8;
      for (const sample of samples) {
        numbers[i] = sample.t;
        numbers[i + 1] = sample.x;
        numbers[i + 2] = sample.y;
        numbers[i + 3] = sample.force ?? NaN;
        i += 4;
      }
    }
    return count;
  }

  // When the engine next needs a tick (a deadline: a long press, a double tap's wait), on
  // performance.now()'s timeline; null when it needs none.
  nextDeadline() {
    const deadline = this.exports.playground_next_deadline(this.handle);
    return deadline >= 0 ? deadline : null;
  }
}
