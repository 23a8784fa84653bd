import test from 'node:test';
import assert from 'node:assert/strict';
import { historyOf } from '../../lib/audit.ts';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { recall, recallScopes } from '../../lib/recall/index.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { fixedClock, sandbox, scanning } from '../support/sandbox.ts';

const OTHER = 'project:00000000000000bb';

function ids(ctx: CoreContext, query: string, scopes: string[], limit = 8): string[] {
  return recall(ctx, { query, scopes, limit, recordUse: false }).results.map((r) => r.id);
}

test('a query word finds other forms of it (caching finds caches and cached)', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: 'The CI pipeline caches the pnpm store between runs.', kind: 'fact', scope: box.projectScope });
  const b = remember(ctx, { content: 'Build outputs are cached in the turbo remote store.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'Deploys go out on Tuesdays only.', kind: 'instruction', scope: box.projectScope });
  const got = ids(ctx, 'caching', [box.projectScope]);
  assert.deepEqual(new Set(got), new Set([a.id, b.id]));
  const scores = recall(ctx, { query: 'cache', scopes: [box.projectScope], recordUse: false }).results;
  assert.equal(scores.length, 2);
  assert.ok(scores.every((r) => r.reason.startsWith('Matched cache')), 'an exact match by the index counts as covering the word');
});

test('include_global adds user:default and never another project', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const mine = remember(ctx, { content: 'Migrations run with alembic upgrade head.', kind: 'instruction', scope: box.projectScope });
  const global = remember(ctx, { content: 'The user wants migrations reviewed before merging.', kind: 'preference', scope: USER_SCOPE });
  remember(ctx, { content: 'Migrations in this other repo use prisma migrate.', kind: 'instruction', scope: OTHER });
  for (const view of [ctx, scanning(ctx)]) {
    assert.deepEqual(new Set(ids(view, 'migrations', recallScopes(box.projectScope, true))), new Set([mine.id, global.id]));
    assert.deepEqual(ids(view, 'migrations', recallScopes(box.projectScope, false)), [mine.id]);
  }
  assert.deepEqual(recallScopes(USER_SCOPE, true), [USER_SCOPE]);
});

test('a small project keeps its best matches in a store dominated by another project', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  // Enough matching rows elsewhere that FTS5's own top candidates are all someone else's.
  for (let i = 0; i < 260; i++) remember(ctx, { content: `Widget ${i} renders the dashboard tile number ${i}.`, kind: 'fact', scope: OTHER });
  // Longer than the others, so bm25 puts these below every one of them.
  const wanted = [
    'The widget registry lives in src/registry, is loaded lazily on first use and is documented in the architecture notes.',
    'Every new widget needs a storybook entry, a visual snapshot and an accessibility review before it can be merged.',
    'Widget settings are persisted per workspace in the preferences service, never in browser local storage.',
  ].map((content) => remember(ctx, { content, kind: 'fact', scope: box.projectScope }).id);
  const archived = remember(ctx, { content: 'The old widget loader was replaced in March.', kind: 'note', scope: box.projectScope });
  forgetMemory(ctx, { id: archived.id, mode: 'archive' });
  assert.deepEqual(new Set(ids(ctx, 'widget', [box.projectScope])), new Set(wanted));
  assert.equal(ids(ctx, 'widget', [OTHER], 50).length, 50);
});

