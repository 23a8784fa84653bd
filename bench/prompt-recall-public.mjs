// Prompt-time recall, measured on public text: each REALTALK question (see
// bench/recall-public.mjs for the data and how its messages become memories) is put to
// recall as a user prompt would be by the UserPromptSubmit hook (lib/hooks/prompt-recall.ts:
// limit prompt_limit, read-only), and what the hook's confidence rule would inject is scored:
// how often anything is injected, items per prompt, and precision (the share of injected
// memories that are evidence messages, and that come from an evidence session). The old
// absolute score floor is shown beside it for comparison.
//
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/prompt-recall-public.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCache, loadRealtalk } from './lib/realtalk.mjs';

const { openStore } = await import('../lib/store/store.ts');
const { remember } = await import('../lib/memory/remember.ts');
const { recall } = await import('../lib/recall/index.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { CONFIDENT_SHARE } = await import('../lib/hooks/prompt-recall.ts');

const realtalk = loadRealtalk(join(benchCache(), 'realtalk'));
if (!realtalk) {
  console.log(`prompt-recall-public: skipped — no REALTALK in ${benchCache()}. Fetch it with: node scripts/fetch-realtalk.mjs`);
  process.exit(0);
}
const tmp = mkdtempSync(join(tmpdir(), 'nuzo-prompt-public-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
let now = 0;
const store = openStore({ home: join(tmp, 'home'), clock: { now: () => now } });
const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:bench' };
const limit = DEFAULT_CONFIG.recall.prompt_limit;
const keyOf = new Map();
const sessionOf = new Map();
const prompts = [];
realtalk.conversations.forEach((c, ci) => {
  const scope = `project:${(ci + 1).toString(16).padStart(16, '0')}`;
  for (const m of c.messages) {
    const key = `${ci + 1}/${m.id}`;
    sessionOf.set(key, `${ci + 1}/${m.session}`);
    now = m.at ?? now;
    try {
      keyOf.set(remember(ctx, { content: m.text, kind: 'fact', scope, source: 'bench:public' }).id, key);
    } catch { /* refused by policy or as a duplicate: left out, as in recall-public */ }
  }
  const last = Math.max(...c.messages.map((m) => m.at ?? 0));
  for (const q of c.questions) {
    const evidence = new Set(q.evidence.map((id) => `${ci + 1}/${id}`));
    if (evidence.size) prompts.push({ scope, text: q.question, now: last + 86_400_000, evidence, sessions: new Set([...evidence].map((k) => sessionOf.get(k))) });
  }
});

const rules = {
  [`coverage >= ${CONFIDENT_SHARE} (the hook's rule)`]: (r, share) => share >= CONFIDENT_SHARE,
  'score >= 0.35 (the old floor)': (r) => r.score >= 0.35,
};
console.log(`node ${process.versions.node}; ${keyOf.size} memories, ${prompts.length} REALTALK questions as prompts, at most ${limit} injected`);
for (const [name, keep] of Object.entries(rules)) {
  let injected = 0, items = 0, turn = 0, session = 0;
  for (const p of prompts) {
    now = p.now;
    const { results, coverage } = recall(ctx, { query: p.text, scopes: [p.scope], limit, projectScope: p.scope, recordUse: false });
    const chosen = results.filter((r) => keep(r, coverage.get(r.id) ?? 0)).slice(0, limit);
    if (chosen.length) injected++;
    for (const r of chosen) {
      items++;
      const key = keyOf.get(r.id);
      if (p.evidence.has(key)) turn++;
      if (p.sessions.has(sessionOf.get(key))) session++;
    }
  }
  console.log(`${name.padEnd(34)} injects on ${(injected / prompts.length).toFixed(3)} of prompts, ${(items / prompts.length).toFixed(2)} items/prompt; precision ${items ? (turn / items).toFixed(3) : 'n/a'} (evidence message), ${items ? (session / items).toFixed(3) : 'n/a'} (evidence session)`);
}
store.close();
