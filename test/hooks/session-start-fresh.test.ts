// SessionStart on a new install, before any store exists. The rule: when the session has a
// project, the hook creates the store (0700 folders, 0600 file, the usual migrations) and
// records the project it opened, so Codex's MCP server, which hears of no project from its
// host, accepts the agent's project_root in the very first session; and the repository's
// team file is shown whether or not a store exists (even when none can be made). Built hook
// (dist/hook.cjs) and server (dist/mcp-server.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, errorOf, ok, sessionStart } from '../server/helpers.ts';
import { sandbox } from '../support/sandbox.ts';
import { serializeTeamFile } from '../../lib/team/format.ts';

function contextOf(stdout: string): string {
  return stdout ? (JSON.parse(stdout).hookSpecificOutput?.additionalContext ?? '') : '';
}

const storeFile = (home: string) => join(home, 'memory', 'memories.sqlite');

test('the first SessionStart of a new install creates the store and records the project, so the MCP server takes its project_root', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const plugin = join(box.root, 'home', '.codex', 'plugins', 'cache', 'nuzo-marketplace', 'nuzo', '0.1.0');
  mkdirSync(plugin, { recursive: true });
  assert.equal(existsSync(storeFile(box.home)), false, 'a new install has no store');

  assert.equal(sessionStart(box, join(box.project, 'src'), { PLUGIN_ROOT: plugin }), '', 'nothing to show yet');
  assert.ok(existsSync(storeFile(box.home)), 'the hook created the store');
  assert.equal(statSync(storeFile(box.home)).mode & 0o777, 0o600);
  assert.equal(statSync(join(box.home, 'memory')).mode & 0o777, 0o700);
  assert.equal(statSync(box.home).mode & 0o777, 0o700);

  // Codex starts plugin servers in the plugin's folder, with no roots and no project env.
  const s = await connect(box, { cwd: plugin });
  t.after(() => s.close());
  const saved = ok(await s.call('memory_remember', { content: 'This repository deploys with make release.', kind: 'fact', scope: 'project:auto', project_root: box.project }));
  assert.equal(saved.memory?.scope ?? saved.scope, box.projectScope);
  const other = join(box.root, 'work', 'other');
  mkdirSync(join(other, '.git'), { recursive: true });
  assert.equal(errorOf(await s.call('memory_recall', { query: 'anything', project_root: other })).code, 'SCOPE_NOT_ALLOWED', 'a project no session opened stays refused');
});

test('a team file is shown with no store, and still when the store cannot be created', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  writeFileSync(join(box.project, '.nuzo', 'team.ndjson'), serializeTeamFile([
    { id: 'tm_0123456789abcdefghjk', kind: 'instruction', scope: 'team:default', content: 'Run the formatter before every push.', tags: ['style'], source: 'nuzo:team', added: '2026-11-01' },
  ]));

  assert.match(contextOf(sessionStart(box, box.project)), /Run the formatter before every push\./, 'shown on a new install');

  // A home where no store can be made (memory/ is a file, as a broken sync might leave it):
  // no store, the team file all the same.
  rmSync(box.home, { recursive: true, force: true });
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'memory'), 'not a folder');
  const out = contextOf(sessionStart(box, box.project));
  assert.equal(existsSync(storeFile(box.home)), false);
  assert.match(out, /Run the formatter before every push\./, 'shown when no store could be made');
});

test('with no store and no project, SessionStart creates nothing', () => {
  const box = sandbox();
  try {
    // NUZO_PROJECT_ROOT unset and a cwd is always a project (its own folder), so the only
    // session without one is a disabled hook: it must not create a store either.
    assert.equal(sessionStart(box, box.project, { NUZO_DISABLED: '1' }), '');
    assert.equal(existsSync(storeFile(box.home)), false);
  } finally {
    box.cleanup();
  }
});
