// Nuzo itself, installed through each host's marketplace from a clean export of a commit
// (what a git install sees), driven by scripted models. Tests that need bundles or lib code
// that do not exist yet skip with the reason, so this file is useful at every stage.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startAnthropicMock, type AnthropicReply } from './support/anthropic-mock.ts';
import { exportPlugin, type PluginExport } from './support/export.ts';
import { answerClaudeElicitations, CLAUDE_BIN, NODE24_BIN, codexAppServerTurn, type AppServerMessage, installClaudePlugin, installCodexPlugin, listCodexHooks, makeSandbox, runClaude, runCodex, trustCodexHooks, writeCodexConfig, type HostSandbox } from './support/hosts.ts';
import { loadLib, seedStore, storeRows } from './support/nuzo-store.ts';
import { lastFunctionOutputText, mcpCall, startOpenAIMock, type OpenAIReply } from './support/openai-mock.ts';
import { e2eSkip } from './support/skip.ts';
import { claudeHookAttachments, codexHookStatuses } from './support/transcripts.ts';

const ID = 'nuzo@nuzo-marketplace';
const skip = e2eSkip();
const plugin: PluginExport | null = skip ? null : exportPlugin();
after(() => plugin?.cleanup());

const lib = skip ? { ok: false as const, reason: skip } : await loadLib();
const hasShim = plugin !== null && existsSync(join(plugin.dir, 'dist/hook.cjs'));
const hasRuntime = plugin !== null && existsSync(join(plugin.dir, 'dist/hook-runtime.cjs'));
const hasServer = plugin !== null && existsSync(join(plugin.dir, 'dist/mcp-server.js'));
const why = (need: Array<[boolean, string]>) => skip || need.find(([ok]) => !ok)?.[1] || false;
const noShim: [boolean, string] = [hasShim, `dist/hook.cjs missing in the export (${plugin?.buildError ?? 'not built'})`];
const noRuntime: [boolean, string] = [hasRuntime, `dist/hook-runtime.cjs missing in the export (${plugin?.buildError ?? 'not built'})`];
const noServer: [boolean, string] = [hasServer, 'dist/mcp-server.js missing in the export'];
const noLib: [boolean, string] = [lib.ok, lib.ok ? '' : lib.reason];

test('the clean export passes claude plugin validate --strict with nothing to report', { skip }, (t) => {
  if (plugin!.built) t.diagnostic(`dist/ was built inside the export of ${plugin!.source}; commit dist/ so hosts get it`);
  // The root is a plugin for `claude --plugin-dir`; dist/ is the one the marketplace installs.
  for (const target of [plugin!.dir, join(plugin!.dir, '.claude-plugin/plugin.json'), join(plugin!.dir, 'dist'), join(plugin!.dir, 'dist/.claude-plugin/plugin.json')]) {
    const result = spawnSync(CLAUDE_BIN, ['plugin', 'validate', '--strict', '--json', target], { encoding: 'utf8', env: { HOME: plugin!.dir, PATH: '/usr/bin:/bin' } });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const report = JSON.parse(result.stdout);
    assert.equal(report.success, true);
    assert.deepEqual([report.manifest.errors, report.manifest.warnings, report.advice, report.directory.findings], [[], [], [], []], target);
  }
});

