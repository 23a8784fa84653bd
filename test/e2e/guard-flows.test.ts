// Issue 27 in both real hosts: a project whose confirmed guard forbids `npm install`. The
// scripted model issues it through the host's shell tool; the PreToolUse hook blocks it with
// the memory's text, the model's next request carries that reason; once the user removes
// the guard from a terminal (the plugin's own dist/cli.js), the same call runs. The session
// start and the firing each leave a receipt under the host's session id.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { startAnthropicMock } from './support/anthropic-mock.ts';
import { ID, nuzoUnderTest } from './support/flows.ts';
import { installClaudePlugin, installCodexPlugin, makeSandbox, NODE24_BIN, runClaude, runCodex, trustCodexHooks, writeCodexConfig, type HostSandbox } from './support/hosts.ts';
import { seedStore } from './support/nuzo-store.ts';
import { startOpenAIMock } from './support/openai-mock.ts';
import { claudeHookAttachments } from './support/transcripts.ts';

const { plugin, skip } = await nuzoUnderTest();
const RULE = 'This repository uses pnpm: never run npm install here.';
// A shell function stands in for npm, so the allowed run needs no network and says it ran.
const COMMAND = 'npm() { echo "fake-npm-ran $*"; }; npm install left-pad';

// The user, in their own terminal: the plugin's CLI with the sandbox's NUZO_HOME.
function nuzo(sb: HostSandbox, args: string[]): string {
  const out = spawnSync(join(NODE24_BIN, 'node'), [join(plugin!.dir, 'dist', 'cli.js'), ...args], {
    cwd: sb.project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: sb.home, NUZO_HOME: sb.nuzoHome },
  });
  assert.equal(out.status, 0, `nuzo ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

// The receipts the real hosts' hooks left: ids and sizes, never the rule's text or the command.
function receiptsOf(sb: HostSandbox): Array<{ event: string; host: string; session_id: string | null; memories: Array<{ id: string }>; guard?: { id: string }; evidence?: { used: string[]; contradicted: string[] } }> {
  const raw = readFileSync(join(sb.nuzoHome, 'memory', 'receipts.ndjson'), 'utf8');
  assert.ok(!raw.includes(RULE) && !raw.includes('left-pad'), 'no text in receipts');
  return raw.trim().split('\n').map((line) => JSON.parse(line));
}

async function guardedProject(sb: HostSandbox): Promise<{ memoryId: string; guardId: string }> {
  const { memoryIds } = await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: RULE, kind: 'instruction', scope: 'project' }] });
  const added = JSON.parse(nuzo(sb, ['memory', 'guard', 'add', memoryIds[0], '--command', '\\bnpm (install|i|ci)\\b', '--json']));
  return { memoryId: memoryIds[0], guardId: added.guard.id };
}

test('Claude Code: a confirmed guard denies npm install with the memory, the model sees why; removed, the call runs', { skip }, async (t) => {
  const sb = makeSandbox('c-guard');
  const mock = await startAnthropicMock({
    script: [{ toolUse: { name: 'Bash', input: { command: COMMAND, description: 'install' } }, then: 'Blocked; I will use pnpm.' }],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  const { memoryId, guardId } = await guardedProject(sb);
  await installClaudePlugin(sb, plugin!.dir, ID);

  const blocked = await runClaude(sb, mock.url, 'Install left-pad.', { allowedTools: ['Bash'] });
  assert.equal(blocked.code, 0, blocked.stderr);
  const [denied] = mock.toolResults();
  assert.ok(denied, 'the Bash call came back to the model');
  assert.ok(denied.text.includes(RULE), `the reason quotes the memory: ${denied.text}`);
  assert.ok(denied.text.includes(memoryId) && denied.text.includes(`nuzo memory guard remove ${guardId}`), denied.text);
  assert.match(denied.text, /<nuzo-recall nonce="[0-9a-f]{12}">/);
  assert.doesNotMatch(denied.text, /fake-npm-ran install/, 'the command did not run');
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => ['hook_non_blocking_error', 'hook_cancelled'].includes(a.type)), []);
  const claudeReceipts = receiptsOf(sb);
  // Stop then notes the attempt as going against the memory (evidence, a heuristic).
  assert.deepEqual(claudeReceipts.map((r) => [r.event, r.host]), [['session_start', 'claude'], ['guard_fired', 'claude'], ['stop_evidence', 'claude']]);
  assert.ok(claudeReceipts.every((r) => r.session_id && r.session_id === claudeReceipts[0].session_id));
  assert.ok(claudeReceipts.slice(0, 2).every((r) => r.memories[0].id === memoryId));
  assert.deepEqual(claudeReceipts[2].evidence?.contradicted, [memoryId]);
  assert.equal(claudeReceipts[1].guard?.id, guardId);

  nuzo(sb, ['memory', 'guard', 'remove', guardId]);
  mock.push({ toolUse: { name: 'Bash', input: { command: COMMAND, description: 'install' } }, then: 'Installed.' });
  const allowed = await runClaude(sb, mock.url, 'Install left-pad now.', { allowedTools: ['Bash'] });
  assert.equal(allowed.code, 0, allowed.stderr);
  const ran = mock.toolResults().at(-1)!;
  assert.match(ran.text, /fake-npm-ran install left-pad/, ran.text);
});

test('Codex: a confirmed guard denies npm install with the memory, the model sees why; removed, the call runs', { skip }, async (t) => {
  const sb = makeSandbox('x-guard');
  const call = { functionCall: { name: 'exec_command', arguments: { cmd: COMMAND } } };
  const mock = await startOpenAIMock({ script: [{ ...call, then: 'Blocked; I will use pnpm.' }] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  const { memoryId, guardId } = await guardedProject(sb);
  writeCodexConfig(sb, { mockUrl: mock.url });
  await installCodexPlugin(sb, plugin!.dir, ID);
  const trusted = await trustCodexHooks(sb, (h) => h.pluginId === ID);
  assert.ok(trusted.some((h) => /pre/i.test(h.eventName)), `PreToolUse trusted: ${trusted.map((h) => h.eventName)}`);

  const blocked = await runCodex(sb, 'Install left-pad.');
  assert.equal(blocked.code, 0, blocked.stderr);
  const [denied] = mock.functionOutputs();
  assert.ok(denied, 'the exec_command call came back to the model');
  assert.ok(denied.text.includes(RULE), `the reason quotes the memory: ${denied.text}`);
  assert.ok(denied.text.includes(memoryId) && denied.text.includes(`nuzo memory guard remove ${guardId}`), denied.text);
  assert.doesNotMatch(denied.text, /fake-npm-ran install/, 'the command did not run');
  const codexReceipts = receiptsOf(sb);
  // Stop then notes the attempt as going against the memory (evidence, a heuristic).
  assert.deepEqual(codexReceipts.map((r) => [r.event, r.host]), [['session_start', 'codex'], ['guard_fired', 'codex'], ['stop_evidence', 'codex']]);
  assert.ok(codexReceipts.every((r) => r.session_id && r.session_id === codexReceipts[0].session_id));
  assert.ok(codexReceipts.slice(0, 2).every((r) => r.memories[0].id === memoryId));
  assert.deepEqual(codexReceipts[2].evidence?.contradicted, [memoryId]);

  nuzo(sb, ['memory', 'guard', 'remove', guardId]);
  mock.push({ ...call, then: 'Installed.' });
  const allowed = await runCodex(sb, 'Install left-pad now.');
  assert.equal(allowed.code, 0, allowed.stderr);
  assert.match(mock.functionOutputs().at(-1)!.text, /fake-npm-ran install left-pad/);
});
