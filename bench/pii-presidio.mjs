// Personal identifiers on public labelled data nobody here wrote: the test sentences of
// Microsoft Presidio's predefined recognizers (MIT), cached by scripts/fetch-presidio-cases.mjs.
// A sentence labelled with the entity counts as caught when content policy refuses it; one
// labelled without it (Presidio's own near misses: bad checksums, wrong lengths) counts as a
// false block when refused. Entities Nuzo claims to refuse are reported apart from the rest
// (IP and MAC addresses, URLs, dates, licence plates, company numbers and other countries'
// ids are not personal data Nuzo refuses, or not ones it claims).
//
// Usage: node scripts/fetch-presidio-cases.mjs
//        sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/pii-presidio.mjs [--misses]
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../lib/policy/index.ts';

const file = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'presidio', 'cases.json');
if (!existsSync(file)) {
  console.log(`pii-presidio: skipped, no cases cached at ${file}. Run: node scripts/fetch-presidio-cases.mjs`);
  process.exit(0);
}
const { commit, cases } = JSON.parse(readFileSync(file, 'utf8'));
const CLAIMED = new Set(['credit_card', 'iban', 'email', 'phone', 'us_ssn', 'uk_nino', 'de_tax_id', 'es_nie', 'es_nif', 'it_fiscal_code', 'in_aadhaar', 'in_pan']);
const showMisses = process.argv.includes('--misses');

const by = new Map();
for (const c of cases) {
  const row = by.get(c.recognizer) ?? { pos: 0, caught: 0, neg: 0, blocked: 0, misses: [] };
  const refused = checkContent(c.text) !== null;
  if (c.expected > 0) {
    row.pos++;
    if (refused) row.caught++;
    else row.misses.push(c.text);
  } else {
    row.neg++;
    if (refused) row.blocked++;
  }
  by.set(c.recognizer, row);
}

const sum = (rows) => rows.reduce((a, r) => ({ pos: a.pos + r.pos, caught: a.caught + r.caught, neg: a.neg + r.neg, blocked: a.blocked + r.blocked }), { pos: 0, caught: 0, neg: 0, blocked: 0 });
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
console.log(`Presidio ${String(commit).slice(0, 12)}: ${cases.length} labelled sentences`);
console.log('recognizer               caught/labelled   refused near misses');
for (const [name, r] of [...by].sort((a, b) => Number(CLAIMED.has(b[0])) - Number(CLAIMED.has(a[0])) || a[0].localeCompare(b[0]))) {
  if (!CLAIMED.has(name)) continue;
  console.log(`${name.padEnd(24)} ${`${r.caught}/${r.pos}`.padStart(8)} ${pct(r.caught, r.pos).padStart(7)}   ${r.blocked}/${r.neg}`);
  if (showMisses) for (const t of r.misses) console.log(`    miss: ${JSON.stringify(t)}`);
}
const claimed = sum([...by].filter(([n]) => CLAIMED.has(n)).map(([, r]) => r));
const other = sum([...by].filter(([n]) => !CLAIMED.has(n)).map(([, r]) => r));
console.log(`claimed entities: ${claimed.caught}/${claimed.pos} caught (${pct(claimed.caught, claimed.pos)}), ${claimed.blocked}/${claimed.neg} near misses refused (${pct(claimed.blocked, claimed.neg)})`);
console.log(`other Presidio entities: ${other.caught}/${other.pos} refused (${pct(other.caught, other.pos)}), ${other.blocked}/${other.neg} of their near misses refused`);
