import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseTranscriptLines, readNewLines } from '../../lib/transcript/index.ts';
import { fnv1a64, HEAD_BYTES } from '../../lib/transcript/reader.ts';
import type { TranscriptCursor } from '../../lib/transcript/index.ts';
import { claude, codex, tempDir } from './helpers.ts';

function turn(n: number, pad = 0): string[] {
  const ts = `2026-11-22T06:${String(Math.floor(n / 60) % 60).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`;
  return [
    claude.user(`question number ${n}`, { timestamp: ts }),
    claude.assistant(`msg_${n}`, [{ type: 'thinking', thinking: 'hmm', signature: 's' }], { timestamp: ts }),
    claude.assistant(`msg_${n}`, [{ type: 'tool_use', id: `toolu_${n}`, name: 'Bash', input: { command: `echo ${n}` } }], { timestamp: ts }),
    claude.toolResult(`toolu_${n}`, 'x'.repeat(pad), false, { timestamp: ts }),
    claude.progress(),
    claude.assistant(`msg_${n}b`, [{ type: 'text', text: `answer number ${n}` }], { timestamp: ts }),
  ];
}

function texts(lines: { text: string }[]): string[] {
  return lines.map((l) => l.text);
}

function userTexts(lines: { text: string; offset: number }[]): string[] {
  return parseTranscriptLines(lines, { format: 'claude' })
    .events.filter((e) => e.kind === 'user_message')
    .map((e) => e.text!);
}

