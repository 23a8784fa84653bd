// Harness self-test: a throwaway plugin (not Nuzo's code) installed through each host's
// marketplace path proves that the mocks, sandboxes, PATH variants and trust handling work,
// so a red Nuzo e2e test points at Nuzo rather than at the harness.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { startAnthropicMock } from './support/anthropic-mock.ts';
import { answerClaudeElicitations, installClaudePlugin, installCodexPlugin, listCodexHooks, makeSandbox, runClaude, runCodex, trustCodexHooks, writeCodexConfig, type HostSandbox } from './support/hosts.ts';
import { mcpCall, startOpenAIMock } from './support/openai-mock.ts';
import { e2eSkip } from './support/skip.ts';
import { PROBE_MARKER, PROBE_MARKETPLACE, PROBE_PLUGIN, PROBE_SERVER, PROBE_TOOL, writeThrowawayPlugin } from './support/throwaway-plugin.ts';
import { claudeHookAttachments, codexHookStatuses } from './support/transcripts.ts';

const skip = e2eSkip();
const PROBE_ID = `${PROBE_PLUGIN}@${PROBE_MARKETPLACE}`;
const CLAUDE_PROBE_TOOL = `mcp__plugin_${PROBE_PLUGIN}_${PROBE_SERVER}__${PROBE_TOOL}`;

function probeSandbox(): { sb: HostSandbox; plugin: string } {
  const sb = makeSandbox('harness');
  const plugin = join(sb.root, 'probe-plugin');
  mkdirSync(plugin);
  writeThrowawayPlugin(plugin);
  return { sb, plugin };
}

test('Claude Code: a marketplace-installed plugin hook reaches the mock model and its MCP tool answers', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const mock = await startAnthropicMock({ script: [{ toolUse: { name: CLAUDE_PROBE_TOOL, input: { text: 'ping' } }, then: 'probe answered' }] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin, PROBE_ID);

  const result = await runClaude(sb, mock.url, 'call the probe', { allowedTools: [CLAUDE_PROBE_TOOL] });

  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout.trim(), 'probe answered');
  assert.ok(mock.sawInTurns(`${PROBE_MARKER} host=claude source=startup node=v24.`), 'SessionStart additionalContext reached the model');
  const [echo] = mock.toolResults();
  assert.match(echo.text, /^ECHO /);
  const payload = JSON.parse(echo.text.slice('ECHO '.length));
  assert.deepEqual(payload.args, { text: 'ping' });
  assert.equal(payload.cwd, sb.project, 'Claude starts plugin MCP servers in the session directory');
  assert.equal(payload.env.NUZO_HOME, sb.nuzoHome);
  assert.equal(mock.remaining(), 0);
});

test('Claude Code: --plugin-dir loads the same plugin without installing it', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const mock = await startAnthropicMock({ script: ['hello'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });

  const result = await runClaude(sb, mock.url, 'hi', { pluginDir: plugin });

  assert.equal(result.code, 0, result.stderr);
  assert.ok(mock.sawInTurns(`${PROBE_MARKER} host=claude`));
});

