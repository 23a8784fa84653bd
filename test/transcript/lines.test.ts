import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { countNewlines, fileLines, splitLines } from '../../lib/transcript/lines.ts';

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

describe('fileLines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-lines-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const MiB = 1 << 20;
  const big = (n: number, ch: string) => `{"t":"${ch.repeat(n)}"}`;
  const cases: { title: string; buf: Buffer }[] = [
    { title: 'an empty file', buf: Buffer.alloc(0) },
    { title: 'ASCII lines without a final newline', buf: Buffer.from('{"a":1}\n{"b":2}') },
    { title: 'blank lines and CRLF', buf: Buffer.from('\n\r\n{"t":"     1→défini 😀"}\r\n\n{"t":"ü"}\r\n') },
    { title: 'a lone invalid byte', buf: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0x80]), Buffer.from('"}\n{"b":2}\n')]) },
    // The read buffer is 1 MiB: these put newlines, CRs and multi-byte characters across its edge.
    { title: 'a newline on the first chunk edge', buf: Buffer.from(`${'x'.repeat(MiB - 1)}\n{"b":2}\n`) },
    { title: 'a CRLF split by the chunk edge', buf: Buffer.from(`${'x'.repeat(MiB - 1)}\r\ny\n`) },
    { title: 'a multi-byte character split by the chunk edge', buf: Buffer.from(`${'x'.repeat(MiB - 1)}→${'y'.repeat(10)}\n😀\n`) },
    { title: 'lines longer than the buffer', buf: Buffer.from(`{"a":1}\n${big(3 * MiB, 'é')}\n${big(MiB + 7, 'z')}\n{"b":2}`) },
  ];
  for (const [i, c] of cases.entries()) {
    test(`Lines and byte offsets match the bytes for ${c.title}.`, () => {
      const file = join(dir, `case-${i}.jsonl`);
      writeFileSync(file, c.buf);
      const got = [...fileLines(file)];
      const want = expected(c.buf, 0);
      assert.equal(got.length, want.length);
      assert.ok(got.every((l, n) => l.offset === want[n]!.offset && l.text === want[n]!.text));
    });
  }

  test('A pipe is read to its end, as `--transcript <(…)` hands one over.', { skip: process.platform === 'win32', timeout: 20_000 }, () => {
    const fifo = join(dir, 'pipe.jsonl');
    execFileSync('mkfifo', [fifo]);
    // 50k lines (about 0.5 MB) take several reads of a pipe; the last line has no newline.
    const script = `require('fs').writeFileSync(process.argv[1], '{"a":"→"}\\n'.repeat(50000) + '{"tail":1}')`;
    const writer = spawn(process.execPath, ['-e', script, fifo], { stdio: 'ignore' });
    const got = [...fileLines(fifo)];
    writer.kill();
    assert.equal(got.length, 50_001);
    assert.deepEqual(got[1], { text: '{"a":"→"}', offset: Buffer.byteLength('{"a":"→"}\n') });
    assert.deepEqual(got.at(-1), { text: '{"tail":1}', offset: 50_000 * Buffer.byteLength('{"a":"→"}\n') });
  });

  test('A missing file throws ENOENT when iteration starts.', () => {
    assert.throws(() => [...fileLines(join(dir, 'missing.jsonl'))], { code: 'ENOENT' });
  });
});
