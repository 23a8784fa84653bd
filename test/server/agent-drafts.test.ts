// Drafts the agent proposed (memory_propose) or edited (memory_drafts_edit), through the
// built server and a real MCP client over stdio, then every review surface: the tools' own
// output, the user's form, `nuzo review`, `nuzo drafts show` and `nuzo drafts list`. Each
// says the agent did it, and an edited draft shows what it said before the edit.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { connect, HOOK, makeDraft, ok, runAsUser, writeUserConfig } from './helpers.ts';

const ORIGINAL = 'Always run the docs build in strict mode before pushing.';
const EDITED = 'The user wants every doc built in strict mode, in every project.';

test('memory_propose files a draft, never a memory, returns none of its text, and the review surfaces say the agent proposed it', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const result = await s.call('memory_propose', { content: 'Use pnpm, never npm, in this repository.', kind: 'project_decision', scope: 'project:auto', reason: 'The user set the package manager.', ...pr });
  const out = ok(result);
  assert.equal(out.status, 'drafted');
  assert.match(out.draft_id, /^drf_/);
  assert.equal(out.scope, box.projectScope);
  assert.deepEqual(out.proposed_by, ['agent']);
  assert.ok(!JSON.stringify(result).includes('pnpm'), 'no stored text in the result, structured or not');
  assert.equal(ok(await s.call('memory_list', pr)).total, 0, 'never a memory');

  const [listed] = ok(await s.call('memory_drafts_list', pr)).drafts;
  assert.deepEqual(listed.proposed_by, ['agent']);
  assert.match(listed.confirmation_text, /\nReason: Proposed by the agent: The user set the package manager\.\n/);
  const show = runAsUser(box, `nuzo drafts show ${out.draft_id}`);
  assert.match(show.stdout, /Reason: +Proposed by the agent/);
  assert.match(show.stdout, /proposed by the agent$/m);
  const review = runAsUser(box, 'nuzo review', { input: 's\n' });
  assert.match(review.stdout, /Draft 1 of 1 · drf_\w+ · from mcp:agent-suggestion · proposed by the agent/);
  const list = runAsUser(box, 'nuzo drafts list --json');
  assert.deepEqual(JSON.parse(list.stdout).drafts.map((d: any) => d.proposed_by), [['agent']]);

  // The agent passed no wider scope than the session's project allows: another project is refused.
  const other = await s.call('memory_propose', { content: 'Use yarn there.', kind: 'project_decision', scope: 'project:0123456789abcdef', ...pr });
  assert.equal(other.isError, true);
});

test('a draft the agent edited shows the original next to the edit, says the agent changed it, and a scope it widened waits for the user\'s choice', async (t) => {
  const box = sandbox();
  const id = makeDraft(box, { content: ORIGINAL, kind: 'instruction', reason: 'The user stated a recurring instruction.', proposed_by: ['capture'] });
  const asked: string[] = [];
  const s = await connect(box, { elicit: (request) => { asked.push(request.message); return { action: 'decline' }; } });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };

  const edited = ok(await s.call('memory_drafts_edit', { id, content: EDITED, scope: 'user:default', ...pr })).draft;
  const note = `Edited by the agent: scope ${box.projectScope} → user:default, text changed.`;
  assert.deepEqual(edited.changed_by, { by: 'agent', via: 'mcp' });
  assert.equal(edited.agent_edited, true);
  assert.equal('original' in edited, false, 'the earlier text reaches the agent only inside confirmation_text');
  assert.equal(edited.scope_unclear, true, 'the agent\'s wider scope is a proposal the user answers');
  assert.equal(edited.reason, `${note} The user stated a recurring instruction.`);
  for (const line of [`Reason: ${note}`, `Before the agent's edit, content: ${ORIGINAL}`, `Before the agent's edit, scope: ${box.projectScope}`]) assert.ok(edited.confirmation_text.includes(line), line);

  const [listed] = ok(await s.call('memory_drafts_list', pr)).drafts;
  assert.equal(listed.confirmation_text, edited.confirmation_text, 'the review skill reads the same');

  // The user's form says it too (declined here: nothing saved).
  await s.call('memory_drafts_confirm', { id, ...pr });
  assert.ok(asked[0]?.includes(note) && asked[0].includes(`Before the agent's edit, content: ${ORIGINAL}`), asked[0]);

  const review = runAsUser(box, 'nuzo review', { input: 's\n' });
  assert.equal(review.code, 0, review.stderr);
  assert.match(review.stdout, /· edited by the agent\n/);
  assert.ok(review.stdout.includes(note), review.stdout);
  assert.ok(review.stdout.includes(`Before the agent's edit, content: ${ORIGINAL}`), review.stdout);
  assert.match(review.stdout, /The scope is unclear/);

  const show = runAsUser(box, `nuzo drafts show ${id}`);
  assert.ok(show.stdout.includes(note) && show.stdout.includes(`Before the agent's edit, scope: ${box.projectScope}`), show.stdout);
  const json = JSON.parse(runAsUser(box, `nuzo drafts show ${id} --json`).stdout);
  assert.deepEqual(json.draft.original.content, ORIGINAL);
  assert.match(runAsUser(box, 'nuzo drafts list').stdout, /edited by the agent/);

  // The user's own edit in the terminal is recorded as theirs; the agent's change still shows.
  const mine = runAsUser(box, `nuzo drafts edit ${id} --tag docs --json`);
  assert.equal(mine.code, 0, mine.stderr);
  const after = JSON.parse(mine.stdout).draft;
  assert.deepEqual(after.changed_by, { by: 'user', via: 'cli' });
  assert.match(after.reason, /^Edited by the agent, then by you in the terminal: scope .* → user:default, text changed, tags changed\./);
  assert.equal(after.original.content, ORIGINAL);
  // hostile24: an edit of the tags is no answer to the scope the agent widened; naming one is.
  assert.equal(after.scope_unclear, true, 'the agent\'s scope still waits for the user\'s choice');
  const chosen = JSON.parse(runAsUser(box, `nuzo drafts edit ${id} --scope user:default --json`).stdout).draft;
  assert.equal(chosen.scope_unclear, false);
});

