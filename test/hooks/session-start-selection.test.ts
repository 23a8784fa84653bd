import test from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSessionStartHook } from '../../lib/hooks/session-start.ts';
import { remember } from '../../lib/memory/remember.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { cliSandbox } from '../cli/helpers.ts';
import { sandbox } from '../support/sandbox.ts';

function start(cwd: string, env: Record<string, string>): string {
  const out = runSessionStartHook(JSON.stringify({ session_id: 's1', transcript_path: null, cwd, hook_event_name: 'SessionStart', source: 'startup' }), env);
  return out.stdout ? (JSON.parse(out.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext : '';
}

const LONG_NOTE = `Release process notes. ${'Each release branch is cut from main on Monday, soaked in staging for two days, then tagged and published by the release captain. '.repeat(30)}`;

test('a 3,900-character project note is shown cut, and both user preferences still reach session start', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  assert.ok(LONG_NOTE.length >= 3900);
  const prefs = [
    remember(ctx, { content: 'The user prefers concise final answers.', kind: 'preference', scope: USER_SCOPE }),
    remember(ctx, { content: 'The user writes commit messages in the imperative mood.', kind: 'preference', scope: USER_SCOPE }),
  ];
  const note = remember(ctx, { content: LONG_NOTE, kind: 'note', scope: box.projectScope });
  const block = start(box.project, box.env);
  assert.ok(block.length > 0);
  const fence = block.slice(0, block.indexOf('</nuzo-recall'));
  assert.ok(fence.length <= 2400, `the fenced block is ${fence.length} characters`);
  for (const p of prefs) assert.ok(block.includes(p.content), p.content);
  assert.ok(block.includes(note.id), 'the note is there, with the id to fetch it whole');
  assert.match(block, /\[cut: \d+ more characters; memory_list shows it whole\]/);
});

test('session start follows the character budget the config sets', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  remember(ctx, { content: LONG_NOTE, kind: 'note', scope: box.projectScope });
  remember(ctx, { content: 'The user prefers concise final answers.', kind: 'preference', scope: USER_SCOPE });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { session_start_max_chars: 1000 } }));
  const block = start(box.project, box.env);
  assert.ok(block.slice(0, block.indexOf('</nuzo-recall')).length <= 1000, block);
  assert.match(block, /Run make lint before committing\./);
  assert.match(block, /The user prefers concise final answers\./);
});

test('nuzo memory recall --session-start --explain shows the selection and why each memory was shown, cut or left out', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const note = remember(ctx, { content: LONG_NOTE, kind: 'note', scope: box.projectScope });
  const rule = remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  const pref = remember(ctx, { content: 'The user prefers concise final answers.', kind: 'preference', scope: USER_SCOPE });
  const extra = Array.from({ length: 6 }, (_, i) => remember(ctx, { content: `Project fact number ${i}: the ${['api', 'web', 'cli', 'db', 'ci', 'docs'][i]} service owns its own schema.`, kind: 'fact', scope: box.projectScope }));
  ctx.store.close();
  const json = await box.nuzo(['memory', 'recall', '--session-start', '--explain', '--json']);
  assert.equal(json.code, 0, json.stderr);
  const decisions = new Map<string, { outcome: string; reason: string }>(json.json.decisions.map((d: { id: string }) => [d.id, d]));
  assert.equal(decisions.get(rule.id)?.outcome, 'whole');
  assert.equal(decisions.get(pref.id)?.outcome, 'whole');
  assert.equal(decisions.get(note.id)?.outcome, 'left_out', 'a note ranks below the facts, which fill the project\'s count');
  assert.ok(extra.some((m) => decisions.get(m.id)?.outcome !== 'left_out'));
  assert.match(decisions.get(note.id)!.reason, /past the 6-memory limit/);
  assert.equal(json.json.budget.max_chars, 2400);
  assert.match(json.json.block, /^<nuzo-recall nonce=/);
  const text = await box.nuzo(['memory', 'recall', '--session-start', '--explain']);
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /shown whole/);
  assert.match(text.stdout, /left out/);
  assert.match(text.stdout, new RegExp(rule.id));
  const plain = await box.nuzo(['memory', 'recall', '--session-start']);
  assert.equal(plain.code, 0, plain.stderr);
  assert.match(plain.stdout, /Run make lint before committing\./);
  assert.doesNotMatch(plain.stdout, /past the 6-memory limit/);
  const both = await box.nuzo(['memory', 'recall', 'lint', '--session-start']);
  assert.equal(both.code, 2, 'a query and --session-start do not mix');
  const lone = await box.nuzo(['memory', 'recall', '--explain']);
  assert.equal(lone.code, 2, '--explain needs --session-start');
});
