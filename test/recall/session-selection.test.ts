import test from 'node:test';
import assert from 'node:assert/strict';
import { renderRecallFence } from '../../lib/recall/fence.ts';
import { MIN_SHOWN, selectForSessionStart, waterFill, type SessionCandidate } from '../../lib/recall/session-selection.ts';

const PROJECT = 'project:0123456789abcdef';
const USER = 'user:default';
let seq = 0;

function memory(kind: string, scope: string, content: string, recency = '2026-11-01T00:00:00.000Z'): SessionCandidate {
  seq += 1;
  return { id: `mem_${String(seq).padStart(26, '0')}`, kind, scope, age_days: 3, source: 'nuzo:cli', content, recency, chars: content.length };
}

function rendered(items: ReturnType<typeof selectForSessionStart>['items'], maxChars: number): string {
  return renderRecallFence(items, { nonce: 'abcdefabcdef', projectScope: PROJECT, maxChars });
}

test('water-filling gives short lines their whole length and shares the rest equally among the long', () => {
  assert.deepEqual(waterFill([100, 3000, 120], 1000), [100, 780, 120]);
  assert.deepEqual(waterFill([900, 900, 900], 900), [300, 300, 300]);
  assert.deepEqual(waterFill([50, 60], 1000), [50, 60]);
  assert.deepEqual(waterFill([10, 10], 0), [0, 0]);
});

test('one long project note no longer crowds out the user\'s preferences or the project\'s instructions', () => {
  const note = memory('note', PROJECT, `Architecture notes: ${'the ingest pipeline batches writes and retries on conflict; '.repeat(65)}`);
  assert.ok(note.chars >= 3900);
  const instruction = memory('instruction', PROJECT, 'Run make lint before committing.');
  const prefs = [memory('preference', USER, 'The user prefers concise final answers.'), memory('preference', USER, 'Answer in British English.')];
  const selection = selectForSessionStart({ candidates: [note, ...prefs, instruction], projectScope: PROJECT, limit: 6, maxChars: 2400 });
  const block = rendered(selection.items, 2400);
  assert.ok(block.length <= 2400, `block is ${block.length} characters`);
  for (const text of ['Run make lint before committing.', 'The user prefers concise final answers.', 'Answer in British English.']) assert.ok(block.includes(text), text);
  assert.ok(block.includes(note.id), 'the long note is still shown, cut, with its id');
  assert.match(block, /… \[cut: \d+ more characters; memory_list shows it whole\]/);
  const byId = new Map(selection.decisions.map((d) => [d.id, d]));
  assert.equal(byId.get(note.id)?.outcome, 'cut');
  assert.ok(byId.get(note.id)!.shown_chars > 1000, 'the note gets what the short lines leave');
  for (const m of [instruction, ...prefs]) assert.equal(byId.get(m.id)?.outcome, 'whole');
  // Order: the project's lines first, instructions before notes, then the user's.
  // (The two preferences tie on recency: the later id comes first.)
  assert.deepEqual(selection.items.map((i) => i.id), [instruction.id, note.id, prefs[1].id, prefs[0].id]);
});

test('each side keeps half the count; what one side cannot use goes to the other', () => {
  const projectMany = Array.from({ length: 8 }, (_, i) => memory('instruction', PROJECT, `Project rule ${i}: keep it short.`));
  const userOne = [memory('preference', USER, 'Prefers tabs.')];
  let s = selectForSessionStart({ candidates: [...projectMany, ...userOne], projectScope: PROJECT, limit: 6, maxChars: 2400 });
  assert.equal(s.items.filter((i) => i.scope === USER).length, 1);
  assert.equal(s.items.filter((i) => i.scope === PROJECT).length, 5);
  const userMany = Array.from({ length: 8 }, (_, i) => memory('preference', USER, `User habit ${i}.`));
  s = selectForSessionStart({ candidates: [...projectMany, ...userMany], projectScope: PROJECT, limit: 6, maxChars: 2400 });
  assert.equal(s.items.filter((i) => i.scope === USER).length, 3);
  assert.equal(s.items.filter((i) => i.scope === PROJECT).length, 3);
  const left = s.decisions.filter((d) => d.outcome === 'left_out');
  assert.equal(left.length, 10);
  assert.ok(left.every((d) => /past the 6-memory limit/.test(d.reason)));
});

