import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeContent, similarity, NEAR_DUPLICATE_THRESHOLD } from '../../lib/policy/index.ts';

test('normalization folds compatibility forms, case, whitespace and trailing punctuation', () => {
  assert.equal(normalizeContent('  Always   run the\tLinter before committing.  '), 'always run the linter before committing');
  assert.equal(normalizeContent('Ｕｓｅ pnpm!!'), 'use pnpm');
  assert.equal(normalizeContent('Always run the linter before committing.'), normalizeContent('always run the linter before committing'));
});

test('a rephrasing with a different word form is a near duplicate', () => {
  const score = similarity('Always run the linter before committing.', 'always run the linter before commits');
  assert.ok(score >= NEAR_DUPLICATE_THRESHOLD, String(score));
});

test('identical text scores 1 and unrelated text scores near 0', () => {
  assert.equal(similarity('We use pnpm.', 'we use pnpm'), 1);
  assert.ok(similarity('We use pnpm.', 'Deploys happen on Fridays.') < 0.1);
});

test('distinct facts about the same tool stay below the threshold', () => {
  const pairs: [string, string][] = [
    ['Always run the linter before committing.', 'Never run the linter on generated files.'],
    ['We use pnpm in this repo.', 'We use npm in this repo.'],
    ['Run the linter with --fix in CI.', 'Run the linter without --fix locally.'],
    ['Postgres runs on port 5432 locally.', 'Postgres runs on port 6432 in staging.'],
    ['The linter config lives in eslint.config.js.', 'The linter runs on every push to main.'],
  ];
  for (const [a, b] of pairs) assert.ok(similarity(a, b) < NEAR_DUPLICATE_THRESHOLD, `${a} / ${b}: ${similarity(a, b)}`);
});

test('similarity is symmetric and stays within 0..1', () => {
  const texts = ['', 'a', 'Use pnpm.', 'use PNPM', 'Ship on Fridays', '🎉🎉'];
  for (const a of texts) for (const b of texts) {
    const s = similarity(a, b);
    assert.ok(s >= 0 && s <= 1);
    assert.equal(s, similarity(b, a));
  }
});
