// The policy API as other modules use it: ordering, the error it throws, and the promise
// that nothing refused ever comes back out through a finding or an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertContentAllowed, checkContent, scanContent } from '../../lib/policy/index.ts';
import { NuzoError } from '../../lib/errors.ts';
import { an, b64, secretSamples } from './samples.ts';

test('a finding names a code, category, rule, message and rewrite hint', () => {
  const f = checkContent('Use password hunter2 for local testing.');
  assert.ok(f);
  assert.equal(f.code, 'SECRET_DETECTED');
  assert.equal(typeof f.category, 'string');
  assert.equal(typeof f.rule, 'string');
  assert.match(f.rewrite_hint ?? '', /env var|vault/);
});

test('checkContent returns the most serious finding first', () => {
  const text = `I might maybe switch to Postgres later. My SSN is 521-44-9087. Token ${'gh' + 'p_' + an(36)}.`;
  assert.equal(checkContent(text)?.code, 'SECRET_DETECTED');
  const codes = scanContent(text).map((f) => f.code);
  assert.deepEqual(codes, [...codes].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
  assert.ok(codes.includes('PII_DETECTED') && codes.includes('SPECULATIVE_CONTENT'));
});

const ORDER = ['SECRET_DETECTED', 'PII_DETECTED', 'SENSITIVE_PERSONAL_FACT', 'RAW_DUMP_DETECTED', 'LOG_DETECTED', 'SPECULATIVE_CONTENT'];

test('clean text yields no findings and assertContentAllowed returns quietly', () => {
  assert.deepEqual(scanContent('We use pnpm workspaces.'), []);
  assert.equal(checkContent(''), null);
  assert.doesNotThrow(() => assertContentAllowed('We use pnpm workspaces.'));
});

test('assertContentAllowed throws a NuzoError whose details hold no part of the text', () => {
  const token = 'gh' + 'p_' + an(36);
  try {
    assertContentAllowed(`My token is ${token}`);
    assert.fail('expected a throw');
  } catch (e) {
    assert.ok(e instanceof NuzoError);
    assert.equal(e.code, 'SECRET_DETECTED');
    assert.deepEqual(Object.keys(e.details).sort(), ['category', 'rewrite_hint', 'rule']);
    const json = JSON.stringify(e.toJSON());
    assert.ok(!json.includes(token) && !json.includes('gh' + 'p_'));
  }
});

test('messages, hints and details never repeat any fragment of a refused secret', () => {
  for (const { text } of secretSamples()) {
    for (const f of scanContent(text)) {
      const out = `${f.message} ${f.rewrite_hint ?? ''} ${f.rule} ${f.category}`;
      for (const piece of text.split(/[^A-Za-z0-9_+/=-]+/).filter((p) => p.length >= 8 && /\d/.test(p))) {
        assert.ok(!out.includes(piece), `${f.rule} leaked part of its input`);
      }
    }
  }
});

test('full-width and zero-width obfuscation does not hide a token', () => {
  const token = 'gh' + 'p_' + an(36);
  const fullWidth = [...token].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
  assert.equal(checkContent(`token ${fullWidth}`)?.code, 'SECRET_DETECTED');
  assert.equal(checkContent(`token ${token.slice(0, 6)}\u200b${token.slice(6)}`)?.code, 'SECRET_DETECTED');
});

test('a secret deep inside long text is still found', () => {
  const filler = 'We use pnpm workspaces and run the linter before every commit. '.repeat(120);
  assert.equal(checkContent(`${filler} sk_live_${an(24)} ${filler}`.slice(0, 8000 + 40))?.code, 'SECRET_DETECTED');
});

function randomString(next: () => number, length: number): string {
  const pools = ['abcXYZ019 _-=:/@.', '\n\t "\'`{}[]()<>$%#!?', 'ãéüßçñ€£¥', '日本語中文한국어', '🎉🔑💳', '\u200b\ufeff\u0301', 'ABCDEFabcdef0123456789+/'];
  let out = '';
  for (let i = 0; i < length; i++) {
    const pool = pools[Math.floor(next() * pools.length)]!;
    out += [...pool][Math.floor(next() * [...pool].length)];
  }
  return out;
}

test('random text, unicode included, never makes assertContentAllowed throw anything but NuzoError', () => {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < 600; i++) {
    const text = randomString(next, Math.floor(next() * 400));
    try {
      assertContentAllowed(text);
    } catch (e) {
      assert.ok(e instanceof NuzoError, `threw ${String(e)}`);
    }
    assert.ok(Array.isArray(scanContent(text)));
  }
});

test('adversarial 8,000-character inputs finish instead of backtracking forever', () => {
  const shapes = [
    'a'.repeat(8000),
    'password '.repeat(900),
    'password is '.repeat(700),
    '1 '.repeat(4000),
    '1-'.repeat(4000),
    'A1'.repeat(4000),
    'x:'.repeat(4000),
    'https://a:'.repeat(800),
    'key=' + 'a'.repeat(7990),
    '    at '.repeat(1140),
    '    at foo (' + 'a/'.repeat(3990),
    'eyJ' + 'a'.repeat(7990),
    'user@'.repeat(1600),
    ('a.'.repeat(30) + '@').repeat(130),
    '-----BEGIN PRIVATE KEY-----\n' + b64(7900),
    'SECRET_' .repeat(1100) + '=x',
    'Error: '.repeat(1100),
    'MyClassName2'.repeat(660),
    '\n$ x'.repeat(2000),
  ];
  for (const text of shapes) {
    const s = text.slice(0, 8000);
    assert.ok(Array.isArray(scanContent(s)));
    assert.doesNotThrow(() => checkContent(s));
  }
});
