// Nuzo's flows in the real Claude Code (`claude -p`), installed from the marketplace (and via
// --plugin-dir), against the scripted Messages API: recall at session start from a
// subdirectory, capture at Stop with the repository's scope, no re-drafting on resume,
// review through the MCP tools with the user accepting the form, secrets never stored, and
// a broken store never breaking the session.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lastToolResultText, startAnthropicMock, type AnthropicReply } from './support/anthropic-mock.ts';
import { claudeHookDebugRuns, claudeStopSummaries, deepDir, disableCaptureInterval, filesContaining, holdStoreLock, ID, nuzoUnderTest, projectScopeOf, storeFileOf, storeState, textsSince, userNuzo } from './support/flows.ts';
import { answerClaudeElicitations, installClaudePlugin, makeSandbox, runClaude } from './support/hosts.ts';
import { assertFencedForModel, HOSTILE_MEMORY } from './support/hostile-memory.ts';
import { seedStore } from './support/nuzo-store.ts';
import { claudeHookAttachments } from './support/transcripts.ts';

const { plugin, skip } = await nuzoUnderTest();
const RULE = 'For this repo, always run the linter before committing.';
const tool = (name: string) => `mcp__plugin_nuzo_nuzo__${name}`;
// What Claude shows when a hook fails or overruns (hook_cancelled carries timedOut).
const hookErrors = (sb: Parameters<typeof claudeHookAttachments>[0]) => claudeHookAttachments(sb).filter((a) => ['hook_non_blocking_error', 'hook_blocking_error', 'hook_cancelled'].includes(a.type));

test('a confirmed memory reaches the model at session start from a subdirectory, installed or via --plugin-dir', { skip }, async (t) => {
  const memory = 'Run make lint before every commit in this repository.';
  for (const how of ['marketplace', 'plugin-dir'] as const) {
    const sb = makeSandbox(`c-recall-${how}`);
    const mock = await startAnthropicMock({ script: ['ok'] });
    t.after(async () => { await mock.close(); sb.cleanup(); });
    await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: memory, kind: 'instruction', scope: 'project' }] });
    if (how === 'marketplace') await installClaudePlugin(sb, plugin!.dir, ID);

    const result = await runClaude(sb, mock.url, 'hi', { cwd: deepDir(sb), pluginDir: how === 'plugin-dir' ? plugin!.dir : undefined });

    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'ok');
    assert.ok(mock.turns()[0].text.includes(memory), `${how}: the first request of the session carries the recalled memory`);
    assert.ok(claudeHookAttachments(sb).some((a) => a.type === 'hook_additional_context' && JSON.stringify(a.content).includes(memory)), `${how}: recorded as SessionStart context`);
    assert.deepEqual(hookErrors(sb), [], how);
  }
});

