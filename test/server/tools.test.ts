import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, makeDraft, ok, runAsUser } from './helpers.ts';

const EXPECTED = [
  'memory_remember', 'memory_recall', 'memory_recall_hook', 'memory_list', 'memory_update', 'memory_history', 'memory_forget', 'memory_forget_many',
  'memory_export', 'memory_import', 'memory_doctor', 'memory_drafts_list', 'memory_drafts_confirm', 'memory_drafts_edit', 'memory_drafts_reject', 'memory_writeback', 'memory_propose',
];

test('the server lists every tool with a [a-z0-9_] name, input and output schemas and truthful annotations', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const { tools } = await s.client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), [...EXPECTED].sort());
  for (const tool of tools) {
    assert.match(tool.name, /^[a-z0-9_]+$/);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal((tool.inputSchema as any).additionalProperties, false, `${tool.name} rejects unknown fields`);
    assert.equal(tool.outputSchema?.type, 'object');
    assert.equal(tool.annotations?.openWorldHint, false);
    assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean');
    assert.ok(tool.description && tool.description.length > 80, `${tool.name} explains when to call it`);
    if (tool.name !== 'memory_doctor') assert.match(tool.description!, /project_root/, `${tool.name} asks for project_root`);
  }
  const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
  for (const name of ['memory_recall_hook', 'memory_list', 'memory_history', 'memory_doctor', 'memory_drafts_list']) assert.equal(byName[name].annotations?.readOnlyHint, true, name);
  for (const name of ['memory_forget', 'memory_forget_many', 'memory_update']) assert.equal(byName[name].annotations?.destructiveHint, true, name);
  assert.match(byName.memory_remember.description!, /ONLY when the user explicitly asks/);
  assert.match(byName.memory_remember.description!, /never saved without the user's confirmation/);
});

test('remember, recall, list, update, history and forget work end to end for this project', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const saved = ok(await s.call('memory_remember', { content: 'Run make lint before committing in this repo.', kind: 'instruction', scope: 'project:auto', tags: ['workflow'], project_root: box.project }));
  assert.equal(saved.memory.scope, box.projectScope);
  assert.equal(saved.memory.kind, 'instruction');
  ok(await s.call('memory_remember', { content: 'The user prefers SQLite for local-first prototypes.', kind: 'preference', scope: 'user:default', tags: ['storage'], project_root: box.project }));

  const recalled = await s.call('memory_recall', { query: 'what should I run before committing', project_root: box.project });
  const out = ok(recalled);
  assert.deepEqual(out.scopes, [box.projectScope, 'user:default']);
  assert.equal(out.results[0].id, saved.memory.id);
  assert.ok(out.results[0].score > 0 && out.results[0].reason.length > 0);
  const text = recalled.content[0].type === 'text' ? recalled.content[0].text : '';
  assert.match(text, /<nuzo-recall nonce="[0-9a-f]{12}">/);

  const listed = ok(await s.call('memory_list', { project_root: box.project }));
  assert.equal(listed.total, 2);
  assert.deepEqual(ok(await s.call('memory_list', { tags: ['storage'], project_root: box.project })).memories.map((m: any) => m.content), ['The user prefers SQLite for local-first prototypes.']);

  const retagged = ok(await s.call('memory_update', { id: saved.memory.id, tags: ['workflow', 'lint'], project_root: box.project }));
  assert.deepEqual(retagged.memory.tags, ['workflow', 'lint']);
  assert.equal(retagged.confirmed_via, 'not_needed');

  const archived = ok(await s.call('memory_forget', { id: saved.memory.id, project_root: box.project }));
  assert.deepEqual([archived.mode, archived.status], ['archive', 'archived']);
  const history = ok(await s.call('memory_history', { id: saved.memory.id, project_root: box.project }));
  assert.deepEqual(history.events.map((e: any) => e.event_type), ['memory.created', 'memory.recalled', 'memory.updated', 'memory.archived']);
  assert.ok(history.events.every((e: any) => e.memory_id === saved.memory.id));
  assert.ok(!JSON.stringify(history).includes('make lint'), 'history carries no content');
});

