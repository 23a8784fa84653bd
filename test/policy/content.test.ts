import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateContent } from '../../lib/policy/index.ts';
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

test('content is trimmed and returned', () => {
  assert.equal(validateContent('  We use pnpm.\n'), 'We use pnpm.');
});

test('empty, oversized, non-string and malformed content is refused with its own code', () => {
  assert.equal(code(() => validateContent('   ')), 'CONTENT_EMPTY');
  assert.equal(code(() => validateContent('a'.repeat(LIMITS.contentMaxChars + 1))), 'CONTENT_TOO_LONG');
  assert.equal(code(() => validateContent(42)), 'INVALID_INPUT');
  assert.equal(code(() => validateContent('a\u0000b')), 'INVALID_INPUT');
  assert.equal(code(() => validateContent('lone \ud800 surrogate')), 'INVALID_INPUT');
  assert.equal(code(() => validateContent('lone \udc00 low surrogate')), 'INVALID_INPUT');
});

test('content at the length limit and paired surrogates are accepted', () => {
  assert.equal(validateContent('a'.repeat(LIMITS.contentMaxChars)).length, LIMITS.contentMaxChars);
  assert.equal(validateContent('ship it 🎉'), 'ship it 🎉');
});