test('Codex: a marketplace-installed plugin hook reaches the mock model and its deferred MCP tool answers', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const mock = await startOpenAIMock({ script: [mcpCall(PROBE_SERVER, PROBE_TOOL, { text: 'ping' }, 'probe answered')] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  writeCodexConfig(sb, { mockUrl: mock.url });
  await installCodexPlugin(sb, plugin, PROBE_ID);

  const result = await runCodex(sb, 'call the probe', { bypassHookTrust: true });

  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /probe answered/);
  assert.ok(mock.sawInTurns(`${PROBE_MARKER} host=codex source=startup node=v24.`), 'SessionStart additionalContext reached the model');
  assert.deepEqual(codexHookStatuses(result), ['SessionStart Completed', 'Stop Completed']);
  const [echo] = mock.functionOutputs();
  const payload = JSON.parse(echo.text.slice(echo.text.indexOf('ECHO ') + 'ECHO '.length));
  assert.deepEqual(payload.args, { text: 'ping' });
  assert.match(payload.cwd, /\/\.codex\/plugins\/cache\/e2eprobe-marketplace\/e2eprobe\//, 'Codex starts plugin MCP servers in the install folder');
  assert.equal(payload.env.NUZO_HOME, sb.nuzoHome, 'env_vars passes NUZO_HOME through');
});

test('Codex: plugin hooks stay off until trusted, then run without the bypass flag', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const mock = await startOpenAIMock({ script: ['first', 'second'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  writeCodexConfig(sb, { mockUrl: mock.url });
  await installCodexPlugin(sb, plugin, PROBE_ID);

  const before = await listCodexHooks(sb);
  assert.deepEqual(before.map((h) => [h.eventName, h.trustStatus]).sort(), [['sessionStart', 'untrusted'], ['stop', 'untrusted']]);
  const untrusted = await runCodex(sb, 'hi');
  assert.equal(untrusted.code, 0, untrusted.stderr);
  assert.equal(mock.sawInTurns(PROBE_MARKER), false, 'untrusted hooks do not run');

  await trustCodexHooks(sb);
  assert.deepEqual((await listCodexHooks(sb)).map((h) => h.trustStatus), ['trusted', 'trusted']);
  const trusted = await runCodex(sb, 'hi again');
  assert.equal(trusted.code, 0, trusted.stderr);
  assert.ok(mock.sawInTurns(PROBE_MARKER));
});

test('the no-node guard keeps both hosts quiet when node is not on PATH', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const anthropic = await startAnthropicMock({ script: ['fine'] });
  const openai = await startOpenAIMock({ script: ['fine'] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin, PROBE_ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin, PROBE_ID);

  const claude = await runClaude(sb, anthropic.url, 'hi', { node: 'none' });
  const codex = await runCodex(sb, 'hi', { node: 'none', bypassHookTrust: true });

  assert.equal(claude.code, 0, claude.stderr);
  assert.equal(claude.stdout.trim(), 'fine');
  assert.equal(anthropic.sawInTurns(PROBE_MARKER), false);
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
  assert.equal(codex.code, 0, codex.stderr);
  assert.equal(openai.sawInTurns(PROBE_MARKER), false);
  assert.deepEqual(codexHookStatuses(codex), ['SessionStart Completed', 'Stop Completed'], 'no "Failed" hook in Codex');
});

test('the system-node PATH runs hooks with the machine\'s own node', { skip: skip || (makeSandboxNodeMissing() && 'no system node on PATH') }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const mock = await startAnthropicMock({ script: ['ok'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });

  const result = await runClaude(sb, mock.url, 'hi', { pluginDir: plugin, node: 'system' });

  assert.equal(result.code, 0, result.stderr);
  assert.ok(mock.sawInTurns(`${PROBE_MARKER} host=claude source=startup node=${sb.systemNode!.version}`));
});

function makeSandboxNodeMissing(): boolean {
  const sb = makeSandbox('probe');
  try {
    return sb.systemNode === null;
  } finally {
    sb.cleanup();
  }
}

test('headless hosts offer MCP elicitation but answer it at once: Claude cancels, Codex declines, a Claude Elicitation hook can accept', { skip }, async (t) => {
  const { sb, plugin } = probeSandbox();
  const anthropic = await startAnthropicMock({
    script: [
      { toolUse: { name: CLAUDE_PROBE_TOOL, input: { text: 'elicit' } }, then: 'one' },
      { toolUse: { name: CLAUDE_PROBE_TOOL, input: { text: 'elicit' } }, then: 'two' },
    ],
  });
  const openai = await startOpenAIMock({ script: [mcpCall(PROBE_SERVER, PROBE_TOOL, { text: 'elicit' }, 'three')] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin, PROBE_ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin, PROBE_ID);

  assert.equal((await runClaude(sb, anthropic.url, 'ask me', { allowedTools: [CLAUDE_PROBE_TOOL] })).code, 0);
  answerClaudeElicitations(sb, { action: 'accept', content: { decision: 'confirm' } });
  assert.equal((await runClaude(sb, anthropic.url, 'ask me again', { allowedTools: [CLAUDE_PROBE_TOOL] })).code, 0);
  assert.equal((await runCodex(sb, 'ask me', { bypassHookTrust: true })).code, 0);

  assert.deepEqual(anthropic.toolResults().map((r) => r.text), ['ELICITED {"action":"cancel"}', 'ELICITED {"action":"accept","content":{"decision":"confirm"}}']);
  assert.match(openai.functionOutputs()[0].text, /ELICITED \{"action":"decline"\}/);
});
