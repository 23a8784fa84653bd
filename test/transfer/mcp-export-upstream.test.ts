// memory_export takes format "upstream" and max_items like `nuzo memory export`: numbered
// files upstream Nuzo 1.2 can import one by one, ids riding in provenance; a split export
// never replaces an existing file.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { connect, errorOf, ok } from '../server/helpers.ts';

test('memory_export format upstream with max_items writes numbered upstream files and refuses to replace one', async (t) => {
  const box = sandbox();
  const s = await connect(box);
  t.after(async () => { await s.close(); box.cleanup(); });
  const pr = { project_root: box.project };
  const ids: string[] = [];
  for (const content of ['The API uses REST over HTTP/2.', 'Migrations run with sqitch.', 'Logs go to stdout as JSON.']) {
    ids.push(ok(await s.call('memory_remember', { content, kind: 'fact', scope: 'project:auto', ...pr })).memory?.id ?? '');
  }
  // NUZO_HOME/exports: the one folder an agent's export is written to without asking.
  const exports = join(box.home, 'exports');
  const target = join(exports, 'for-upstream.json');
  const out = ok(await s.call('memory_export', { path: target, format: 'upstream', max_items: 2, ...pr }));
  assert.equal(out.format, 'upstream');
  assert.equal(out.count, 3);
  assert.deepEqual(out.paths, [join(exports, 'for-upstream.001.json'), join(exports, 'for-upstream.002.json')]);
  const docs = out.paths.map((p: string) => JSON.parse(readFileSync(p, 'utf8')));
  assert.deepEqual(docs.map((d: any) => d.memories.length), [2, 1]);
  for (const d of docs) for (const m of d.memories) {
    assert.ok(ids.includes(m.provenance.nuzo.id), 'the id rides in provenance, which upstream keeps');
  }
  assert.equal(existsSync(target), false, 'the unnumbered name is not written');

  const again = errorOf(await s.call('memory_export', { path: target, format: 'upstream', max_items: 2, ...pr }));
  assert.notEqual(again.code, undefined);
  assert.equal(s.prompts.length, 0, 'nothing asked');
  writeFileSync(join(box.project, 'keep.json'), '{"mine":true}\n');
  const refused = errorOf(await s.call('memory_export', { path: join(box.project, 'keep.json'), format: 'upstream', ...pr }));
  assert.notEqual(refused.code, undefined);
  assert.equal(readFileSync(join(box.project, 'keep.json'), 'utf8'), '{"mine":true}\n');
  assert.equal(errorOf(await s.call('memory_export', { max_items: 2, ...pr })).details.field, 'max_items', 'inline exports are not split');
});
