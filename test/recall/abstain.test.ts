// Recall that abstains: a question no memory answers gets nothing (and the CLI says so),
// instead of the encoder's nearest memories; one that a memory answers in other words still
// finds it beside a memory that shares a word with it. Through the CLI, on a real store, with
// the encoder Nuzo ships (the default).
import assert from 'node:assert/strict';
import test from 'node:test';
import { answered, closeInMeaning, FOCUS_FLOOR, MARGIN_FLOOR, padding, SIMILARITY_FLOOR, SIMILARITY_MARGIN, vouches } from '../../lib/recall/abstain.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { rank } from '../../lib/recall/rank.ts';
import { sandbox, scanning } from '../support/sandbox.ts';
import { cliSandbox } from '../cli/helpers.ts';

const ORDINARY = [
  ['I prefer concise final answers.', 'preference'],
  ['We use pnpm for packages.', 'project_decision'],
  ['Run the tests with vitest.', 'instruction'],
  ['The CLI entry point is src/main.ts.', 'fact'],
  ['The user drinks espresso every morning.', 'fact'],
] as const;

test('the encoder vouches for a memory close in meaning, or for the nearest one when it stands out', () => {
  const sims = new Map([['a', 0.26], ['b', 0.11], ['c', 0.02]]);
  assert.equal(closeInMeaning('a', sims), true);
  assert.equal(closeInMeaning('b', sims), false, 'not the nearest, and below the floor');
  assert.equal(closeInMeaning('a', new Map([['a', 0.16], ['b', 0.14]])), false, 'the nearest, but no clearer than the next');
  assert.equal(closeInMeaning('a', new Map([['a', SIMILARITY_FLOOR], ['b', SIMILARITY_FLOOR]])), true, 'close in absolute terms');
  assert.equal(closeInMeaning('a', new Map([['a', 0.3]])), true, 'alone in the pool, it stands out from nothing');
  assert.equal(closeInMeaning('a', undefined), false);
  assert.equal(closeInMeaning('z', sims), false);
  assert.equal(closeInMeaning('a', new Map([['a', 0.16], ['b', 0.04]])), false, 'the nearest by a wide margin, but too far to mean anything: chance in a small store');
  assert.ok(SIMILARITY_MARGIN > 0 && SIMILARITY_MARGIN < SIMILARITY_FLOOR);
  assert.ok(MARGIN_FLOOR > 0.16 && MARGIN_FLOOR < 0.26, 'between the chance winner above and the coffee question');
});

test('a question is answered when one memory holds enough of its focus or is close in meaning; the rest of an answer loses only pure padding', () => {
  const none = new Map([['a', 0.16], ['b', 0.14]]);
  assert.equal(answered([{ coverage: 0.4, focus: 0, memory: { id: 'a' } }, { coverage: 0.1, focus: 0.1, memory: { id: 'b' } }], none), false, "the question's generic words are not its focus");
  assert.equal(answered([{ coverage: 0.3, focus: FOCUS_FLOOR, memory: { id: 'a' } }], none), true);
  assert.equal(vouches('x', { coverage: 0, focus: FOCUS_FLOOR }, undefined), true);
  assert.equal(vouches('x', { coverage: 1, termShare: 1 }, undefined), false, 'words without the focus vouch for nothing');
  assert.equal(padding('b', { coverage: 0 }, none), true);
  assert.equal(padding('b', { coverage: 0.1 }, none), false, 'a memory sharing a word is never padding');
});

test('an unrelated question gets nothing from a small store, and the CLI says so', async () => {
  const box = cliSandbox();
  for (const [content, kind] of ORDINARY) assert.equal((await box.nuzo(['memory', 'remember', content, '--kind', kind, '--scope', 'user'])).code, 0);
  const json = await box.nuzo(['memory', 'recall', 'kubernetes deployment', '--json']);
  assert.equal(json.code, 0, json.stderr);
  assert.equal((json.json as any).semantic, 'used', 'the encoder took part and still found nothing');
  assert.deepEqual((json.json as any).results, []);
  const text = await box.nuzo(['memory', 'recall', 'kubernetes deployment']);
  assert.match(text.stdout, /^No memory matches this\.$/m);
});

// The same five kinds of memory in other words: here the entry point is the encoder's nearest
// memory to "kubernetes deployment" by a wide margin (0.16 against 0.04), which alone must not
// answer it.
const ORDINARY_REWORDED = [
  ['I prefer concise final answers.', 'preference'],
  ['We use pnpm, never npm.', 'project_decision'],
  ['Run tests with pnpm test.', 'instruction'],
  ['The entry point is src/index.ts.', 'fact'],
  ['The user drinks espresso every morning.', 'fact'],
] as const;

