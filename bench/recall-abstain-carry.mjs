// Carrying the no-answer bench's labels (bench/recall-abstain/labels.jsonl) from statements
// as the bench's own splitter cut them (bench/lib/agent-statements.mjs: per line, code blocks
// and tables skipped, formatting dropped) to statements as `nuzo memory import-host` cuts
// them (bench/lib/import-statements.mjs). Prints, per repository, how many statements kept
// their text, changed only in formatting, gained their code, vanished or appeared; moves each
// label whose statement is carried (`carriedTo`), and lists the labelled statements that
// vanished beside the new statements holding their words, for a judge to read.
//
// Run, on the labels as they were before the move (they name the earlier splitter's statements):
//   git show 7e02242:bench/recall-abstain/labels.jsonl > /tmp/labels-before.jsonl
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-abstain-carry.mjs --labels /tmp/labels-before.jsonl [--write FILE] [--appeared FILE]
// --from REV: the earlier statements are the import's own as of git revision REV (its lib/
// exported to a temporary folder), for a change to the import after the labels moved to it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { statementsOf } from './lib/agent-statements.mjs';
import { bareText, carriedTo, importedStatementsOf, statementId } from './lib/import-statements.mjs';

const args = process.argv.slice(2);
const docsDir = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'agent-docs');
if (!existsSync(docsDir)) {
  console.log(`No agent docs cached at ${docsDir}: run node scripts/fetch-agent-docs.mjs first.`);
  process.exit(0);
}
const here = new URL('.', import.meta.url).pathname;
const labelsFile = args.includes('--labels') ? args[args.indexOf('--labels') + 1] : join(here, 'recall-abstain/labels.jsonl');
const labels = readFileSync(labelsFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const repos = [...new Set(labels.map((l) => l.repo))].sort();
let earlierStatements = statementsOf;
if (args.includes('--from')) {
  const rev = args[args.indexOf('--from') + 1];
  const at = mkdtempSync(join(tmpdir(), 'nuzo-carry-'));
  execFileSync('sh', ['-c', `git archive "$1" lib | tar -x -C "$2"`, 'sh', rev, at], { cwd: join(here, '..') });
  const { proposedStatements } = await import(join(at, 'lib/hostfiles/proposed-statements.ts'));
  earlierStatements = (markdown) => proposedStatements(markdown, false).map((p) => p.text);
  process.on('exit', () => rmSync(at, { recursive: true, force: true }));
}

const totals = { old: 0, now: 0, same: 0, format: 0, code: 0, vanished: 0, appeared: 0 };
const moved = { format: 0, code: 0 };
const lost = []; // labelled statements that vanished, with where their words went
const appearedIds = {}; // repository -> ids of the statements no earlier one was carried to
const out = [];
console.log('repository                          old  now  same  format  code  vanished  appeared');
for (const repo of repos) {
  const oldText = new Map(); // id -> text
  const now = new Map(); // id -> statement
  const carry = new Map(); // old id -> { id, how }
  for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md') && f.split('__')[0].replace('+', '/') === repo).sort()) {
    const markdown = readFileSync(join(docsDir, file), 'utf8');
    const statements = importedStatementsOf(markdown);
    for (const s of statements) now.set(s.id, s);
    for (const text of earlierStatements(markdown)) {
      const id = statementId(text);
      oldText.set(id, text);
      const to = statements.some((s) => s.text === text) ? { id, how: 'same' } : carriedTo(text, statements);
      if (to && !carry.has(id)) carry.set(id, to);
    }
  }
  const count = { same: 0, format: 0, code: 0 };
  for (const to of carry.values()) count[to.how]++;
  const reached = new Set([...carry.values()].map((t) => t.id));
  const vanished = oldText.size - carry.size;
  appearedIds[repo] = [...now.keys()].filter((id) => !reached.has(id));
  const appeared = appearedIds[repo].length;
  console.log(`${repo.padEnd(34)} ${String(oldText.size).padStart(4)} ${String(now.size).padStart(4)} ${String(count.same).padStart(5)} ${String(count.format).padStart(7)} ${String(count.code).padStart(5)} ${String(vanished).padStart(9)} ${String(appeared).padStart(9)}`);
  Object.assign(totals, { old: totals.old + oldText.size, now: totals.now + now.size, same: totals.same + count.same, format: totals.format + count.format, code: totals.code + count.code, vanished: totals.vanished + vanished, appeared: totals.appeared + appeared });
  const fullOld = (prefix) => [...oldText.keys()].find((k) => k.startsWith(prefix));
  const short = (id) => {
    // The shortest prefix of six or more digits that names one statement of the repository.
    for (let n = 6; n < 12; n++) if ([...now.keys()].filter((k) => k.startsWith(id.slice(0, n))).length === 1) return id.slice(0, n);
    return id;
  };
  for (const label of labels.filter((l) => l.repo === repo)) {
    const answers = [];
    for (const prefix of label.answers) {
      const id = fullOld(prefix);
      const to = id ? carry.get(id) : undefined;
      if (to) {
        if (to.how !== 'same') moved[to.how]++;
        answers.push(short(to.id));
      } else {
        const words = bareText(oldText.get(id) ?? '');
        // Where its words went: the statements holding all of them, else its first or last
        // six words (a line the import joined with the lines around it, or cut otherwise).
        const ends = [words.split(' ').slice(0, 6).join(' '), words.split(' ').slice(-6).join(' ')];
        const whole = [...now.values()].filter((s) => bareText(s.text).includes(words));
        const part = whole.length ? whole : [...now.values()].filter((s) => ends.some((e) => bareText(s.text).includes(e)));
        lost.push({ repo, q: label.q, old: prefix, text: words, whole: whole.length > 0, into: part.map((s) => ({ id: short(s.id), text: s.text })) });
      }
    }
    out.push({ repo, q: label.q, answers: [...new Set(answers)] });
  }
}
console.log(`${'all'.padEnd(34)} ${String(totals.old).padStart(4)} ${String(totals.now).padStart(4)} ${String(totals.same).padStart(5)} ${String(totals.format).padStart(7)} ${String(totals.code).padStart(5)} ${String(totals.vanished).padStart(9)} ${String(totals.appeared).padStart(9)}`);
console.log(`\nlabels moved: ${moved.format} (formatting only), ${moved.code} (gained their code); labelled answers whose statement vanished: ${lost.length}`);
for (const l of lost) console.log(JSON.stringify(l));
if (args.includes('--write')) writeFileSync(args[args.indexOf('--write') + 1], out.map((l) => JSON.stringify(l)).join('\n') + '\n');
// --appeared FILE: the new statements' ids per repository, to judge against every question.
if (args.includes('--appeared')) writeFileSync(args[args.indexOf('--appeared') + 1], JSON.stringify(appearedIds));
