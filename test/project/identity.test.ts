import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { findProjectRoot, projectScopeFor } from '../../lib/project/identity.ts';
import { sandbox } from '../support/sandbox.ts';

test('every subdirectory of a repository resolves to the repository scope', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const fromRoot = findProjectRoot(box.project, {});
  const fromDeep = findProjectRoot(join(box.project, 'src', 'deep'), {});
  assert.equal(fromRoot.scope, fromDeep.scope);
  assert.equal(fromDeep.root, box.project);
  assert.equal(fromDeep.via, 'marker');
});

test('the project scope is the first 16 hex of sha256 of the real root path', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const expected = `project:${createHash('sha256').update(box.project).digest('hex').slice(0, 16)}`;
  assert.equal(projectScopeFor(box.project), expected);
});

test('a symlinked path to the project gives the same scope as the real path', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const link = join(box.root, 'link-to-repo');
  symlinkSync(box.project, link);
  assert.equal(findProjectRoot(join(link, 'src'), {}).scope, box.projectScope);
});

test('NUZO_PROJECT_ROOT overrides the walk and a .nuzo/config.json marks a root', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const other = join(box.root, 'other');
  mkdirSync(join(other, '.nuzo', 'x'), { recursive: true });
  writeFileSync(join(other, '.nuzo', 'config.json'), '{}');
  assert.equal(findProjectRoot(join(other, '.nuzo', 'x'), {}).root, other);
  assert.equal(findProjectRoot(join(box.project, 'src'), { NUZO_PROJECT_ROOT: other }).scope, projectScopeFor(other));
});

test('a directory outside any repository falls back to itself', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const loose = join(box.root, 'loose');
  mkdirSync(loose);
  const found = findProjectRoot(loose, {});
  // The sandbox lives under the OS temp dir, which has no .git above it on CI machines.
  if (found.via === 'cwd') assert.equal(found.root, loose);
  else assert.notEqual(found.scope, box.projectScope);
});
