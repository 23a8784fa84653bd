// Each memory_recall and memory_recall_hook answer leaves a receipt (ids, revisions, size of
// the answer the model gets), through the built server and the real SDK client; the query
// and the task text never reach it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import test from 'node:test';
import { remember } from '../../lib/memory/remember.ts';
import { receiptsPath } from '../../lib/receipts/log.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok } from './helpers.ts';

test('memory_recall and memory_recall_hook answers are receipted without the question', async (t) => {
  const box = sandbox();
  const ctx = box.open();
  const m = remember(ctx, { content: 'Deploys go through the staging cluster orchid first.', kind: 'fact', scope: box.projectScope });
  ctx.store.close();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const recalled = ok(await s.call('memory_recall', { query: 'which staging cluster do deploys use zebra-question', ...pr }));
  assert.equal(recalled.results[0].id, m.id);
  ok(await s.call('memory_recall_hook', { task_context: 'Prepare the deploy to staging, mango-task', ...pr }));
  assert.equal(ok(await s.call('memory_recall', { query: 'xylophone', scope: 'user:default', ...pr })).results.length, 0);
  const receipts = readFileSync(receiptsPath(box.home), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(receipts.map((r) => r.event), ['memory_recall', 'memory_recall_hook'], 'an empty answer hands over no memory');
  for (const r of receipts) {
    assert.deepEqual([r.host, r.project, r.memories], ['mcp', box.projectScope, [{ id: m.id, revision: 1 }]]);
    assert.match(r.session_id, /^mcp-\d{4}-\d\d-\d\dT[\d:.]+Z-\d+$/);
    assert.ok(r.chars > 100 && r.tokens === Math.ceil(r.chars / 4));
  }
  assert.equal(receipts[0].session_id, receipts[1].session_id, 'one server process, one session');
  const raw = readFileSync(receiptsPath(box.home), 'utf8');
  assert.doesNotMatch(raw, /zebra|mango|orchid|staging/);
  assert.ok(existsSync(receiptsPath(box.home)));
});
