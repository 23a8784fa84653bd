// The fusion rule on its own: the encoder reorders nothing while lexical recall holds at
// least TRUST_LEXICAL of the question, and is the deciding evidence when it holds none.
import assert from 'node:assert/strict';
import test from 'node:test';
import { fuse, MAX_WEIGHT, semanticWeight, TRUST_LEXICAL } from '../../lib/embed/fusion.ts';
import type { Ranked } from '../../lib/recall/rank.ts';

function ranked(id: string, score: number, coverage: number): Ranked {
  return { memory: { id, updated_at: '2026-01-01T00:00:00.000Z' } as Ranked['memory'], score, reason: 'Matched x.', coverage, termShare: 1, focus: coverage, focusHeld: 1 };
}

test('the semantic weight is off from TRUST_LEXICAL coverage up and reaches MAX_WEIGHT at none', () => {
  assert.equal(semanticWeight(0), MAX_WEIGHT);
  assert.equal(semanticWeight(TRUST_LEXICAL), 0);
  assert.equal(semanticWeight(1), 0);
  assert.ok(semanticWeight(TRUST_LEXICAL / 2) > 0 && semanticWeight(TRUST_LEXICAL / 2) < MAX_WEIGHT);
  assert.equal(semanticWeight(Number.NaN), MAX_WEIGHT);
});

test('a lexical answer that holds enough of the question keeps its order, however close the others are in meaning', () => {
  const list = [ranked('a', 0.6, TRUST_LEXICAL), ranked('b', 0.5, 0.1), ranked('c', 0.1, 0)];
  const similarity = new Map([['a', 0.1], ['b', 0.5], ['c', 0.9]]);
  assert.deepEqual(fuse(list, similarity).map((r) => r.memory.id), ['a', 'b', 'c']);
});

test('when the words found little, the memory closest in meaning comes first', () => {
  const list = [ranked('a', 0.3, 0.05), ranked('b', 0.25, 0.05), ranked('c', 0.1, 0)];
  const similarity = new Map([['a', 0.1], ['b', 0.2], ['c', 0.9]]);
  const fused = fuse(list, similarity);
  assert.equal(fused[0].memory.id, 'c');
  assert.match(fused[0].reason, /close in meaning/);
});

test('a lexical hit holding no more than half of the question\'s words does not stop the encoder, however rare the word it holds', async () => {
  const { lexicalSuffices, trustedCoverage } = await import('../../lib/embed/fusion.ts');
  // "which coffee is preferred" against "I prefer concise final answers": one word of two.
  const half = { ...ranked('a', 0.9, 0.6), termShare: 0.5 };
  assert.equal(lexicalSuffices([half]), false);
  assert.ok(trustedCoverage(half) < TRUST_LEXICAL);
  assert.ok(semanticWeight(trustedCoverage(half)) > 0, 'the encoder gets a say in the order');
  const most = { ...ranked('b', 0.9, 0.6), termShare: 2 / 3 };
  assert.equal(lexicalSuffices([most]), true);
});
