// The UserPromptSubmit recall as lib/hooks runs it, on a real store: it injects only
// memories that hold at least half of what the prompt asks about.
import assert from 'node:assert/strict';
import test from 'node:test';
import { runPromptRecallHook } from '../../lib/hooks/prompt-recall.ts';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox } from '../support/sandbox.ts';

function prompt(box: ReturnType<typeof sandbox>, text: string): string {
  const input = JSON.stringify({ session_id: 's1', transcript_path: null, cwd: box.project, hook_event_name: 'UserPromptSubmit', prompt: text });
  const { stdout } = runPromptRecallHook(input, { ...box.env, NUZO_PROMPT_RECALL: '1' });
  return stdout ? JSON.parse(stdout).hookSpecificOutput.additionalContext : '';
}

test('a prompt the memory answers gets it; a prompt sharing one word with the store gets nothing', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  remember(ctx, { content: 'Staging deploys need the VPN.', kind: 'fact', scope: box.projectScope });
  ctx.store.close();
  assert.match(prompt(box, 'do I run lint before committing?'), /Run make lint before committing\./);
  // Only "lint" is known to the store; the rest of the prompt is about something else.
  assert.equal(prompt(box, 'rewrite the parser tokenizer grammar so lint warnings vanish'), '');
});