test('both hosts install Nuzo from the marketplace with its hooks, skills and nothing untracked', { skip }, async (t) => {
  const sb = makeSandbox('install');
  const anthropic = await startAnthropicMock({ script: ['ok'] });
  const openai = await startOpenAIMock({ script: ['ok'] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin!.dir, ID);

  for (const cache of [join(sb.home, '.claude/plugins/cache/nuzo-marketplace/nuzo/0.1.0'), join(sb.codexHome, 'plugins/cache/nuzo-marketplace/nuzo/0.1.0')]) {
    const entries = readdirSync(cache);
    for (const needed of ['.claude-plugin', '.codex-plugin', 'hooks', 'skills', '.mcp.json', '.codex-mcp.json', 'package.json']) assert.ok(entries.includes(needed), `${needed} in ${cache}`);
    assert.ok(!entries.includes('node_modules') && !entries.includes('.git'), `no node_modules/.git in ${cache}`);
    if (hasShim) assert.ok(existsSync(join(cache, 'hook.cjs')));
    assert.deepEqual(['lib', 'test', 'bench', 'dist'].filter((name) => entries.includes(name)), [], `only what hosts run in ${cache}`);
  }
  const hooks = (await listCodexHooks(sb)).filter((h) => h.pluginId === ID);
  assert.deepEqual(hooks.map((h) => h.eventName).sort(), ['preToolUse', 'sessionStart', 'stop', 'userPromptSubmit']);
  for (const hook of hooks) assert.match(hook.command, /^command -v node >\/dev\/null 2>&1 \|\| exit 0; node (--no-regexp-tier-up )?"\/.*\/\.codex\/plugins\/cache\/nuzo-marketplace\/nuzo\/0\.1\.0\/hook\.cjs" [a-z-]+$/);

  // Hooks run with no node here: this checks what the hosts give the model. Invoking the
  // review skill by its per-host name puts its SKILL.md body in front of the model.
  assert.equal((await runClaude(sb, anthropic.url, '/nuzo:nuzo-review', { node: 'none' })).code, 0);
  assert.equal((await runCodex(sb, '$nuzo:nuzo-review', { node: 'none' })).code, 0);
  assert.ok(anthropic.sawInTurns('nuzo:nuzo-memory') && anthropic.sawInTurns('# Review Nuzo memory drafts'), 'Claude lists the skills and expands /nuzo:nuzo-review');
  assert.ok(openai.sawInTurns('nuzo:nuzo-memory') && openai.sawInTurns('# Review Nuzo memory drafts'), 'Codex lists the skills and expands $nuzo:nuzo-review');
});

test('without node on PATH both hosts run the session and show no hook error', { skip }, async (t) => {
  const sb = makeSandbox('nonode');
  const anthropic = await startAnthropicMock({ script: ['fine'] });
  const openai = await startOpenAIMock({ script: ['fine'] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin!.dir, ID);

  const claude = await runClaude(sb, anthropic.url, 'hi', { node: 'none' });
  const codex = await runCodex(sb, 'hi', { node: 'none', bypassHookTrust: true });

  assert.equal(claude.code, 0, claude.stderr);
  assert.equal(claude.stdout.trim(), 'fine');
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
  assert.equal(codex.code, 0, codex.stderr);
  assert.deepEqual(codexHookStatuses(codex), ['SessionStart Completed', 'UserPromptSubmit Completed', 'Stop Completed']);
});

// The model hears it at every session start; the user once per host and Node version, as a
// hook systemMessage: Claude records it as hook_system_message (shown, never sent to the
// model); Codex hands it to the TUI as a `warning` entry of hook/completed (codex exec
// shows none, so Codex runs here go through the app-server the TUI uses).
test('on the machine\'s old Node, SessionStart tells the model every session and the user once, in one line', { skip: why([noShim, [sbNodeIsOld(), 'the machine\'s node is not older than 22.13']]) }, async (t) => {
  const sb = makeSandbox('oldnode');
  const anthropic = await startAnthropicMock({ script: ['noted', 'noted again'] });
  const openai = await startOpenAIMock({ script: ['noted', 'noted again'] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin!.dir, ID);
  await trustCodexHooks(sb, (h) => h.pluginId === ID);
  const version = sb.systemNode!.version;
  const notice = `Nuzo needs Node >= 22.13 (found ${version}); memory is off for this session.`;
  const toUser = `Nuzo is off: the node on PATH is ${version} and Nuzo needs 22.13 or newer. Install Node 22.13+ or 24 and start a new session.`;
  const lastTurn = (mock: { requests: Array<{ kind: string; text: string }> }) => mock.requests.filter((r) => r.kind === 'turn').at(-1)!.text;
  const userMessages = () => claudeHookAttachments(sb).filter((a) => a.type === 'hook_system_message').map((a) => a.content);
  const sessionStart = (messages: AppServerMessage[]) => messages.find((m) => m.method === 'hook/completed' && m.params.run.eventName === 'sessionStart')!.params.run;

  for (const round of [1, 2]) {
    const claude = await runClaude(sb, anthropic.url, 'hi', { node: 'system' });
    assert.equal(claude.code, 0, claude.stderr);
    assert.ok(lastTurn(anthropic).includes(notice), `Claude session ${round}: the model got the notice`);
    assert.deepEqual(userMessages(), [`${toUser} Claude Code then keeps Nuzo's tools off for up to 15 minutes: delete ~/.claude/mcp-needs-auth-cache.json to retry at once.`], `Claude session ${round}: the user was told once, with the way out of Claude Code's cache of failed MCP starts`);

    const codex = await codexAppServerTurn(sb, 'hi', { node: 'system' });
    const run = sessionStart(codex);
    assert.ok(lastTurn(openai).includes(notice), `Codex session ${round}: the model got the notice`);
    assert.deepEqual(run.entries, [...(round === 1 ? [{ kind: 'warning', text: toUser }] : []), { kind: 'context', text: notice }], `Codex session ${round}`);
    const statuses = codex.filter((m) => m.method === 'hook/completed').map((m) => `${m.params.run.eventName} ${m.params.run.status}`);
    assert.deepEqual(statuses, ['sessionStart completed', 'userPromptSubmit completed', 'stop completed']);
  }
  assert.ok(!anthropic.sawInTurns('Nuzo is off') && !openai.sawInTurns('Nuzo is off'), 'the user-facing line never reaches the model');
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
});

test('claude --plugin-dir on the export runs the same hooks without an install', { skip: why([noShim, [sbNodeIsOld(), 'the machine\'s node is not older than 22.13']]) }, async (t) => {
  const sb = makeSandbox('plugindir');
  const mock = await startAnthropicMock({ script: ['noted'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });

  const result = await runClaude(sb, mock.url, 'hi', { node: 'system', pluginDir: plugin!.dir });

  assert.equal(result.code, 0, result.stderr);
  assert.ok(mock.sawInTurns(`Nuzo needs Node >= 22.13 (found ${sb.systemNode!.version})`));
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
});

test('SessionStart recall of a seeded store reaches the model in both hosts (Codex hooks trusted, no bypass)', { skip: why([noShim, noRuntime, noLib]) }, async (t) => {
  const sb = makeSandbox('recall');
  const anthropic = await startAnthropicMock({ script: ['ok'] });
  const openai = await startOpenAIMock({ script: ['ok'] });
  t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
  await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: 'Run make lint before committing.', kind: 'instruction', scope: 'project' }, { content: 'The user prefers concise answers.', kind: 'preference', scope: 'user:default' }] });
  await installClaudePlugin(sb, plugin!.dir, ID);
  writeCodexConfig(sb, { mockUrl: openai.url });
  await installCodexPlugin(sb, plugin!.dir, ID);
  await trustCodexHooks(sb, (h) => h.pluginId === ID);

  const claude = await runClaude(sb, anthropic.url, 'hi');
  const codex = await runCodex(sb, 'hi');

  assert.equal(claude.code, 0, claude.stderr);
  assert.ok(anthropic.sawInTurns('Run make lint before committing.') && anthropic.sawInTurns('The user prefers concise answers.'));
  assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
  assert.equal(codex.code, 0, codex.stderr);
  assert.ok(openai.sawInTurns('Run make lint before committing.') && openai.sawInTurns('The user prefers concise answers.'));
  assert.deepEqual(codexHookStatuses(codex), ['SessionStart Completed', 'UserPromptSubmit Completed', 'Stop Completed']);
});

