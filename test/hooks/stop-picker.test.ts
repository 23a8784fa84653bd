// The built Stop hook, as the hosts run it, drafts the user's choice from Claude Code's question
// picker (AskUserQuestion) and leaves the turn's own course alone. A real store, a real process.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { devModules } from '../../scripts/dev-tools.mjs';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { buildHooks, type HookBuild } from './build.ts';

const NODE24 = join(devModules(), 'node24/bin/node');
const SESSION = '3734f7a5-0000-4000-8000-0000000a5c0e';
let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

const line = (obj: Record<string, unknown>, cwd: string) => JSON.stringify({ sessionId: SESSION, cwd, isSidechain: false, userType: 'external', version: '2.1.39', timestamp: '2026-11-26T10:00:05.000Z', ...obj });

function picker(cwd: string, id: string, question: string, options: [string, string][], answer: string): string {
  const questions = [{ question, header: 'Choice', options: options.map(([label, description]) => ({ label, description })), multiSelect: false }];
  return [
    line({ type: 'assistant', uuid: `a-${id}`, message: { id: `msg_${id}`, type: 'message', role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'tool_use', id: `toolu_${id}`, name: 'AskUserQuestion', input: { questions } }] } }, cwd),
    line({ type: 'user', uuid: `u-${id}`, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${id}`, content: `User has answered your questions: "${question}"="${answer}".` }] }, toolUseResult: { questions, answers: { [question]: answer } } }, cwd),
  ].join('\n') + '\n';
}

test('a pick in the question picker becomes a draft; "how should we proceed" does not', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(
    transcript,
    claudeTurn('Set up the session store for the app.', { sessionId: SESSION, cwd: box.project }) +
      picker(box.project, 'q1', 'Which database should the app store sessions in?', [['SQLite (Recommended)', 'One file beside the app'], ['PostgreSQL', 'A server for several writers']], 'PostgreSQL') +
      picker(box.project, 'q2', 'The lint hook fails on files we did not touch. How should we proceed?', [['Skip the hook', 'Commit with --no-verify'], ['Fix them first', '']], 'Skip the hook'),
  );
  const result = spawnSync(NODE24, [join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false }), env: box.env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const drafts = listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => d.content);
  assert.deepEqual(drafts, ['Which database should the app store sessions in: the user chose PostgreSQL — A server for several writers.']);
});

test('the words typed when refusing a tool call are read as the user\'s, and a lasting rule in them is drafted', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  const refusal = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nno. src/api/types.ts is generated from schema.graphql, never edit it by hand";
  writeFileSync(
    transcript,
    claudeTurn('Add a createdAt field to the Order type.', { sessionId: SESSION, cwd: box.project }) +
      [
        line({ type: 'assistant', uuid: 'a-e1', message: { id: 'msg_e1', type: 'message', role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'tool_use', id: 'toolu_e1', name: 'Edit', input: { file_path: join(box.project, 'src/api/types.ts'), old_string: 'a', new_string: 'b' } }] } }, box.project),
        line({ type: 'user', uuid: 'u-e1', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_e1', is_error: true, content: refusal }] }, toolUseResult: 'User rejected tool use' }, box.project),
      ].join('\n') + '\n',
  );
  const result = spawnSync(NODE24, [join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false }), env: box.env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const drafts = listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => d.content);
  assert.ok(drafts.some((c) => /generated from schema\.graphql, never edit it by hand/.test(c)), drafts.join('\n'));
});