test('a durable instruction leaves one pending draft with the repository scope, and resuming the session adds none', { skip }, async (t) => {
  const sb = makeSandbox('c-capture');
  const mock = await startAnthropicMock({ script: ['Understood: I will run the linter before every commit.', 'You are welcome.', 'Sure.'] });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  disableCaptureInterval(sb.nuzoHome);
  const deep = deepDir(sb);
  const sessionId = randomUUID();

  const first = await runClaude(sb, mock.url, RULE, { cwd: deep, extraArgs: ['--session-id', sessionId] });
  assert.equal(first.code, 0, first.stderr);
  const { drafts } = await storeState(sb.nuzoHome);
  // On a miss, say what Stop did: Claude's record of its hook runs and Nuzo's own hook log.
  const hookLog = join(sb.nuzoHome, 'logs', 'hooks.log');
  assert.equal(drafts.length, 1, JSON.stringify({ drafts, stop: claudeStopSummaries(sb), log: existsSync(hookLog) ? readFileSync(hookLog, 'utf8').slice(-2000) : null }));
  const [draft] = drafts;
  assert.equal(draft.content, RULE);
  assert.equal(draft.kind, 'instruction');
  assert.equal(draft.scope, await projectScopeOf(sb.project), 'scope computed from the repository root');
  assert.notEqual(draft.scope, await projectScopeOf(deep));
  assert.ok(draft.reason.trim().length > 0, 'the draft says why it was suggested');
  assert.deepEqual([draft.origin_host, draft.origin_session], ['claude', sessionId]);

  // Two more turns of the same session: --resume <id>, then --continue (most recent here).
  const resumed = await runClaude(sb, mock.url, 'Thanks, that is all.', { cwd: deep, extraArgs: ['--resume', sessionId] });
  const continued = await runClaude(sb, mock.url, 'Good.', { cwd: deep, extraArgs: ['--continue'] });
  assert.equal(resumed.code, 0, resumed.stderr);
  assert.equal(continued.code, 0, continued.stderr);
  assert.ok(mock.turns().at(-1)!.text.includes(RULE), 'the continued turn carried the first turn (same conversation)');
  assert.equal(claudeStopSummaries(sb).length, 3, 'Stop ran after each of the three turns');
  const after = await storeState(sb.nuzoHome);
  assert.deepEqual(after.drafts.map((d) => d.id), [draft.id], 'resuming re-read nothing');
  assert.deepEqual(after.memories, [], 'nothing is saved without confirmation');
  assert.deepEqual(hookErrors(sb), []);
});