test('a rule the user states becomes a draft at Stop, and the next session start says it waits (both hosts)', { skip: why([noShim, noRuntime, noLib]) }, async (t) => {
  const rule = 'For this repo, always run make lint before committing.';
  for (const host of ['claude', 'codex'] as const) {
    const sb = makeSandbox(`capture-${host}`);
    const anthropic = await startAnthropicMock({ script: ['Noted: I will run make lint before every commit.', 'Hello.'] });
    const openai = await startOpenAIMock({ script: ['Noted: I will run make lint before every commit.', 'Hello.'] });
    t.after(async () => { await anthropic.close(); await openai.close(); sb.cleanup(); });
    if (host === 'claude') {
      await installClaudePlugin(sb, plugin!.dir, ID);
      assert.equal((await runClaude(sb, anthropic.url, rule)).code, 0);
      assert.ok(claudeHookAttachments(sb).some((a) => a.type === 'hook_system_message' && /1 memory suggestion waiting — review with \/nuzo:nuzo-review/.test(String(a.content))));
      assert.equal((await runClaude(sb, anthropic.url, 'hi')).code, 0);
      assert.ok(anthropic.sawInTurns('/nuzo:nuzo-review'), 'the second SessionStart mentions the waiting draft');
      assert.deepEqual(claudeHookAttachments(sb).filter((a) => a.type.includes('error')), []);
    } else {
      writeCodexConfig(sb, { mockUrl: openai.url });
      await installCodexPlugin(sb, plugin!.dir, ID);
      await trustCodexHooks(sb, (h) => h.pluginId === ID);
      const first = await runCodex(sb, rule);
      assert.deepEqual(codexHookStatuses(first), ['SessionStart Completed', 'UserPromptSubmit Completed', 'Stop Completed']);
      assert.equal((await runCodex(sb, 'hi')).code, 0);
      assert.ok(openai.sawInTurns('$nuzo:nuzo-review'), 'the second SessionStart mentions the waiting draft');
    }
    const { drafts, memories } = await storeRows(sb.nuzoHome);
    assert.deepEqual(drafts.map((d) => (d as { content?: string }).content), [rule], host);
    assert.deepEqual(memories, [], `${host}: nothing is saved without confirmation`);
  }
});

