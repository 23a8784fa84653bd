import test from 'node:test';
import assert from 'node:assert/strict';
import { questionSubjects } from '../../lib/recall/question-subject.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

test('the people a question is about are read from its grammar', () => {
  assert.deepEqual([...questionSubjects("What are Kate's hobbies?")], ['kate']);
  assert.deepEqual([...questionSubjects('Where did Kate and Elise go for New Year?')].sort(), ['elise', 'kate']);
  assert.deepEqual([...questionSubjects('Does Elise cook?')], ['elise']);
  assert.deepEqual([...questionSubjects('What did Nicolas buy?')], ['nicolas']);
  assert.deepEqual([...questionSubjects("Is lying one of Nicolas' traits?")], ['nicolas'], 'a name ending in s keeps its s before the apostrophe');
  assert.deepEqual([...questionSubjects('What are James’ plans?')], ['james']);
  assert.deepEqual([...questionSubjects('When did Fahim Khan catch a cold?')].sort(), ['fahim', 'khan'], 'a surname after a name found is the same person');
  assert.deepEqual([...questionSubjects('Did Kate like Lisbon or New York more?')], ['kate'], 'capitalised words elsewhere stay places and things');
  // Not a subject: the first word, an acronym, a lower-case tool, a place after a preposition.
  assert.deepEqual([...questionSubjects('Redis or Postgres for the queue?')], []);
  assert.deepEqual([...questionSubjects('Does CI run the e2e suite?')], []);
  assert.deepEqual([...questionSubjects('which package manager does this repo use')], []);
  assert.deepEqual([...questionSubjects('What did we decide about the move to Miami?')], []);
});

test('a memory that only names the person asked about does not outrank one about the question', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const scope = box.projectScope;
  const greeting = remember(ctx, { content: 'Hey Kate!', kind: 'fact', scope });
  const answer = remember(ctx, { content: 'My hobbies these days are pottery on weekends and long hikes.', kind: 'fact', scope });
  for (let i = 0; i < 2; i++) remember(ctx, { content: `Hobbies club meeting number ${i} moved to the library hall.`, kind: 'fact', scope });
  for (let i = 0; i < 30; i++) remember(ctx, { content: `Service ${i} logs to the shared collector and rotates files daily.`, kind: 'fact', scope });
  for (const view of [ctx, scanning(ctx)]) {
    const got = recall(view, { query: "What are Kate's hobbies?", scopes: [scope], limit: 10, recordUse: false }).results.map((r) => r.id);
    assert.ok(got.indexOf(answer.id) >= 0 && got.indexOf(answer.id) < got.indexOf(greeting.id), view.store.fts ? 'index' : 'scan');
  }
  // Named and about the question beats either alone: the name still counts.
  const both = remember(ctx, { content: "Kate's hobbies: pottery and hiking.", kind: 'fact', scope });
  assert.equal(recall(ctx, { query: "What are Kate's hobbies?", scopes: [scope], limit: 3, recordUse: false }).results[0].id, both.id);
});
