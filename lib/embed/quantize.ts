// Vectors as the store keeps them: unit length, then int8 with one scale per vector (4x
// smaller than float32, cosine within about 1% of the float figure), plus the signs as bits
// for a Hamming prefilter when a store is too large to scan in int8 within recall's budget.
import { EmbedFailure } from './provider.ts';

export type Quantized = { dim: number; scale: number; q: Int8Array };

export function quantize(vector: ArrayLike<number>): Quantized {
  let norm = 0;
  let maxAbs = 0;
  for (let i = 0; i < vector.length; i++) {
    const v = vector[i];
    if (!Number.isFinite(v)) throw new EmbedFailure('not_finite');
    norm += v * v;
  }
  norm = Math.sqrt(norm);
  if (!(norm > 0) || !Number.isFinite(norm)) throw new EmbedFailure('not_finite');
  for (let i = 0; i < vector.length; i++) maxAbs = Math.max(maxAbs, Math.abs(vector[i] / norm));
  const q = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) q[i] = Math.round(((vector[i] / norm) / maxAbs) * 127);
  return { dim: vector.length, scale: maxAbs / 127, q };
}

// Cosine of two quantized vectors of one dimension.
export function cosine(a: Quantized, b: Int8Array, bScale: number, bOffset = 0): number {
  const qa = a.q;
  let dot = 0;
  for (let i = 0; i < qa.length; i++) dot += qa[i] * b[bOffset + i];
  return dot * a.scale * bScale;
}

// Sign bits, 32 dimensions a word.
export function signBits(q: Int8Array, out: Uint32Array = new Uint32Array(Math.ceil(q.length / 32)), offset = 0): Uint32Array {
  for (let w = 0; w * 32 < q.length; w++) {
    let word = 0;
    const end = Math.min(q.length, w * 32 + 32);
    for (let i = w * 32; i < end; i++) if (q[i] > 0) word |= 1 << (i - w * 32);
    out[offset + w] = word >>> 0;
  }
  return out;
}
