import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCodexWiring } from '../../lib/doctor/checks/codex.ts';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import type { DoctorContext } from '../../lib/doctor/types.ts';
import { sandbox } from '../support/sandbox.ts';

function ctx(env: Record<string, string>): DoctorContext {
  return { home: env.NUZO_HOME, env, storePath: '', config: structuredClone(DEFAULT_CONFIG), configProblems: [], probe: {} as DoctorContext['probe'], writeCheck: false };
}

function byId(results: ReturnType<typeof checkCodexWiring>, id: string) {
  return results.find((r) => r.id === id);
}

test('without a Codex configuration the wiring check says so and passes', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const results = checkCodexWiring(ctx({ ...box.env, CODEX_HOME: join(box.root, 'no-codex') }));
  assert.equal(results.length, 1);
  assert.equal(results[0].status, 'ok');
});

test('a missing plugin, untrusted hooks, approval "never" and unpassed NUZO_* variables each come with a fix', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const codex = join(box.root, 'codex');
  mkdirSync(codex, { recursive: true });
  writeFileSync(join(codex, 'config.toml'), 'approval_policy = "never"\n');
  let results = checkCodexWiring(ctx({ ...box.env, CODEX_HOME: codex }));
  assert.equal(byId(results, 'codex.plugin')?.status, 'warn');
  assert.match(byId(results, 'codex.plugin')?.fix ?? '', /codex plugin add nuzo@nuzo-marketplace/);

  const copy = join(codex, 'plugins', 'cache', 'nuzo-marketplace', 'nuzo', '0.1.0');
  mkdirSync(copy, { recursive: true });
  writeFileSync(join(copy, '.codex-mcp.json'), JSON.stringify({ mcpServers: { nuzo: { command: 'node', env_vars: ['NUZO_HOME'] } } }));
  writeFileSync(join(codex, 'config.toml'), ['approval_policy = "never"', '[plugins."nuzo@nuzo-marketplace"]', 'enabled = true', '[features]', 'hooks = false'].join('\n'));
  results = checkCodexWiring(ctx({ ...box.env, CODEX_HOME: codex, NUZO_PROJECT_ROOT: box.project }));
  assert.equal(byId(results, 'codex.plugin')?.status, 'ok');
  assert.equal(byId(results, 'codex.hooks_enabled')?.status, 'warn');
  assert.equal(byId(results, 'codex.hooks_trusted')?.status, 'warn');
  assert.match(byId(results, 'codex.hooks_trusted')?.fix ?? '', /\/hooks/);
  assert.equal(byId(results, 'codex.mcp_approval')?.status, 'ok', 'advice only: Codex 0.169.0 ran the tools under "never"');
  assert.match(byId(results, 'codex.mcp_approval')?.fix ?? '', /default_tools_approval_mode = "approve"/);
  assert.equal(byId(results, 'codex.env_vars')?.status, 'fail');
  assert.match(byId(results, 'codex.env_vars')?.summary ?? '', /NUZO_PROJECT_ROOT/);

  writeFileSync(join(codex, 'config.toml'), [
    'approval_policy = "never"',
    '[plugins."nuzo@nuzo-marketplace"]', 'enabled = true',
    '[plugins."nuzo@nuzo-marketplace".mcp_servers.nuzo]', 'default_tools_approval_mode = "approve"',
    '[hooks.state."plugin:nuzo@nuzo-marketplace:SessionStart:0"]', 'trusted_hash = "sha256:abc"',
  ].join('\n'));
  writeFileSync(join(copy, '.codex-mcp.json'), JSON.stringify({ mcpServers: { nuzo: { command: 'node', env_vars: ['NUZO_HOME', 'NUZO_PROJECT_ROOT'] } } }));
  results = checkCodexWiring(ctx({ ...box.env, CODEX_HOME: codex, NUZO_PROJECT_ROOT: box.project }));
  assert.deepEqual(results.map((r) => r.status), results.map(() => 'ok'));
});
