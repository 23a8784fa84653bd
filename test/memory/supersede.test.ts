import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findSuperseded } from '../../lib/memory/supersede.ts';

const scope = 'project:abc';
const mem = (id: string, content: string, s = scope) => ({ id, content, scope: s });

test('a switch of package manager supersedes the memory that named the old one', () => {
  const old = mem('m1', 'We use pnpm for package management in this repo.');
  const match = findSuperseded('We switched from pnpm to yarn 4 for package management.', scope, [mem('m0', 'Tests run with vitest.'), old]);
  assert.equal(match?.memory.id, 'm1');
  assert.equal(match?.signal, 'choice');
  assert.equal(match?.subject, 'package manager');
});

test('a changed value in the same sentence is a revision; an added clause is an extension', () => {
  assert.equal(findSuperseded('The API server listens on port 8080 in development.', scope, [mem('m1', 'The API server listens on port 3000 in development.')])?.signal, 'revised_value');
  assert.equal(findSuperseded('Run the linter before committing, and fix every warning it reports.', scope, [mem('m1', 'Run the linter before committing.')])?.signal, 'extended');
  assert.equal(findSuperseded('Do not run the migrations against staging.', scope, [mem('m1', 'Run the migrations against staging.')])?.signal, 'negation');
});

test('statements that only share a topic, the same text, or another scope are left alone', () => {
  assert.equal(findSuperseded('Use pnpm to run the tests.', scope, [mem('m1', 'Use pnpm workspaces for every package in the monorepo.')]), null);
  assert.equal(findSuperseded('We use pnpm for package management in this repo', scope, [mem('m1', 'We use pnpm for package management in this repo.')]), null);
  assert.equal(findSuperseded('We switched to yarn.', scope, [mem('m1', 'We use pnpm.', 'project:other')]), null);
});
