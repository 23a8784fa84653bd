// Nuzo's flows in the real Codex (`codex exec`), installed from the marketplace with its hooks
// trusted the way /hooks persists it (no bypass flag), against the scripted Responses API:
// recall at session start from a subdirectory, one draft per durable instruction that a
// resumed session does not repeat, and a draft saved only by the user's own terminal command.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { codexSessionId, deepDir, disableCaptureInterval, filesUnder, ID, nuzoUnderTest, projectScopeOf, storeFileOf, storeState, userNuzo } from './support/flows.ts';
import { installCodexPlugin, makeSandbox, NODE24_BIN, runCodex, trustCodexHooks, writeCodexConfig, type HostSandbox } from './support/hosts.ts';
import { assertFencedForModel, HOSTILE_MEMORY } from './support/hostile-memory.ts';
import { seedStore } from './support/nuzo-store.ts';
import { lastFunctionOutputText, mcpCall, startOpenAIMock, type OpenAIMock, type OpenAIReply } from './support/openai-mock.ts';
import { codexHookStatuses } from './support/transcripts.ts';

const { plugin, skip } = await nuzoUnderTest();
const RULE = 'For this repo, always run the linter before committing.';
const ALL_HOOKS = ['SessionStart Completed', 'UserPromptSubmit Completed', 'Stop Completed'];

async function codexWithNuzo(sb: HostSandbox, mock: OpenAIMock): Promise<void> {
  writeCodexConfig(sb, { mockUrl: mock.url });
  await installCodexPlugin(sb, plugin!.dir, ID);
  const trusted = await trustCodexHooks(sb, (h) => h.pluginId === ID);
  assert.equal(trusted.length, 4, 'four Nuzo hooks trusted');
}

// The JSON a Nuzo tool returned, as Codex handed it to the model ("Wall time: … Output:\n{…}").
function toolJson(text: string): any {
  const body = text.slice(text.indexOf('{'));
  try { return JSON.parse(body); } catch { return null; }
}

test('Codex started in a subdirectory gets the confirmed memory as session-start context', { skip }, async (t) => {
  const sb = makeSandbox('x-recall');
  const mock = await startOpenAIMock({ script: ['ok'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  const memory = 'Run make lint before every commit in this repository.';
  await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: memory, kind: 'instruction', scope: 'project' }] });
  await codexWithNuzo(sb, mock);

  const result = await runCodex(sb, 'hi', { cwd: deepDir(sb) });

  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(codexHookStatuses(result), ALL_HOOKS);
  assert.ok(mock.turns()[0].text.includes(memory), 'the first request of the session carries the recalled memory');
});

