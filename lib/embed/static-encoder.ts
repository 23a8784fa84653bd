// The default encoder: USE-lite distilled into one vector per word piece
// (scripts/distill-static-encoder.mjs), so a text's vector is the weighted sum of its
// pieces' vectors. No model runs: ~0.07 ms a text, nothing to install, one 1.7 MB table
// inside the plugin. Frequent pieces ("the", "ing") say little about a text, so each piece
// counts SIF_A / (SIF_A + p), p its probability (smooth inverse frequency).
//
// Measured with bench/recall-public.mjs, on its own: REALTALK turn recall@5 0.250 (USE-lite
// itself 0.243), CoSQA 0.426 (USE-lite 0.206). It is weaker than USE-lite where a word is
// cut into several pieces ("cr ed ential s"), whose meaning USE-lite reads in context.
import { readFileSync } from 'node:fs';
import { STATIC_MODEL } from './model-id.ts';
import { EmbedFailure, type EmbeddingProvider } from './provider.ts';
import { parseStaticTable, type StaticTable } from './static-table.ts';
import { pieceIds, WORD_START } from './word-pieces.ts';

export const SIF_A = 1e-4;

// One copy ships: beside this module in the source tree, which the bundles in dist/ reach
// as ../lib/embed/ (a host installs the whole plugin folder).
const tablePaths = () => [new URL('./static-encoder.bin', import.meta.url), new URL('../lib/embed/static-encoder.bin', import.meta.url)];

// The table as the encoder reads it: each piece's weight, and the vector every text shares
// (the pieces' mean, weighted by how often they occur times their weight). Taking that from
// each text's vector leaves what sets the text apart: uncentred, any two texts scored a
// cosine of ~0.85.
export type StaticEncoder = StaticTable & { weight: Float32Array; common: Float32Array };

let encoder: StaticEncoder | null | undefined;

export function staticTable(): StaticEncoder | null {
  if (encoder === undefined) {
    encoder = null;
    for (const path of tablePaths()) {
      try {
        encoder = prepare(parseStaticTable(readFileSync(path)));
        break;
      } catch {
        // Not there (the other layout), or damaged: the next path, then lexical recall only.
      }
    }
  }
  return encoder;
}

function prepare(t: StaticTable): StaticEncoder {
  const weight = Float32Array.from(t.logProb, (lp) => SIF_A / (SIF_A + Math.exp(lp)));
  // A bare word start says nothing, and would make every text of unknown words alike.
  const bare = t.ids.get(WORD_START);
  if (bare !== undefined) weight[bare] = 0;
  const sum = new Float64Array(t.dim);
  let total = 0;
  for (let i = 0; i < weight.length; i++) {
    const k = Math.exp(t.logProb[i]) * weight[i];
    total += k;
    for (let d = 0; d < t.dim; d++) sum[d] += k * t.scale[i] * t.rows[i * t.dim + d];
  }
  return { ...t, weight, common: Float32Array.from(sum, (x) => x / (total || 1)) };
}

// A text no known piece spells gets a direction of its own, drawn from its characters: near
// nothing else, rather than a zero vector no similarity can be taken of.
export function staticVector(t: StaticEncoder, text: string): Float32Array {
  const out = new Float32Array(t.dim);
  const { weight, common } = t;
  let mass = 0;
  for (const id of pieceIds(t, text)) {
    if (weight[id] === 0) continue;
    const k = weight[id] * t.scale[id];
    mass += weight[id];
    const row = id * t.dim;
    for (let d = 0; d < t.dim; d++) out[d] += k * t.rows[row + d];
  }
  for (let d = 0; d < t.dim; d++) out[d] -= mass * common[d];
  if (mass === 0) {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    for (let d = 0; d < t.dim; d++) {
      // mulberry32, seeded by the text's FNV-1a hash
      h = (h + 0x6d2b79f5) | 0;
      let z = Math.imul(h ^ (h >>> 15), 1 | h);
      z = (z + Math.imul(z ^ (z >>> 7), 61 | z)) ^ z;
      out[d] = ((z ^ (z >>> 14)) >>> 0) / 2 ** 32 - 0.5;
    }
  }
  return out;
}

export function staticProvider(): EmbeddingProvider {
  return {
    model: STATIC_MODEL,
    async embed(texts) {
      const t = staticTable();
      if (!t) throw new EmbedFailure('not_installed');
      return texts.map((text) => staticVector(t, text));
    },
  };
}
