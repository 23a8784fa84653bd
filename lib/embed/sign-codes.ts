// The sign bits of every vector in an index (lib/embed/vectors.ts), kept in WebAssembly
// memory so that one call measures the Hamming distance from a question to all of them.
// That pass is the first cut of every search past PREFILTER_ABOVE vectors: in JavaScript
// (a 32-bit popcount per word) it took ~5 ms at 100k vectors of 512 dimensions, the
// WebAssembly loop below (i64.popcnt) ~0.5 ms, with the same distances.
//
// Memory layout: the question's code at 0 (room for MAX_DIM bits), then each slot's code
// (slotBytes apart: whole 8-byte words, unused high bits zero), then one 16-bit distance a slot.

import { MAX_DIM } from './provider.ts';
import { signBits } from './quantize.ts';

// The module, by hand (nothing to build). What it does, in the text format:
//   (import "m" "memory" (memory 1))
//   (func (export "hamming") (param $p i32) (param $end i32) (param $q i32) (param $qend i32) (param $out i32)
//     (local $d i64) (local $qi i32)
//     block $done  loop $slot
//       (br_if $done (i32.ge_u $p $end))
//       $d = 0;  $qi = $q
//       loop $word
//         $d += i64.popcnt(i64.load($p) xor i64.load($qi));  $p += 8;  $qi += 8
//         (br_if $word (i32.lt_u $qi $qend))
//       end
//       i64.store16($out, $d);  $out += 2
//       br $slot
//     end  end)
// i.e. for each code from $p to $end, the bits in which it differs from the one at $q..$qend.
const CODE = [
  [0x02, 0x01, 0x7e, 0x01, 0x7f], // locals: one i64 ($d = 5), one i32 ($qi = 6)
  [0x02, 0x40, 0x03, 0x40], // block $done, loop $slot
  [0x20, 0, 0x20, 1, 0x4f, 0x0d, 1], // br_if $done ($p >= $end)
  [0x42, 0, 0x21, 5, 0x20, 2, 0x21, 6], // $d = 0; $qi = $q
  [0x03, 0x40], // loop $word
  [0x20, 5, 0x20, 0, 0x29, 3, 0, 0x20, 6, 0x29, 3, 0, 0x85, 0x7b, 0x7c, 0x21, 5], // $d += popcnt(load64 $p ^ load64 $qi)
  [0x20, 0, 0x41, 8, 0x6a, 0x21, 0], // $p += 8
  [0x20, 6, 0x41, 8, 0x6a, 0x22, 6], // $qi += 8 (kept on the stack)
  [0x20, 3, 0x49, 0x0d, 0], // br_if $word ($qi < $qend)
  [0x0b], // end $word
  [0x20, 4, 0x20, 5, 0x3d, 1, 0], // store16 $out, $d
  [0x20, 4, 0x41, 2, 0x6a, 0x21, 4], // $out += 2
  [0x0c, 0], // br $slot
  [0x0b, 0x0b, 0x0b], // end $slot, end $done, end of function
].flat();

function leb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
}
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const name = (s: string) => [...leb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];

// Built on first use: the prompt hook bundles this module (through recall) but never searches.
const moduleBytes = () =>
  new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
    ...section(1, [1, 0x60, 5, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]), // one type: (i32 x5) -> ()
    ...section(2, [1, ...name('m'), ...name('memory'), 0x02, 0x00, 1]), // import m.memory, at least 1 page
    ...section(3, [1, 0]), // one function, of that type
    ...section(7, [1, ...name('hamming'), 0x00, 0]), // export it as "hamming"
    ...section(10, [1, ...leb(CODE.length), ...CODE]),
  ]);

// The few WebAssembly types used here: TypeScript keeps them in the DOM library, which this
// project leaves out.
type WasmMemory = { buffer: ArrayBuffer; grow(pages: number): number };
type Wasm = {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number }) => WasmMemory;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
};
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;
let compiled: object | null = null;

const PAGE = 65_536;
const QUERY_BYTES = MAX_DIM / 8;

export class SignCodes {
  readonly slotBytes: number;
  private capacity = 0;
  private memory: WasmMemory;
  private hamming: (p: number, end: number, q: number, qend: number, out: number) => void;
  // The codes as 32-bit words, slotBytes / 4 a slot (re-made whenever the memory grows).
  private words!: Uint32Array;

  constructor(dim: number, capacity: number) {
    this.slotBytes = Math.max(1, Math.ceil(dim / 64)) * 8;
    compiled ??= new wasm.Module(moduleBytes());
    this.memory = new wasm.Memory({ initial: 1 });
    this.hamming = new wasm.Instance(compiled, { m: { memory: this.memory } }).exports.hamming as SignCodes['hamming'];
    this.grow(capacity);
  }

  grow(capacity: number): void {
    if (capacity <= this.capacity) return;
    const needed = QUERY_BYTES + capacity * (this.slotBytes + 2);
    const pages = Math.ceil(needed / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.memory.grow(pages);
    this.capacity = capacity;
    this.words = new Uint32Array(this.memory.buffer, QUERY_BYTES, (capacity * this.slotBytes) / 4);
  }

  set(slot: number, q: Int8Array): void {
    const stride = this.slotBytes / 4;
    this.words.fill(0, slot * stride, (slot + 1) * stride);
    signBits(q, this.words, slot * stride);
  }

  // The distance from `q` to each of slots 0..size-1, valid until the next call.
  distances(q: Int8Array, size: number): Uint16Array {
    const buffer = this.memory.buffer;
    const query = new Uint32Array(buffer, 0, this.slotBytes / 4);
    query.fill(0);
    signBits(q, query);
    const codesEnd = QUERY_BYTES + size * this.slotBytes;
    const out = QUERY_BYTES + this.capacity * this.slotBytes;
    this.hamming(QUERY_BYTES, codesEnd, 0, this.slotBytes, out);
    return new Uint16Array(buffer, out, size);
  }
}
