// Abstaining reads what a question is about, not how much of its wording a memory shares:
// a memory holding only the question's generic words ("app", "user") or a loose prefix of
// its topic ("data" for "database") does not answer it. Real stores, both recall paths (the
// FTS5 index and the scan that Node 22.13-22.15 uses), no encoder: the words alone decide.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { focusTerms, passiveParticiple } from '../../lib/recall/question-focus.ts';
import { rank } from '../../lib/recall/rank.ts';
import { wordBase } from '../../lib/recall/stem.ts';
import { vouchedFirst } from '../../lib/recall/abstain.ts';
import { tokenize } from '../../lib/recall/query-plan.ts';
import { recall } from '../../lib/recall/index.ts';
import { serializeTeamFile, teamFilePath } from '../../lib/team/format.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

const focusOf = (question: string) => focusTerms(tokenize(question));

test("a question's focus is its words less those that only say how it is asked", () => {
  assert.deepEqual(focusOf('Which database does the app use?'), ['database']);
  assert.deepEqual(focusOf('How do I lint the code?'), ['lint']);
  assert.deepEqual(focusOf('which coffee is preferred'), ['coffee']);
  assert.deepEqual(focusOf('Can we add a new queue worker?'), ['queue', 'worker']);
  assert.deepEqual(focusOf('How do I run it?'), ['run'], 'a question made only of such words keeps them all');
});

test("a passive question's closing participle says how it is asked, not what it is about", () => {
  assert.equal(passiveParticiple('How is caching configured?'), 'configured');
  assert.equal(passiveParticiple('What is the mobile app built with?'), 'built');
  assert.equal(passiveParticiple('Where are secrets and API keys stored?'), 'stored');
  assert.equal(passiveParticiple('How are new releases published to npm?'), 'published');
  assert.equal(passiveParticiple('Which caching layer do we use?'), null, 'not passive');
  assert.equal(passiveParticiple('Is the cache configured per region or globally'), null, 'a yes/no question names no wh-word');
  assert.equal(passiveParticiple('How is the cache configured and who owns the red button?'), null, 'the participle must close the question');
  const ask = (question: string) => focusTerms(tokenize(question), question);
  assert.deepEqual(ask('How is caching configured?'), ['caching']);
  assert.deepEqual(ask('What is the mobile app built with?'), ['mobile']);
  assert.deepEqual(ask('Which caching layer is configured?'), ['caching', 'layer']);
  assert.deepEqual(focusOf('How is caching configured?'), ['caching', 'configured'], 'without the question, terms alone decide');
  assert.deepEqual(ask('How is it configured?'), ['configured'], 'a question with nothing else keeps it');
  assert.deepEqual(ask('How is the app localized?'), ['localized'], 'nor does it fall back to the scaffolding');
});

test('a memory holding only the participle of a passive question does not answer it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const others = ['Pull requests need one approving review before merge.', 'Errors are returned as values, never thrown across modules.', 'Every public function has a doc comment.', 'The CLI prints one line per error and exits with code 2.', 'Commit messages use the imperative mood.', 'Translations live in locales/ as JSON files.'];
  for (const content of [...STORE, ...others, 'Tests use SQLite in memory, configured in phpunit.xml.', 'The linter runs in CI on every push.']) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.deepEqual(answers(view, box.projectScope, 'How is caching configured?'), []);
    assert.equal(answers(view, box.projectScope, 'How is the linter configured?')[0], 'The linter runs in CI on every push.', 'its subject held, the participle is not needed');
  }
});

const STORE = [
  'The app ships as a single static binary.',
  'Invalid data raises validation errors at startup.',
  'Users sign in with a magic link sent by email.',
  'Releases are cut from the main branch every Friday.',
  'The project keeps its changelog in CHANGELOG.md.',
];

function answers(ctx: CoreContext, scope: string, query: string): string[] {
  return recall(ctx, { query, scopes: [scope], limit: 5, projectScope: scope, recordUse: false, abstain: true }).results.map((r) => r.content);
}

test('a memory sharing only generic words or a loose prefix with the question does not answer it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of STORE) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.deepEqual(answers(view, box.projectScope, 'Which database does the app use?'), [], '"app" is how it is asked, "data" is not "database"');
    assert.deepEqual(answers(view, box.projectScope, 'How do we add a new project dependency?'), []);
    assert.deepEqual(answers(view, box.projectScope, 'When are releases cut?')[0], 'Releases are cut from the main branch every Friday.');
  }
});

test('a memory naming a tool of the role the question asks about answers it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of [...STORE, 'Everything is stored in PostgreSQL 16.']) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.equal(answers(view, box.projectScope, 'Which database does the app use?')[0], 'Everything is stored in PostgreSQL 16.');
  }
});