describe('readNewLines', () => {
  test('a half-written last line is left for the next read and then delivered whole', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const [a, b] = [claude.user('first'), claude.user('second')];
    writeFileSync(file, `${a}\n${b.slice(0, 40)}`);
    const r1 = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 });
    assert.deepEqual(texts(r1.lines), [a]);
    assert.equal(r1.cursor.offset, Buffer.byteLength(a) + 1);
    assert.equal(r1.cursor.lineNo, 1);
    appendFileSync(file, `${b.slice(40)}\n`);
    const r2 = readNewLines(file, r1.cursor);
    assert.equal(r2.reset, 'none');
    assert.deepEqual(texts(r2.lines), [b]);
    assert.equal(r2.lines[0]!.offset, r1.cursor.offset);
    assert.equal(r2.cursor.lineNo, 2);
    const r3 = readNewLines(file, r2.cursor);
    assert.deepEqual(r3.lines, []);
    assert.deepEqual(r3.cursor, r2.cursor);
  });

  test('an appended turn is the only thing the next read delivers', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    writeFileSync(file, `${[...turn(1), ...turn(2)].join('\n')}\n`);
    const r1 = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 });
    assert.deepEqual(userTexts(r1.lines), ['question number 1', 'question number 2']);
    appendFileSync(file, `${turn(3).join('\n')}\n`);
    const r2 = readNewLines(file, r1.cursor);
    assert.equal(r2.reset, 'none');
    assert.equal(r2.lines.length, 6);
    assert.deepEqual(userTexts(r2.lines), ['question number 3']);
    assert.equal(r2.cursor.lineNo, 18);
    assert.equal(r2.cursor.size, readFileSync(file).length);
  });

  test('a truncated file is re-read from the start and reported as truncated', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const lines = [...turn(1), ...turn(2)];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r1 = readNewLines(file, null);
    const keep = Buffer.byteLength(`${lines.slice(0, 6).join('\n')}\n`);
    truncateSync(file, keep);
    const r2 = readNewLines(file, r1.cursor);
    assert.equal(r2.reset, 'truncated');
    assert.equal(r2.lines.length, 6);
    assert.equal(r2.lines[0]!.offset, 0);
    assert.equal(r2.cursor.offset, keep);
  });

  test('a rewritten file with a new head is re-read from the start and refs let the caller dedupe', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const lines = [...turn(1), ...turn(2)];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r1 = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 });
    const seen = new Set(parseTranscriptLines(r1.lines).events.map((e) => e.ref));
    // Same history behind a different first line (as a compaction rewrite would leave it), longer.
    const rewritten = [claude.system('compact_boundary'), ...lines, ...turn(3)];
    writeFileSync(file, `${rewritten.join('\n')}\n`);
    const r2 = readNewLines(file, r1.cursor);
    assert.equal(r2.reset, 'rewritten');
    assert.equal(r2.lines[0]!.offset, 0);
    const fresh = parseTranscriptLines(r2.lines).events.filter((e) => !seen.has(e.ref));
    assert.deepEqual(
      fresh.map((e) => e.kind),
      ['compaction', 'user_message', 'tool_call', 'tool_result', 'assistant_message'],
    );
    assert.equal(fresh[1]!.text, 'question number 3');
  });

  test('first sight of a long file yields only the last turn', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const all: string[] = [];
    for (let n = 1; n <= 400; n++) all.push(...turn(n, 2000));
    all.push(claude.user('[Request interrupted by user]'));
    all.push(claude.user('<system-reminder>only a reminder</system-reminder>'));
    writeFileSync(file, `${all.join('\n')}\n${claude.user('half').slice(0, 30)}`);
    const r = readNewLines(file, null);
    assert.equal(r.reset, 'first_sight');
    assert.deepEqual(userTexts(r.lines), ['question number 400']);
    assert.equal(r.lines.length, 8);
    assert.equal(r.cursor.lineNo, all.length);
    assert.equal(r.cursor.offset, Buffer.byteLength(`${all.join('\n')}\n`));
    // The next Stop continues from there.
    appendFileSync(file, `${claude.user('half').slice(30)}\n`);
    const r2 = readNewLines(file, r.cursor);
    assert.deepEqual(userTexts(r2.lines), ['half']);
  });

  test('first sight of a Codex rollout starts at the last typed prompt, not at injected context', (t) => {
    const file = codex.path(tempDir(t));
    const lines = [
      codex.meta(),
      codex.message('user', ['<environment_context>\n  <cwd>/x</cwd>\n</environment_context>']),
      codex.message('user', ['first prompt']),
      codex.message('assistant', ['first answer']),
      codex.message('user', ['second prompt']),
      codex.event('user_message', { message: 'second prompt' }),
      codex.call('shell', { command: ['bash', '-lc', 'ls'] }, 'call_1'),
      codex.output('call_1', 'a\nb'),
      codex.message('developer', ['NUZO-RECALL: prefer pnpm']),
      codex.message('user', ['# AGENTS.md instructions for /x\n\nbe nice']),
      codex.message('assistant', ['second answer']),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = readNewLines(file, null);
    assert.equal(r.reset, 'first_sight');
    assert.equal(r.lines.length, 7);
    const parsed = parseTranscriptLines(r.lines, { path: file });
    assert.equal(parsed.format, 'codex');
    assert.deepEqual(
      parsed.events.map((e) => e.kind),
      ['user_message', 'tool_call', 'tool_result', 'assistant_message'],
    );
    assert.ok(parsed.events.every((e) => e.session_id === codex.session));
  });

  test('first sight without any typed message returns whole lines that fit in maxBytes', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const lines: string[] = [];
    for (let i = 0; i < 200; i++) lines.push(claude.progress());
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = readNewLines(file, null, { maxBytes: 4096 });
    assert.ok(r.lines.length > 0 && r.lines.length < 200);
    const bytes = r.lines.reduce((n, l) => n + Buffer.byteLength(l.text) + 1, 0);
    assert.ok(bytes <= 4096);
    assert.equal(r.cursor.lineNo, 200);
    assert.equal(r.lines.at(-1)!.text, lines.at(-1));
  });

  test('replaying the same file twice yields identical lines and refs', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    writeFileSync(file, `${[...turn(1), ...turn(2), ...turn(3)].join('\n')}\n`);
    const zero: TranscriptCursor = { offset: 0, size: 0, head: '0:', lineNo: 0 };
    const a = readNewLines(file, zero);
    const b = readNewLines(file, zero);
    assert.deepEqual(b, a);
    const refs = (r: typeof a) => parseTranscriptLines(r.lines).events.map((e) => `${e.kind}|${e.ref}`);
    assert.deepEqual(refs(b), refs(a));
    // Reading it in three steps gives the same refs as one read.
    const all = readFileSync(file, 'utf8');
    writeFileSync(file, '');
    let cursor: TranscriptCursor | null = zero;
    const stepRefs: string[] = [];
    for (const part of [all.slice(0, 1000), all.slice(1000, 5000), all.slice(5000)]) {
      appendFileSync(file, part);
      const r: ReturnType<typeof readNewLines> = readNewLines(file, cursor);
      cursor = r.cursor;
      stepRefs.push(...refs(r));
    }
    assert.deepEqual(stepRefs, refs(a));
  });

  test('reads are bounded by maxBytes and continue where they stopped', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const lines: string[] = [];
    for (let n = 1; n <= 20; n++) lines.push(...turn(n, 300));
    writeFileSync(file, `${lines.join('\n')}\n`);
    let cursor: TranscriptCursor = { offset: 0, size: 0, head: '0:', lineNo: 0 };
    const got: string[] = [];
    let calls = 0;
    for (;;) {
      const r = readNewLines(file, cursor, { maxBytes: 4096 });
      calls++;
      got.push(...texts(r.lines));
      cursor = r.cursor;
      if (!r.more) break;
    }
    assert.ok(calls > 5);
    assert.deepEqual(got, lines);
  });

  test('a single line longer than maxBytes is skipped whole and counted', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    const big = claude.toolResult('toolu_big', 'y'.repeat(20_000));
    const after = claude.user('after the big one');
    writeFileSync(file, `${claude.user('before')}\n`);
    const r1 = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 }, { maxBytes: 4096 });
    appendFileSync(file, `${big}\n${after}\n`);
    const r2 = readNewLines(file, r1.cursor, { maxBytes: 4096 });
    assert.equal(r2.oversize, 1);
    assert.deepEqual(texts(r2.lines), [after]);
    assert.equal(r2.cursor.lineNo, 3);
  });

  test('a missing file yields no lines and a cursor that reads it from the start once it exists', (t) => {
    const file = join(tempDir(t), 'later.jsonl');
    const r1 = readNewLines(file, null);
    assert.deepEqual(r1.lines, []);
    writeFileSync(file, `${claude.user('hello')}\n`);
    const r2 = readNewLines(file, r1.cursor);
    assert.equal(r2.reset, 'none');
    assert.deepEqual(userTexts(r2.lines), ['hello']);
  });

  test('a malformed persisted cursor is treated as first sight instead of throwing', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    writeFileSync(file, `${turn(1).join('\n')}\n`);
    const bogus = { offset: 'x', size: -1 } as unknown as TranscriptCursor;
    const r = readNewLines(file, bogus);
    assert.equal(r.reset, 'first_sight');
    assert.deepEqual(userTexts(r.lines), ['question number 1']);
  });

  test('CRLF line endings and blank lines are tolerated', (t) => {
    const file = join(tempDir(t), 's.jsonl');
    writeFileSync(file, `${claude.user('one')}\r\n\r\n${claude.user('two')}\r\n`);
    const r = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 });
    assert.deepEqual(userTexts(r.lines), ['one', 'two']);
    assert.equal(r.cursor.lineNo, 3);
  });
});

