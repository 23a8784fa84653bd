// Node 22 prints an ExperimentalWarning the first time node:sqlite loads; Nuzo filters it
// so that nothing reaches a user's terminal or a host's hook/MCP channel. This runs the
// committed bundles on exactly Node 22.13.0 (the declared minimum) and on Node 24.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { devModules } from '../../scripts/dev-tools.mjs';
import { repoRoot } from '../support/fixtures.ts';
import { sandbox } from '../support/sandbox.ts';

const nodes = [22, 24].map((major) => join(devModules(), `node${major}`, 'bin', 'node'));

for (const node of nodes) {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

  test(`the CLI, the hooks and the MCP server print no warning on Node ${version}`, (t) => {
    const box = sandbox();
    t.after(() => box.cleanup());
    const env = { ...box.env, NO_COLOR: '1' };
    const cli = (args: string[]) => spawnSync(node, [join(repoRoot, 'dist', 'cli.js'), ...args], { env, cwd: box.project, encoding: 'utf8' });
    const remembered = cli(['memory', 'remember', 'Always run make lint before committing.', '--kind', 'instruction', '--scope', 'project', '--json']);
    assert.equal(remembered.status, 0, remembered.stderr);
    assert.equal(remembered.stderr, '');
    const recalled = cli(['memory', 'recall', 'lint', '--json']);
    assert.equal(recalled.stderr, '');
    assert.match(recalled.stdout, /make lint/);

    const hook = spawnSync(node, [join(repoRoot, 'dist', 'hook.cjs'), 'session-start'], {
      env,
      input: JSON.stringify({ session_id: 's', cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' }),
      encoding: 'utf8',
    });
    assert.equal(hook.stderr, '');
    assert.match(hook.stdout, /make lint/);

    const request = (id: number, method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, params });
    const server = spawnSync(node, [join(repoRoot, 'dist', 'mcp-server.js')], {
      env,
      cwd: box.project,
      input: [
        request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }),
        JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        request(2, 'tools/call', { name: 'memory_recall', arguments: { query: 'lint', project_root: box.project } }),
      ].join('\n') + '\n',
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(server.stderr, '');
    assert.match(server.stdout, /make lint/);
  });
}
