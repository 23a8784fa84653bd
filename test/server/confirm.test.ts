import test from 'node:test';
import assert from 'node:assert/strict';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, makeDraft, ok, writeUserConfig, type ElicitRequest } from './helpers.ts';

const SEED_PROMPT = [
  'Save this Nuzo memory?',
  'Content: The user prefers concise final answers.',
  'Kind: preference',
  'Scope: user:default',
  'Tags: workflow',
  'Reason: The user stated a recurring response style preference.',
  'Confirm, edit, or reject?',
].join('\n');

function seedDraft(box: ReturnType<typeof sandbox>): string {
  return makeDraft(box, { content: 'The user prefers concise final answers.', scope: 'user:default', reason: 'The user stated a recurring response style preference.' });
}

test('with elicitation the user sees the seed prompt and accepting saves the draft', async (t) => {
  const box = sandbox();
  const id = seedDraft(box);
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const saved = ok(await s.call('memory_drafts_confirm', { id, project_root: box.project }));
  assert.equal(s.prompts.length, 1);
  assert.equal(s.prompts[0].message, SEED_PROMPT);
  assert.deepEqual(s.prompts[0].requestedSchema.properties.decision.enum, ['confirm', 'edit', 'reject']);
  assert.deepEqual(s.prompts[0].requestedSchema.required, ['decision']);
  assert.deepEqual([saved.action, saved.confirmed_via, saved.edited, saved.memory.content], ['created', 'elicitation', false, 'The user prefers concise final answers.']);
});

test('the user can edit content, kind, scope and tags inside the prompt before saving', async (t) => {
  const box = sandbox();
  const id = seedDraft(box);
  const s = await connect(box, {
    elicit: () => ({ action: 'accept', content: { decision: 'edit', content: 'The user prefers very short answers.', kind: 'instruction', scope: 'project:auto', tags: 'style, answers' } }),
  });
  t.after(async () => { await s.close(); box.cleanup(); });
  const saved = ok(await s.call('memory_drafts_confirm', { id, project_root: box.project }));
  assert.equal(saved.edited, true);
  assert.deepEqual([saved.memory.content, saved.memory.kind, saved.memory.scope, saved.memory.tags], ['The user prefers very short answers.', 'instruction', box.projectScope, ['style', 'answers']]);
});

for (const [title, answer, draftGone] of [
  ['declining the prompt writes nothing and keeps the draft', { action: 'decline' }, false],
  ['cancelling the prompt writes nothing and keeps the draft', { action: 'cancel' }, false],
  ['rejecting in the prompt writes nothing and erases the draft', { action: 'accept', content: { decision: 'reject' } }, true],
] as const) {
  test(title, async (t) => {
    const box = sandbox();
    const id = seedDraft(box);
    const s = await connect(box, { elicit: () => answer as any });
    t.after(async () => { await s.close(); box.cleanup(); });
    const error = errorOf(await s.call('memory_drafts_confirm', { id, confirm: true, project_root: box.project }));
    assert.equal(error.code, 'CONFIRMATION_DECLINED');
    assert.equal(ok(await s.call('memory_list', { project_root: box.project })).total, 0);
    assert.equal(ok(await s.call('memory_drafts_list', { project_root: box.project })).pending, draftGone ? 0 : 1);
  });
}

