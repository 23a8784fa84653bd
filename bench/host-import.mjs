// What `nuzo memory import-host` would propose from real CLAUDE.md / AGENTS.md files: the
// public ones scripts/fetch-agent-docs.mjs caches outside the repository. Each file runs
// through the same splitter (lib/hostfiles/markdown-statements.ts) and the same policy a
// draft meets (prepareMemory on a real store in a temp folder), then:
//   proposed  statements that would become drafts
//   blocked   statements policy refused (public docs hold no real secrets, so each is a
//             false block unless the listed code says otherwise; target <= 1 in 40)
//   junk      proposed statements that break the mechanical rule below
// and a seeded random sample of 50 proposals is written for a person to check by hand.
//
// Junk, mechanically (independent of the splitter's own filter): the text without its
// "Heading: " prefix is a heading of the file, has fewer than 4 words, ends in ':', starts
// with a lowercase joining word (and/or/but/which/then/so), has an odd number of backticks,
// unbalanced parentheses, or raw Markdown syntax (a leading '#', '|', '-', '*', '>' or a fence).
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/host-import.mjs [--sample FILE]
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../lib/config.ts';
import { prepareMemory } from '../lib/memory/remember.ts';
import { openStore } from '../lib/store/store.ts';
import { guessKind, splitStatements } from '../lib/hostfiles/markdown-statements.ts';

const dir = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'agent-docs');
if (!existsSync(dir)) {
  console.log(`host-import: skipped, no agent docs cached in ${dir}. Run: node scripts/fetch-agent-docs.mjs`);
  process.exit(0);
}
const sampleAt = process.argv.includes('--sample') ? process.argv[process.argv.indexOf('--sample') + 1] : join(tmpdir(), 'nuzo-host-import-sample.txt');
const files = readdirSync(dir).filter((n) => /\.md$/i.test(n)).sort();
const home = mkdtempSync(join(tmpdir(), 'nuzo-host-bench-'));
const store = openStore({ home });
const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:bench' };

function headingsOf(text) {
  return new Set(text.split('\n').map((l) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(l.trim())?.[1]).filter(Boolean).map((h) => h.replace(/[*_`]/g, '').trim().toLowerCase()));
}

function junkReason(text, heading, headings) {
  const body = heading && text.startsWith(`${heading}: `) ? text.slice(heading.length + 2) : text;
  const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (headings.has(body.replace(/[*_`]/g, '').trim().toLowerCase())) return 'heading';
  // "Lint: `make lint`": a short label over a command is kept on purpose (the command is the
  // memory); a short line without one says nothing.
  if (words.length < 4 && !/`[^`\s][^`]*`/.test(body)) return 'few-words';
  if (/:\s*$/.test(body)) return 'dangling-intro';
  if (/^(and|or|but|which|then|so)\b/.test(body)) return 'continuation';
  if ((body.match(/`/g) ?? []).length % 2) return 'odd-backticks';
  if ((body.match(/\(/g) ?? []).length !== (body.match(/\)/g) ?? []).length) return 'unbalanced-parens';
  if (/^(#|\||-\s|\*\s|>|```|~~~)/.test(body)) return 'raw-markdown';
  return null;
}

let statements = 0;
let proposed = 0;
const blocked = [];
const junk = new Map();
const proposals = [];
const started = process.hrtime.bigint();
for (const name of files) {
  const text = readFileSync(join(dir, name), 'utf8');
  const headings = headingsOf(text);
  for (const s of splitStatements(text)) {
    statements++;
    try {
      prepareMemory(ctx, { content: s.text, kind: guessKind(s.text, false), scope: 'user:default', tags: ['host-import'], source: 'import:claude-md' });
    } catch (error) {
      blocked.push({ file: name, line: s.line, code: error.code ?? String(error) });
      continue;
    }
    proposed++;
    proposals.push({ file: name, line: s.line, text: s.text });
    const reason = junkReason(s.text, s.heading, headings);
    if (reason) junk.set(reason, [...(junk.get(reason) ?? []), `${name}:${s.line}: ${s.text.slice(0, 120)}`]);
  }
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
store.close();
rmSync(home, { recursive: true, force: true });

// Seeded shuffle (mulberry32) so the hand-checked sample can be reproduced.
let seed = 17;
const rand = () => { seed |= 0; seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const sample = [...proposals];
for (let i = sample.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [sample[i], sample[j]] = [sample[j], sample[i]]; }
writeFileSync(sampleAt, sample.slice(0, 50).map((p, i) => `${i + 1}. [${p.file}:${p.line}] ${p.text}`).join('\n') + '\n');

const junkTotal = [...junk.values()].reduce((n, l) => n + l.length, 0);
console.log(`host-import: ${files.length} files, ${statements} statements, ${proposed} proposed, ${blocked.length} blocked by policy (1 in ${blocked.length ? Math.round(statements / blocked.length) : '∞'}), ${junkTotal} junk by the mechanical rule (${(100 * junkTotal / Math.max(1, proposed)).toFixed(1)}%), ${ms.toFixed(0)} ms`);
const codes = new Map();
for (const b of blocked) codes.set(b.code, (codes.get(b.code) ?? 0) + 1);
console.log(`blocked by code: ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`);
for (const b of blocked) console.log(`  blocked ${b.file}:${b.line} ${b.code}`);
for (const [reason, list] of junk) {
  console.log(`junk ${reason}: ${list.length}`);
  for (const line of list.slice(0, 8)) console.log(`  ${line}`);
}
console.log(`sample of 50 for hand check: ${sampleAt}`);
