// The Stop hook on turns that need more than the new lines: an answer to the agent's
// options (the options sit before the cursor, in the part of the transcript an earlier Stop
// already read), and sessions whose folder is no project.
import test from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { captureProjectScope } from '../../lib/project/capture-scope.ts';
import { findProjectRoot } from '../../lib/project/identity.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeAssistantLine, claudeUserLine } from '../support/transcripts.ts';

const SESSION = '3734f7a5-0000-4000-8000-0000000000b2';

function stop(box: Sandbox, transcript: string, cwd: string) {
  const payload = { session_id: SESSION, transcript_path: transcript, cwd, hook_event_name: 'Stop', stop_hook_active: false };
  return runStopHook(JSON.stringify(payload), box.env);
}

const OPTIONS = 'Two ways to run the shell on the CI runners:\n\n1. Keep Bash through Git for Windows\n2. **Use PowerShell as the primary shell** (Recommended)\n\nWhich do you prefer?';

test('"2" after the agent offered options, in a later Stop, becomes a decision drafted from option 2', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const opts = { sessionId: SESSION, cwd: box.project };
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, `${claudeUserLine('How should the CI shell work on Windows?', opts)}\n${claudeAssistantLine(OPTIONS, opts)}\n`);
  stop(box, transcript, box.project);
  assert.equal(listDrafts(box.open(), [box.projectScope, USER_SCOPE]).length, 0);
  // Only "2" and the agent's reply to it are new to this Stop.
  appendFileSync(transcript, `${claudeUserLine('2', opts)}\n${claudeAssistantLine('Switching the scripts to PowerShell.', opts)}\n`);
  stop(box, transcript, box.project);
  const drafts = listDrafts(box.open(), [box.projectScope, USER_SCOPE]);
  assert.deepEqual(drafts.map((d) => [d.content, d.kind, d.scope]), [['The user chose: Use PowerShell as the primary shell.', 'project_decision', box.projectScope]]);
});

test('a session in the home folder, or in a folder with no project marker, drafts user statements only', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const home = box.env.HOME as string;
  const scratch = join(box.root, 'work', 'scratch');
  mkdirSync(scratch, { recursive: true });
  // A config in ~/.nuzo makes the walk-up find home as a "project root"; capture must not.
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'config.json'), '{}');
  for (const cwd of [home, scratch]) {
    assert.equal(captureProjectScope(findProjectRoot(cwd, box.env), box.env), null, cwd);
    const transcript = join(box.root, `s-${cwd === home ? 'home' : 'scratch'}.jsonl`);
    const opts = { sessionId: SESSION, cwd };
    writeFileSync(transcript, `${claudeUserLine('We use pnpm in this repo. Never commit without signing.', opts)}\n${claudeAssistantLine('Noted.', opts)}\n`);
    stop(box, transcript, cwd);
  }
  const all = box.open().store.db.prepare('SELECT scope, content FROM drafts').all() as Array<{ scope: string; content: string }>;
  assert.deepEqual(all.map((d) => d.scope), [USER_SCOPE], JSON.stringify(all));
  assert.equal(all[0]!.content, 'Never commit without signing.');
  // With a marker the folder is a project again.
  writeFileSync(join(scratch, 'package.json'), '{}');
  assert.ok(captureProjectScope(findProjectRoot(scratch, box.env), box.env)?.startsWith('project:'));
  assert.ok(captureProjectScope(findProjectRoot(box.project, box.env), box.env)?.startsWith('project:'));
});
