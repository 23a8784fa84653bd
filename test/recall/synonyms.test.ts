import test from 'node:test';
import assert from 'node:assert/strict';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { porterStem } from '../../lib/recall/stem.ts';
import { askedSynonyms, SYNONYM_GROUPS, SYNONYM_TERMS_MAX, synonymTerms } from '../../lib/recall/synonyms.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

function alternatesOf(query: string, word: string): string[] {
  return askedSynonyms(query).find((a) => a.word === word)?.alternates ?? [];
}

test('a question word gets the other words of its group, never the question\'s own', () => {
  assert.ok(alternatesOf('how do I execute the suite', 'execute').includes('run'));
  assert.ok(alternatesOf('where is the configuration folder', 'folder').includes('directory'));
  assert.ok(alternatesOf('python convert string to integer', 'integer').includes('int'));
  // Other forms of a word are its group too: the index stems them alike.
  assert.ok(alternatesOf('which credentials are stored here', 'credentials').includes('secret'));
  // "run" is in the question already: no credit for it twice.
  assert.ok(!alternatesOf('run or execute the migrations', 'execute').includes('run'));
  // Stopwords ask nothing, and a word in no group has no entry.
  assert.deepEqual(askedSynonyms('what about the weather'), []);
});

test('a phrase member is matched as a phrase and its words take its group', () => {
  assert.deepEqual(alternatesOf('before I open a pull request', 'pull'), ['pr']);
  assert.deepEqual(alternatesOf('before I open a pull request', 'request'), ['pr']);
  // "check in" is the commit group, not the "verify" one "check" alone is in.
  const checkIn = alternatesOf('check in the lockfile', 'check');
  assert.ok(checkIn.includes('commit') && !checkIn.includes('verify'));
  assert.ok(alternatesOf('check the lockfile', 'check').includes('verify'));
});

test('the alternates a long question adds are bounded and distinct by stem', () => {
  const asked = askedSynonyms('execute delete folder config dependency secret error docs install deploy function string integer list dictionary convert print date image maximum average');
  const terms = synonymTerms(asked);
  assert.equal(terms.length, SYNONYM_TERMS_MAX);
  assert.equal(new Set(terms.map((t) => porterStem(t))).size, terms.length);
  // Taken in turn from each word, so the first words do not crowd out the rest.
  for (const word of ['execute', 'delete', 'folder', 'config']) assert.ok(asked.find((a) => a.word === word)!.alternates.some((w) => terms.includes(w)), word);
});

test('no word stands in two groups by accident of stemming', () => {
  // Deliberate: "launch" starts and runs; "env" is the environment and its variables;
  // "documentation" is the docs and the docstrings.
  const allowed = new Set(['launch', 'env', 'document']);
  const groupsOf = new Map<string, Set<number>>();
  SYNONYM_GROUPS.forEach((group, i) => {
    for (const member of group) if (!member.includes(' ')) groupsOf.set(porterStem(member), (groupsOf.get(porterStem(member)) ?? new Set()).add(i));
  });
  const shared = [...groupsOf].filter(([stem, groups]) => groups.size > 1 && !allowed.has(stem)).map(([stem]) => stem);
  assert.deepEqual(shared, []);
});

function seeded(t: test.TestContext, contents: string[]) {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const ids = contents.map((content) => remember(ctx, { content, kind: 'fact', scope: box.projectScope }).id);
  const ask = (view: CoreContext, query: string) => recall(view, { query, scopes: [box.projectScope], limit: 5, projectScope: box.projectScope, recordUse: false }).results;
  return { ctx, ids, ask };
}

test('"how do I execute the suite" finds "Run the tests with pnpm vitest", on the index and on the scan alike', (t) => {
  const { ctx, ids, ask } = seeded(t, ['Run the tests with pnpm vitest.', 'The release notes live in CHANGELOG.md.', 'Staging is reset every Monday.']);
  for (const view of [ctx, scanning(ctx)]) {
    const got = ask(view, 'how do I execute the suite');
    assert.equal(got[0]?.id, ids[0], view.store.fts ? 'index' : 'scan');
    assert.match(got[0].reason, /synonym of execute/);
  }
});

test('a synonym lifts a memory above others holding the same words, and the question\'s own word still wins', (t) => {
  const { ctx, ids, ask } = seeded(t, [
    'Integration fixtures sit next to the code they cover, one folder per module.',
    'Delete the generated fixtures with pnpm clean before regenerating them.',
    'Fixtures are reviewed like code in every change.',
    'Remove stale fixtures with the prune script.',
  ]);
  for (const view of [ctx, scanning(ctx)]) {
    const where = view.store.fts ? 'index' : 'scan';
    // "erase" is in neither memory: the ones saying "delete" and "remove" lead.
    const erase = ask(view, 'how do I erase old fixtures').map((r) => r.id);
    assert.deepEqual(new Set(erase.slice(0, 2)), new Set([ids[1], ids[3]]), where);
    // "remove" is the question's own word in one of them: that one leads.
    assert.equal(ask(view, 'how do I remove old fixtures')[0]?.id, ids[3], where);
  }
});

test('coding vocabulary: docstrings answer a documentation question, i18n a translation one, and "locally" is no locale', (t) => {
  const { ctx, ids, ask } = seeded(t, [
    'Every public function carries a NumPy-style docstring with an Examples section.',
    'i18n: the message catalogues sit in lang/*.json, one per language.',
    'Run the linters locally before pushing.',
    'Deploys go out on Tuesdays.',
  ]);
  for (const view of [ctx, scanning(ctx)]) {
    const where = view.store.fts ? 'index' : 'scan';
    const docs = ask(view, 'How should the documentation be written?');
    assert.equal(docs[0]?.id, ids[0], where);
    assert.match(docs[0].reason, /synonym of documentation/, where);
    const translations = ask(view, 'How do we handle translations?');
    assert.equal(translations[0]?.id, ids[1], where);
    // "locale" and "localization" would stem to "local": the linters line holds no translation.
    assert.ok(!alternatesOf('How do we handle translations?', 'translations').some((w) => porterStem(w) === 'local'), where);
  }
  assert.ok(alternatesOf('where do the translations live', 'translations').includes('i18n'));
  assert.ok(alternatesOf('is there documentation for the api', 'documentation').includes('docstring'));
});
