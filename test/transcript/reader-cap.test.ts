// The transcript reader reads at most its cap per call, whatever the file holds. An 8 GB
// sparse file with no newline took the Stop hook 22 s before (its deadline is 4 s, and the
// watchdog cannot fire during synchronous reads); the bound is the feature, so these tests
// assert the bytes read, and the hook's own time against its deadline.
import assert from 'node:assert/strict';
import { appendFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { runStopHook, STOP_DEADLINE_MS } from '../../lib/hooks/stop.ts';
import { DEFAULT_MAX_BYTES, readNewLines } from '../../lib/transcript/index.ts';
import { readCap } from '../../lib/transcript/reader.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { claude, tempDir } from './helpers.ts';

const GB = 1024 ** 3;
const CAP = readCap(DEFAULT_MAX_BYTES);

test('first sight of an 8 GB file with no newline reads at most the cap, then skips that line once it ends', (t) => {
  const file = join(tempDir(t), 'huge.jsonl');
  writeFileSync(file, '');
  truncateSync(file, 8 * GB);
  const first = readNewLines(file, null);
  assert.ok(first.bytesRead <= CAP, `read ${first.bytesRead} bytes, cap ${CAP}`);
  assert.deepEqual(first.lines, []);
  assert.equal(first.cursor.offset, 8 * GB, 'the unfinished oversize line is left behind');

  const next = claude.user('after the giant line');
  appendFileSync(file, `\n${next}\n`);
  const second = readNewLines(file, first.cursor);
  assert.ok(second.bytesRead <= CAP);
  assert.deepEqual(second.lines.map((l) => l.text), [next]);
  assert.equal(second.oversize, 1);
});

test('a cursor followed by gigabytes without a newline: each call reads at most the cap and moves on', (t) => {
  const file = join(tempDir(t), 'grows.jsonl');
  const line = claude.user('before');
  writeFileSync(file, `${line}\n`);
  const r1 = readNewLines(file, { offset: 0, size: 0, head: '0:', lineNo: 0 });
  assert.equal(r1.lines.length, 1);
  truncateSync(file, 4 * GB);
  let cursor = r1.cursor;
  for (let call = 0; call < 3; call++) {
    const r = readNewLines(file, cursor);
    assert.ok(r.bytesRead <= CAP, `call ${call}: read ${r.bytesRead} bytes, cap ${CAP}`);
    assert.deepEqual(r.lines, []);
    assert.ok(r.cursor.offset > cursor.offset && r.cursor.offset < 4 * GB, 'the skip goes on from where it stopped');
    assert.equal(r.more, true);
    cursor = r.cursor;
  }
});

test('a small file is still delivered whole', (t) => {
  const file = join(tempDir(t), 'small.jsonl');
  const lines = [claude.user('one'), claude.user('two')];
  writeFileSync(file, `${lines.join('\n')}\n`);
  const r = readNewLines(file, null, { isTurnStart: () => false });
  assert.deepEqual(r.lines.map((l) => l.text), lines);
  assert.ok(r.bytesRead >= r.cursor.size && r.bytesRead <= CAP);
});

test('the Stop hook on an 8 GB transcript with no newline finishes well inside its deadline', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: 's-cap', cwd: box.project }));
  const payload = JSON.stringify({ session_id: 's-cap', transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false });
  runStopHook(payload, box.env);
  truncateSync(transcript, 8 * GB);
  const started = Date.now();
  const out = runStopHook(payload, box.env, started);
  const took = Date.now() - started;
  assert.equal(out.stdout, '');
  assert.ok(took < STOP_DEADLINE_MS, `the Stop hook took ${took} ms (deadline ${STOP_DEADLINE_MS} ms)`);
  // And on first sight (another session, no cursor).
  const other = JSON.stringify({ session_id: 's-cap-2', transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false });
  const again = Date.now();
  runStopHook(other, box.env, again);
  assert.ok(Date.now() - again < STOP_DEADLINE_MS, `first sight took ${Date.now() - again} ms`);
});
