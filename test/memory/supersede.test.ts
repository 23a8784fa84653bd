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

// Measured turn by turn on REALTALK chats (bench figures in docs/benchmarks.md): a later turn
// holding an earlier short one ("For sure!", "How are you today?") is conversation, not a
// revision, and a question replaces nothing.
test('conversation turns that merely contain an earlier short one, and questions, replace nothing', () => {
  assert.equal(findSuperseded('For sure! Let me know how the game goes!', scope, [mem('m1', 'For sure!')]), null);
  assert.equal(findSuperseded('Hey Kevin! How are you doing today? Done anything interesting lately?', scope, [mem('m1', 'Hey Kevin, how are you?')]), null);
  assert.equal(findSuperseded('Hello Kevin. How are you today?', scope, [mem('m1', 'Hello Emilia how are you today')]), null);
  assert.equal(findSuperseded('Should we move to yarn for package management?', scope, [mem('m1', 'We use pnpm for package management in this repo.')]), null);
  // A statement that keeps a real rule and adds to it still extends it.
  assert.equal(findSuperseded('Run the linter before committing, and fix every warning it reports.', scope, [mem('m1', 'Run the linter before committing.')])?.signal, 'extended');
});
