// Nuzo's flows in the real Codex (`codex exec`), installed from the marketplace with its hooks
// trusted the way /hooks persists it (no bypass flag), against the scripted Responses API:
// recall at session start from a subdirectory, one draft per durable instruction that a
// resumed session does not repeat, and a draft saved only by the user's own terminal command.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { codexSessionId, deepDir, disableCaptureInterval, filesUnder, ID, nuzoUnderTest, projectScopeOf, storeFileOf, storeState } from './support/flows.ts';
import { installCodexPlugin, makeSandbox, NODE24_BIN, runCodex, trustCodexHooks, writeCodexConfig, type HostSandbox } from './support/hosts.ts';
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
