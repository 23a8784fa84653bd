// lib/once.ts: a value built on its first use, then kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from '../lib/once.ts';

test('once() builds its value on the first call only, and keeps a falsy one', () => {
  let calls = 0;
  const zero = once(() => { calls++; return 0; });
  assert.equal(calls, 0);
  assert.equal(zero(), 0);
  assert.equal(zero(), 0);
  assert.equal(calls, 1);
});
