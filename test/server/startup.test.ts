import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { SERVER } from './helpers.ts';

test('on a Node older than 22.13 the server prints one line on stderr and exits 1', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  // Pretend to be Node 22.12 before the bundle runs (node:sqlite would be missing there).
  const pretend = join(box.root, 'old-node.mjs');
  writeFileSync(pretend, "Object.defineProperty(process.versions, 'node', { value: '22.12.0', configurable: true, enumerable: true });\n");
  const run = spawnSync(process.execPath, ['--import', pretend, SERVER], { env: box.env, input: '', encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.equal(run.stdout, '');
  assert.deepEqual(run.stderr.trim().split('\n'), ['nuzo mcp: needs Node >= 22.13.0 (found 22.12.0); install a newer Node and restart the host.']);
});

test('the server answers initialize and tools/list without opening or creating a store', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const lines = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  ].map((m) => JSON.stringify(m)).join('\n');
  const run = spawnSync(process.execPath, [SERVER], { env: box.env, cwd: box.project, input: `${lines}\n`, encoding: 'utf8' });
  const replies = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(replies[0].result.protocolVersion, '2025-06-18');
  assert.equal(replies[0].result.serverInfo.name, 'nuzo');
  assert.equal(replies[1].result.tools.length, 17);
  assert.equal(replies.length, 2);
  assert.equal(run.status, 0);
  assert.equal(spawnSync('test', ['-e', join(box.home, 'memory', 'memories.sqlite')]).status, 1, 'no store was created');
});
