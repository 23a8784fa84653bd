import test from 'node:test';
import assert from 'node:assert/strict';
import { askedTimes, readTimes, timeFit } from '../../lib/recall/query-dates.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { fixedClock, sandbox, scanning } from '../support/sandbox.ts';

// Saturday 20 January 2024, 15:00 UTC.
const NOW = Date.UTC(2024, 0, 20, 15);
const days = (query: string) => askedTimes(query, NOW).map((w) => `${new Date(w.from).toISOString().slice(0, 10)}/${w.span}`);

test('a question names a day in the forms people write them', () => {
  for (const q of ['What did we decide on 29 Dec 2023?', 'what did we decide on Dec 29, 2023', 'the 29th of December 2023', 'December 29th, 2023', 'notes from 2023-12-29', 'on 29.12.2023']) {
    assert.deepEqual(days(q), ['2023-12-29/day'], q);
  }
  assert.deepEqual(days('What broke yesterday?'), ['2024-01-19/day']);
  assert.deepEqual(days('what did I say today'), ['2024-01-20/day']);
  assert.deepEqual(days('three days ago'), ['2024-01-17/day']);
  assert.deepEqual(days('what changed on Monday'), ['2024-01-15/day']);
  // Without a year: the latest such day, so December asked in January is last year's.
  assert.deepEqual(days('the release on Dec 29'), ['2023-12-29/day']);
  assert.deepEqual(days('What happened in January 2024?'), ['2024-01-01/month']);
  // Slashes read both ways where both are dates; a day over 12 settles it.
  assert.deepEqual(days('on 1/2/2024'), ['2024-01-02/day', '2024-02-01/day']);
  assert.deepEqual(days('on 13/2/2024'), ['2024-02-13/day']);
});

test('what is not a day is not read as one', () => {
  assert.deepEqual(days('Which package manager does this repo use?'), []);
  assert.deepEqual(days('It may 2x the build time'), [], '"may" without a year is a verb');
  assert.deepEqual(days('Run it at 9:30 on port 8080'), []);
  assert.deepEqual(days('on 31 Feb 2024'), [], 'no such day');
  // A bound is a span of unknown length: left out rather than guessed.
  assert.deepEqual(days('Did we ship before January 4th, 2024?'), []);
  assert.deepEqual(days('anything since 2024-01-02'), []);
  // A long question costs a bounded read.
  assert.ok(askedTimes('on 3 Jan 2024 '.repeat(2_000), NOW).length <= 4);
});

test('a memory fits the day it was written on, the next day half', () => {
  const [w] = askedTimes('on 3 Jan 2024', NOW);
  assert.equal(timeFit(Date.parse('2024-01-03T12:00:00Z'), [w]), 1);
  assert.equal(timeFit(Date.parse('2024-01-04T09:00:00Z'), [w]), 1, 'late evening in a western time zone');
  assert.equal(timeFit(Date.parse('2024-01-04T20:00:00Z'), [w]), 0.5);
  assert.equal(timeFit(Date.parse('2024-01-07T12:00:00Z'), [w]), 0);
});

test('a question naming a day finds what was written that day, on the index and the scan alike', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const clock = fixedClock(Date.UTC(2024, 0, 3, 10));
  const ctx = box.open({ clock });
  const that = remember(ctx, { content: 'We moved the deploy window to Thursday mornings after the outage.', kind: 'project_decision', scope: box.projectScope });
  // Many later memories hold the same words, each as strong a match or stronger.
  const later: string[] = [];
  clock.advance(5 * 86_400_000);
  for (let i = 0; i < 90; i++) {
    clock.advance(3_600_000);
    later.push(remember(ctx, { content: `Deploy window note ${i}: the deploy window for service ${i} stays open.`, kind: 'fact', scope: box.projectScope }).id);
  }
  clock.advance(30 * 86_400_000);
  for (const view of [ctx, scanning(ctx)]) {
    const dated = recall(view, { query: 'What did we decide about the deploy window on 3 Jan 2024?', scopes: [box.projectScope], limit: 5, recordUse: false });
    assert.equal(dated.results[0]?.id, that.id, view.store.fts ? 'index' : 'scan');
    assert.match(dated.results[0].reason, /written when the question asks about/);
    const undated = recall(view, { query: 'What did we decide about the deploy window?', scopes: [box.projectScope], limit: 5, recordUse: false });
    assert.ok(undated.results.every((r) => later.includes(r.id)), 'without a date the newer, stronger matches lead');
  }
});

test('a question that names only a day gets what was written that day', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const clock = fixedClock(Date.UTC(2024, 0, 18, 9));
  const ctx = box.open({ clock });
  remember(ctx, { content: 'The staging database was reset to the January snapshot.', kind: 'fact', scope: box.projectScope });
  clock.advance(86_400_000 + 3_600_000);
  const yesterday = remember(ctx, { content: 'Feature flags are read from the config service, not the environment.', kind: 'project_decision', scope: box.projectScope });
  clock.advance(86_400_000);
  for (const view of [ctx, scanning(ctx)]) {
    const got = recall(view, { query: 'What did we do yesterday?', scopes: [box.projectScope], limit: 5, recordUse: false });
    assert.equal(got.results[0]?.id, yesterday.id, view.store.fts ? 'index' : 'scan');
    assert.ok(got.results.length <= 2, 'the day before fits half, nothing older at all');
    assert.deepEqual(recall(view, { query: 'What did we do?', scopes: [box.projectScope], limit: 5, recordUse: false }).results, []);
  }
});

test('the words of a date do not match numbers in memories', () => {
  assert.equal(readTimes('What did we decide on 3 Jan 2024 about retries?', NOW).rest.match(/\d/), null);
  assert.match(readTimes('Did we ship before January 4th, 2024?', NOW).rest, /^Did we ship\s+\?$/);
  assert.equal(readTimes('Which port does the API use?', NOW).rest, 'Which port does the API use?');
});
