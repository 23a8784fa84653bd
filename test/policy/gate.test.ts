// The prefilters read off the rule patterns must only ever skip rules that could not match:
// the figures are lower bounds of any match, and any construct the reader does not know
// leaves the rule ungated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { factsOf, gateOf, mayMatch } from '../../lib/policy/gate.ts';
import { SECRET_RULES } from '../../lib/policy/secrets.ts';
import { PII_RULES } from '../../lib/policy/pii.ts';
import { HTTP_AUTH_RULES } from '../../lib/policy/http-auth.ts';
import { CREDENTIAL_RULES } from '../../lib/policy/credentials.ts';

test('a pattern gives its shortest match and the digits it needs', () => {
  assert.deepEqual(gateOf(/(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9_]{30,}/g), { minRun: 34, minDigits: 0 });
  assert.deepEqual(gateOf(/(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g), { minRun: 11, minDigits: 9 });
  assert.deepEqual(gateOf(/a(?:bc|d)e{2,}|xy/g), { minRun: 2, minDigits: 0 });
});

test('a pattern that can take a space or a construct not read is not gated by run length', () => {
  assert.equal(gateOf(/foo\s+bar1/g).minRun, 0);
  assert.equal(gateOf(/foo[^x]{20}/g).minRun, 0);
  assert.equal(gateOf(/foo\ bar/g).minRun, 0);
  assert.equal(gateOf(/foo.{20}/g).minRun, 0);
  assert.equal(gateOf(/(a{20})\1/g).minRun, 0);
  assert.deepEqual(gateOf(/\p{L}{30}/gu), { minRun: 0, minDigits: 0 });
  assert.deepEqual(gateOf(/\u0041{30}/g), { minRun: 0, minDigits: 0 });
});

test('facts count the longest run between ASCII spaces and the ASCII digits', () => {
  assert.deepEqual(factsOf('ab  cdef\tg1\n2'), { longestRun: 4, digits: 2 });
  assert.deepEqual(factsOf(''), { longestRun: 0, digits: 0 });
  assert.equal(mayMatch({ minRun: 5, minDigits: 0 }, 'abcd efgh'), false);
  assert.equal(mayMatch({ minRun: 4, minDigits: 1 }, 'abcd efgh'), false);
  assert.equal(mayMatch({ minRun: 4, minDigits: 1 }, 'abcd efg1'), true);
});

test('no rule of the tables is skipped on a text it matches', () => {
  // Samples each matching one gated rule, with the shortest bodies the patterns allow.
  const samples = [
    'ghp_' + 'a1B2'.repeat(8), 'AKIA' + 'ABCDEFGHIJKLMNO7', '123-45-6789', 'xoxb-1234567890', 'call +44 20 7946 0018',
    'https://user:pa55word@db.internal', 'card 4111 1111 1111 1111', 'AGE-SECRET-KEY-1' + 'Q'.repeat(50),
  ];
  const rules = [...SECRET_RULES, ...PII_RULES, ...HTTP_AUTH_RULES, ...CREDENTIAL_RULES];
  let checked = 0;
  for (const sample of samples) {
    for (const rule of rules) {
      rule.pattern.lastIndex = 0;
      const m = rule.pattern.exec(sample);
      rule.pattern.lastIndex = 0;
      if (!m) continue;
      checked++;
      assert.ok(mayMatch(gateOf(rule.pattern), sample), `${rule.id} gated out a text it matches`);
      assert.ok(mayMatch(gateOf(rule.pattern), m[0]), `${rule.id} gated out its own match`);
    }
  }
  assert.ok(checked >= samples.length);
});
