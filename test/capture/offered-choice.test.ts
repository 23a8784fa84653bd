// A pick made by saying one line of the agent's closing offer again (offered-choice.ts).
import test from 'node:test';
import assert from 'node:assert/strict';
import { offeredPick } from '../../lib/capture/offered-choice.ts';

const offeredChoice = (reply: string, assistant: string | undefined) => offeredPick(reply, assistant)?.line ?? null;

const OFFER = [
  'Tests pass and the build is green.',
  '',
  'If you want, I can help you:',
  '- Add debouncing to your save logic.',
  '- Refactor your database usage to avoid blocking the main thread.',
  '- Add logging to pinpoint the freeze.',
  '',
  'Let me know which area you want to address first.',
].join('\n');

test('a reply that says one offered line again picks it, with or without a lead', () => {
  assert.equal(offeredChoice("Let's refactor the database usage to avoid blocking the main thread.", OFFER), 'Refactor your database usage to avoid blocking the main thread.');
  assert.equal(offeredChoice('refactor your database usage to avoid blocking the main thread', OFFER), 'Refactor your database usage to avoid blocking the main thread.');
  assert.equal(offeredChoice('ok, add debouncing to the save logic', OFFER), 'Add debouncing to your save logic.');
});

test('no pick: a longer statement on the same topic, two lines alike, no offer, a list that offers nothing', () => {
  assert.equal(offeredChoice('The database usage blocks the main thread because every keystroke writes the whole document and we should think about batching writes overall.', OFFER), null);
  assert.equal(offeredChoice('refactor it', OFFER), null);
  const twins = 'I can:\n- Add caching to the user list page.\n- Add caching to the user list API.';
  assert.equal(offeredChoice('add caching to the user list', twins), null);
  const report = 'Done. Changes:\n- Moved the parser into src/parse.ts.\n- Added tests for the parser.';
  assert.equal(offeredChoice('Moved the parser into src/parse.ts', report), null);
  assert.equal(offeredChoice('Add debouncing to your save logic.', undefined), null);
});

test('a reply that could repeat an offered line asks only for the agent\'s last message; others read nothing', async () => {
  const { detectCandidates } = await import('../../lib/capture/candidates.ts');
  const asked: Array<boolean | undefined> = [];
  const source = (options?: { near?: boolean }) => {
    asked.push(options?.near);
    return OFFER;
  };
  const out = detectCandidates('Refactor your database usage to avoid blocking the main thread.', { projectScope: 'project:0123456789abcdef', previousAssistant: source });
  assert.deepEqual(asked, [true]);
  assert.deepEqual(out.candidates.map((c) => c.content), ['The user chose: Refactor your database usage to avoid blocking the main thread.']);
  asked.length = 0;
  for (const other of ['The build is slow on my laptop.', 'thanks, looks fine', 'why does the build take so long?']) detectCandidates(other, { projectScope: 'project:0123456789abcdef', previousAssistant: source });
  assert.deepEqual(asked, []);
});
