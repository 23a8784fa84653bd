// Guards (lib/guards): which patterns may be stored, which guard stops which command, and
// the store table and index file the CLI keeps in step.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import test from 'node:test';
import { guardIndexPath, readGuardIndex } from '../../lib/guards/index-file.ts';
import { matchGuards, shellCommandOf, type ActiveGuard } from '../../lib/guards/match.ts';
import { checkGuardPattern } from '../../lib/guards/pattern.ts';
import { addConfirmedGuard, listGuards, removeGuard } from '../../lib/guards/store.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox } from '../support/sandbox.ts';

test('a guard pattern must compile, stay short and one line, never backtrack exponentially, and not match everything', () => {
  for (const good of ['\\bnpm (install|i|ci)\\b', '^npm install', 'git push (-f|--force)', 'rm -rf /', '(?:yarn|npm) add']) {
    assert.deepEqual(checkGuardPattern(good), { ok: true }, good);
  }
  const refused: Array<[string, RegExp]> = [
    ['npm (install', /not a valid regular expression/],
    ['(a+)+$', /exponential/],
    ['(npm|npx)*x', /exponential/],
    ['(\\w+\\s?)*$', /exponential/],
    ['(a)\\1', /back-references/],
    ['npm(?=install)', /lookarounds/],
    ['.*', /matches ''/],
    ['s', /matches 'ls'/],
    ['x'.repeat(201), /longer than 200/],
    ['npm\ninstall', /line break/],
    ['', /empty/],
  ];
  for (const [pattern, reason] of refused) {
    const verdict = checkGuardPattern(pattern);
    assert.equal(verdict.ok, false, pattern);
    assert.match((verdict as { reason: string }).reason, reason, pattern);
  }
});

const guard = (over: Partial<ActiveGuard>): ActiveGuard => ({ id: 'grd_1', memory_id: 'mem_1', scope: 'project:aaaaaaaaaaaaaaaa', tool: 'shell', pattern: '\\bnpm (install|i|ci)\\b', action: 'deny', ...over });

test('matchGuards: only guards of the session scopes; a deny wins over an earlier ask; the match is what the pattern found', () => {
  const scopes = ['project:aaaaaaaaaaaaaaaa', 'user:default'];
  const ask = guard({ id: 'grd_ask', pattern: 'npm', action: 'ask' });
  const deny = guard({ id: 'grd_deny' });
  const elsewhere = guard({ id: 'grd_other', scope: 'project:bbbbbbbbbbbbbbbb', pattern: 'pnpm' });
  assert.equal(matchGuards([ask, deny], { tool: 'shell', command: 'cd web && npm install left-pad' }, scopes)?.guard.id, 'grd_deny');
  assert.equal(matchGuards([ask, deny], { tool: 'shell', command: 'npm run build' }, scopes)?.guard.id, 'grd_ask');
  assert.equal(matchGuards([ask, deny], { tool: 'shell', command: 'pnpm install' }, scopes)?.guard.id, 'grd_ask', 'npm inside pnpm: the ask pattern has no word boundary');
  assert.equal(matchGuards([deny], { tool: 'shell', command: 'pnpm install' }, scopes), null);
  assert.equal(matchGuards([elsewhere], { tool: 'shell', command: 'pnpm install' }, scopes), null, "another project's guard never applies here");
  assert.equal(matchGuards([deny], { tool: 'shell', command: 'npm ci' }, scopes)?.matched, 'npm ci');
});

test('shellCommandOf reads the Bash tool of both hosts and ignores every other tool', () => {
  assert.equal(shellCommandOf('Bash', { command: 'npm install', description: 'x' }), 'npm install');
  assert.equal(shellCommandOf('Bash', { command: ['bash', '-lc', 'npm i'] }), 'bash -lc npm i');
  assert.equal(shellCommandOf('Read', { file_path: '/x' }), null);
  assert.equal(shellCommandOf('mcp__nuzo__memory_recall', { command: 'npm install' }), null);
  assert.equal(shellCommandOf('Bash', null), null);
});

