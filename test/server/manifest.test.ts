import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { liveManifest, renderManifest } from '../../server/manifest-gen.ts';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok } from './helpers.ts';

test('the committed start-up manifest matches what the real server answers', async () => {
  const committed = readFileSync(new URL('../../server/manifest.ts', import.meta.url), 'utf8');
  assert.equal(committed, renderManifest(await liveManifest()), "run 'sh scripts/node.sh 24 --experimental-strip-types server/manifest-gen.ts' and rebuild dist");
});

test('after the fast handshake the real server still knows the client can prompt and has roots', async (t) => {
  const box = sandbox();
  const s = await connect(box, { elicit: () => ({ action: 'decline' }), roots: [box.project], cwd: box.root });
  t.after(async () => { await s.close(); box.cleanup(); });
  assert.equal(s.client.getServerVersion()?.name, 'nuzo');
  assert.match(s.client.getInstructions() ?? '', /project_root/);
  const m = ok(await s.call('memory_remember', { content: 'Fixtures live in test/fixtures.', kind: 'fact', scope: 'project:auto' }));
  assert.equal(m.memory.scope, box.projectScope, 'roots reached the real server');
  const declined = await s.call('memory_forget', { id: m.memory.id, mode: 'delete', confirm: true });
  assert.equal((declined.structuredContent as any).code, 'CONFIRMATION_DECLINED', 'the elicitation capability reached the real server');
  assert.equal(s.prompts.length, 1);
});
