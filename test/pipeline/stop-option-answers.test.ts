// The Stop hook on replies to the agent's questions: the questions sit before the cursor, in
// the part of the transcript an earlier Stop already read; the hook reads them back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeAssistantLine, claudeUserLine } from '../support/transcripts.ts';

const SESSION = '3734f7a5-0000-4000-8000-0000000000c3';

function stop(box: Sandbox, transcript: string) {
  const payload = { session_id: SESSION, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false };
  return runStopHook(JSON.stringify(payload), box.env);
}

// One Stop reads the agent's questions; the next Stop reads only the reply and what follows.
function replyTo(box: Sandbox, asked: string, reply: string): Array<[string, string, string]> {
  const opts = { sessionId: SESSION, cwd: box.project };
  const transcript = join(box.root, `session-${Math.abs(hash(asked + reply))}.jsonl`);
  writeFileSync(transcript, `${claudeUserLine('Add an importer for the supplier price lists.', opts)}\n${claudeAssistantLine(asked, opts)}\n`);
  stop(box, transcript);
  appendFileSync(transcript, `${claudeUserLine(reply, opts)}\n${claudeAssistantLine('Understood, working on it.', opts)}\n`);
  stop(box, transcript);
  return listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => [d.content, d.kind, d.scope]);
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

const ASKED = [
  'A few questions first:',
  '',
  '1. **File format**: Which format do the suppliers send, CSV or XLSX?',
  '2. **Prices**: Should imported prices include VAT?',
  '3. **Testing**: Should I run the import on the sample file first?',
].join('\n');

test('a numbered reply to the agent\'s numbered questions, in a later Stop, becomes one answers draft', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const drafts = replyTo(box, ASKED, '1. CSV only, semicolon separated\n2. yes, always with VAT\n3. yes');
  assert.deepEqual(drafts, [
    [
      "The user's answers to the agent's questions: File format: CSV only, semicolon separated; Should imported prices include VAT: yes, always with VAT.",
      'project_decision',
      box.projectScope,
    ],
  ]);
});

test('a yes to the agent\'s one recommendation is a decision; "1" to its next step is not', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const recommended = 'I compared both parsers. I recommend **csv-parse in streaming mode** for the large files.\n\nDoes this approach sound good?';
  assert.deepEqual(replyTo(box, recommended, 'Sounds good, do that.'), [['The user chose: csv-parse in streaming mode.', 'project_decision', box.projectScope]]);
  const other = sandbox();
  t.after(() => other.cleanup());
  assert.deepEqual(replyTo(other, 'The importer is in.\n\n1. Run the tests now\n2. Run them after lunch\n\nShall I run the tests now?', '1'), []);
});

test('a line of the agent\'s closing offer pasted back, in a later Stop, is a pick; its next step of work is not', (t) => {
  const offer = [
    'The layout now fits, and the tests pass.',
    '',
    'If you want more room for future events, I can:',
    '- Stop sharing any remaining height with past events (treat past as one fixed line).',
    '- Slightly shrink today\'s event text when clipping.',
  ].join('\n');
  const box = sandbox();
  t.after(() => box.cleanup());
  assert.deepEqual(replyTo(box, offer, 'Stop sharing any remaining height with past events (treat past as one fixed line)'), [
    ['The user chose: Stop sharing any remaining height with past events (treat past as one fixed line).', 'project_decision', box.projectScope],
  ]);
  const work = sandbox();
  t.after(() => work.cleanup());
  const debugging = 'It still freezes. If you want, I can:\n- Add logging to pinpoint the freeze.\n- Investigate the database calls on startup.';
  assert.deepEqual(replyTo(work, debugging, 'add logging to pinpoint the freeze'), []);
});

test('the agent\'s message is read back from a small window when it holds the user\'s previous line, else from the full one', async (t) => {
  const { previousAssistantText, FIRST_WINDOW_BYTES } = await import('../../lib/transcript/previous.ts');
  const box = sandbox();
  t.after(() => box.cleanup());
  const opts = { sessionId: SESSION, cwd: box.project };
  const filler = (n: number) => JSON.stringify({ type: 'user', sessionId: SESSION, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${n}`, content: 'x'.repeat(8000) }] } });
  // The agent asked its questions, then ran tools worth more than the small window: the
  // questions must still be found.
  const transcript = join(box.root, 'far.jsonl');
  const lines = [claudeUserLine('Add the importer.', opts), claudeAssistantLine('1. Which format, CSV or XLSX?\n2. Include VAT?', opts)];
  for (let i = 0; i < 20; i++) lines.push(filler(i));
  lines.push(claudeAssistantLine('Also checked the sample files.', opts));
  writeFileSync(transcript, `${lines.join('\n')}\n`);
  const size = Buffer.byteLength(`${lines.join('\n')}\n`);
  assert.ok(size > FIRST_WINDOW_BYTES);
  const text = previousAssistantText(transcript, size, 'claude');
  assert.match(text, /Which format, CSV or XLSX\?/);
  assert.match(text, /Also checked the sample files/);
});