test('recall_hook is read-only: no last_used_at, no audit event, limit 1 to 8, seed metadata', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const saved = ok(await s.call('memory_remember', { content: 'Nuzo plugin packaging ships the dist folder committed.', kind: 'project_decision', scope: 'project:auto', project_root: box.project }));
  const hook = ok(await s.call('memory_recall_hook', { task_context: 'Continue work on the Nuzo plugin packaging.', limit: 5, project_root: box.project }));
  assert.equal(hook.mode, 'read_only');
  assert.equal(hook.memory_writes, false);
  assert.equal(hook.capture_suggestions, false);
  assert.equal(hook.scope, 'project:auto');
  assert.equal(hook.resolved_scope, box.projectScope);
  assert.equal(hook.include_global, true);
  assert.equal(hook.limit, 5);
  assert.equal(hook.query, 'Continue work on the Nuzo plugin packaging.');
  assert.equal(hook.results[0].id, saved.memory.id);
  const history = ok(await s.call('memory_history', { id: saved.memory.id, project_root: box.project }));
  assert.deepEqual(history.events.map((e: any) => e.event_type), ['memory.created']);
  const listed = ok(await s.call('memory_list', { project_root: box.project }));
  assert.equal(listed.memories[0].last_used_at, null);
  for (const limit of [0, 9]) assert.equal(errorOf(await s.call('memory_recall_hook', { task_context: 'x', limit, project_root: box.project })).code, 'INVALID_INPUT');
});

test('without elicitation, content changes, hard deletes and applied bulk forgets change nothing, whatever the agent passes', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const a = ok(await s.call('memory_remember', { content: 'Use pnpm for installing packages here.', kind: 'instruction', scope: 'project:auto', tags: ['obsolete'], ...pr })).memory;
  const b = ok(await s.call('memory_remember', { content: 'Deploys happen on Fridays after the review.', kind: 'fact', scope: 'project:auto', tags: ['obsolete'], ...pr })).memory;

  for (const confirm of [undefined, true]) {
    const needs = errorOf(await s.call('memory_update', { id: a.id, content: 'Use npm for installing packages here.', confirm, ...pr }));
    assert.equal(needs.code, 'CONFIRMATION_REQUIRED');
    assert.match(String(needs.details.confirmation_text), /^Change this Nuzo memory\?/);
    assert.equal(needs.details.command, `nuzo memory update ${a.id} --content 'Use npm for installing packages here.' --expected-revision 1`);
  }
  assert.equal(ok(await s.call('memory_list', pr)).memories.find((m: any) => m.id === a.id).content, 'Use pnpm for installing packages here.');

  const promote = errorOf(await s.call('memory_update', { id: b.id, scope: 'user:default', ...pr }));
  assert.deepEqual([promote.code, promote.details.reason], ['CONFIRMATION_REQUIRED', 'scope_widening']);

  const preview = ok(await s.call('memory_forget_many', { tags: ['obsolete'], ...pr }));
  assert.deepEqual([preview.matched, preview.affected, preview.dry_run], [2, 0, true]);
  const bulk = errorOf(await s.call('memory_forget_many', { tags: ['obsolete'], dry_run: false, confirm: true, ...pr }));
  assert.equal(bulk.code, 'CONFIRMATION_REQUIRED');
  assert.equal(bulk.details.command, `nuzo memory forget-many --scope ${box.projectScope} --tag obsolete --apply`);
  assert.equal(errorOf(await s.call('memory_forget_many', { tags: ['obsolete'], mode: 'delete', dry_run: false, ...pr })).details.command, `nuzo memory forget-many --scope ${box.projectScope} --tag obsolete --apply --delete`);
  assert.equal(errorOf(await s.call('memory_forget_many', { ...pr })).code, 'INVALID_SELECTOR');
  assert.equal(errorOf(await s.call('memory_forget_many', { all: true, tags: ['obsolete'], ...pr })).code, 'INVALID_SELECTOR');
  assert.equal(ok(await s.call('memory_list', pr)).total, 2, 'nothing archived');

  const del = errorOf(await s.call('memory_forget', { id: a.id, mode: 'delete', confirm: true, ...pr }));
  assert.deepEqual([del.code, del.details.command], ['CONFIRMATION_REQUIRED', `nuzo memory forget ${a.id} --delete`]);
  const history = ok(await s.call('memory_history', { id: a.id, ...pr }));
  assert.deepEqual(history.events.map((e: any) => e.event_type), ['memory.created'], 'no event but the creation');
  // Archiving one memory stays direct: it is reversible.
  assert.equal(ok(await s.call('memory_forget', { id: a.id, ...pr })).status, 'archived');
});

