// The default encoder: USE-lite distilled into one vector per word piece
// (scripts/distill-static-encoder.mjs), so a text's vector is the weighted mean of its
// pieces' vectors. No model runs: ~0.05 ms a question, nothing to install, and it ships
// inside the plugin (lib/embed/static-encoder.bin, copied beside the bundles). Frequent
// pieces ("the", "ing") say little about a text, so each piece counts SIF_A / (SIF_A + p),
// p its probability (smooth inverse frequency).
//
// Measured with bench/recall-public.mjs: on its own it finds about what USE-lite itself
// does on REALTALK (turn recall@5 0.234 against 0.243) and more on CoSQA (0.412 against
// 0.206); fused with lexical recall it matches USE-lite (see docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import { STATIC_MODEL } from './model-id.ts';
import { EmbedFailure, type EmbeddingProvider } from './provider.ts';
import { parseStaticTable, type StaticTable } from './static-table.ts';
import { pieceIds } from './word-pieces.ts';

export const SIF_A = 1e-4;

// Beside this module in the source tree, beside the bundle in dist/.
export const STATIC_TABLE_URL = new URL('./static-encoder.bin', import.meta.url);

let table: StaticTable | null | undefined;

export function staticTable(): StaticTable | null {
  if (table === undefined) {
    try {
      table = parseStaticTable(readFileSync(STATIC_TABLE_URL));
    } catch {
      table = null;
    }
  }
  return table;
}

const weights: WeakMap<StaticTable, Float32Array> = new WeakMap();

function pieceWeights(t: StaticTable): Float32Array {
  let w = weights.get(t);
  if (!w) {
    w = Float32Array.from(t.logProb, (lp) => SIF_A / (SIF_A + Math.exp(lp)));
    weights.set(t, w);
  }
  return w;
}

// A text no known piece spells gets a direction of its own, drawn from its characters: near
// nothing else, rather than a zero vector no similarity can be taken of.
export function staticVector(t: StaticTable, text: string): Float32Array {
  const out = new Float32Array(t.dim);
  const w = pieceWeights(t);
  let any = false;
  for (const id of pieceIds(t, text)) {
    const k = w[id] * t.scale[id];
    if (k === 0) continue;
    any = true;
    const row = id * t.dim;
    for (let d = 0; d < t.dim; d++) out[d] += k * t.rows[row + d];
  }
  if (!any) {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    for (let d = 0; d < t.dim; d++) {
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
      out[d] = h / 2 ** 32 - 0.5;
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