test('guard add confirms a guard on an instruction memory and writes the 0600 index; remove and forgetting the memory take it out', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open({ actor: 'nuzo:cli' });
  const rule = remember(ctx, { content: 'Use pnpm, never npm.', kind: 'instruction', scope: box.projectScope, confirmed: true });
  const fact = remember(ctx, { content: 'The CI runs on Node 24.', kind: 'fact', scope: box.projectScope, confirmed: true });
  const id = rule.id;
  const factId = fact.id;
  assert.throws(() => addConfirmedGuard(ctx, box.home, { memory_id: factId, pattern: 'npm' }), (e: any) => e.code === 'INVALID_KIND');
  assert.throws(() => addConfirmedGuard(ctx, box.home, { memory_id: id, pattern: '(a+)+' }), (e: any) => e.code === 'INVALID_INPUT');
  assert.equal(existsSync(guardIndexPath(box.home)), false, 'no confirmed guard, no index');

  const { guard: added } = addConfirmedGuard(ctx, box.home, { memory_id: id, pattern: '\\bnpm (install|i|ci)\\b' });
  assert.match(added.id, /^grd_[0-9A-Z]{26}$/);
  assert.deepEqual([added.status, added.action, added.confirmed_by, added.active], ['confirmed', 'deny', 'nuzo:cli', true]);
  assert.equal(statSync(guardIndexPath(box.home)).mode & 0o777, 0o600);
  assert.deepEqual(readGuardIndex(box.home), [{ id: added.id, memory_id: id, scope: box.projectScope, tool: 'shell', pattern: '\\bnpm (install|i|ci)\\b', action: 'deny' }]);
  assert.doesNotMatch(readFileSync(guardIndexPath(box.home), 'utf8'), /pnpm, never/, 'the index holds no memory text');

  const again = addConfirmedGuard(ctx, box.home, { memory_id: id, pattern: '\\bnpm (install|i|ci)\\b', action: 'ask' });
  assert.deepEqual([again.existed, again.guard.id, again.guard.action], [true, added.id, 'ask']);

  removeGuard(ctx, box.home, added.id);
  assert.equal(existsSync(guardIndexPath(box.home)), false);
  assert.deepEqual(listGuards(ctx.store), []);

  const second = addConfirmedGuard(ctx, box.home, { memory_id: id, pattern: '^npm ' }).guard;
  forgetMemory(ctx, { id, mode: 'delete', confirmed: true });
  assert.equal(listGuards(ctx.store).length, 0, 'the guard goes with its memory');
  assert.throws(() => removeGuard(ctx, box.home, second.id), (e: any) => e.code === 'INVALID_INPUT');
});

test('proposeGuard reads a negated command out of an instruction, and proposes nothing otherwise', async () => {
  const { proposeGuard } = await import('../../lib/guards/propose.ts');
  const { matchGuards } = await import('../../lib/guards/match.ts');
  const cases: Array<[string, string, string[], string[]]> = [
    ['Use pnpm, never npm.', '\\bnpm (install|i|ci|add)\\b', ['npm install', 'cd x && npm i left-pad', 'npm ci'], ['pnpm install', 'npm run build']],
    ["Don't force-push to main.", '', ['git push --force origin main', 'git push -f'], ['git push origin main']],
    ['Never run `make deploy` from a laptop.', '\\bmake\\s+deploy\\b', ['make deploy', 'cd x; make  deploy'], ['make deployment-docs', 'make build']],
  ];
  for (const [content, pattern, stops, passes] of cases) {
    const proposal = proposeGuard(content);
    assert.ok(proposal, content);
    if (pattern) assert.equal(proposal.pattern, pattern);
    assert.deepEqual(checkGuardPattern(proposal.pattern), { ok: true }, content);
    const g = guard({ pattern: proposal.pattern });
    for (const command of stops) assert.ok(matchGuards([g], { tool: 'shell', command }, [g.scope]), `${content} stops ${command}`);
    for (const command of passes) assert.equal(matchGuards([g], { tool: 'shell', command }, [g.scope]), null, `${content} lets ${command} run`);
  }
  for (const content of ['We use npm workspaces.', 'Run the linter before committing.', 'Never commit on Fridays.']) assert.equal(proposeGuard(content), null, content);
});