// The review flow as the skill describes it: list, then confirm. Both hosts advertise MCP
// elicitation even headless, and answer it at once (claude -p: cancel, codex exec: decline),
// so by default nothing is saved; a Claude Elicitation hook stands in for the user accepting
// the form, and NUZO_CONFIRMATION=flag (forms off) leaves the saving to `nuzo review`.
const DRAFT = { content: 'Use pnpm, not npm, in this repository.', kind: 'instruction', scope: 'project' as const, reason: 'The user stated a recurring rule.' };

test('Claude Code: a draft is saved through the MCP review tools only when the user accepts the form', { skip: why([noShim, noRuntime, noServer, noLib]) }, async (t) => {
  const sb = makeSandbox('review-claude');
  const { draftIds: [id] } = await seedStore(sb.nuzoHome, sb.project, { drafts: [DRAFT] });
  const tool = (name: string) => `mcp__plugin_nuzo_nuzo__${name}`;
  const confirm: AnthropicReply = { toolUse: { name: tool('memory_drafts_confirm'), input: { id, project_root: sb.project } }, then: 'Done.' };
  const mock = await startAnthropicMock({ script: [{ toolUse: { name: tool('memory_drafts_list'), input: { project_root: sb.project } } }, confirm, confirm] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  const allowedTools = ['memory_drafts_list', 'memory_drafts_confirm'].map(tool);

  assert.equal((await runClaude(sb, mock.url, 'review my drafts', { allowedTools })).code, 0);
  const [listed, cancelled] = mock.toolResults();
  assert.match(listed.text, /Save this Nuzo memory\?(\n|\\n)Content: Use pnpm, not npm, in this repository\./);
  assert.match(cancelled.text, /CONFIRMATION_DECLINED/);
  assert.deepEqual((await storeRows(sb.nuzoHome)).memories, [], 'a cancelled form saves nothing');

  answerClaudeElicitations(sb, { action: 'accept', content: { decision: 'confirm' } });
  assert.equal((await runClaude(sb, mock.url, 'confirm it', { allowedTools })).code, 0);
  assert.match(mock.toolResults()[2].text, /elicitation/);
  assert.deepEqual((await storeRows(sb.nuzoHome)).memories.map((m) => m.content), [DRAFT.content]);
});

test('Codex: a draft is saved only by the user — never through the MCP review tools on the model\'s word', { skip: why([noShim, noRuntime, noServer, noLib]) }, async (t) => {
  const sb = makeSandbox('review-codex');
  const { draftIds: [id] } = await seedStore(sb.nuzoHome, sb.project, { drafts: [DRAFT] });
  const call = (name: string, args: Record<string, unknown>, then?: OpenAIReply | string): OpenAIReply => ({ functionCall: { namespace: 'mcp__nuzo', name, arguments: args }, then });
  const required: string[] = [];
  const mock = await startOpenAIMock({
    script: [
      mcpCall('nuzo', 'memory_drafts_list', { project_root: sb.project }),
      call('memory_drafts_confirm', { id, project_root: sb.project }, 'Not saved.'),
      call('memory_drafts_confirm', { id, project_root: sb.project }),
      (request): OpenAIReply => {
        required.push(lastFunctionOutputText(request));
        return call('memory_drafts_confirm', { id, confirm: true, project_root: sb.project }, 'Run nuzo review to save it.');
      },
    ],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  writeCodexConfig(sb, { mockUrl: mock.url });
  await installCodexPlugin(sb, plugin!.dir, ID);

  const declined = await runCodex(sb, 'review my drafts', { bypassHookTrust: true });
  assert.equal(declined.code, 0, declined.stderr);
  const [listed, refused] = mock.functionOutputs();
  assert.match(listed.text, /Save this Nuzo memory\?(\n|\\n)Content: Use pnpm, not npm, in this repository\./);
  assert.match(refused.text, /CONFIRMATION_DECLINED/);
  assert.deepEqual((await storeRows(sb.nuzoHome)).memories, [], 'a declined form saves nothing');

  const flagged = await runCodex(sb, 'yes, save it', { bypassHookTrust: true, env: { NUZO_CONFIRMATION: 'flag' } });
  assert.equal(flagged.code, 0, flagged.stderr);
  assert.match(required[0], /CONFIRMATION_REQUIRED/, 'NUZO_CONFIRMATION reaches the server through env_vars');
  assert.match(required[0], /nuzo review --project-root/);
  assert.match(mock.functionOutputs().at(-1)!.text, /CONFIRMATION_REQUIRED/, 'confirm: true from the model changes nothing');
  assert.deepEqual((await storeRows(sb.nuzoHome)).memories, [], 'nothing saved on the model\'s word');

  // The user's own terminal: `nuzo review` (the plugin's dist/cli.js) shows the draft and saves it.
  const review = spawnSync(join(NODE24_BIN, 'node'), [join(plugin!.dir, 'dist', 'cli.js'), 'review', '--project-root', sb.project], { input: 'c\n', encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: sb.home, NUZO_HOME: sb.nuzoHome } });
  assert.equal(review.status, 0, review.stderr);
  assert.deepEqual((await storeRows(sb.nuzoHome)).memories.map((m) => m.content), [DRAFT.content]);
});

function sbNodeIsOld(): boolean {
  const sb: HostSandbox = makeSandbox('probe');
  try {
    const m = /^v(\d+)\.(\d+)/.exec(sb.systemNode?.version ?? '');
    return m !== null && (Number(m[1]) < 22 || (Number(m[1]) === 22 && Number(m[2]) < 13));
  } finally {
    sb.cleanup();
  }
}