test('a model-supplied confirm: true is not enough when the client can prompt the user', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'decline' }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const m = ok(await s.call('memory_remember', { content: 'Release notes live in CHANGES.md.', kind: 'fact', scope: 'project:auto', ...pr })).memory;
  assert.equal(s.prompts.length, 0, 'an explicit save does not prompt');
  assert.equal(errorOf(await s.call('memory_update', { id: m.id, content: 'Release notes live in docs/CHANGES.md.', confirm: true, ...pr })).code, 'CONFIRMATION_DECLINED');
  assert.equal(errorOf(await s.call('memory_forget', { id: m.id, mode: 'delete', confirm: true, ...pr })).code, 'CONFIRMATION_DECLINED');
  assert.equal(errorOf(await s.call('memory_forget_many', { all: true, dry_run: false, confirm: true, ...pr })).code, 'CONFIRMATION_DECLINED');
  assert.equal(s.prompts.length, 3);
  assert.match(s.prompts[0].message, /^Change this Nuzo memory\?\nCurrent content: Release notes live in CHANGES\.md\.\nNew content: Release notes live in docs\/CHANGES\.md\./);
  assert.match(s.prompts[1].message, /^Permanently delete this Nuzo memory\?/);
  assert.match(s.prompts[2].message, /^Archive 1 Nuzo memory\?/);
  const still = ok(await s.call('memory_list', pr)).memories;
  assert.deepEqual(still.map((x: any) => [x.content, x.status]), [['Release notes live in CHANGES.md.', 'active']]);
});

test('accepted prompts apply updates, hard deletes and bulk forgets', async (t) => {
  const box = sandbox();
  const seen: ElicitRequest[] = [];
  const s = await connect(box, { elicit: (r) => { seen.push(r); return { action: 'accept', content: { decision: 'confirm' } }; } });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const m = ok(await s.call('memory_remember', { content: 'CI runs on GitHub Actions.', kind: 'fact', scope: 'project:auto', tags: ['ci'], ...pr })).memory;
  const updated = ok(await s.call('memory_update', { id: m.id, content: 'CI runs on GitHub Actions and a nightly job.', ...pr }));
  assert.deepEqual([updated.memory.content, updated.confirmed_via], ['CI runs on GitHub Actions and a nightly job.', 'elicitation']);
  const moved = ok(await s.call('memory_update', { id: m.id, scope: 'user:default', ...pr }));
  assert.equal(moved.memory.scope, 'user:default');
  assert.match(seen[1].message, /Scope: project:[0-9a-f]{16} -> user:default/);
  const applied = ok(await s.call('memory_forget_many', { tags: ['ci'], dry_run: false, ...pr }));
  assert.equal(applied.affected, 1);
  const deleted = ok(await s.call('memory_forget', { id: m.id, mode: 'delete', ...pr }));
  assert.equal(deleted.status, 'deleted');
  assert.equal(seen.length, 4);
});

test('confirmation "elicitation" refuses clients without prompts; "flag" never prompts and never takes the flag either', async (t) => {
  const box = sandbox();
  const id = seedDraft(box);
  writeUserConfig(box, { confirmation: 'elicitation' });
  const plain = await connect(box);
  const error = errorOf(await plain.call('memory_drafts_confirm', { id, confirm: true, project_root: box.project }));
  assert.equal(error.code, 'CONFIRMATION_REQUIRED');
  assert.equal(error.details.via, 'elicitation_unsupported');
  assert.equal(error.details.command, 'nuzo review');
  await plain.close();

  writeUserConfig(box, { confirmation: 'flag' });
  const prompting = await connect(box, { elicit: () => ({ action: 'decline' }) });
  t.after(async () => { await prompting.close(); box.cleanup(); });
  const refused = errorOf(await prompting.call('memory_drafts_confirm', { id, confirm: true, project_root: box.project }));
  assert.deepEqual([refused.code, refused.details.via], ['CONFIRMATION_REQUIRED', 'forms_off']);
  assert.equal(prompting.prompts.length, 0);
  assert.equal(ok(await prompting.call('memory_list', { project_root: box.project })).total, 0);
});

test('an edit in the prompt cannot move a memory outside the session fence', async (t) => {
  const box = sandbox();
  const id = seedDraft(box);
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'edit', scope: 'project:0123456789abcdef' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  assert.equal(errorOf(await s.call('memory_drafts_confirm', { id, project_root: box.project })).code, 'SCOPE_NOT_ALLOWED');
  assert.equal(ok(await s.call('memory_drafts_list', { project_root: box.project })).pending, 1);
});
