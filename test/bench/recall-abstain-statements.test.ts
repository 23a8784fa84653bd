import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { bareText, carriedTo, importedStatementsOf, statementId } from '../../bench/lib/import-statements.mjs';
import { statementsOf } from '../../bench/lib/agent-statements.mjs';

const DOC = [
  '# Acme',
  '',
  '## Testing',
  '',
  'To run the whole suite from the root use:',
  '',
  '```sh',
  'pnpm test',
  '```',
  '',
  '- Use **vitest** for unit tests, never `jest`.',
  '- Snapshots: Update them with `pnpm test -u` after a change.',
].join('\n');

test('the no-answer bench stores the statements the import proposes: commands kept, kind and section tag as the import gives them', () => {
  const statements = importedStatementsOf(DOC);
  assert.deepEqual(statements.map((s) => s.text), [
    'To run the whole suite from the root use: `pnpm test`',
    'Use vitest for unit tests, never `jest`.',
    'Snapshots: Update them with `pnpm test -u` after a change.',
  ]);
  assert.deepEqual(statements.map((s) => s.tags), [['host-import', 'testing'], ['host-import', 'testing'], ['host-import', 'testing']]);
  assert.equal(statements[1].kind, 'instruction');
  assert.equal(statements[0].id, createHash('sha256').update(statements[0].text).digest('hex').slice(0, 12));
  assert.equal(statementId('x'), createHash('sha256').update('x').digest('hex').slice(0, 12));
});

test('a label moves to the import\'s statement when only formatting changed or the line gained its command, never when words changed', () => {
  const now = importedStatementsOf(DOC);
  const old = statementsOf(DOC); // the bench's earlier splitter: per line, fences skipped, ticks dropped
  assert.deepEqual(old, ['To run the whole suite from the root use:', 'Use vitest for unit tests, never jest.', 'Snapshots: Update them with pnpm test -u after a change.']);
  assert.deepEqual(carriedTo(old[0], now), { id: now[0].id, how: 'code' });
  assert.deepEqual(carriedTo(old[1], now), { id: now[1].id, how: 'format' });
  assert.deepEqual(carriedTo(old[2], now), { id: now[2].id, how: 'format' });
  assert.equal(carriedTo('Use vitest for unit tests.', now), null);
  assert.equal(carriedTo('To run the whole suite use:', now), null);
  assert.equal(bareText('See [the guide](https://x.test/a_b) for **more** `snake_case`.'), 'See the guide for more snakecase.');
});