test("a team memory joins an abstaining answer only when it holds the question's focus", (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const team = [
    { id: 'tm_00000000000000000001', content: 'The app ships as a single static binary.' },
    { id: 'tm_00000000000000000002', content: 'The database is PostgreSQL 16.' },
    { id: 'tm_00000000000000000003', content: 'Invalid data raises validation errors at startup.' },
  ].map((m) => ({ ...m, scope: 'team:default', kind: 'fact' as const, tags: [], source: 'test', added: '2026-11-01' }));
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  writeFileSync(teamFilePath(box.project), serializeTeamFile(team));
  const ask = (query: string) => recall(ctx, { query, scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false, teamRoot: box.project, abstain: true }).results.map((r) => r.content);
  assert.deepEqual(ask('Which database does the app use?'), ['The database is PostgreSQL 16.']);
  assert.deepEqual(ask('How is the app localized?'), [], 'the app is how it is asked; nothing says how it is localized');
});

test('an answered question lists the memories that answer it alone first, each part in its ranked order', (t) => {
  assert.deepEqual(vouchedFirst(['a', 'B', 'c', 'D', 'e'], (r) => r === r.toUpperCase()), ['B', 'D', 'a', 'c', 'e']);
  assert.deepEqual(vouchedFirst([], () => true), []);
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const store = ['The app uses the data folder for fixtures; app data is reset by the app on start.', 'Everything is stored in PostgreSQL 16.', ...STORE.slice(1)];
  for (const content of store) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    const ranked = recall(view, { query: 'Which database does the app use?', scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false }).results.map((r) => r.content);
    assert.equal(ranked[0], store[0], 'ranked on all its words, the app memory comes first');
    const answer = answers(view, box.projectScope, 'Which database does the app use?');
    assert.equal(answer[0], 'Everything is stored in PostgreSQL 16.', 'the one naming a database goes first');
    assert.ok(answer.includes(store[0]), 'the other stays, below it');
  }
});

test('a question about a conversation: its verbs of telling and the people it names are not what it is about', () => {
  assert.deepEqual(focusOf('What did they discuss about the garden?'), ['garden']);
  assert.deepEqual(focusOf('How many dogs were mentioned in the conversation?'), ['dogs']);
  assert.deepEqual(focusOf('What has been said about the move to Lisbon?'), ['move', 'lisbon']);
  const people = new Set(['vanessa']);
  assert.deepEqual(focusTerms(tokenize('Where does Vanessa work?'), 'Where does Vanessa work?', people), ['vanessa', 'work'], 'only a name left: what is asked of her is the focus too');
  assert.deepEqual(focusTerms(tokenize('Which clinic does Vanessa work at?'), 'Which clinic does Vanessa work at?', people), ['clinic', 'vanessa'], 'another topical word is left, so the scaffolding stays out');
});

// A sandboxed project store holding `contents` as facts, and its two recall paths.
function storeOf(t: test.TestContext, contents: readonly string[]) {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of contents) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  return { box, views: [ctx, scanning(ctx)] };
}

test('a conversation store answers a question about what a person said though nobody names themselves', (t) => {
  const { box, views } = storeOf(t, ['I work in a clinic!', 'Crazy how the weather changed today', 'My garden finally has tomatoes this year', 'We watched a movie about space last night', 'Hey Vanessa, how was your day?', 'I adopted a cat named Miso']);
  for (const view of views) {
    assert.equal(answers(view, box.projectScope, 'Where does Vanessa work?')[0], 'I work in a clinic!', 'not the greeting that names her');
    assert.equal(answers(view, box.projectScope, 'What did Vanessa mention about her garden?')[0], 'My garden finally has tomatoes this year');
    assert.deepEqual(answers(view, box.projectScope, 'What did Vanessa say about her piano lessons?'), [], 'nothing about piano was said');
  }
});

test('a question typed in a hurry, with a misspelt little word or a short form, is still answered', (t) => {
  const { box, views } = storeOf(t, [...STORE, 'Run the tests with `pnpm test`.', 'Python 3.12 is the minimum version.']);
  for (const view of views) {
    assert.equal(answers(view, box.projectScope, 'run teh tests')[0], 'Run the tests with `pnpm test`.', '"teh" is "the", not a topic nobody wrote about');
    assert.equal(answers(view, box.projectScope, 'wat python ver do u need')[0], 'Python 3.12 is the minimum version.');
    assert.deepEqual(answers(view, box.projectScope, 'wat node ver do u need'), [], 'nothing says which Node');
  }
});

test("another form of a focus word the stem misses ('failures' for 'fails') holds part of it; a shorter word ('data') does not", (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const failures = remember(ctx, { content: 'Never assume test failures on main are pre-existing.', kind: 'instruction', scope: box.projectScope });
  const data = remember(ctx, { content: 'Invalid data raises validation errors at startup.', kind: 'fact', scope: box.projectScope });
  const focusOfMemory = (query: string, memory: typeof failures) => rank(query, [{ memory, bm25: -1, matchedAll: false }], { projectScope: box.projectScope, now: Date.now(), idf: new Map([['ci', 2], ['fails', 2], ['database', 2]]) })[0].focus;
  assert.ok(Math.abs(focusOfMemory('What should I do when CI fails?', failures) - 0.3) < 1e-9, '"fails" held as "failures": 0.6 of its half');
  assert.equal(focusOfMemory('Which database does the app use?', data), 0, '"data" is not "database"');
  assert.deepEqual(['formatter', 'failures', 'failing', 'caching', 'cache', 'database', 'data'].map(wordBase), ['format', 'fail', 'fail', 'cach', 'cach', 'databas', 'data']);
});