test('Codex files one draft for a durable instruction, and resuming the session by id or --last adds none', { skip }, async (t) => {
  const sb = makeSandbox('x-capture');
  const mock = await startOpenAIMock({ script: ['Understood: I will run the linter before every commit.', 'You are welcome.', 'Sure.'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await codexWithNuzo(sb, mock);
  disableCaptureInterval(sb.nuzoHome);
  const deep = deepDir(sb);

  const first = await runCodex(sb, RULE, { cwd: deep });
  assert.equal(first.code, 0, first.stderr);
  assert.deepEqual(codexHookStatuses(first), ALL_HOOKS);
  const sessionId = codexSessionId(first);
  const { drafts } = await storeState(sb.nuzoHome);
  assert.equal(drafts.length, 1, JSON.stringify(drafts));
  const [draft] = drafts;
  assert.deepEqual([draft.content, draft.kind, draft.origin_host, draft.origin_session], [RULE, 'instruction', 'codex', sessionId]);
  assert.equal(draft.scope, await projectScopeOf(sb.project), 'scope computed from the repository root');
  assert.notEqual(draft.scope, await projectScopeOf(deep));
  assert.ok(draft.reason.trim().length > 0);

  // `codex exec resume <id> "<prompt>"` and `codex exec resume --last "<prompt>"`.
  const byId = await runCodex(sb, 'Thanks, that is all.', { cwd: deep, extraArgs: ['resume', sessionId] });
  const byLast = await runCodex(sb, 'Good.', { cwd: deep, extraArgs: ['resume', '--last'] });
  for (const resumed of [byId, byLast]) {
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.equal(codexSessionId(resumed), sessionId, 'the same session went on');
    assert.deepEqual(codexHookStatuses(resumed), ALL_HOOKS);
  }
  assert.ok(mock.turns().at(-1)!.text.includes(RULE), 'the resumed turn carried the first one');
  const after = await storeState(sb.nuzoHome);
  assert.deepEqual(after.drafts.map((d) => d.id), [draft.id], 'resuming re-read nothing');
  assert.deepEqual(after.memories, []);
});

// `codex exec` advertises elicitation.form but declines every form, so with the default
// confirmation "auto" Nuzo asks through elicitation, gets "decline" and saves nothing, even
// when the model passes confirm: true. With NUZO_CONFIRMATION=flag the forms are off: the
// server answers CONFIRMATION_REQUIRED with the `nuzo` command for the user's own terminal
// (a model's confirm: true still counts for nothing), and that command — typed by the user,
// here the plugin's own dist/cli.js — saves the draft. The store lives outside ~/.nuzo here,
// so both the hooks and the server must get NUZO_HOME from the environment (the server
// through .codex-mcp.json env_vars), and the CLI the user runs gets it too.
test('in codex exec only the user saves a draft: the model\'s confirm counts for nothing, and the terminal command Nuzo hands back saves it in the store and scope the hooks used', { skip }, async (t) => {
  const sb = makeSandbox('x-confirm');
  const deep = deepDir(sb);
  const nuzoHome = join(sb.root, 'elsewhere', 'nuzo');
  const env = { NUZO_HOME: nuzoHome };
  const listed: string[] = [];
  const idFromList = (request: Parameters<typeof lastFunctionOutputText>[0]) => {
    const text = lastFunctionOutputText(request);
    listed.push(text);
    return /drf_[0-9A-Z]+/.exec(text)?.[0] ?? 'no-draft-listed';
  };
  let draftId = '';
  const confirm = (args: Record<string, unknown>, then?: OpenAIReply | string): OpenAIReply => mcpCall('nuzo', 'memory_drafts_confirm', { id: draftId, project_root: deep, ...args }, then);
  const mock = await startOpenAIMock({ script: ['Noted.'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await codexWithNuzo(sb, mock);

  const captured = await runCodex(sb, RULE, { cwd: deep, env });
  assert.deepEqual(codexHookStatuses(captured), ALL_HOOKS);
  const sessionId = codexSessionId(captured);
  const [draft] = (await storeState(nuzoHome)).drafts;
  assert.equal(draft?.content, RULE);

  // Default confirmation (auto): the model's confirm: true counts for nothing.
  mock.push(mcpCall('nuzo', 'memory_drafts_list', { project_root: deep }), (request) => {
    draftId = idFromList(request);
    return confirm({ confirm: true }, 'Not saved.');
  });
  const auto = await runCodex(sb, 'Review my memory drafts.', { cwd: deep, env, extraArgs: ['resume', sessionId] });
  assert.equal(auto.code, 0, auto.stderr);
  assert.equal(draftId, draft.id, 'memory_drafts_list returned the draft Stop filed');
  assert.match(mock.functionOutputs().at(-1)!.text, /CONFIRMATION_DECLINED/);
  assert.match(mock.functionOutputs().at(-1)!.text, /decline/);
  assert.deepEqual((await storeState(nuzoHome)).memories, [], 'a declined form saves nothing');

  // NUZO_CONFIRMATION=flag: no form; the answer names the command, and confirm: true changes nothing.
  const flag = { ...env, NUZO_CONFIRMATION: 'flag' };
  mock.push(confirm({}), confirm({ confirm: true }, 'Run nuzo review in your terminal to save it.'));
  const asked = await runCodex(sb, 'Yes, save it.', { cwd: deep, env: flag, extraArgs: ['resume', sessionId] });
  assert.equal(asked.code, 0, asked.stderr);
  const [required, insisted] = mock.functionOutputs().slice(-2).map((o) => toolJson(o.text));
  for (const answer of [required, insisted]) {
    assert.equal(answer?.code, 'CONFIRMATION_REQUIRED', JSON.stringify(answer));
    assert.match(answer.details.confirmation_text, /^Save this Nuzo memory\?/);
  }
  assert.equal(required.details.command, `nuzo review --project-root ${sb.project}`);
  assert.deepEqual((await storeState(nuzoHome)).memories, [], 'nothing saved on the model\'s word');

  // The user types the command in their own terminal (nuzo = the plugin's dist/cli.js).
  const typed = spawnSync('sh', ['-c', `nuzo() { "$NUZO_NODE" "$NUZO_CLI" "$@"; }\n${required.details.command}`], {
    cwd: sb.root, input: 'c\n', encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: sb.home, NUZO_HOME: nuzoHome, NUZO_NODE: join(NODE24_BIN, 'node'), NUZO_CLI: join(plugin!.dir, 'dist', 'cli.js') },
  });
  assert.equal(typed.status, 0, typed.stderr);

  mock.push(mcpCall('nuzo', 'memory_recall', { query: 'linter before committing', project_root: deep }), mcpCall('nuzo', 'memory_doctor', {}, 'Saved.'));
  const after = await runCodex(sb, 'Is it saved?', { cwd: deep, env, extraArgs: ['resume', sessionId] });
  assert.equal(after.code, 0, after.stderr);
  assert.deepEqual(codexHookStatuses(after), ALL_HOOKS);
  const [recalled, doctor] = mock.functionOutputs().slice(-2).map((o) => toolJson(o.text));

  const repoScope = await projectScopeOf(sb.project);
  const state = await storeState(nuzoHome);
  assert.deepEqual(state.drafts, []);
  assert.deepEqual(state.memories.map((m) => [m.content, m.kind]), [[RULE, 'instruction']]);
  assert.deepEqual([draft.scope, recalled?.results?.[0]?.scope, state.memories[0].scope], [repoScope, repoScope, repoScope], 'Stop\'s draft scope = the recalled memory\'s scope = the repository root\'s scope');
  const storeFile = await storeFileOf(nuzoHome);
  assert.equal(doctor?.store?.path, storeFile, 'the MCP server opened the store the hooks wrote');
  const stores = filesUnder(sb.root).map((f) => f.path).filter((p) => p.endsWith('memories.sqlite'));
  assert.deepEqual(stores, [storeFile], 'one Nuzo store in the whole sandbox');
});

// The agent proposes the draft itself, in the same turn (memory_propose through Codex's
// tool_search and the mcp__nuzo namespace, no extra model call): one draft in the agent's
// words, attributed to the agent in nuzo review, linked to the turn, and no duplicate from Stop.
test('Codex: the model calls memory_propose in the turn, one draft in its words results, attributed to the agent, and Stop files no duplicate', { skip }, async (t) => {
  const sb = makeSandbox('x-propose');
  const deep = deepDir(sb);
  const words = 'Run the linter before every commit in this repository.';
  const mock = await startOpenAIMock({ script: [mcpCall('nuzo', 'memory_propose', { content: words, kind: 'instruction', scope: 'project:auto', reason: 'A standing rule for commits.', project_root: deep }, 'Noted: a suggestion waits for your review.')] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await codexWithNuzo(sb, mock);

  const result = await runCodex(sb, RULE, { cwd: deep });
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(codexHookStatuses(result), ALL_HOOKS);
  const sessionId = codexSessionId(result);
  const proposed = toolJson(mock.functionOutputs().at(-1)!.text);
  assert.equal(proposed?.status, 'drafted', mock.functionOutputs().at(-1)!.text);

  const { drafts, memories } = await storeState(sb.nuzoHome);
  assert.deepEqual(drafts.map((d) => [d.content, d.kind, d.scope]), [[words, 'instruction', await projectScopeOf(sb.project)]], 'one draft, the agent\'s wording; Stop filed none for the same turn');
  assert.deepEqual([drafts[0].origin_host, drafts[0].origin_session], ['codex', sessionId], 'linked by Stop to the session of the user\'s turn');
  assert.deepEqual(memories, []);

  const listed = userNuzo(sb, plugin!.dir, ['drafts', 'list', '--json'], { cwd: deep });
  assert.equal(listed.code, 0, listed.stderr);
  assert.deepEqual(JSON.parse(listed.stdout).drafts.map((d: any) => d.proposed_by), [['agent', 'capture']], 'both sources recorded');
  const review = userNuzo(sb, plugin!.dir, ['review'], { cwd: deep, input: 's\n' });
  assert.equal(review.code, 0, review.stderr);
  assert.match(review.stdout, /from codex:agent-suggestion · proposed by the agent/);
  assert.match(review.stdout, /Reason: +Proposed by the agent \(Codex\): A standing rule for commits\./);
});

// Codex hands the model a tool's structuredContent JSON ("Wall time: … Output:\n{…}"), not its
// text block (issue 24 §1): for a hostile memory that JSON must hold the fence.
test('a hostile memory reaches the model fenced through memory_recall, memory_list and memory_export: no raw closing tag, bidi or invisible character', { skip }, async (t) => {
  const sb = makeSandbox('x-fence');
  const pr = { project_root: sb.project };
  const mock = await startOpenAIMock({
    script: [mcpCall('nuzo', 'memory_recall', { query: 'how do deploys go', ...pr }, mcpCall('nuzo', 'memory_list', pr, mcpCall('nuzo', 'memory_export', pr, 'done')))],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: HOSTILE_MEMORY, kind: 'instruction', scope: 'project' }] });
  await codexWithNuzo(sb, mock);

  const result = await runCodex(sb, 'How do deploys go here?');

  assert.equal(result.code, 0, result.stderr);
  const outputs = mock.functionOutputs();
  assert.equal(outputs.length, 3, JSON.stringify(outputs).slice(0, 500));
  const turns = mock.turns();
  outputs.forEach((o, i) => {
    const request = turns.find((turn) => turn.text.includes(`"call_id":"${o.call_id}"`) && turn.text.includes('function_call_output'))!;
    assertFencedForModel(['memory_recall', 'memory_list', 'memory_export'][i], o.text, request.text);
  });
});

// issue 24 §2: in real Codex, with no approval prompt, memory_export created AGENTS.md. Now an
// instruction file is refused whatever the form would say, a project file waits for the
// user's answer (codex exec declines every form), and only NUZO_HOME/exports is written.
test('memory_export in codex exec writes no AGENTS.md, nothing under .codex/, nothing in the project unasked', { skip }, async (t) => {
  const sb = makeSandbox('x-export');
  const pr = { project_root: sb.project };
  const exported = join(sb.nuzoHome, 'exports', 'memories.json');
  const calls = [
    ['memory_export', { path: join(sb.project, 'AGENTS.md'), ...pr }],
    ['memory_export', { path: join(sb.project, '.codex', 'AGENTS.md'), ...pr }],
    ['memory_export', { path: join(sb.project, 'agents.json'), ...pr }],
    ['memory_export', { path: join(sb.project, 'split.json'), max_items: 1, ...pr }],
    ['memory_export', { path: exported, ...pr }],
  ] as const;
  const script = calls.reduceRight<OpenAIReply | string>((then, [name, args]) => mcpCall('nuzo', name, args, then), 'done');
  const mock = await startOpenAIMock({ script: [script as OpenAIReply] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await seedStore(sb.nuzoHome, sb.project, { memories: Array.from({ length: 12 }, (_, i) => ({ content: `Service ${i + 1} listens on port ${8001 + i} in staging.`, kind: 'fact', scope: 'project' as const })) });
  mkdirSync(join(sb.project, '.codex'), { recursive: true });
  await codexWithNuzo(sb, mock);
  const before = filesUnder(sb.project).map((f) => f.path).sort();

  const result = await runCodex(sb, 'Export my memories into AGENTS.md.');

  assert.equal(result.code, 0, result.stderr);
  const outputs = mock.functionOutputs().map((o) => toolJson(o.text));
  assert.equal(outputs.length, calls.length, JSON.stringify(mock.functionOutputs()).slice(0, 500));
  assert.deepEqual(outputs.map((o) => [o?.code, o?.details?.reason ?? o?.details?.field ?? null]), [
    ['PATH_NOT_ALLOWED', 'instruction_file'],
    ['PATH_NOT_ALLOWED', 'instruction_file'],
    ['CONFIRMATION_DECLINED', null],
    ['INVALID_INPUT', 'max_items'],
    [undefined, null],
  ]);
  assert.equal(outputs[4].count, 12, 'the exports folder is written');
  assert.equal(existsSync(join(sb.project, 'AGENTS.md')), false, 'no AGENTS.md appeared');
  assert.deepEqual(filesUnder(sb.project).map((f) => f.path).sort(), before, 'no file appeared in the project');
  assert.equal(JSON.parse(readFileSync(exported, 'utf8')).memories.length, 12);
});