test('the user\'s half of the characters is kept even when the project has long memories of higher priority', () => {
  const longRules = Array.from({ length: 3 }, (_, i) => memory('instruction', PROJECT, `Rule ${i}: ${'always check the migration plan twice. '.repeat(40)}`));
  const longPref = memory('preference', USER, `Style: ${'short sentences, no filler. '.repeat(60)}`);
  const s = selectForSessionStart({ candidates: [...longRules, longPref], projectScope: PROJECT, limit: 6, maxChars: 2400 });
  const block = rendered(s.items, 2400);
  assert.ok(block.length <= 2400);
  const userLine = block.split('\n').find((l) => l.includes(longPref.id))!;
  assert.ok(userLine.length >= 900, `user line ${userLine.length} characters`);
  assert.ok(s.budget.user_share >= 900 && s.budget.project_share >= 900);
});

test('a budget too small for every line leaves out the lowest priority rather than showing fragments', () => {
  const rules = [memory('instruction', PROJECT, 'Run make lint before committing.'), memory('fact', PROJECT, `Fact: ${'x'.repeat(500)}`), memory('note', PROJECT, `Note: ${'y'.repeat(500)}`)];
  const s = selectForSessionStart({ candidates: rules, projectScope: PROJECT, limit: 6, maxChars: 600 });
  const block = rendered(s.items, 600);
  assert.ok(block.length <= 600, `${block.length}`);
  assert.ok(block.includes('Run make lint before committing.'));
  const note = s.decisions.find((d) => d.id === rules[2].id)!;
  assert.equal(note.outcome, 'left_out');
  assert.match(note.reason, /no room/);
  for (const d of s.decisions.filter((d) => d.outcome === 'cut')) assert.ok(d.shown_chars >= MIN_SHOWN);
});

test('the selection is deterministic and independent of the order candidates arrive in', () => {
  const all = [
    memory('note', PROJECT, 'n'.repeat(3000), '2026-11-03T00:00:00.000Z'),
    memory('instruction', PROJECT, 'Older rule.', '2026-10-01T00:00:00.000Z'),
    memory('instruction', PROJECT, 'Newer rule.', '2026-11-02T00:00:00.000Z'),
    memory('preference', USER, 'Pref one.', '2026-11-01T00:00:00.000Z'),
    memory('preference', USER, 'Pref two.', '2026-11-01T00:00:00.000Z'),
    memory('fact', USER, 'f'.repeat(2000), '2026-11-04T00:00:00.000Z'),
  ];
  const a = selectForSessionStart({ candidates: all, projectScope: PROJECT, limit: 6, maxChars: 2400 });
  const b = selectForSessionStart({ candidates: [...all].reverse(), projectScope: PROJECT, limit: 6, maxChars: 2400 });
  assert.deepEqual(a, b);
  assert.deepEqual(a.items.slice(0, 2).map((i) => i.content), ['Newer rule.', 'Older rule.']);
});

test('escaped text is measured as rendered, so a cut line still fits', () => {
  const html = memory('note', PROJECT, '<div class="a&b">'.repeat(300));
  const pref = memory('preference', USER, 'Prefers <b>bold</b> & short.');
  const s = selectForSessionStart({ candidates: [html, pref], projectScope: PROJECT, limit: 6, maxChars: 1200 });
  assert.ok(rendered(s.items, 1200).length <= 1200);
  assert.ok(rendered(s.items, 1200).includes('Prefers &lt;b&gt;bold&lt;/b&gt; &amp; short.'));
});
