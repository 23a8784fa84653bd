import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countNewlines, splitLines } from '../../lib/transcript/lines.ts';

function expected(buf: Buffer, base: number): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let a = 0;
  while (a < buf.length) {
    let nl = buf.indexOf(10, a);
    if (nl < 0) nl = buf.length;
    let b = nl;
    if (b > a && buf[b - 1] === 13) b--;
    if (b > a) out.push({ text: buf.toString('utf8', a, b), offset: base + a });
    a = nl + 1;
  }
  return out;
}

describe('splitLines', () => {
  const cases: { title: string; buf: Buffer }[] = [
    { title: 'ASCII lines', buf: Buffer.from('{"a":1}\n{"b":2}\n') },
    { title: 'multi-byte characters', buf: Buffer.from('{"t":"     1→défini 😀"}\n\n{"t":"ü"}\r\n{"x":1}') },
    { title: 'a lone invalid byte', buf: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0x80]), Buffer.from('"}\n{"b":2}\n')]) },
    { title: 'a truncated multi-byte sequence', buf: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xe2, 0x82]), Buffer.from('"}\n{"b":"→"}\n')]) },
  ];
  for (const c of cases) {
    test(`Byte offsets are exact for ${c.title}.`, () => {
      assert.deepEqual(splitLines(c.buf, 1000), expected(c.buf, 1000));
    });
  }

  test('Newlines are counted up to the given end.', () => {
    const buf = Buffer.from('a\nb\n\nc');
    assert.equal(countNewlines(buf), 3);
    assert.equal(countNewlines(buf, 2), 1);
  });
});
