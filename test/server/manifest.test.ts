import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { liveManifest } from '../../server/manifest-gen.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { connect, ok, SERVER } from './helpers.ts';

// The built server's answers to a raw handshake, before anything else is asked.
async function handshake(box: Sandbox, protocolVersion: string): Promise<Map<number, any>> {
  const child = spawn(process.execPath, [SERVER], { cwd: box.project, env: box.env, stdio: ['pipe', 'pipe', 'ignore'] });
  const replies = new Map<number, any>();
  const done = new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
        if (typeof message.id === 'number') replies.set(message.id, message);
        if (replies.size === 2) resolve();
      }
    });
    child.on('close', () => reject(new Error(`the server exited after ${replies.size} replies`)));
  });
  child.stdin.write([
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'manifest-test', version: '0' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  ].map((m) => `${JSON.stringify(m)}\n`).join(''));
  try {
    await done;
  } finally {
    child.kill();
  }
  return replies;
}

test('dist/mcp-server.js answers the handshake exactly as the live server does (its built-in manifest is fresh)', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const live = await liveManifest();
  const hint = "dist/ was built from other sources; run 'sh scripts/node.sh 24 scripts/build.mjs'";
  const oldest = live.supported.at(-1)!;
  const replies = await handshake(box, oldest);
  assert.deepEqual(replies.get(1)?.result, { protocolVersion: oldest, ...live.initialize }, hint);
  assert.deepEqual(replies.get(2)?.result, { tools: live.tools }, hint);
  const unknown = await handshake(box, '1999-01-01');
  assert.equal(unknown.get(1)?.result?.protocolVersion, live.latest, hint);
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
