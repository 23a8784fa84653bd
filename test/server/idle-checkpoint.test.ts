import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { storePath } from '../../lib/paths.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok } from './helpers.ts';

// The server copies its WAL into the database while the session is quiet (server/context.ts
// checkpointLater), not inside a call when the WAL passes SQLite's threshold: a recall's use
// record alone is dozens of pages. What a call wrote is in the database file itself soon
// after the calls stop, with the server still running.
test('what the server wrote reaches the database file once the session is quiet, the server still running', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const marker = 'Quokka-7741 release checklist lives in docs/release.md.';
  ok(await s.call('memory_remember', { content: marker, kind: 'fact', scope: 'project:auto', project_root: box.project }));
  assert.equal(ok(await s.call('memory_recall', { query: 'quokka release checklist', project_root: box.project })).results.length, 1);
  const inFile = () => readFileSync(storePath(box.home)).includes(Buffer.from('Quokka-7741'));
  for (let i = 0; i < 40 && !inFile(); i++) await sleep(100);
  assert.ok(inFile(), 'checkpointed into the database file within four quiet seconds');
});
