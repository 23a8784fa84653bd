// Pairs of statements for bench/supersede.mjs, from the git histories of public CLAUDE.md /
// AGENTS.md files. The text belongs to its authors under their own licences, so it is read
// from local snapshots and cached outside the repository, never committed.
//
// A revision (positive) is a hunk that replaced exactly one line with exactly one line: the
// author edited that statement in place. A topic pair (negative) is two different statements
// of the same file at its newest commit that share at least two content words but were never
// one the edit of the other: same topic, both true at once.
//
// Snapshots are bare git directories at $NUZO_MIRRORS/<owner>+<name>/repo (default
// /work/.mirror) with their history, as the workspace's `fetch` tool brings them. Output:
// $NUZO_BENCH_CACHE/revision-pairs/pairs.jsonl (default ~/.cache/nuzo-bench).
//
// Usage: node scripts/fetch-revision-pairs.mjs [--max-commits N]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const mirrors = process.env.NUZO_MIRRORS ?? '/work/.mirror';
const out = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'revision-pairs');
const argv = process.argv.slice(2);
const maxCommits = Number(argv[argv.indexOf('--max-commits') + 1]) || 400;
const PATHSPEC = [':(glob)**/CLAUDE.md', ':(glob)**/AGENTS.md'];
// Topic pairs kept per file, so a long file does not outweigh the rest.
const TOPIC_PER_FILE = 12;

const STOP = new Set('a an the and or but of to in on for with by at from as is are be was were it this that these those you your we our use using when if not no do does should must can will all any each into only also more than then so run make sure'.split(' '));

function git(gitDir, args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 256 << 20 }).toString('utf8');
}

// A line that states something: prose or a bullet of at least four words; no headings,
// fences, tables, HTML, links-only lines.
function statement(line) {
  let s = line.trim();
  if (!s || /^(#|```|~~~|\||<|!\[|---|===)/.test(s)) return null;
  s = s.replace(/^([-*+]|\d+[.)])\s+/, '').replace(/^\[[ xX]\]\s+/, '').trim();
  if (s.split(/\s+/).length < 4 || s.length > 600) return null;
  return s;
}

function contentWords(s) {
  return new Set(s.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter((w) => w.length > 2 && !STOP.has(w)));
}

function sameText(a, b) {
  const n = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return n(a) === n(b);
}

function revisionsOf(gitDir) {
  const log = git(gitDir, ['log', `-n${maxCommits}`, '--no-merges', '-U0', '--format=@@commit %H', '-p', '--', ...PATHSPEC]);
  const pairs = [];
  let commit = '';
  let path = '';
  let removed = [];
  let added = [];
  const flush = () => {
    if (removed.length === 1 && added.length === 1) {
      const before = statement(removed[0]);
      const after = statement(added[0]);
      if (before && after && !sameText(before, after)) pairs.push({ commit, path, old: before, new: after });
    }
    removed = [];
    added = [];
  };
  for (const line of log.split('\n')) {
    if (line.startsWith('@@commit ')) { flush(); commit = line.slice(9); continue; }
    if (line.startsWith('+++ ')) { flush(); path = line.slice(6); continue; }
    if (line.startsWith('--- ') || line.startsWith('diff ') || line.startsWith('index ')) { flush(); continue; }
    if (line.startsWith('@@')) { flush(); continue; }
    if (line.startsWith('-')) removed.push(line.slice(1));
    else if (line.startsWith('+')) added.push(line.slice(1));
  }
  flush();
  return pairs;
}

function topicPairsOf(gitDir, revised) {
  const files = git(gitDir, ['ls-tree', '-r', '--name-only', 'HEAD']).split('\n').filter((p) => /(^|\/)(CLAUDE|AGENTS)\.md$/.test(p));
  const pairs = [];
  for (const path of files) {
    let text;
    try { text = git(gitDir, ['show', `HEAD:${path}`]); } catch { continue; }
    let fence = false;
    const lines = [];
    for (const raw of text.split(/\r?\n/)) {
      if (/^\s*(```|~~~)/.test(raw)) { fence = !fence; continue; }
      const s = !fence && statement(raw);
      if (s && !lines.includes(s)) lines.push(s);
    }
    const found = [];
    for (let i = 0; i < lines.length; i++) {
      const wi = contentWords(lines[i]);
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i];
        const b = lines[j];
        if (revised.has(`${a}\n${b}`) || revised.has(`${b}\n${a}`)) continue;
        let shared = 0;
        for (const w of contentWords(b)) if (wi.has(w)) shared++;
        if (shared >= 2) found.push({ path, old: a, new: b });
      }
    }
    // A stable sample: the same pairs on every run.
    found.sort((x, y) => hash(x.old + x.new).localeCompare(hash(y.old + y.new)));
    pairs.push(...found.slice(0, TOPIC_PER_FILE));
  }
  return pairs;
}

const hash = (s) => createHash('sha256').update(s).digest('hex');

if (!existsSync(mirrors)) {
  console.log(`fetch-revision-pairs: no snapshots at ${mirrors}`);
  process.exit(0);
}
mkdirSync(out, { recursive: true });
const rows = [];
const seen = new Set();
for (const name of readdirSync(mirrors).sort()) {
  const gitDir = join(mirrors, name, 'repo');
  if (!existsSync(join(gitDir, 'HEAD'))) continue;
  const repo = name.replace('+', '/');
  let revisions;
  try { revisions = revisionsOf(gitDir); } catch { continue; }
  const revised = new Set(revisions.map((r) => `${r.old}\n${r.new}`));
  for (const r of revisions) {
    const key = hash(`${r.old}\n${r.new}`);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ label: 'revision', repo, ...r });
  }
  if (revisions.length === 0) continue;
  for (const t of topicPairsOf(gitDir, revised)) {
    const key = hash(`${t.old}\n${t.new}`);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ label: 'topic', repo, ...t });
  }
}
writeFileSync(join(out, 'pairs.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const count = (l) => rows.filter((r) => r.label === l).length;
console.log(`fetch-revision-pairs: ${count('revision')} revisions, ${count('topic')} topic pairs from ${new Set(rows.map((r) => r.repo)).size} repositories -> ${join(out, 'pairs.jsonl')}`);
