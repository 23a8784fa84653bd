import test from 'node:test';
import assert from 'node:assert/strict';
import { assertArgumentProject, assertRecordReachable, canReach, homeScopes, makeFence, memoryNotFound, reachableAmong, reachableScope, widensBeyondProject } from '../../lib/access.ts';
import type { NuzoError } from '../../lib/errors.ts';

const HERE = 'project:1111111111111111';
const THERE = 'project:2222222222222222';

test('a fence reaches its own project, user:default and agent scopes, and nothing else by default', () => {
  const fence = makeFence(HERE, []);
  for (const scope of [HERE, 'user:default', 'agent:codex', 'agent:claude-code']) assert.equal(canReach(fence, scope), true, scope);
  for (const scope of [THERE, 'team:x', 'user:other', '']) assert.equal(canReach(fence, scope), false, scope);
  assert.equal(reachableScope(fence, 'project:auto'), HERE);
  assert.throws(() => reachableScope(fence, THERE), { code: 'SCOPE_NOT_ALLOWED' });
});

test('allowed_projects opens named projects, and "*" opens every project', () => {
  assert.equal(canReach(makeFence(HERE, [THERE]), THERE), true);
  assert.equal(canReach(makeFence(HERE, [THERE]), 'project:3333333333333333'), false);
  assert.equal(canReach(makeFence(null, ['*']), THERE), true);
});

test('without a project, project:auto is unresolved and only user and agent scopes remain', () => {
  const fence = makeFence(null, []);
  assert.throws(() => reachableScope(fence, 'project:auto'), { code: 'PROJECT_UNRESOLVED' });
  assert.deepEqual(homeScopes(fence), ['user:default']);
  assert.deepEqual(reachableAmong(fence, [THERE, 'agent:codex', 'user:default']), ['user:default', 'agent:codex']);
});

test('a record outside the fence is reported exactly like a missing one', () => {
  const fence = makeFence(HERE, []);
  const id = 'mem_01ARZ3NDEKTSV4RRFFQ69G5FAV';
  const outside = (() => { try { assertRecordReachable(fence, THERE, {}, () => memoryNotFound(id)); } catch (e) { return e; } })() as { code: string; message: string; details: unknown };
  const missing = memoryNotFound(id);
  assert.deepEqual([outside.code, outside.message, outside.details], [missing.code, missing.message, missing.details]);
  assert.equal(assertRecordReachable(fence, HERE, 'ok', () => memoryNotFound(id)), 'ok');
});

test('doctor warnings keep the store path and URLs but mask every other path', async () => {
  const { maskPaths } = await import('../../server/tools/doctor.ts');
  const store = '/home/u/.nuzo/memory/memories.sqlite';
  assert.equal(maskPaths(`store.path: No store at ${store} yet.`, store), `store.path: No store at ${store} yet.`);
  assert.equal(maskPaths('home.files: NUZO_HOME (/home/u/.nuzo) does not exist yet; see ~/.codex/config.toml and ../x/y.', store), 'home.files: NUZO_HOME (<path>) does not exist yet; see <path> and <path>');
  assert.equal(maskPaths('network: the scorer targets http://127.0.0.1:11434/v1 only.', store), 'network: the scorer targets http://127.0.0.1:11434/v1 only.');
});

test('a model-supplied project must match the project the host reports, unless the user allowed it', () => {
  const host = 'project:aaaaaaaaaaaaaaaa';
  const other = 'project:bbbbbbbbbbbbbbbb';
  assert.doesNotThrow(() => assertArgumentProject(host, host, []));
  assert.throws(() => assertArgumentProject(host, other, []), (e: NuzoError) => e.code === 'SCOPE_NOT_ALLOWED');
  assert.throws(() => assertArgumentProject(host, other, [], true), (e: NuzoError) => e.code === 'SCOPE_NOT_ALLOWED', 'a hook record never overrules the host');
  assert.doesNotThrow(() => assertArgumentProject(host, other, [other]));
});

test('where the host reports no project, the argument alone picks none: a hook must have opened it, or the user allowed it', () => {
  const other = 'project:bbbbbbbbbbbbbbbb';
  assert.throws(() => assertArgumentProject(null, other, []), (e: NuzoError) => e.code === 'SCOPE_NOT_ALLOWED' && e.details.reason === 'project_not_anchored');
  assert.doesNotThrow(() => assertArgumentProject(null, other, [], true));
  assert.doesNotThrow(() => assertArgumentProject(null, other, ['*']));
});

test('every scope but the session project is wider than it; without a project, every scope is', () => {
  const fence = makeFence(HERE, [THERE]);
  assert.equal(widensBeyondProject(fence, HERE), false);
  for (const scope of ['user:default', 'agent:codex', THERE]) assert.equal(widensBeyondProject(fence, scope), true, scope);
  for (const scope of ['user:default', 'agent:codex']) assert.equal(widensBeyondProject(makeFence(null, []), scope), true, scope);
});
