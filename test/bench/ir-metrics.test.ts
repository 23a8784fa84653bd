import test from 'node:test';
import assert from 'node:assert/strict';
import { dcgAtK, mean, meanOver, mrrAtK, ndcgAtK, recallAtK } from '../../bench/lib/ir-metrics.mjs';

const close = (actual: number | null, expected: number, tolerance = 1e-9) => {
  assert.ok(actual !== null, 'expected a number, got null');
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);
};

test('recall@k counts relevant ids of any grade within the first k', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e'];
  const relevant = { a: 2, c: 1, x: 1 };
  close(recallAtK(ranked, relevant, 5), 2 / 3);
  close(recallAtK(ranked, relevant, 2), 1 / 3);
  close(recallAtK(ranked, relevant, 1), 1 / 3);
  close(recallAtK(['q', 'r'], relevant, 5), 0);
  close(recallAtK([], relevant, 5), 0);
});

test('grades of zero or below are not relevant, and no labels gives null', () => {
  assert.equal(recallAtK(['a'], {}, 5), null);
  assert.equal(ndcgAtK(['a'], { a: 0 }, 5), null);
  close(recallAtK(['a', 'b'], { a: 1, b: 0, c: -1 }, 5), 1);
});

test('nDCG@k by hand: linear gain, log2(i + 1) discount', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e'];
  const relevant = { a: 2, c: 1, x: 1 };
  // DCG = 2/log2(2) + 1/log2(4) = 2.5; IDCG = 2 + 1/log2(3) + 1/log2(4) = 3.1309297535714573
  close(dcgAtK(ranked, relevant, 5), 2.5);
  close(ndcgAtK(ranked, relevant, 5), 2.5 / (2 + 1 / Math.log2(3) + 0.5));
  close(ndcgAtK(ranked, relevant, 5), 0.7984845, 1e-6);
  // At k = 1 the ideal list is [2] and the ranking puts the grade-2 id first.
  close(ndcgAtK(ranked, relevant, 1), 1);
});

test('nDCG rewards putting the higher grade first', () => {
  close(ndcgAtK(['a', 'c'], { a: 2, c: 1 }, 2), 1);
  // DCG = 1 + 2/log2(3) = 2.2618595071429146; IDCG = 2 + 1/log2(3) = 2.6309297535714573
  close(ndcgAtK(['c', 'a'], { a: 2, c: 1 }, 2), (1 + 2 / Math.log2(3)) / (2 + 1 / Math.log2(3)));
  close(ndcgAtK(['c', 'a'], { a: 2, c: 1 }, 2), 0.8597187, 1e-6);
});

test('a single relevant id at rank 2 scores 1/log2(3)', () => {
  close(ndcgAtK(['b', 'a'], { a: 1 }, 10), 1 / Math.log2(3));
  close(ndcgAtK(['b', 'a'], { a: 1 }, 1), 0);
  close(mrrAtK(['b', 'a'], { a: 1 }, 10), 0.5);
  close(mrrAtK(['b', 'a'], { a: 1 }, 1), 0);
});

test('a repeated id counts once, at its first position', () => {
  close(recallAtK(['a', 'a', 'b'], { b: 1 }, 2), 1);
  close(ndcgAtK(['a', 'a', 'b'], { b: 1 }, 2), 1 / Math.log2(3));
  close(ndcgAtK(['b', 'b'], { b: 1, c: 1 }, 2), 1 / (1 + 1 / Math.log2(3)));
});

test('the ideal DCG is cut at k', () => {
  // Three grade-2 ids, k = 2: IDCG = 2 + 2/log2(3); the ranking finds one, at rank 2.
  close(ndcgAtK(['z', 'b'], { a: 2, b: 2, c: 2 }, 2), (2 / Math.log2(3)) / (2 + 2 / Math.log2(3)));
});

test('mean skips nulls; meanOver averages a metric over runs', () => {
  close(mean([1, null, 0]), 0.5);
  assert.equal(mean([null, undefined]), null);
  const runs: Array<{ ranked: string[]; relevant: Record<string, number> }> = [
    { ranked: ['a'], relevant: { a: 1 } },
    { ranked: ['b'], relevant: { a: 1 } },
    { ranked: ['b'], relevant: {} },
  ];
  close(meanOver(runs, recallAtK, 5), 0.5);
  close(meanOver(runs, ndcgAtK, 5), 0.5);
});

test('k must be a positive integer', () => {
  assert.throws(() => recallAtK(['a'], { a: 1 }, 0), RangeError);
  assert.throws(() => ndcgAtK(['a'], { a: 1 }, 1.5), RangeError);
});