test('an unrelated question gets nothing from a small store whose nearest memory stands out by chance', async () => {
  const box = cliSandbox();
  for (const [content, kind] of ORDINARY_REWORDED) assert.equal((await box.nuzo(['memory', 'remember', content, '--kind', kind, '--scope', 'user'])).code, 0);
  const json = await box.nuzo(['memory', 'recall', 'kubernetes deployment', '--json']);
  assert.equal((json.json as any).semantic, 'used');
  assert.deepEqual((json.json as any).results, []);
  const coffee = await box.nuzo(['memory', 'recall', 'which coffee is preferred', '--json']);
  assert.ok((coffee.json as any).results.map((r: any) => r.content).includes('The user drinks espresso every morning.'));
});

test("the README's coffee question finds the espresso memory, with a preference sharing a word beside it, and alone", async () => {
  const box = cliSandbox();
  for (const [content, kind] of ORDINARY) assert.equal((await box.nuzo(['memory', 'remember', content, '--kind', kind, '--scope', 'user'])).code, 0);
  const beside = await box.nuzo(['memory', 'recall', 'which coffee is preferred', '--json']);
  const contents = (beside.json as any).results.map((r: any) => r.content);
  assert.ok(contents.includes('The user drinks espresso every morning.'), JSON.stringify(contents));
  assert.ok(!contents.includes('The CLI entry point is src/main.ts.'), 'padding stays out');

  const alone = cliSandbox();
  for (const content of ['The user drinks espresso every morning.', 'We use pnpm for packages.']) assert.equal((await alone.nuzo(['memory', 'remember', content, '--scope', 'user'])).code, 0);
  const found = await alone.nuzo(['memory', 'recall', 'which coffee is preferred', '--json']);
  assert.deepEqual((found.json as any).results.map((r: any) => r.content), ['The user drinks espresso every morning.']);
});

test('in a store of one memory, a question whose focus it holds is answered, though every shared word has next to no information there', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Run the tests with vitest.', kind: 'instruction', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    const ask = (query: string) => recall(view, { query, scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false, abstain: true }).results.length;
    assert.equal(ask('how do I run the tests'), 1);
    assert.equal(ask('how do I run the linter'), 0, 'holding "run" is not holding the linter');
  }
  assert.equal(padding('m', { coverage: 0, termShare: 0.2 }, undefined), false, 'a memory holding a word of the question is not padding');
});

test('in a small store, a memory holding most of the focus words answers though the question has words no memory holds; one word of two does not', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Deploys go through the staging cluster first.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'The user drinks espresso every morning.', kind: 'preference', scope: 'user:default' });
  for (const view of [ctx, scanning(ctx)]) {
    const ask = (query: string) => recall(view, { query, scopes: [box.projectScope, 'user:default'], limit: 5, projectScope: box.projectScope, recordUse: false, abstain: true }).results.map((r) => r.content);
    // Two of the focus words (canaries, rollouts) are in no memory: each weighs the highest idf.
    assert.deepEqual(ask('which staging cluster do deploys use for canaries and rollouts'), ['Deploys go through the staging cluster first.']);
    assert.deepEqual(ask('kubernetes deploys'), [], 'one focus word of two is no majority');
  }
  assert.equal(vouches('m', { coverage: 0, focus: 0, focusHeld: 0.6 }, undefined), true);
  assert.equal(vouches('m', { coverage: 0, focus: FOCUS_FLOOR - 0.01, focusHeld: 0.5 }, undefined), false);
});

test('a memory the encoder brought whose section tag holds the focus vouches, and is kept in the answer though its text holds no question word', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const tagged = remember(ctx, { content: 'Generated sources come out of the watcher on their own.', kind: 'fact', tags: ['host-import', 'build'], scope: box.projectScope });
  // Not matched by the index (bm25 0, matchedAll false): a candidate the vectors joined.
  const [r] = rank('How do I build the project?', [{ memory: tagged, bm25: 0, matchedAll: false }], { projectScope: box.projectScope, now: Date.now() });
  assert.equal(r.coverage, 0);
  assert.equal(r.termShare, 0);
  assert.equal(r.focus, 1, 'the tag holds the focus');
  assert.equal(vouches(tagged.id, r, undefined), true);
  assert.equal(padding(tagged.id, r, undefined), false, 'a memory that vouches is never padding');
  assert.equal(padding(tagged.id, { coverage: 0, termShare: 0, focus: 0, focusHeld: 0 }, undefined), true);
});