test('drafts can be listed, edited and rejected by the agent; saving one is the user\'s, in a form or in their terminal', async (t) => {
  const box = sandbox();
  const first = makeDraft(box, { content: 'The user prefers concise final answers.', scope: 'user:default', reason: 'The user stated a recurring response style preference.' });
  const second = makeDraft(box, { content: 'Always run the docs build in strict mode before pushing.', kind: 'instruction' });
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const listed = ok(await s.call('memory_drafts_list', pr));
  assert.equal(listed.pending, 2);
  const shown = listed.drafts.find((d: any) => d.id === first);
  assert.equal(shown.confirmation_text, [
    'Save this Nuzo memory?',
    'Content: The user prefers concise final answers.',
    'Kind: preference',
    'Scope: user:default',
    'Tags: workflow',
    'Reason: The user stated a recurring response style preference.',
    'Confirm, edit, or reject?',
  ].join('\n'));
  assert.equal(shown.requires_confirmation, true);

  for (const confirm of [undefined, true]) {
    const needs = errorOf(await s.call('memory_drafts_confirm', { id: first, confirm, ...pr }));
    assert.equal(needs.code, 'CONFIRMATION_REQUIRED');
    assert.equal(needs.details.confirmation_text, shown.confirmation_text);
    assert.equal(needs.details.command, 'nuzo review');
  }
  assert.equal(ok(await s.call('memory_list', pr)).total, 0, 'nothing saved on the agent\'s word');

  const edited = ok(await s.call('memory_drafts_edit', { id: first, content: 'The user prefers short final answers.', tags: ['style'], ...pr }));
  assert.match(edited.draft.confirmation_text, /Content: The user prefers short final answers\./);

  const rejected = ok(await s.call('memory_drafts_reject', { id: second, ...pr }));
  assert.deepEqual(rejected, { draft_id: second, remembered: false });
  assert.equal(errorOf(await s.call('memory_drafts_confirm', { id: second, confirm: true, ...pr })).code, 'DRAFT_NOT_FOUND');

  // The user's own review in a terminal shows the edited text and saves it.
  const review = runAsUser(box, 'nuzo review', { input: 'c\n' });
  assert.equal(review.code, 0, review.stderr);
  assert.match(review.stdout, /The user prefers short final answers\./);
  assert.deepEqual(ok(await s.call('memory_list', pr)).memories.map((m: any) => [m.content, m.tags]), [['The user prefers short final answers.', ['style']]]);
  assert.equal(ok(await s.call('memory_drafts_list', pr)).pending, 0);
});

test('policy still applies to explicit saves and errors never echo the refused text', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const secret = 'Remember my token ghp_abcdefghijklmnopqrstuvwxyz0123456789';
  const refused = errorOf(await s.call('memory_remember', { content: secret, kind: 'fact', scope: 'user:default', project_root: box.project }));
  assert.equal(refused.code, 'SECRET_DETECTED');
  assert.ok(!JSON.stringify(refused).includes('ghp_'), 'the secret does not come back');
  ok(await s.call('memory_remember', { content: 'The docs domain for this project is nuzo.com.br.', kind: 'fact', scope: 'project:auto', project_root: box.project }));
  const dup = errorOf(await s.call('memory_remember', { content: 'The docs domain for this project is nuzo.com.br.', kind: 'fact', scope: 'project:auto', project_root: box.project }));
  assert.equal(dup.code, 'DUPLICATE_MEMORY');
  assert.equal(errorOf(await s.call('memory_remember', { content: 'x', kind: 'opinion', scope: 'user:default', project_root: box.project })).code, 'INVALID_INPUT');
  assert.equal(errorOf(await s.call('memory_remember', { content: 'A fact.', kind: 'fact', scope: 'team:x', project_root: box.project })).code, 'INVALID_SCOPE');
  assert.equal(errorOf(await s.call('memory_recall', { query: 'anything', project_root: join(box.project, 'missing') })).code, 'INVALID_INPUT');
  assert.equal(errorOf(await s.call('memory_recall', { query: 'anything', project_root: 'relative/path' })).code, 'INVALID_INPUT');
});