test('the review skill confirms the draft through the MCP tools when the user accepts the form, and the next session recalls it', { skip }, async (t) => {
  const sb = makeSandbox('c-review');
  const deep = deepDir(sb);
  const confirmWithListedId = (request: Parameters<typeof lastToolResultText>[0]): AnthropicReply => {
    const id = /drf_[0-9A-Z]+/.exec(lastToolResultText(request))?.[0] ?? 'no-draft-listed';
    return { toolUse: { name: tool('memory_drafts_confirm'), input: { id, project_root: deep } }, then: 'Saved 1, edited 0, rejected 0, pending 0.' };
  };
  const mock = await startAnthropicMock({
    script: ['Noted.', { toolUse: { name: tool('memory_drafts_list'), input: { project_root: deep } } }, confirmWithListedId, 'ok'],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  answerClaudeElicitations(sb, { action: 'accept', content: { decision: 'confirm' } });

  assert.equal((await runClaude(sb, mock.url, RULE, { cwd: deep })).code, 0);
  const [draft] = (await storeState(sb.nuzoHome)).drafts;
  assert.equal(draft?.content, RULE);

  // The skill's allowed-tools pre-approve the review tools: no --allowedTools here.
  const review = await runClaude(sb, mock.url, '/nuzo:nuzo-review', { cwd: deep });
  assert.equal(review.code, 0, review.stderr);
  assert.ok(mock.sawInTurns('# Review Nuzo memory drafts'), 'the skill body reached the model');
  const [listed, confirmed] = mock.toolResults();
  assert.ok(listed.text.includes(draft.id) && !listed.is_error, listed.text);
  assert.ok(!confirmed.is_error, confirmed.text);
  assert.match(confirmed.text, /"confirmed_via":"elicitation"/);
  const state = await storeState(sb.nuzoHome);
  assert.deepEqual(state.drafts, []);
  assert.deepEqual(state.memories.map((m) => [m.content, m.kind, m.scope]), [[RULE, 'instruction', draft.scope]]);

  const before = mock.turns().length;
  const next = await runClaude(sb, mock.url, 'hi', { cwd: sb.project });
  assert.equal(next.code, 0, next.stderr);
  assert.ok(textsSince(mock.turns(), before).includes(RULE), 'the next session\'s request carries the confirmed memory');
  assert.deepEqual(hookErrors(sb), []);
});

test('pasted keys, a credentialed .env block and a stack trace leave no draft and no byte of them under NUZO_HOME', { skip }, async (t) => {
  const sb = makeSandbox('c-secrets');
  const mock = await startAnthropicMock({ fallbackText: 'ok' });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  // Built at run time so no key-shaped literal sits in the repository.
  const token = (n: number) => randomBytes(n).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(n, 'x').slice(0, n);
  const anthropicKey = ['sk', 'ant', 'api03', token(86)].join('-') + 'AA';
  const githubKey = 'gh' + 'p_' + token(36);
  const dbPassword = 'Pw' + token(20);
  const databaseUrl = `postgres://ledger_admin:${dbPassword}@db.internal.example:5432/ledger`;
  const traceFrame = `/srv/ledger-${token(8)}/lib/settle.js`;
  const turns: Array<{ prompt: string; secrets: string[] }> = [
    { prompt: `For this repo, always use the API key ${anthropicKey} for the staging calls.`, secrets: [anthropicKey, anthropicKey.slice(14)] },
    { prompt: `For this repo, always push with this token: ${githubKey}`, secrets: [githubKey, githubKey.slice(4)] },
    { prompt: `For this repo, always use these settings:\n\`\`\`\nNODE_ENV=production\nDATABASE_URL=${databaseUrl}\nREDIS_URL=redis://localhost:6379\n\`\`\``, secrets: [databaseUrl, dbPassword] },
    {
      prompt: `Always remember this error from the ledger service:\nTypeError: Cannot read properties of undefined (reading 'settleId')\n    at settle (${traceFrame}:88:17)\n    at processBatch (${traceFrame}:131:9)\n    at async main (/srv/ledger/index.js:12:3)`,
      secrets: [traceFrame],
    },
  ];
  for (const turn of turns) {
    const result = await runClaude(sb, mock.url, turn.prompt);
    assert.equal(result.code, 0, result.stderr);
  }
  assert.deepEqual((await storeState(sb.nuzoHome)).drafts, [], 'no draft from any of them');

  // Control: capture works in this sandbox (so "no draft" above is policy, not a dead hook).
  assert.equal((await runClaude(sb, mock.url, RULE)).code, 0);
  assert.deepEqual((await storeState(sb.nuzoHome)).drafts.map((d) => d.content), [RULE]);
  assert.ok(claudeStopSummaries(sb).length === turns.length + 1, 'Stop ran after every turn');

  for (const secret of turns.flatMap((turn) => turn.secrets)) {
    assert.deepEqual(filesContaining(sb.nuzoHome, secret), [], `"${secret.slice(0, 12)}…" is stored nowhere under NUZO_HOME`);
  }
  assert.ok(filesContaining(sb.nuzoHome, RULE).length > 0, 'the byte scan does find stored text');
  assert.deepEqual(hookErrors(sb), []);
});

// SessionStart's watchdog is 4 s and Stop's 9 s (hooks/entry.ts), under the hosts' 5 s / 10 s
// timeouts (hooks/hooks.json). Claude records each hook's duration: each must end inside
// its timeout. The run as a whole must finish well below what a hung SessionStart plus a
// hung Stop would cost (5 + 10 s) plus Claude's own start-up: 30 s is generous on any CI box
// (a healthy run takes about 2 s; a Stop waiting on a lock takes up to its 9 s watchdog).
const HOOK_TIMEOUT_MS: Record<string, number> = { SessionStart: 5000, Stop: 10_000, UserPromptSubmit: 5000, PreToolUse: 5000 };

// Holding the write lock: SQLite's busy waits block the event loop, so the shim's watchdog
// cannot interrupt them; Stop bounds every wait by its own 4 s deadline instead (this test
// found the hook running into Claude's 10 s timeout before that).

for (const breakage of ['locked', 'corrupt', 'unwritable'] as const) {
  const title = {
    locked: 'another process holding BEGIN EXCLUSIVE on the store for the whole run does not break the session or outlast a hook deadline',
    corrupt: 'a corrupt store file does not break the session, and Nuzo leaves the file as it was',
    unwritable: 'an unwritable NUZO_HOME does not break the session',
  }[breakage];
  test(title, { skip }, async (t) => {
    const sb = makeSandbox(`c-${breakage}`);
    const mock = await startAnthropicMock({ script: ['Still here.'] });
    t.after(async () => { await mock.close(); sb.cleanup(); });
    await installClaudePlugin(sb, plugin!.dir, ID);
    const memory = 'Deploys go through the release branch only.';
    let nuzoHome = sb.nuzoHome;
    let release = async () => {};
    let before: Buffer | null = null;
    if (breakage === 'locked') {
      await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: memory, kind: 'instruction', scope: 'project' }] });
      release = (await holdStoreLock(await storeFileOf(sb.nuzoHome))).release;
    } else if (breakage === 'corrupt') {
      const file = await storeFileOf(sb.nuzoHome);
      mkdirSync(join(file, '..'), { recursive: true });
      before = Buffer.concat([Buffer.from('SQLite format 3\0'), randomBytes(8192)]);
      writeFileSync(file, before);
    } else if (process.getuid?.() === 0) {
      // root ignores directory modes: put NUZO_HOME under a regular file so mkdir fails.
      writeFileSync(join(sb.root, 'not-a-directory'), 'x');
      nuzoHome = join(sb.root, 'not-a-directory', 'nuzo');
    } else {
      mkdirSync(sb.nuzoHome, { recursive: true });
      chmodSync(sb.nuzoHome, 0o500);
      t.after(() => chmodSync(sb.nuzoHome, 0o700));
    }

    const started = Date.now();
    const result = await runClaude(sb, mock.url, RULE, { env: { NUZO_HOME: nuzoHome }, extraArgs: ['--debug', 'hooks'] }).finally(release);
    const elapsed = Date.now() - started;

    const runs = claudeHookDebugRuns(sb);
    t.diagnostic(`run ${elapsed} ms; hooks ${runs.map((r) => `${r.event} ${r.durationMs} ms`).join(', ') || 'none logged'}; attachments ${claudeHookAttachments(sb).map((a) => a.type).join(', ')}`);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'Still here.', 'the model still answered');
    assert.deepEqual(hookErrors(sb), [], 'no hook error, blocking error or cancellation in the transcript');
    assert.deepEqual(runs.map((r) => r.event).sort(), ['SessionStart', 'Stop', 'UserPromptSubmit'], `every Nuzo hook finished (${JSON.stringify(runs)})`);
    for (const run of runs) {
      assert.equal(run.status, 0, `${run.event} exit status`);
      assert.ok(run.durationMs < HOOK_TIMEOUT_MS[run.event], `${run.event} ended within its timeout (${run.durationMs} ms)`);
    }
    for (const summary of claudeStopSummaries(sb)) assert.ok(summary.hookInfos.every((h) => h.durationMs < HOOK_TIMEOUT_MS.Stop), `Stop summary: ${JSON.stringify(summary.hookInfos)}`);
    assert.ok(elapsed < 30_000, `the run took ${elapsed} ms`);

    if (breakage === 'locked') {
      assert.ok(mock.sawInTurns(memory), 'readers are not blocked: recall still reached the model');
      assert.deepEqual((await storeState(sb.nuzoHome)).memories.map((m) => m.content), [memory], 'the store is intact once the lock is gone');
    } else if (breakage === 'corrupt') {
      assert.ok(readFileSync(await storeFileOf(sb.nuzoHome)).equals(before!), 'the corrupt file is left as it was');
    } else if (nuzoHome !== sb.nuzoHome) {
      assert.ok(!existsSync(sb.nuzoHome), 'no fallback store appeared in ~/.nuzo');
    }
  });
}

