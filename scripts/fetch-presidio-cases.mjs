// Copies the labelled test sentences of Microsoft Presidio's predefined recognizers (MIT
// licence) out of a git snapshot into a cache outside the repository, for
// bench/pii-presidio.mjs. They belong to their authors, so they are cached, never committed.
//
// The snapshot is a bare git directory at $NUZO_MIRRORS/microsoft+presidio/repo (default
// /work/.mirror), as the workspace's `fetch` tool brings it. Each
// presidio-analyzer/tests/test_*_recognizer.py holds pytest parametrize rows
// `("text", expected_len, …)`: rows with expected_len > 0 say the text holds the entity,
// rows with 0 say it does not. Rows whose text is not a plain Python string literal are skipped.
// Output: $NUZO_BENCH_CACHE/presidio/cases.json (default ~/.cache/nuzo-bench).
//
// Usage: node scripts/fetch-presidio-cases.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const git = join(mirrors, 'microsoft+presidio', 'repo');
const out = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'presidio');

const run = (...args) => execFileSync('git', ['--git-dir', git, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
let commit;
try {
  commit = run('rev-parse', 'HEAD').trim();
} catch {
  console.error(`fetch-presidio-cases: no snapshot at ${git}; bring it with fetch github:microsoft/presidio`);
  process.exit(1);
}

// A Python string literal: '…' or "…" with backslash escapes, no f/b/r prefix.
function pyString(src, i) {
  const q = src[i];
  if (q !== '"' && q !== "'") return null;
  let s = '';
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      const n = src[j + 1];
      const map = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
      if (n in map) s += map[n];
      else if (n === 'u') { s += String.fromCharCode(parseInt(src.slice(j + 2, j + 6), 16)); j += 4; }
      else if (n === 'x') { s += String.fromCharCode(parseInt(src.slice(j + 2, j + 4), 16)); j += 2; }
      else s += '\\' + n;
      j++;
      continue;
    }
    if (c === q) return { text: s, end: j + 1 };
    if (c === '\n') return null;
    s += c;
  }
  return null;
}

const files = run('ls-tree', '-r', '--name-only', commit, 'presidio-analyzer/tests/').split('\n').filter((f) => /\/test_[a-z0-9_]+_recognizer\.py$/.test(f));
const cases = [];
for (const file of files) {
  const src = run('show', `${commit}:${file}`);
  const recognizer = file.replace(/^.*\/test_|_recognizer\.py$/g, '');
  // Rows open with "(" followed by a string literal, then a comma and an integer.
  for (const m of src.matchAll(/\(\s*(?=["'])/g)) {
    const str = pyString(src, m.index + m[0].length);
    if (!str) continue;
    const rest = /^\s*,\s*(\d+)\s*,/.exec(src.slice(str.end, str.end + 40));
    if (!rest) continue;
    cases.push({ recognizer, text: str.text, expected: Number(rest[1]) });
  }
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'cases.json'), JSON.stringify({ source: 'github.com/microsoft/presidio', commit, licence: 'MIT', cases }, null, 1));
console.log(`fetch-presidio-cases: ${cases.length} labelled sentences from ${files.length} recognizer tests (${commit.slice(0, 12)}) in ${out}`);
