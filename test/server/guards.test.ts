// Issue 27: the agent can never add, widen or confirm a guard. The built MCP server, driven by
// the real SDK client over stdio, offers no tool that names a guard, and every memory_* call
// that tries (extra fields, confirm: true, an edit of the guarded memory) leaves the user's
// guards exactly as the user set them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { guardIndexPath } from '../../lib/guards/index-file.ts';
import { addConfirmedGuard, listGuards } from '../../lib/guards/store.ts';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect } from './helpers.ts';

test('no memory_* tool can add, widen or confirm a guard', async (t) => {
  const box = sandbox();
  const ctx = box.open({ actor: 'nuzo:cli' });
  const rule = remember(ctx, { content: 'Use pnpm, never npm.', kind: 'instruction', scope: box.projectScope, confirmed: true });
  const other = remember(ctx, { content: 'Never force-push to main.', kind: 'instruction', scope: box.projectScope, confirmed: true });
  const { guard } = addConfirmedGuard(ctx, box.home, { memory_id: rule.id, pattern: '^npm install\\b' });
  ctx.store.close();
  const before = readFileSync(guardIndexPath(box.home), 'utf8');
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });

  const { tools } = await s.client.listTools();
  assert.ok(tools.length > 5);
  for (const tool of tools) assert.doesNotMatch(JSON.stringify(tool), /guard/i, `${tool.name} says nothing of guards`);

  const pr = { project_root: box.project };
  const guardFields = { guard: { command: '.*', action: 'deny' }, guards: [{ pattern: 'git' }], guard_command: 'npm', confirm: true };
  const attempts: Array<[string, Record<string, unknown>]> = [
    ['memory_remember', { content: 'Never run git push.', kind: 'instruction', scope: 'project:auto', ...guardFields, ...pr }],
    ['memory_update', { id: other.id, ...guardFields, ...pr }],
    ['memory_update', { id: rule.id, content: 'Use pnpm; npm is fine for ci.', ...guardFields, ...pr }],
    ['memory_drafts_confirm', { id: 'drf_01JZ0000000000000000000000', ...guardFields, ...pr }],
  ];
  for (const [name, args] of attempts) await s.call(name, args);
  for (const name of tools.map((tool) => tool.name).filter((n) => /guard/i.test(n))) assert.fail(`unexpected tool ${name}`);

  const check = box.open();
  const guards = listGuards(check.store);
  assert.deepEqual(guards.map((g) => [g.id, g.memory_id, g.pattern, g.action, g.status, g.confirmed_by]), [[guard.id, rule.id, '^npm install\\b', 'deny', 'confirmed', 'nuzo:cli']]);
  assert.equal(readFileSync(guardIndexPath(box.home), 'utf8'), before, 'the index is untouched');
});
