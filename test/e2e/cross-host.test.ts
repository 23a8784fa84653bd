// One NUZO_HOME, one project, both real hosts installed side by side: a memory the user
// confirms in one host is recalled at the next session start of the other. Each memory is
// captured by that host's own Stop hook and confirmed through that host's own MCP path
// (Codex: NUZO_CONFIRMATION=flag and the user's `nuzo review`; Claude Code: the elicitation form,
// accepted by the user), so the hooks and both servers must agree on the store and scope.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { lastToolResultText, startAnthropicMock, type AnthropicReply } from './support/anthropic-mock.ts';
import { codexSessionId, deepDir, ID, nuzoUnderTest, projectScopeOf, storeState, textsSince } from './support/flows.ts';
import { answerClaudeElicitations, NODE24_BIN, installClaudePlugin, installCodexPlugin, makeSandbox, runClaude, runCodex, trustCodexHooks, writeCodexConfig } from './support/hosts.ts';
import { lastFunctionOutputText, mcpCall, startOpenAIMock } from './support/openai-mock.ts';
import { claudeHookAttachments, codexHookStatuses } from './support/transcripts.ts';

const { plugin, skip } = await nuzoUnderTest();
const ALL_HOOKS = ['SessionStart Completed', 'UserPromptSubmit Completed', 'Stop Completed'];

test('a memory confirmed in one host is recalled at the next session start of the other', { skip }, async (t) => {
  const sb = makeSandbox('cross');
  const anthropic = await startAnthropicMock({ fallbackText: 'ok' });
  const openai = await startOpenAIMock({ fallbackText: 'ok' });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  answerClaudeElicitations(sb, { action: 'accept', content: { decision: 'confirm' } });
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin!.dir, ID);
  await trustCodexHooks(sb, (h) => h.pluginId === ID);
  const deep = deepDir(sb);
  const repoScope = await projectScopeOf(sb.project);
  const fromCodex = 'For this repo, always use pnpm instead of npm.';
  const fromClaude = 'For this repo, always run the linter before committing.';

  // Codex: Stop files the draft; with the forms off Nuzo hands back the terminal command,
  // and the user runs it (the plugin's own dist/cli.js).
  const captured = await runCodex(sb, fromCodex, { cwd: deep });
  assert.deepEqual(codexHookStatuses(captured), ALL_HOOKS);
  openai.push(mcpCall('nuzo', 'memory_drafts_list', { project_root: deep }), (request) => {
    const id = /drf_[0-9A-Z]+/.exec(lastFunctionOutputText(request))?.[0] ?? 'no-draft-listed';
    return mcpCall('nuzo', 'memory_drafts_confirm', { id, project_root: deep }, 'Run nuzo review to save it.');
  });
  const asked = await runCodex(sb, 'Yes, save the pnpm rule.', { cwd: deep, env: { NUZO_CONFIRMATION: 'flag' }, extraArgs: ['resume', codexSessionId(captured)] });
  assert.equal(asked.code, 0, asked.stderr);
  assert.match(openai.functionOutputs().at(-1)!.text, /CONFIRMATION_REQUIRED/);
  const review = spawnSync(join(NODE24_BIN, 'node'), [join(plugin!.dir, 'dist', 'cli.js'), 'review', '--project-root', sb.project], { input: 'c\n', encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: sb.home, NUZO_HOME: sb.nuzoHome } });
  assert.equal(review.status, 0, review.stderr);
  assert.deepEqual((await storeState(sb.nuzoHome)).memories.map((m) => [m.content, m.scope]), [[fromCodex, repoScope]]);

  // Claude Code, next session in the project root: recalled at start.
  const claudeTurns = anthropic.turns().length;
  const recalled = await runClaude(sb, anthropic.url, 'hi');
  assert.equal(recalled.code, 0, recalled.stderr);
  assert.ok(textsSince(anthropic.turns(), claudeTurns).includes(fromCodex), 'Claude Code\'s next session got the memory confirmed in Codex');

  // Claude Code: Stop files the draft; the review skill confirms it through the form.
  assert.equal((await runClaude(sb, anthropic.url, fromClaude, { cwd: deep })).code, 0);
  const confirmListed = (request: Parameters<typeof lastToolResultText>[0]): AnthropicReply => {
    const id = /drf_[0-9A-Z]+/.exec(lastToolResultText(request))?.[0] ?? 'no-draft-listed';
    return { toolUse: { name: 'mcp__plugin_nuzo_nuzo__memory_drafts_confirm', input: { id, project_root: deep } }, then: 'Saved.' };
  };
  anthropic.push({ toolUse: { name: 'mcp__plugin_nuzo_nuzo__memory_drafts_list', input: { project_root: deep } } }, confirmListed);
  assert.equal((await runClaude(sb, anthropic.url, '/nuzo:nuzo-review', { cwd: deep })).code, 0);
  assert.match(anthropic.toolResults().at(-1)!.text, /"confirmed_via":"elicitation"/);
  const state = await storeState(sb.nuzoHome);
  assert.deepEqual(state.drafts, []);
  assert.deepEqual(state.memories.map((m) => [m.content, m.scope]), [[fromCodex, repoScope], [fromClaude, repoScope]]);

  // Codex, next session in the project root: both memories recalled at start.
  const codexTurns = openai.turns().length;
  const next = await runCodex(sb, 'hi');
  assert.equal(next.code, 0, next.stderr);
  assert.deepEqual(codexHookStatuses(next), ALL_HOOKS);
  const codexSaw = textsSince(openai.turns(), codexTurns);
  assert.ok(codexSaw.includes(fromClaude) && codexSaw.includes(fromCodex), 'Codex\'s next session got the memory confirmed in Claude Code');
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => ['hook_non_blocking_error', 'hook_blocking_error', 'hook_cancelled'].includes(a.type)), []);
});
