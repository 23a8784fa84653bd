import assert from 'node:assert/strict';
import test from 'node:test';
import { remember } from '../../lib/memory/remember.ts';
import { cosine, quantize } from '../../lib/embed/quantize.ts';
import { SignCodes } from '../../lib/embed/sign-codes.ts';
import { nearest, PREFILTER_ABOVE, saveVectors, vectorIndex } from '../../lib/embed/vectors.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox } from '../support/sandbox.ts';

// A deterministic vector per seed, 64 dimensions unless told.
function vector(seed: number): number[] {
  return vectorOf(64, seed);
}

function vectorOf(dim: number, seed: number): number[] {
  let x = seed * 2654435761 >>> 0;
  return Array.from({ length: dim }, () => {
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

test('the sign-bit distances measured in WebAssembly are the plain popcounts, at any dimension', () => {
  for (const dim of [8, 16, 64, 100, 384, 512]) {
    const codes = new SignCodes(dim, 4);
    const stored = Array.from({ length: 70 }, (_, i) => quantize(vectorOf(dim, i + 1)).q);
    codes.grow(stored.length); // past the first capacity: the codes must survive the memory growing
    stored.forEach((q, slot) => codes.set(slot, q));
    const query = quantize(vectorOf(dim, 999)).q;
    const distances = codes.distances(query, stored.length);
    stored.forEach((q, slot) => {
      // The dimensions whose signs differ, counted one by one.
      let expected = 0;
      for (let i = 0; i < dim; i++) if (q[i] > 0 !== query[i] > 0) expected++;
      assert.equal(distances[slot], expected, `dim ${dim}, slot ${slot}`);
    });
  }
});

test('past the prefilter, the nearest vectors are the ones an exact scan finds', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const dim = 64;
  const rows: Array<{ id: string; revision: number; vector: ReturnType<typeof quantize> }> = [];
  for (let i = 0; i < PREFILTER_ABOVE + 100; i++) {
    const m = remember(ctx, { content: `Fact ${i} about part ${i * 13}.`, kind: 'fact', scope: box.projectScope, confirmed: true });
    rows.push({ id: m.id, revision: m.revision, vector: quantize(vectorOf(dim, i + 1)) });
  }
  saveVectors(ctx.store, 'test-model', rows);
  const index = vectorIndex(ctx.store, 'test-model')!;
  let agreed = 0;
  for (let k = 0; k < 20; k++) {
    // A stored vector, nudged: its own memory is the nearest, its neighbours come next.
    const query = quantize(vectorOf(dim, k * 101 + 7).map((x, i) => x * 0.3 + rows[k * 97].vector.q[i] / 127));
    const exact = rows
      .map((r) => ({ id: r.id, similarity: cosine(query, r.vector.q, r.vector.scale) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 10)
      .map((n) => n.id);
    const found = nearest(index, query, [box.projectScope], 10).map((n) => n.id);
    assert.equal(found[0], exact[0], `query ${k}: the nearest`);
    agreed += found.filter((id) => exact.includes(id)).length;
  }
  assert.ok(agreed / 200 >= 0.95, `top 10 shared with the exact scan: ${agreed / 200}`);
});

test('an index asked for before any vector exists picks up the vectors saved later', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  assert.equal(vectorIndex(ctx.store, 'test-model'), null);
  const m = remember(ctx, { content: 'A fact about the scheduler.', kind: 'fact', scope: box.projectScope, confirmed: true });
  const v = quantize(vector(5));
  saveVectors(ctx.store, 'test-model', [{ id: m.id, revision: m.revision, vector: v }]);
  const index = vectorIndex(ctx.store, 'test-model');
  assert.ok(index, 'the index exists once a vector does');
  assert.equal(nearest(index, v, [box.projectScope], 1)[0]?.id, m.id);
});
