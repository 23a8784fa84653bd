import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const PROMPT = [
  'Save this Nuzo memory?',
  'Content: The user prefers concise final answers.',
  'Kind: preference',
  'Scope: user:default',
  'Tags: workflow',
  'Reason: The user stated a recurring response style preference.',
  'Confirm, edit, or reject?',
].join('\n');

function seedDraft(content = 'The user prefers concise final answers.', extra: Record<string, unknown> = {}): string {
  return box.draft({ content, scope: 'user:default', reason: 'The user stated a recurring response style preference.', ...extra });
}

describe('nuzo drafts', () => {
  it('list shows this project and user:default drafts only', async () => {
    const mine = seedDraft();
    const project = box.draft({ content: 'For this repo, run the strict docs build before pushing.', kind: 'instruction' });
    box.draft({ content: 'Use the staging cluster for load tests.', kind: 'instruction', scope: 'project:00000000000000aa' });
    const run = await box.nuzo(['drafts', 'list', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.scopes, [box.projectScope, 'user:default']);
    assert.deepEqual(run.json.drafts.map((d: { id: string }) => d.id).sort(), [mine, project].sort());
    assert.equal(run.json.drafts[0].requires_confirmation, true);
  });

  it('show prints the seed confirmation prompt without a question nobody can answer there, and the commands that decide', async () => {
    const id = seedDraft();
    const run = await box.nuzo(['drafts', 'show', id]);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.stdout.startsWith(`${PROMPT.replace(/\nConfirm, edit, or reject\?$/, '')}\n`), run.stdout);
    assert.doesNotMatch(run.stdout, /Confirm, edit, or reject\?/);
    assert.ok(run.stdout.includes(`Decide with nuzo drafts confirm ${id}, nuzo drafts edit ${id} --content TEXT, nuzo drafts reject ${id}, or nuzo review.`), run.stdout);
    const json = await box.nuzo(['drafts', 'show', id, '--json']);
    assert.equal(json.json.confirmation_text, PROMPT);
    assert.equal(json.json.draft.id, id);
  });

  it('confirm saves the draft (with edits) as a memory and removes it', async () => {
    const id = seedDraft();
    const run = await box.nuzo(['drafts', 'confirm', id, '--tag', 'style', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.action, 'created');
    assert.equal(run.json.draft_id, id);
    assert.deepEqual(run.json.memory.tags, ['style']);
    const again = await box.nuzo(['drafts', 'confirm', id, '--json']);
    assert.equal(again.code, 1);
    assert.equal(again.json.error.code, 'DRAFT_NOT_FOUND');
  });

  it('edit changes a pending draft without saving; reject discards it', async () => {
    const id = seedDraft();
    const edited = await box.nuzo(['drafts', 'edit', id, '--content', 'The user prefers short final answers.', '--kind', 'note', '--json']);
    assert.equal(edited.code, 0, edited.stderr);
    assert.equal(edited.json.draft.content, 'The user prefers short final answers.');
    assert.match(edited.json.confirmation_text, /^Save this Nuzo memory\?\nContent: The user prefers short final answers\.\nKind: note\n/);
    const list = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(list.json.total, 0);
    const rejected = await box.nuzo(['drafts', 'reject', id, '--json']);
    assert.deepEqual(rejected.json, { draft_id: id, remembered: false });
    const drafts = await box.nuzo(['drafts', 'list', '--json']);
    assert.deepEqual(drafts.json.drafts, []);
  });
});

describe('nuzo review', () => {
  it('walks the drafts: confirm, reject, skip, then reports what is left', async () => {
    const a = seedDraft();
    const b = seedDraft('The user likes status updates while work is running.');
    const c = seedDraft('The user prefers tabs over spaces.');
    const run = await box.nuzo(['review'], { input: 'c\nr\ns\n' });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.stdout.includes(PROMPT), run.stdout);
    assert.match(run.stdout, /Draft 1 of 3/);
    assert.match(run.stdout, /1 saved, 1 rejected, 1 skipped; 1 draft still pending\./);
    const json = await box.nuzo(['drafts', 'list', '--json']);
    assert.deepEqual(json.json.drafts.map((d: { id: string }) => d.id), [c]);
    const memories = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(memories.json.memories[0].content, 'The user prefers concise final answers.');
    void a; void b;
  });

  it('edit asks for content, kind, scope and tags, then confirms the edited text', async () => {
    seedDraft();
    const answers = ['e', 'The user prefers terse final answers.', 'instruction', 'project', 'style, answers', 'c', ''].join('\n');
    const run = await box.nuzo(['review', '--json'], { input: answers });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.confirmed.length, 1);
    assert.match(run.stderr, /Content: The user prefers terse final answers\.\nKind: instruction\nScope: project:/);
    const memories = await box.nuzo(['memory', 'list', '--json']);
    const [memory] = memories.json.memories;
    assert.equal(memory.content, 'The user prefers terse final answers.');
    assert.equal(memory.kind, 'instruction');
    assert.equal(memory.scope, box.projectScope);
    assert.deepEqual(memory.tags, ['style', 'answers']);
  });

  it('shows a core refusal on confirm and moves on without retrying', async () => {
    const id = seedDraft();
    const existing = await box.nuzo(['memory', 'remember', 'The user prefers concise final answers.', '--scope', 'user', '--kind', 'preference', '--json']);
    assert.equal(existing.code, 0, existing.stderr);
    const run = await box.nuzo(['review', '--json'], { input: 'c\n' });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.failed.map((f: { draft_id: string; error: { code: string } }) => [f.draft_id, f.error.code]), [[id, 'DUPLICATE_MEMORY']]);
    assert.match(run.stderr, /Not saved: .* \(DUPLICATE_MEMORY\)\. The draft stays pending\./);
    assert.equal(run.stderr.match(/\[c\]onfirm/g)?.length, 1);
    assert.equal(run.json.remaining, 1);
  });

  it('quit and end of input stop the review; --json has a stable shape', async () => {
    seedDraft();
    seedDraft('The user likes status updates while work is running.');
    const run = await box.nuzo(['review', '--json'], { input: 'q\n' });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(Object.keys(run.json), ['reviewed', 'confirmed', 'rejected', 'skipped', 'failed', 'remaining', 'quit']);
    assert.equal(run.json.quit, true);
    assert.equal(run.json.remaining, 2);
    const eof = await box.nuzo(['review'], { input: '' });
    assert.equal(eof.code, 0);
    assert.match(eof.stdout, /0 saved, 0 rejected, 0 skipped; 2 drafts still pending\./);
  });

  it('reviews agent:* drafts too (a remember into agent:* without a form waits here), never another project\'s', async () => {
    const agent = box.draft({ content: 'Reply to the release bot in English.', kind: 'instruction', scope: 'agent:release-bot' });
    box.draft({ content: 'Use the staging cluster for load tests.', kind: 'instruction', scope: 'project:00000000000000aa' });
    const run = await box.nuzo(['review', '--json'], { input: 'c\n' });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.confirmed.length, 1);
    assert.equal(run.json.remaining, 0, 'the other project\'s draft is not counted here');
    const listed = await box.nuzo(['memory', 'list', '--scope', 'agent:release-bot', '--json']);
    assert.equal(listed.json.memories[0].content, 'Reply to the release bot in English.', agent);
  });

  it('an edit is never dropped silently: Enter re-asks, end of input says the edit was not saved; y and n are listed', async () => {
    const id = seedDraft();
    const edit = ['e', 'The user prefers terse final answers.', '', '', ''];
    const run = await box.nuzo(['review'], { input: [...edit, '', 'c', ''].join('\n') });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /\[c\]onfirm \(y\), \[e\]dit, \[r\]eject \(n\), \[s\]kip, \[q\]uit: /);
    assert.match(run.stdout, /Enter does not decide an edited draft: c saves your edit/);
    assert.match(run.stdout, /1 saved, 0 rejected, 0 skipped/);
    const memories = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(memories.json.memories[0].content, 'The user prefers terse final answers.');

    const other = seedDraft('The user prefers tabs over spaces.');
    const ended = await box.nuzo(['review'], { input: ['e', 'The user prefers tabs.', ''].join('\n') });
    assert.match(ended.stdout, new RegExp(`Input ended during the edit: review stopped\\. Your edit was not saved; ${other} stays pending\\.`));
    const atPrompt = await box.nuzo(['review'], { input: [...edit].join('\n') + '\n' });
    assert.match(atPrompt.stdout, new RegExp(`Input ended: review stopped\\. Your edit was not saved; ${other} stays pending\\.`));
    const skipped = await box.nuzo(['review'], { input: 's\n' });
    assert.match(skipped.stdout, new RegExp(`Skipped ${other}; it stays pending\\.`));
    void id;
  });

  it('says so when nothing waits', async () => {
    const run = await box.nuzo(['review']);
    assert.equal(run.code, 0);
    assert.equal(run.stdout, 'No drafts waiting for review.\n');
  });
});
