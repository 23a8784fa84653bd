// Abstention signals tried offline on the no-answer benchmark's development part, from the
// per-question evidence `bench/recall-abstain.mjs --features` prints (one JSON line per
// labelled question: every padded result's focus, focusHeld, coverage, termShare, the cosine
// recall searched, its cosine over the whole store, how its own words hold each question
// word, its tags and text; the store's ten best cosines).
//
// Each rule replaces how a result's words vouch (lib/recall/abstain.ts wordsVouch) or the
// encoder's floors, and the question is then decided as recall decides it: answered when one
// of the padded first five vouches, the list then the vouched first less padding. Only the
// padded first five are known here, so recall's reach further down (vouchedFirst over every
// candidate) is not: hit@5 is a lower bound (the installed rule read 0.875 here, 0.891 in
// the bench, at the eighth round); the share of no-answer questions left silent is exact
// (0.583 both).
//
// Run:
//   R24 bench/recall-abstain.mjs --features > /tmp/features.jsonl
//   R24 bench/recall-abstain-signals.mjs /tmp/features.jsonl [--losses]
// (R24 = sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning)
// Development part only (development repositories × development questions): rules are chosen
// there, and this script never reads the held-out rows.
import { readFileSync } from 'node:fs';

const { focusTerms } = await import('../lib/recall/question-focus.ts');
const { porterStem } = await import('../lib/recall/stem.ts');
const { FOCUS_FLOOR, MARGIN_FLOOR, SIMILARITY_FLOOR, SIMILARITY_MARGIN } = await import('../lib/recall/abstain.ts');

const file = process.argv[2];
if (!file) {
  console.log('usage: recall-abstain-signals.mjs FEATURES.jsonl [--losses]');
  process.exit(2);
}
const dev = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.split === 'dev' && r.questions === 'dev');
const answerable = dev.filter((r) => r.answers.length > 0);
const none = dev.filter((r) => r.answers.length === 0);
const K = 5;

const words = (text) => text.match(/[\p{L}\p{N}_]+/gu) ?? [];
const focusOf = new Map(dev.map((r) => [r, focusTerms(r.terms, r.q)]));
// How the result's own text (tags aside) holds each focus word: exact, loose, role, syn or null.
const focusHolds = (x, r) => r.terms.flatMap((t, i) => (focusOf.get(r).includes(t) ? [x.held[i]] : []));
// The focus words no statement of the store holds in any form.
const absentFocus = (r) => focusOf.get(r).filter((t) => r.df[r.terms.indexOf(t)] === 0).length;
// Where the first focus word stands in the statement, in words (0: it opens it).
const focusPosition = (x, r) => {
  const stems = new Set(focusOf.get(r).map(porterStem));
  const i = words(x.text).findIndex((w) => stems.has(porterStem(w.toLowerCase())));
  return i < 0 ? 0 : i;
};
// A section tag (the import's heading) naming a focus word, on any of the first five.
const tagNamesFocus = (x, r) => {
  const stems = new Set(focusOf.get(r).map(porterStem));
  return x.tags.some((t) => t !== 'host-import' && t.split('-').some((p) => stems.has(porterStem(p))));
};

// Every focus word the statement holds by its stem it holds in another form only ("tested",
// "logs" for "tests", "logging"): neither the word itself nor its plural or singular.
const otherFormOnly = (x, r) => {
  const own = new Set([...words(x.text.toLowerCase()), ...x.tags.flatMap((t) => t.split('-'))]);
  const byStem = r.terms.filter((t, i) => focusOf.get(r).includes(t) && x.held[i] === 'exact');
  const sameWord = (t) => [t, `${t}s`, `${t}es`, t.replace(/e?s$/, '')].some((v) => own.has(v));
  return byStem.length > 0 && byStem.every((t) => !sameWord(t));
};