test('recordUse false leaves last_used_at and the audit log untouched; true records each result once', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const clock = fixedClock();
  const ctx = box.open({ clock });
  const a = remember(ctx, { content: 'Lint with ruff check before committing.', kind: 'instruction', scope: box.projectScope });
  const b = remember(ctx, { content: 'Format with ruff format; never hand-format.', kind: 'instruction', scope: box.projectScope });
  const before = historyOf(ctx.store, a.id).length;
  const usedAt = () => ctx.store.db.prepare('SELECT id, last_used_at FROM memories ORDER BY id').all().map((r) => ({ ...r }));
  const initial = usedAt();
  assert.equal(recall(ctx, { query: 'ruff', scopes: [box.projectScope], recordUse: false }).results.length, 2);
  assert.deepEqual(usedAt(), initial);
  assert.equal(historyOf(ctx.store, a.id).length, before);
  clock.advance(60_000);
  const { results } = recall(ctx, { query: 'ruff', scopes: [box.projectScope], recordUse: true });
  assert.equal(results.length, 2);
  for (const memory of [a, b]) {
    const events = historyOf(ctx.store, memory.id);
    assert.equal(events.length, before + 1);
    const last = events.at(-1)!;
    assert.equal(last.event_type, 'memory.recalled');
    assert.equal(last.actor, 'nuzo:test');
    assert.equal(typeof last.payload.score, 'number');
    assert.equal(last.created_at, new Date(clock.now()).toISOString());
  }
  assert.ok(usedAt().every((r) => r.last_used_at === new Date(clock.now()).toISOString()));
});

test('FTS5 syntax in user text is inert: it neither errors nor changes what matches', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const near = remember(ctx, { content: 'Use NEAR-zero downtime deploys: blue/green on the staging cluster.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'Everything else about staging lives in the wiki.', kind: 'note', scope: box.projectScope });
  const hostile = ['NEAR(deploys staging)', '"deploys', 'deploys*', 'content:deploys', '-staging', 'deploys OR', '^deploys', 'deploys AND NOT', '(((', '{content tags_text}: deploys', 'x" OR "y'];
  for (const query of hostile) {
    for (const view of [ctx, scanning(ctx)]) {
      const out = recall(view, { query, scopes: [box.projectScope], recordUse: false });
      if (/deploys/.test(query)) assert.equal(out.results[0]?.id, near.id, query);
    }
  }
});

test('the scanning fallback (no FTS5) agrees with FTS on a small corpus', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const facts = [
    'Run the unit tests with pnpm test; the e2e suite needs pnpm test:e2e.',
    'Postgres 15 stores the ledger tables; migrations use Alembic.',
    'Redis streams feed the billing worker.',
    'The docs site is built with Docusaurus and deployed to Netlify.',
    'The user prefers small pull requests with one concern each.',
    'Feature flags live in LaunchDarkly; remove stale flags monthly.',
    'Logs are structured JSON shipped to Loki.',
    'Deploys to production need a green staging run first.',
  ];
  const stored = facts.map((content, i) => remember(ctx, { content, kind: 'fact', scope: i % 2 ? USER_SCOPE : box.projectScope }).id);
  const scopes = recallScopes(box.projectScope, true);
  const queries = ['postgres ledger', 'billing worker', 'docs site', 'feature flags', 'structured logs', 'staging deploys', 'unit tests', 'pull requests'];
  for (const query of queries) {
    const viaScan = ids(scanning(ctx), query, scopes, 3);
    assert.ok(viaScan.length > 0, query);
    if (ctx.store.fts) assert.equal(ids(ctx, query, scopes, 3)[0], viaScan[0], query);
    assert.ok(stored.includes(viaScan[0]));
  }
});

test('the one memory holding the question\'s rare word outranks many holding only its common words', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (let i = 0; i < 12; i++) remember(ctx, { content: `Step ${i}: the service deploy pipeline publishes artefact ${i} to registry ${i * 7}.`, kind: 'fact', scope: box.projectScope });
  for (let i = 0; i < 30; i++) remember(ctx, { content: `Unrelated note ${i} about colour ${i * 3} of widget ${i * 11}.`, kind: 'fact', scope: box.projectScope });
  const ledger = remember(ctx, { content: 'Ledger totals are reconciled every night.', kind: 'fact', scope: box.projectScope });
  // Three common words matched count for less than the one rare word: coverage weighs terms by idf.
  for (const view of [ctx, scanning(ctx)]) assert.equal(ids(view, 'how does the ledger service deploy pipeline work', [box.projectScope], 5)[0], ledger.id);
});