// The agent proposes the draft itself, in the same turn (memory_propose, no extra model call):
// one draft results, in the agent's words, attributed to the agent wherever the user reviews
// it, linked by the Stop hook to the user's turn, and the Stop hook files no second draft.
test('the model calls memory_propose in the turn: one draft in its words, attributed to the agent in nuzo review, and Stop adds no duplicate', { skip }, async (t) => {
  const sb = makeSandbox('c-propose');
  const deep = deepDir(sb);
  const words = 'Run the linter before every commit in this repository.';
  const mock = await startAnthropicMock({
    script: [{ toolUse: { name: tool('memory_propose'), input: { content: words, kind: 'instruction', scope: 'project:auto', reason: 'A standing rule for commits.', project_root: deep } }, then: 'Noted: a suggestion waits for your review.' }],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await installClaudePlugin(sb, plugin!.dir, ID);
  const sessionId = randomUUID();

  const result = await runClaude(sb, mock.url, RULE, { cwd: deep, allowedTools: [tool('memory_propose')], extraArgs: ['--session-id', sessionId] });
  assert.equal(result.code, 0, result.stderr);
  const [proposed] = mock.toolResults();
  assert.ok(proposed && !proposed.is_error, proposed?.text);
  assert.match(proposed.text, /"status":"drafted"/);
  assert.ok(!proposed.text.includes(words), 'the result carries no stored text');
  assert.equal(claudeStopSummaries(sb).length, 1, 'Stop ran after the turn');

  const { drafts, memories } = await storeState(sb.nuzoHome);
  assert.deepEqual(drafts.map((d) => [d.content, d.kind, d.scope]), [[words, 'instruction', await projectScopeOf(sb.project)]], 'one draft, the agent\'s wording; the hook filed none for the same turn');
  assert.deepEqual([drafts[0].origin_host, drafts[0].origin_session], ['claude', sessionId], 'linked to the session of the user\'s turn');
  assert.deepEqual(memories, [], 'a draft, never a memory');

  const listed = userNuzo(sb, plugin!.dir, ['drafts', 'list', '--json'], { cwd: deep });
  assert.equal(listed.code, 0, listed.stderr);
  const [draft] = JSON.parse(listed.stdout).drafts;
  assert.deepEqual(draft.proposed_by, ['agent', 'capture'], 'both sources recorded');
  assert.match(draft.origin.ref ?? '', /\S/, 'the pointer to the user\'s turn');
  const review = userNuzo(sb, plugin!.dir, ['review'], { cwd: deep, input: 's\n' });
  assert.equal(review.code, 0, review.stderr);
  assert.match(review.stdout, /from claude:agent-suggestion · proposed by the agent/);
  assert.match(review.stdout, /Reason: +Proposed by the agent \(Claude Code\): A standing rule for commits\./);
  assert.deepEqual(hookErrors(sb), []);
});

// Claude hands the model a tool's structuredContent JSON, not its text block (issue 24 §1):
// what reaches the model after memory_recall, memory_list and an inline memory_export of a
// hostile memory is that JSON, and it must hold the fence.
test('a hostile memory reaches the model fenced through memory_recall, memory_list and memory_export: no raw closing tag, bidi or invisible character', { skip }, async (t) => {
  const sb = makeSandbox('c-fence');
  const pr = { project_root: sb.project };
  const mock = await startAnthropicMock({
    script: [
      { toolUse: { name: tool('memory_recall'), input: { query: 'how do deploys go', ...pr } } },
      { toolUse: { name: tool('memory_list'), input: pr } },
      { toolUse: { name: tool('memory_export'), input: pr } },
      'done',
    ],
  });
  t.after(async () => { await mock.close(); sb.cleanup(); });
  await seedStore(sb.nuzoHome, sb.project, { memories: [{ content: HOSTILE_MEMORY, kind: 'instruction', scope: 'project' }] });
  await installClaudePlugin(sb, plugin!.dir, ID);

  const result = await runClaude(sb, mock.url, 'How do deploys go here?', { allowedTools: ['memory_recall', 'memory_list', 'memory_export'].map(tool) });

  assert.equal(result.code, 0, result.stderr);
  const results = mock.toolResults();
  assert.equal(results.length, 3, JSON.stringify(results).slice(0, 500));
  const turns = mock.turns();
  results.forEach((r, i) => {
    assert.ok(!r.is_error, r.text);
    // The request after the i-th tool call is the one that first carries its result.
    const request = turns.find((turn) => turn.text.includes(r.tool_use_id))!;
    assertFencedForModel(['memory_recall', 'memory_list', 'memory_export'][i], r.text, request.text);
  });
  assert.deepEqual(hookErrors(sb), []);
});