// A focus word named as one item of an enumeration: three or more short plain items in a row
// ("lint, build, metadata validation, and tests"; "Error handling, logging, rate limiting";
// "lint → audit → typecheck → test → build"), none of them code.
const enumerated = (x, r) => {
  const stems = new Set(focusOf.get(r).map(porterStem));
  const segments = x.text.split(/\s*(?:,|→|->|\||;)\s*(?:and\s+|or\s+)?/);
  const short = segments.map((seg) => !seg.includes('`') && words(seg).length >= 1 && words(seg).length <= 3);
  return segments.some((seg, i) => {
    if (!words(seg).some((w) => stems.has(porterStem(w.toLowerCase())))) return false;
    let from = i; while (from > 0 && short[from - 1]) from--;
    let to = i; while (to < segments.length - 1 && short[to + 1]) to++;
    // the item itself may be the last words of a longer segment ("…on Linux, macOS, and Windows")
    return to - from + 1 >= 3 && (short[i] || i === from || i === to);
  });
};

function decide(r, rule) {
  const { wordsVouch, similarity = SIMILARITY_FLOOR, margin = SIMILARITY_MARGIN, marginFloor = MARGIN_FLOOR } = rule;
  const [best, next] = r.cosines;
  const third = r.cosines[2] ?? next;
  const spread = rule.spread ?? 0;
  const close = (x) => x.searched !== undefined && (x.searched >= similarity || (Math.abs(x.searched - best) < 1e-9 && x.searched >= marginFloor && x.searched - next >= margin && x.searched - next >= spread * (next - third)));
  const vouch = (x) => wordsVouch(x, r) || close(x);
  if (!r.results.some(vouch)) return [];
  const kept = r.results.filter((x) => vouch(x) || !(x.coverage === 0 && !x.termShare && !close(x)));
  return [...kept.filter(vouch), ...kept.filter((x) => !vouch(x))].map((x) => x.key);
}

const hits = (r, list) => list.slice(0, K).some((k) => r.answers.includes(k));
function measure(rule) {
  const hit = answerable.filter((r) => hits(r, decide(r, rule))).length / answerable.length;
  const silent = none.filter((r) => decide(r, rule).length === 0).length / none.length;
  return { hit, silent };
}

const installed = (floor = FOCUS_FLOOR) => (x) => x.focus >= floor || x.focusHeld > 0.5;
const base = installed();
const rules = [
  [`installed (focus ${FOCUS_FLOOR}, cosine ${SIMILARITY_FLOOR}, margin ${SIMILARITY_MARGIN} over cosine ${MARGIN_FLOOR})`, { wordsVouch: base }],
  ...[0.32, 0.35, 0.38, 0.4, 0.45, 0.5].map((f) => [`focus floor ${f}`, { wordsVouch: installed(f) }]),
  ['no absolute cosine floor', { wordsVouch: base, similarity: Infinity }],
  ...[0.12, 0.14].map((m) => [`no absolute cosine floor, margin ${m}`, { wordsVouch: base, similarity: Infinity, margin: m }]),
  ['no margin rule (absolute cosine floor only)', { wordsVouch: base, margin: Infinity }],
  ...[0.15, 0.2, 0.25, 0.3].map((f) => [`the margin rule needs cosine ≥ ${f}`, { wordsVouch: base, marginFloor: f }]),
  ['a focus held only through synonyms does not vouch', { wordsVouch: (x, r) => base(x) && !(focusHolds(x, r).includes('syn') && focusHolds(x, r).every((h) => h === null || h === 'syn' || h === 'loose')) }],
  ['a focus held only through a bridge (role, synonym) does not vouch', { wordsVouch: (x, r) => base(x) && focusHolds(x, r).includes('exact') }],
  ...[0.4, 0.5].map((f) => [`a focus word no statement holds: floor ${f}`, { wordsVouch: (x, r) => (absentFocus(r) > 0 ? installed(f)(x) : base(x)) }]),
  ...[0.4, 0.5].map((f) => [`no section tag of the five names the focus: floor ${f}`, { wordsVouch: (x, r) => (r.results.some((y) => tagNamesFocus(y, r)) ? base(x) : installed(f)(x)) }]),
  ...[0.5, 0.6].map((s) => [`partial focus (< ${s}) needs cosine ≥ 0.2`, { wordsVouch: (x) => installed(s)(x) || (base(x) && x.cosine >= 0.2) }]),
  ...[5, 10].map((k) => [`partial focus (< 0.5) needs the encoder's top ${k}`, { wordsVouch: (x, r) => installed(0.5)(x) || (base(x) && x.cosine >= (r.cosines[k - 1] ?? -1)) }]),
  ...[12, 20].map((n) => [`focus × min(1, ${n} / words): long statements weigh less`, { wordsVouch: (x) => x.focus * Math.min(1, n / words(x.text).length) >= FOCUS_FLOOR || x.focusHeld > 0.5 }]),
  ...[3, 12].map((p) => [`focus word past word ${p}: floor 0.5`, { wordsVouch: (x, r) => base(x) && (focusPosition(x, r) < p || x.focus >= 0.5) }]),
  // How many statements of the store hold the focus words this result holds (the rarest of them).
  ...[1, 2, 3].map((n) => [`every focus word it holds is in ≤ ${n} statement(s) of the store: floor 0.5`, { wordsVouch: (x, r) => base(x) && (x.focus >= 0.5 || r.terms.some((t, i) => focusOf.get(r).includes(t) && x.held[i] === 'exact' && r.df[i] > n)) }]),
  ...[2, 3, 5].map((n) => [`the focus in ≥ ${n} statements of the store, or floor 0.5`, { wordsVouch: (x, r) => base(x) && (x.focus >= 0.5 || Math.max(...r.terms.map((t, i) => (focusOf.get(r).includes(t) ? r.df[i] : 0))) >= n) }]),
  ...[0.5, 0.7, 1.01].map((f) => [`a focus named as one item of an enumeration: floor ${f}`, { wordsVouch: (x, r) => base(x) && (!enumerated(x, r) || x.focus >= f) }]),
  ...[1, 2, 3].map((k) => [`the margin also ≥ ${k}× the gap between the next two`, { wordsVouch: base, spread: k }]),
  ['focus held only by another form of its stem: floor 0.5', { wordsVouch: (x, r) => base(x) && (!otherFormOnly(x, r) || x.focus >= 0.5) }],
];
console.log(`dev: ${answerable.length} answerable, ${none.length} with no answer (first five only; hit@5 a lower bound)`);
console.log('rule'.padEnd(66), 'hit@5  silent');
for (const [name, rule] of rules) {
  const { hit, silent } = measure(rule);
  console.log(name.padEnd(66), hit.toFixed(3), ' ', silent.toFixed(3));
}