test('export returns the portability document inline or writes it inside the project, and import round-trips it', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  ok(await s.call('memory_remember', { content: 'Use GitHub Issues as the execution tracker for Nuzo.', kind: 'instruction', scope: 'project:auto', tags: ['workflow'], ...pr }));
  ok(await s.call('memory_remember', { content: 'The user likes concise status updates while work is running.', kind: 'preference', scope: 'user:default', ...pr }));
  const inline = ok(await s.call('memory_export', pr));
  assert.equal(inline.count, 2);
  assert.equal(inline.document.format, 'nuzo-memory-export');
  assert.equal(inline.document.version, 1);
  assert.equal(inline.document.memories.length, 2);

  const file = join(box.project, 'memories.memory.export.json');
  const written = ok(await s.call('memory_export', { path: file, ...pr }));
  assert.deepEqual([written.path, written.format, written.count], [file, 'json', 2]);

  const fresh = sandbox();
  const t2 = await connect(fresh, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  t.after(async () => { await t2.close(); fresh.cleanup(); });
  const doc = { ...inline.document, memories: inline.document.memories.map((m: any) => (m.scope === box.projectScope ? { ...m, scope: fresh.projectScope } : m)) };
  const preview = ok(await t2.call('memory_import', { document: doc, project_root: fresh.project }));
  assert.deepEqual([preview.dry_run, preview.imported, preview.total], [true, 2, 2]);
  assert.equal(ok(await t2.call('memory_list', { project_root: fresh.project })).total, 0, 'dry run is the default');
  const applied = ok(await t2.call('memory_import', { document: doc, dry_run: false, project_root: fresh.project }));
  assert.equal(applied.imported, 2);
  const again = ok(await t2.call('memory_import', { document: doc, dry_run: false, project_root: fresh.project }));
  assert.deepEqual([again.imported, again.skipped], [0, 2], 'exact equivalents are skipped');

  const foreign = ok(await t2.call('memory_import', { document: inline.document, dry_run: false, project_root: fresh.project }));
  assert.equal(foreign.items.find((i: any) => i.status === 'rejected')?.code, 'SCOPE_NOT_ALLOWED', "another project's items stay out");

  const fromFile = ok(await s.call('memory_import', { path: file, ...pr }));
  assert.deepEqual([fromFile.total, fromFile.skipped], [2, 2]);
});

test('export and import refuse paths outside the project and NUZO_HOME/exports', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  ok(await s.call('memory_remember', { content: 'Docs are built with MkDocs strict mode.', kind: 'fact', scope: 'project:auto', ...pr }));
  for (const path of [join(box.project, '..', 'escape.json'), '/etc/passwd', join(box.root, 'elsewhere.json'), join(box.home, 'config.json'), join(box.home, 'memory', 'memories.sqlite'), 'relative.json', '/dev/null']) {
    const error = errorOf(await s.call('memory_export', { path, ...pr }));
    assert.equal(error.code, 'PATH_NOT_ALLOWED', path);
    assert.equal(errorOf(await s.call('memory_import', { path, ...pr })).code, 'PATH_NOT_ALLOWED', path);
  }
  const exported = ok(await s.call('memory_export', { path: join(box.home, 'exports', 'backup.ndjson'), ...pr }));
  assert.equal(exported.format, 'ndjson');
  assert.equal(errorOf(await s.call('memory_import', { document: { format: 'something-else', memories: [] }, ...pr })).code, 'IMPORT_INVALID');
  assert.equal(errorOf(await s.call('memory_import', pr)).code, 'INVALID_INPUT');
});

test('doctor over MCP reports aggregate counts and check results only', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  ok(await s.call('memory_remember', { content: 'The staging database is called orchid-stage.', kind: 'fact', scope: 'project:auto', tags: ['secretive-tag'], source: 'claude-code:mcp', project_root: box.project }));
  const report = ok(await s.call('memory_doctor'));
  assert.deepEqual(report.counts, { active_memories: 1, archived_memories: 0, total_memories: 1 });
  assert.equal(report.store.writable_check, 'not_performed');
  assert.deepEqual([...report.tools].sort(), [...EXPECTED].sort());
  assert.ok(report.checks.length > 3 && report.checks.every((c: any) => ['ok', 'warn', 'fail'].includes(c.status)));
  const text = JSON.stringify(report);
  for (const leak of ['orchid-stage', 'secretive-tag', 'claude-code:mcp', box.project, box.root.replace(/\/$/, '') + '/home/.nuzo/config']) assert.ok(!text.includes(leak), `doctor leaks ${leak}`);
  const paths = text.match(/\/[\w.-]+\/[\w./-]+/g) ?? [];
  assert.ok(paths.every((p) => report.store.path.includes(p) || p.startsWith('/v1')), `only the store path appears: ${paths.join(', ')}`);
});
