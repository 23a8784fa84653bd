// False blocks on real developer text: splits public CLAUDE.md / AGENTS.md files (cached by
// scripts/fetch-agent-docs.mjs, never committed) into the statements an agent might save as
// memories, runs each through the content policy, and prints the share refused and every
// refused statement with the rule that fired, so each can be judged by eye.
// Target: at most 1 in 40 statements refused.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/policy-false-blocks.mjs [--quiet] [--json] [--with-code]
//   --with-code  also count each line inside code fences (commands, config) as a statement
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { scanContent } from '../lib/policy/index.ts';

const dir = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'agent-docs');
const args = new Set(process.argv.slice(2));
const TARGET = 1 / 40;

if (!existsSync(join(dir, 'manifest.json'))) {
  console.log(`policy-false-blocks: skipped, no agent docs cached in ${dir}. Run: node scripts/fetch-agent-docs.mjs`);
  process.exit(0);
}

// Statements are bullet items and prose sentences outside code fences, tables, headings and
// HTML; a statement is kept when it has at least four words and fits in a memory.
export function statementsOf(markdown, withCode = false) {
  const out = [];
  const text = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/<!--[\s\S]*?-->/g, '');
  let fence = null;
  let block = [];
  const flush = () => {
    if (block.length) out.push(...sentences(block.join(' ')));
    block = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (fenceMark && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length) fence = null;
      else if (withCode && raw.trim()) out.push(raw.trim());
      continue;
    }
    if (fenceMark) {
      flush();
      fence = fenceMark[1];
      continue;
    }
    const line = raw.trim();
    if (line === '' || /^#{1,6}\s/.test(line) || /^\|/.test(line) || /^<\/?[a-zA-Z][^>]*>$/.test(line) || /^(?:[-*_]\s*){3,}$/.test(line)) {
      flush();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (item) {
      flush();
      block.push(item[1]);
    } else {
      block.push(line);
    }
  }
  flush();
  return out.filter((s) => s.split(/\s+/).length >= (withCode ? 2 : 4) && s.length <= 8000);
}

// Sentence ends: ". ", "! ", "? " before a capital letter or a backtick.
function sentences(paragraph) {
  const p = paragraph.replace(/\s+/g, ' ').trim();
  if (!p) return [];
  return p.split(/(?<=[.!?])\s+(?=[A-Z`*"])/).map((s) => s.trim()).filter(Boolean);
}

const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
let total = 0;
const refused = [];
const repos = new Set();
const seen = new Set();
for (const entry of manifest) {
  repos.add(entry.repo);
  for (const s of statementsOf(readFileSync(join(dir, entry.file), 'utf8'), args.has('--with-code'))) {
    if (seen.has(s)) continue;
    seen.add(s);
    total++;
    const findings = scanContent(s);
    if (findings.length) refused.push({ repo: entry.repo, path: entry.path, rules: findings.map((f) => `${f.code}/${f.rule}`), text: s });
  }
}

const rate = total ? refused.length / total : 0;
if (args.has('--json')) {
  console.log(JSON.stringify({ statements: total, files: manifest.length, repos: repos.size, refused: refused.length, rate, refusedStatements: refused }, null, 1));
} else {
  if (!args.has('--quiet')) {
    for (const r of refused) console.log(`- [${r.rules.join(', ')}] ${r.repo}/${r.path}\n    ${r.text.length > 400 ? r.text.slice(0, 400) + '…' : r.text}`);
  }
  console.log(
    `policy-false-blocks: ${refused.length} of ${total} statements refused (${(rate * 100).toFixed(2)}%, 1 in ${refused.length ? Math.round(total / refused.length) : '∞'}) ` +
      `from ${manifest.length} files in ${repos.size} repositories; target at most 1 in 40: ${rate <= TARGET ? 'met' : 'NOT met'}`,
  );
}