// The head fingerprint as first written (Math.imul and Math.floor per byte): stored cursors
// hold its values, so the faster form must agree with it on every input.
function fnv1a64AsFirstWritten(buf: Uint8Array): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < buf.length; i++) {
    lo ^= buf[i] as number;
    const loMul = lo * 0x1b3;
    const carry = Math.floor(loMul / 0x100000000);
    hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
    lo = loMul >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

test('the head fingerprint keeps the values stored cursors hold', () => {
  const inputs = [Buffer.alloc(0), Buffer.from('{"type":"user"}\n'), Buffer.alloc(4096, 0xff), Buffer.alloc(4096, 0x80), randomBytes(4096), ...Array.from({ length: 200 }, (_, i) => randomBytes(i * 7))];
  for (const input of inputs) assert.equal(fnv1a64(input), fnv1a64AsFirstWritten(input));
});

test('a cursor read again over an unchanged head keeps the same head', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-reader-head-'));
  try {
    const path = join(dir, 't.jsonl');
    writeFileSync(path, `${'{"type":"user","message":{"content":"x"}}\n'.repeat(200)}`);
    const first = readNewLines(path, null);
    appendFileSync(path, '{"type":"user","message":{"content":"y"}}\n');
    const second = readNewLines(path, first.cursor);
    assert.equal(second.reset, 'none');
    assert.equal(second.cursor.head, first.cursor.head);
    assert.equal(second.cursor.head, `${HEAD_BYTES}:${fnv1a64(readFileSync(path).subarray(0, HEAD_BYTES))}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a cursor written over a 4 KiB head (older Nuzo) still matches its file, and a change inside those 4 KiB is still seen', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-reader-head-'));
  try {
    assert.equal(HEAD_BYTES, 1024);
    const path = join(dir, 't.jsonl');
    writeFileSync(path, `${'{"type":"user","message":{"content":"x"}}\n'.repeat(200)}`);
    const first = readNewLines(path, null);
    const legacy = { ...first.cursor, head: `4096:${fnv1a64(readFileSync(path).subarray(0, 4096))}` };
    appendFileSync(path, '{"type":"user","message":{"content":"y"}}\n');
    const same = readNewLines(path, legacy);
    assert.equal(same.reset, 'none');
    assert.equal(same.lines.length, 1);
    assert.equal(same.cursor.head, legacy.head);
    // Byte 2000 lies past the new head's 1 KiB but inside the old cursor's 4 KiB.
    const bytes = readFileSync(path);
    bytes[2000] = bytes[2000] === 0x78 ? 0x79 : 0x78;
    writeFileSync(path, bytes);
    assert.equal(readNewLines(path, legacy).reset, 'rewritten');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
