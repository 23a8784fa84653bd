import assert from 'node:assert/strict';
import test from 'node:test';
import { remember } from '../../lib/memory/remember.ts';
import { quantize } from '../../lib/embed/quantize.ts';
import { nearest, PREFILTER_ABOVE, saveVectors, vectorIndex } from '../../lib/embed/vectors.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox } from '../support/sandbox.ts';

// A deterministic unit vector per seed, 64 dimensions.
function vector(seed: number): number[] {
  let x = seed * 2654435761 >>> 0;
  return Array.from({ length: 64 }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x / 2 ** 32) * 2 - 1;
  });
}

test('the nearest vectors come from the allowed scopes only, past the prefilter, and a vector saved later joins the next search', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const rows: Array<{ id: string; revision: number; vector: ReturnType<typeof quantize>; scope: string }> = [];
  for (let i = 0; i < PREFILTER_ABOVE + 100; i++) {
    const scope = i % 2 ? box.projectScope : USER_SCOPE;
    const m = remember(ctx, { content: `Fact number ${i} about subsystem ${i * 7}.`, kind: 'fact', scope, confirmed: true });
    rows.push({ id: m.id, revision: m.revision, vector: quantize(vector(i)), scope });
  }
  saveVectors(ctx.store, 'test-model', rows);
  const index = vectorIndex(ctx.store, 'test-model')!;
  // Asked with a project memory's own vector, within the project: that memory first.
  const target = rows[1001];
  // Asked within user:default only, it never returns the project's memory.
  assert.ok(!nearest(index, target.vector, [USER_SCOPE], 5).some((n) => n.id === target.id));
  const found = nearest(index, target.vector, [box.projectScope], 5);
  assert.equal(found[0].id, target.id);
  assert.ok(found.every((n) => rows.find((r) => r.id === n.id)!.scope === box.projectScope));
  // A memory written and embedded after those searches is found by the next one.
  const late = remember(ctx, { content: 'A late fact about the scheduler.', kind: 'fact', scope: box.projectScope });
  const lateVector = quantize(vector(99_999));
  saveVectors(ctx.store, 'test-model', [{ id: late.id, revision: late.revision, vector: lateVector }]);
  const again = vectorIndex(ctx.store, 'test-model')!;
  assert.equal(nearest(again, lateVector, [box.projectScope], 3)[0].id, late.id);
});
