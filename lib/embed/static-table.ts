// The default encoder's table (lib/embed/static-encoder.bin, written by
// scripts/distill-static-encoder.mjs): USE-lite's lower-case word pieces, each with its log
// probability and a vector of STATIC_DIM int8 values times a scale. Parsed here, checked
// whole: a truncated or foreign file is refused, never half read.

export const STATIC_MAGIC = 'NUZOSE01';
export const STATIC_DIM = 256;

export type StaticTable = {
  dim: number;
  // piece -> row; pieces are lower case, U+2581 marking a word's start.
  ids: Map<string, number>;
  longest: number;
  logProb: Float32Array;
  // What stepping over a character no piece spells costs: well below the least likely piece.
  unknownLogProb: number;
  scale: Float32Array;
  rows: Int8Array;
};

export function parseStaticTable(bytes: Uint8Array): StaticTable {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 16 || buf.toString('latin1', 0, 8) !== STATIC_MAGIC) throw new Error('not a static encoder table');
  const count = buf.readUInt32LE(8);
  const dim = buf.readUInt32LE(12);
  const rowsAt = 16 + count * 8;
  const textAt = rowsAt + count * dim;
  if (count === 0 || dim === 0 || textAt > buf.length) throw new Error('static encoder table is truncated');
  const pieces = buf.toString('utf8', textAt).split('\n');
  if (pieces.length !== count) throw new Error('static encoder table is truncated');
  const logProb = new Float32Array(count);
  const scale = new Float32Array(count);
  let least = 0;
  for (let i = 0; i < count; i++) {
    logProb[i] = buf.readFloatLE(16 + i * 8);
    scale[i] = buf.readFloatLE(20 + i * 8);
    least = Math.min(least, logProb[i]);
  }
  const ids = new Map<string, number>();
  let longest = 0;
  pieces.forEach((p, i) => {
    ids.set(p, i);
    longest = Math.max(longest, p.length);
  });
  const rows = new Int8Array(buf.buffer.slice(buf.byteOffset + rowsAt, buf.byteOffset + textAt));
  return { dim, ids, longest, logProb, unknownLogProb: least - 10, scale, rows };
}
