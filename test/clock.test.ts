import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { ulidIds } from '../lib/clock.ts';
import { sha1Hex, sha256Hex } from '../lib/hash.ts';

test('ids are prefixed ULIDs whose time part encodes the clock and which sort in creation order', () => {
  let now = Date.parse('2026-11-22T08:00:00.000Z');
  const ids = ulidIds({ now: () => now });
  const made: string[] = [];
  for (let i = 0; i < 2000; i++) {
    if (i % 500 === 0) now += 1;
    made.push(ids.next('mem'));
  }
  for (const id of made) assert.match(id, /^mem_[0-9A-HJKMNP-TV-Z]{26}$/);
  assert.deepEqual([...made].sort(), made, 'monotonic, also within one millisecond');
  assert.equal(new Set(made).size, made.length);
  const time = made[0].slice(4, 14).split('').reduce((acc, ch) => acc * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(ch), 0);
  assert.equal(time, Date.parse('2026-11-22T08:00:00.001Z'));
});

test('a clock that goes backwards never produces an id sorting before the previous one', () => {
  let now = 1_000_000;
  const ids = ulidIds({ now: () => now });
  const first = ids.next('evt');
  now -= 500;
  assert.ok(ids.next('evt') > first);
});

test('the hook-path SHA-256 and SHA-1 agree with node:crypto', () => {
  for (const text of ['', '/home/dev/proj', '/tmp/ünïcødé/路径/🙂', 'x'.repeat(1000)]) {
    assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'));
    assert.equal(sha1Hex(Buffer.from(text)), createHash('sha1').update(text).digest('hex'));
  }
});
