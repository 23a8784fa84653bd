// Core recall of two source trees side by side on one store, calls interleaved question by
// question (and which tree goes first alternating by round), so the load of a shared machine
// falls on both alike: abstaining on, as memory_recall and the CLI ask, the built-in questions
// of bench/mcp-common.mjs, once on the words only and once with the default encoder's vector.
// A tree is a directory holding lib/ (e.g. a `git archive <commit>` export with node_modules
// linked in). An A/A run (the same tree twice) shows the noise.
//
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/recall-core-ab.mjs BEFORE_DIR [AFTER_DIR] [--size 100000]
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const here = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const { seedStore, QUERIES, percentile } = await import('./mcp-common.mjs');
const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--size');
if (!positional[0]) {
  console.log('usage: bench/recall-core-ab.mjs BEFORE_DIR [AFTER_DIR] [--size N]');
  process.exit(2);
}
const trees = { before: positional[0], after: positional[1] ?? here };
const root = mkdtempSync(join(tmpdir(), 'nuzo-ab-'));
const project = join(root, 'repo'); mkdirSync(join(project, '.git'), { recursive: true });
const home = join(root, '.nuzo');
const { projectScopeFor } = await import('../lib/project/identity.ts');
const scope = projectScopeFor(project);
const sizeAt = process.argv.indexOf('--size');
const size = Number(sizeAt > 0 ? process.argv[sizeAt + 1] : 100000);
await seedStore(home, scope, size, () => null);
{
  const { openStore } = await import('../lib/store/store.ts');
  const { embedPending } = await import('../lib/embed/semantic.ts');
  const { staticProvider } = await import('../lib/embed/static-encoder.ts');
  const s = openStore({ home });
  await embedPending(s, staticProvider(), { batch: 4096 });
  s.close();
}
const sides = {};
for (const [name, dir] of Object.entries(trees)) {
  const { openStore } = await import(`${dir}/lib/store/store.ts`);
  const { recall } = await import(`${dir}/lib/recall/index.ts`);
  const { DEFAULT_CONFIG } = await import(`${dir}/lib/config.ts`);
  const { embedQuery, providerFor } = await import(`${dir}/lib/embed/semantic.ts`);
  const store = openStore({ home });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench' };
  const provider = providerFor(ctx.config, home);
  sides[name] = { recall, ctx, provider, embedQuery, lexical: [], fused: [] };
}
for (let round = 0; round < 12; round++) {
  for (const q of QUERIES) {
    for (const name of round % 2 ? ['after', 'before'] : ['before', 'after']) {
      const s = sides[name];
      let t0 = performance.now();
      s.recall(s.ctx, { query: q, scopes: [scope, 'user:default'], limit: 8, projectScope: scope, recordUse: false, abstain: true });
      if (round > 1) s.lexical.push(performance.now() - t0);
      const prepared = await s.embedQuery(s.provider, q, 10_000);
      t0 = performance.now();
      s.recall(s.ctx, { query: q, scopes: [scope, 'user:default'], limit: 8, projectScope: scope, recordUse: false, abstain: true, semantic: prepared.semantic });
      if (round > 1) s.fused.push(performance.now() - t0);
    }
  }
}
for (const [name, s] of Object.entries(sides)) {
  console.log(`${name} (${trees[name]}): ${size} memories, built-in questions, abstaining core recall p50 / p95: words only ${percentile(s.lexical, 50).toFixed(2)} / ${percentile(s.lexical, 95).toFixed(2)} ms; with the default encoder ${percentile(s.fused, 50).toFixed(2)} / ${percentile(s.fused, 95).toFixed(2)} ms (n=${s.lexical.length})`);
  s.ctx.store.close();
}
rmSync(root, { recursive: true, force: true });
