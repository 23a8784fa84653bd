import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeTags } from '../../lib/policy/index.ts';
import { NuzoError } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/limits.ts';

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof NuzoError ? e.code : 'not a NuzoError';
  }
  return undefined;
}

test('tags are trimmed, lowercased, NFKC-folded, hyphenated and deduplicated', () => {
  assert.deepEqual(normalizeTags([' Workflow ', 'workflow', 'Code Review', 'ＣＩ', 'scope:project', 'v1.2_x']), ['workflow', 'code-review', 'ci', 'scope:project', 'v1.2_x']);
});

test('empty tags are dropped and a missing list is not accepted', () => {
  assert.deepEqual(normalizeTags(['', '  ']), []);
  assert.deepEqual(normalizeTags([]), []);
  assert.equal(code(() => normalizeTags(undefined)), 'INVALID_TAGS');
});

test('invalid tag input is refused with INVALID_TAGS', () => {
  assert.equal(code(() => normalizeTags('not,an,array,but,ok')), undefined);
  assert.equal(code(() => normalizeTags([1])), 'INVALID_TAGS');
  assert.equal(code(() => normalizeTags({ a: 1 })), 'INVALID_TAGS');
  assert.equal(code(() => normalizeTags(['bad/tag'])), 'INVALID_TAGS');
  assert.equal(code(() => normalizeTags(['émoji🎉'])), 'INVALID_TAGS');
  assert.equal(code(() => normalizeTags(['x'.repeat(LIMITS.tagMaxChars + 1)])), 'INVALID_TAGS');
  assert.equal(code(() => normalizeTags(Array.from({ length: LIMITS.tagsMax + 1 }, (_, i) => `t${i}`))), 'INVALID_TAGS');
});

test('the tag limits are inclusive', () => {
  assert.equal(normalizeTags(['x'.repeat(LIMITS.tagMaxChars)]).length, 1);
  assert.equal(normalizeTags(Array.from({ length: LIMITS.tagsMax }, (_, i) => `t${i}`)).length, LIMITS.tagsMax);
});