// --margin-grid: the encoder's margin rule over its margin and a cosine floor under it (the
// nearest memory standing out from the next one is chance in a store of a few memories).
if (process.argv.includes('--margin-grid')) {
  const floors = [-Infinity, 0.15, 0.2, 0.25, 0.3];
  // (the installed margin and floor are among the cells)
  console.log(`\nmargin × cosine floor under the margin rule (${floors.map((f) => (f === -Infinity ? 'none' : f)).join(' ')}) → hit@5 / no-answer silent`);
  for (const margin of [0.1, 0.12, 0.14, 0.16, 0.18, 0.2, Infinity]) {
    const cells = floors.map((marginFloor) => {
      const { hit, silent } = measure({ wordsVouch: base, margin, marginFloor });
      return `${hit.toFixed(3)}/${silent.toFixed(3)}`;
    });
    console.log(`${String(margin).padEnd(8)} ${cells.join('  ')}`);
  }
}

// --losses: the answerable questions padding answers and the installed rule does not, and
// how the no-answer questions it answers are vouched for.
if (process.argv.includes('--losses')) {
  const rule = rules[0][1];
  console.log('\nanswerable, padding hits, installed misses:');
  for (const r of answerable) {
    const list = decide(r, rule);
    if (hits(r, r.results.map((x) => x.key)) && !hits(r, list)) console.log(`  ${list.length ? 'pushed out' : 'silenced  '}  ${r.repo}  ${r.q}`);
  }
  const why = {};
  for (const r of none) {
    if (decide(r, rule).length === 0) continue;
    const vouched = r.results.filter(rule.wordsVouch);
    const cause = vouched.some((x) => x.focusHeld >= 0.999) ? 'words: every focus word held' : vouched.length ? 'words: part of the focus' : 'encoder only';
    why[cause] = (why[cause] ?? 0) + 1;
  }
  console.log('no-answer questions answered, by what vouched:', why);
}
