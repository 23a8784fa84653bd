// The bundled encoder through the built MCP server, its model a stand-in
// (stand-in-encoder.ts) so that it can misbehave on cue: memories remembered over MCP are
// embedded on the encoder's thread, a question in other words finds its memory through its
// vector, and when the model stalls or will not load, memory_recall still answers lexically
// within the configured budget and says why; a stalled model is replaced for later questions.
import assert from 'node:assert/strict';
import test from 'node:test';
import { HUNG_MS } from '../../lib/embed/encoder-thread.ts';
import { BUNDLED_MODEL } from '../../lib/embed/model-id.ts';
import { openStore } from '../../lib/store/store.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { connect, ok, writeUserConfig } from '../server/helpers.ts';
import { installStandInEncoder, type StandInOptions } from './stand-in-encoder.ts';

const MEMORIES = ['We use pnpm workspaces for this monorepo.', 'Run vitest before every commit.', 'The user drinks espresso, never tea.'];
const BUDGET_MS = 1_000;

function vectorCount(home: string): number {
  const store = openStore({ home });
  try {
    return (store.db.prepare('SELECT count(*) AS n FROM memory_vectors WHERE model = ?').get(BUNDLED_MODEL) as { n: number }).n;
  } finally {
    store.close();
  }
}

function bundledBox(options: StandInOptions = {}): Sandbox {
  const box = sandbox();
  installStandInEncoder(box.home, options);
  writeUserConfig(box, { recall: { embeddings: { provider: 'bundled', timeout_ms: BUDGET_MS } } });
  return box;
}

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await f();
  return { value, ms: performance.now() - t0 };
}

// Run in-process, the model would take the server down with it (or hold it forever): the
// time limit makes that a failure rather than a hang.
test('memory_recall with the bundled encoder: vectors from its thread find a paraphrase; a model that hangs or crashes costs a question its budget, and a new thread answers the next', { timeout: 60_000 }, async (t) => {
  const box = bundledBox();
  const s = await connect(box);
  t.after(async () => {
    await s.close();
    box.cleanup();
  });
  const pr = { project_root: box.project };
  for (const content of MEMORIES) ok(await s.call('memory_remember', { content, kind: 'fact', scope: 'project:auto', ...pr }));
  const deadline = Date.now() + 10_000;
  while (vectorCount(box.home) < MEMORIES.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  assert.equal(vectorCount(box.home), MEMORIES.length, 'the memories were embedded after the replies');

  const used = ok(await s.call('memory_recall', { query: 'which coffee is preferred', ...pr }));
  assert.equal(used.semantic, 'used');
  assert.match(used.results[0].content, /espresso/);

  for (const [i, misbehave] of ['stall forever', 'spin forever', 'crash the encoder'].entries()) {
    // Two of its five words no memory holds: too little for the words alone, so recall needs the
    // vector, yet enough for an answer when the vector does not come (lib/recall/abstain.ts).
    const failed = await timed(async () => ok(await s.call('memory_recall', { query: `pnpm workspaces monorepo: ${misbehave}`, ...pr })));
    assert.equal(failed.value.semantic, 'unavailable: timeout', misbehave);
    assert.match(failed.value.results[0].content, /pnpm/, `${misbehave}: lexical recall answers`);
    // The budget bounds the answer; the slack above it is the MCP round trip on a loaded machine.
    assert.ok(failed.ms >= BUDGET_MS * 0.9 && failed.ms < BUDGET_MS + 5_000, `${misbehave}: answered after ${failed.ms} ms`);
    // A thread silent for HUNG_MS with work waiting is replaced by the next question. The new
    // thread starts and loads its model within that question's budget on an idle machine; on
    // a loaded one it may miss it and answer the one after, so ask until it answers (a
    // bounded number of questions, each bounded by the budget) rather than bet on the clock.
    await new Promise((r) => setTimeout(r, HUNG_MS + 200));
    let again = ok(await s.call('memory_recall', { query: `what coffee is liked, take ${i}`, ...pr }));
    for (let retry = 1; again.semantic !== 'used' && retry < 6; retry++) {
      assert.equal(again.semantic, 'unavailable: timeout', `${misbehave}: only a thread still starting misses the budget`);
      again = ok(await s.call('memory_recall', { query: `what coffee is liked, take ${i}.${retry}`, ...pr }));
    }
    assert.equal(again.semantic, 'used', `${misbehave}: a new thread answers`);
    assert.match(again.results[0].content, /espresso/);
  }
});

test('memory_recall with a bundled model that will not load answers lexically at once and says the encoder is not installed', async (t) => {
  const box = bundledBox({ unloadable: true });
  const s = await connect(box);
  t.after(async () => {
    await s.close();
    box.cleanup();
  });
  const pr = { project_root: box.project };
  ok(await s.call('memory_remember', { content: MEMORIES[0], kind: 'fact', scope: 'project:auto', ...pr }));
  // Wait for the event, not a clock: until the failed load (started by the remember above)
  // is heard of, recall finds no vectors or waits out its budget; once one answer says
  // not_installed, the next must not wait at all.
  let first = ok(await s.call('memory_recall', { query: 'pnpm workspaces', ...pr }));
  for (let retry = 1; first.semantic !== 'unavailable: not_installed' && retry < 100; retry++) {
    assert.match(first.semantic, /^unavailable: (no_vectors|timeout)$/, 'before the failed load is heard of');
    await new Promise((r) => setTimeout(r, 100));
    first = ok(await s.call('memory_recall', { query: `pnpm workspaces ${retry}`, ...pr }));
  }
  assert.equal(first.semantic, 'unavailable: not_installed');
  const answer = await timed(async () => ok(await s.call('memory_recall', { query: 'pnpm workspaces again', ...pr })));
  // The server's background backfill may try the model again meanwhile (embed() clears the
  // failed load), and then the next state is "no vectors": either way nothing waits for it.
  assert.match(answer.value.semantic, /^unavailable: (not_installed|no_vectors)$/);
  assert.match(answer.value.results[0].content, /pnpm/);
  assert.ok(answer.ms < BUDGET_MS * 0.9, `answered after ${answer.ms} ms, as if it had waited for the model`);
});
