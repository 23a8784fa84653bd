import test from 'node:test';
import assert from 'node:assert/strict';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { askedRoles, CONCEPT_TERMS_MAX, conceptTerms } from '../../lib/recall/concepts.ts';
import { recall } from '../../lib/recall/index.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

const MEMORIES = [
  'We use pnpm workspaces.',
  'The repo keeps its design notes under docs/adr.',
  'Run vitest in watch mode while editing.',
  'Deploys go out on Tuesdays after the staging run.',
  'Commit messages follow the conventional commits format.',
];

function seeded(t: test.TestContext, extra: string[] = []) {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of [...MEMORIES, ...extra]) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  const ask = (view: CoreContext, query: string) => recall(view, { query, scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false }).results;
  return { ctx, ask };
}

test('"which package manager does this repo use" finds "We use pnpm workspaces", on the index and on the scan alike', (t) => {
  const { ctx, ask } = seeded(t);
  for (const view of [ctx, scanning(ctx)]) {
    const results = ask(view, 'which package manager does this repo use');
    assert.equal(results[0]?.content, 'We use pnpm workspaces.', `fts=${view.store.fts}`);
    assert.match(results[0].reason, /names a package manager/i);
  }
  // None of the question's own words is in the memory: without the bridge nothing finds it.
  assert.deepEqual(ask(ctx, 'which package manager').map((r) => r.content), ['We use pnpm workspaces.']);
});

test('a memory in the question\'s own words still ranks above one naming a tool', (t) => {
  const { ctx, ask } = seeded(t, ['The package manager is pinned through the packageManager field of package.json.']);
  for (const view of [ctx, scanning(ctx)]) {
    const results = ask(view, 'which package manager does this repo use');
    assert.equal(results[0]?.content, 'The package manager is pinned through the packageManager field of package.json.');
    assert.equal(results[1]?.content, 'We use pnpm workspaces.');
  }
});

test('testing questions reach the test runner a memory names; both Nodes\' paths give the same ranking', (t) => {
  const { ctx, ask } = seeded(t);
  for (const query of ['what testing framework do we have', 'which package manager and test runner', 'how are the tests run']) {
    const indexed = ask(ctx, query).map((r) => [r.id, r.score]);
    assert.deepEqual(ask(scanning(ctx), query).map((r) => [r.id, r.score]), indexed, query);
    assert.ok(ask(ctx, query).some((r) => r.content.startsWith('Run vitest')), query);
  }
});

test('role phrases are found by stem, a named tool turns its role off, and the added names are capped', () => {
  assert.deepEqual(askedRoles('Which package managers are allowed?').map((r) => r.role), ['package manager']);
  assert.deepEqual(askedRoles('linting and formatting').map((r) => r.role), ['linter', 'formatter']);
  assert.deepEqual(askedRoles('do we still run the tests with jest?'), []);
  assert.deepEqual(askedRoles('the weather is nice today'), []);
  const many = conceptTerms(askedRoles('package manager, test runner, linter, formatter, bundler, database, ORM, CI, logging'));
  assert.equal(many.length, CONCEPT_TERMS_MAX);
  for (const name of ['pnpm', 'vitest', 'eslint', 'prettier', 'webpack', 'postgres']) assert.ok(many.includes(name), name);
});

test('a release question reaches the release tool a memory names, and a version question does not', (t) => {
  const { ctx, ask } = seeded(t, ['Every pull request that changes shipped code needs a changeset.']);
  for (const view of [ctx, scanning(ctx)]) {
    const results = ask(view, 'How are new releases published?');
    assert.equal(results[0]?.content, 'Every pull request that changes shipped code needs a changeset.', `fts=${view.store.fts}`);
    assert.match(results[0].reason, /names a release tool/i);
  }
  // "version" is the runtime's as often as the package's: no release tool for it.
  assert.deepEqual(askedRoles('What Python version is required?').map((r) => r.role).filter((r) => r === 'release tool'), []);
  assert.deepEqual(askedRoles('How do we version the public API?').map((r) => r.role), []);
});

test('"where does the source code live" reaches a memory naming the layout\'s directories, and abstaining keeps it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of [...MEMORIES, 'Each service has its entry point under cmd/<service>/ and shares helpers from pkg/.']) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    const results = recall(view, { query: 'Where does the source code live in the repo?', scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false, abstain: true }).results;
    assert.equal(results[0]?.content, 'Each service has its entry point under cmd/<service>/ and shares helpers from pkg/.', `fts=${view.store.fts}`);
    assert.match(results[0].reason, /names a code layout/i);
  }
  assert.deepEqual(askedRoles('Where does the source code live in the repo?').map((r) => r.role), ['code layout']);
  // A directory is not a role word of its own: "lib" in a question asks nothing of the layout.
  assert.deepEqual(askedRoles('which lib parses dates').map((r) => r.role), []);
});

test('a role asked in short forms ("wat pkg manager", "which db") reaches the tool a memory names, abstaining too', (t) => {
  assert.deepEqual(askedRoles('wat pkg manager do we use').map((r) => [r.role, r.words]), [['package manager', ['pkg', 'manager']]]);
  assert.deepEqual(askedRoles('which db do we use').map((r) => r.role), ['database']);
  assert.deepEqual(askedRoles('is the db postgres').map((r) => r.role), [], 'a question naming the tool asks nothing of its role');
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of [...MEMORIES, 'Everything is stored in PostgreSQL 16.']) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    const ask = (query: string) => recall(view, { query, scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false, abstain: true }).results.map((r) => r.content);
    assert.equal(ask('wat pkg manager do we use')[0], 'We use pnpm workspaces.', `fts=${view.store.fts}`);
    assert.equal(ask('which db do we use')[0], 'Everything is stored in PostgreSQL 16.', `fts=${view.store.fts}`);
  }
});
