// The policy's two headline numbers: share of secrets refused, share of ordinary
// memory-worthy statements wrongly refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContent, scanContent } from '../../lib/policy/index.ts';
import { secretSamples } from './samples.ts';
import { ORDINARY } from './ordinary.ts';

test('the secret table covers at least 150 samples across providers', () => {
  assert.ok(secretSamples().length >= 150);
});

test('at least 90% of secret samples are refused as secrets', () => {
  const samples = secretSamples();
  const missed = samples.filter((s) => checkContent(s.text)?.code !== 'SECRET_DETECTED').map((s) => s.label);
  const rate = 1 - missed.length / samples.length;
  assert.ok(rate >= 0.9, `refused ${(rate * 100).toFixed(1)}%; missed: ${missed.join(', ')}`);
});

test('the ordinary table holds at least 200 memory-worthy statements', () => {
  assert.ok(ORDINARY.length >= 200);
});

test('at most 1 in 40 ordinary statements is refused', () => {
  const blocked = ORDINARY.filter((t) => scanContent(t).length > 0);
  assert.ok(blocked.length <= ORDINARY.length / 40, `wrongly refused: ${JSON.stringify(blocked)}`);
});

test('no ordinary statement is refused today', () => {
  const blocked = ORDINARY.map((t) => ({ t, f: scanContent(t).map((f) => f.rule) })).filter((x) => x.f.length > 0);
  assert.deepEqual(blocked, []);
});