// Codex tells its MCP server no session id. The server counts its first proposals under its
// own gate row; once the Stop hook has linked one of its drafts to a turn, it reads and counts
// the session's row, the one the hook's own drafts count in, so the hourly cap holds for both.
test('in Codex the server learns its session from the turn Stop linked, and the session\'s hourly cap then counts both sources', async (t) => {
  const box = sandbox();
  writeUserConfig(box, { capture: { min_interval_ms: 0, max_captures_per_hour: 2 } });
  const s = await connect(box, { clientName: 'codex-mcp-client' });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const first = ok(await s.call('memory_propose', { content: 'Run the linter before every commit in this repository.', kind: 'instruction', scope: 'project:auto', ...pr }));
  assert.equal(first.status, 'drafted');

  // The turn as Codex wrote it (the user's rule, the agent's memory_propose call) and its Stop;
  // then the next turn, a rule the agent did not propose, which the Stop hook drafts itself.
  const session = '019a93b9-0000-7000-8000-0000000000c1';
  const transcript = join(box.root, `rollout-2026-11-26T10-00-00-${session}.jsonl`);
  const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: new Date().toISOString(), type, payload });
  const user = (text: string) => line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
  const stop = () => {
    const input = JSON.stringify({ session_id: session, turn_id: 't1', transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', model: 'gpt-5.5', permission_mode: 'bypassPermissions', stop_hook_active: false });
    const hook = spawnSync(process.execPath, [HOOK, 'stop'], { cwd: box.project, input, env: { ...box.env, PLUGIN_ROOT: '/tmp/plugin' }, encoding: 'utf8', timeout: 20_000 });
    assert.equal(hook.status, 0, hook.stderr);
  };
  writeFileSync(transcript, [
    line('session_meta', { id: session, cwd: box.project, originator: 'codex_exec', cli_version: '0.169.0', source: 'exec' }),
    user('For this repo, always run the linter before committing.'),
    line('response_item', { type: 'function_call', namespace: 'mcp__nuzo', name: 'memory_propose', arguments: '{"content":"…"}', call_id: 'call_1' }),
    line('response_item', { type: 'function_call_output', call_id: 'call_1', output: '{"status":"drafted"}' }),
    line('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Noted.' }] }),
  ].join('\n') + '\n');
  stop();
  appendFileSync(transcript, [user('For this repo, always use pnpm instead of npm.'), line('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Will do.' }] })].join('\n') + '\n');
  stop();
  const listed = ok(await s.call('memory_drafts_list', pr)).drafts;
  assert.equal(listed.length, 2, JSON.stringify(listed.map((d: any) => d.content)));
  assert.equal(listed.find((d: any) => d.id === first.draft_id).origin.session_id, session, 'Stop linked the agent\'s draft to its turn');

  const second = ok(await s.call('memory_propose', { content: 'Never force-push to main in this repository.', kind: 'instruction', scope: 'project:auto', ...pr }));
  assert.equal(second.status, 'limited', 'two captures in this session\'s hour already: the agent\'s and the hook\'s');
  assert.match(second.detail, /2 captures in the last hour \(max 2\)/);
});
