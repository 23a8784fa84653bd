// Hook wall time, spawn to output, as the hosts run it (`node dist/hook.cjs <event>` with the
// payload on stdin), as ratios to a bare `node -e 0` on the same machine and Node:
//   SessionStart with 10k memories in the store            (target <= 1.5x)
//   SessionStart and UserPromptSubmit in a project with 500 anchored memories naming 5,000
//     real files (a third touched, a tenth edited, a twentieth deleted, one 50 MB file),
//     each shown memory's anchors re-checked (lib/anchors)      (same targets)
//   the same with a 500-memory team file (.nuzo/team.ndjson) in the project (same target)
//   Stop with one new turn appended to a 20 MB transcript   (target <= 2x)
//   UserPromptSubmit recall (NUZO_PROMPT_RECALL=1), 10k memories, a question-shaped prompt,
//     the 20 MB transcript read for ids already shown          (target <= 1.5x to be on by default)
// and the same two hooks as Codex runs them (PLUGIN_ROOT set, a 20 MB rollout).
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/hooks-latency.mjs [runs]
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const { openStore } = await import('../lib/store/store.ts');
const { withWrite } = await import('../lib/store/write.ts');
const { insertMemory } = await import('../lib/memory/remember.ts');
const { DEFAULT_CONFIG } = await import('../lib/config.ts');
const { projectScopeFor } = await import('../lib/project/identity.ts');
const { serializeTeamFile, newTeamId, TEAM_MAX_MEMORIES } = await import('../lib/team/format.ts');

const runs = Number(process.argv[2] ?? 25);
const root = mkdtempSync(join(tmpdir(), 'nuzo-hook-bench-'));
const home = join(root, '.nuzo');
const project = join(root, 'repo');
mkdirSync(join(project, '.git'), { recursive: true });
const scope = projectScopeFor(project);
const env = { ...process.env, NUZO_HOME: home, HOME: root };
const hook = new URL('../dist/hook.cjs', import.meta.url).pathname;

const TOPICS = ['lint', 'tests', 'deploy', 'docs', 'database', 'migrations', 'ci', 'release', 'logging', 'cache', 'queue', 'auth', 'api', 'frontend', 'styles'];
const VERBS = ['Always run', 'Never skip', 'Prefer', 'Use', 'Document', 'Check'];
function seed(count) {
  const store = openStore({ home });
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench' };
  withWrite(store, () => {
    for (let i = 0; i < count; i++) {
      const topic = TOPICS[i % TOPICS.length];
      const content = `${VERBS[i % VERBS.length]} the ${topic} step number ${i} for module m${i % 97} before merging changes.`;
      insertMemory(ctx, { content, kind: i % 3 ? 'instruction' : 'fact', scope: i % 4 ? scope : 'user:default', tags: [topic], source: 'bench', sensitive: false, review_after: null, expires_at: null }, 'memory.created', {});
    }
  });
  store.close();
}

// A full team file: 500 memories of ~150-250 characters, every one through policy on read.
// It lives beside the project as team.off and is moved in only for the team runs.
function seedTeam() {
  mkdirSync(join(project, '.nuzo'), { recursive: true });
  const memories = Array.from({ length: TEAM_MAX_MEMORIES }, (_, i) => ({
    id: newTeamId((n) => Uint8Array.from({ length: n }, () => Math.floor(Math.random() * 256))),
    scope: i % 5 ? 'team:backend' : 'team:web',
    kind: ['instruction', 'project_decision', 'fact', 'note'][i % 4],
    content: `${VERBS[i % VERBS.length]} the ${TOPICS[i % TOPICS.length]} step for service s${i % 31} before merging, as the team agreed in review ${i}; see the ${TOPICS[(i + 3) % TOPICS.length]} guide for the details and the exceptions.`,
    tags: [TOPICS[i % TOPICS.length]],
    source: 'nuzo:team',
    added: '2026-11-01',
  }));
  writeFileSync(teamOff, serializeTeamFile(memories));
}
// A second project with real files: 500 memories each naming 10 of its 5,000 files, saved
// with the project known so their anchors are recorded, then the tree moves on.
const anchored = join(root, 'anchored');
mkdirSync(join(anchored, '.git'), { recursive: true });
function seedAnchored() {
  const store = openStore({ home });
  const anchoredScope = projectScopeFor(anchored);
  const ctx = { store, config: structuredClone(DEFAULT_CONFIG), actor: 'bench', project: { root: anchored, scope: anchoredScope } };
  const files = [];
  for (let i = 0; i < 500; i++) {
    mkdirSync(join(anchored, 'src', `m${i}`), { recursive: true });
    for (let j = 0; j < 10; j++) {
      const rel = `src/m${i}/f${j}.ts`;
      writeFileSync(join(anchored, rel), `export const v${i}_${j} = ${i * j};\n`.repeat(8));
      files.push(rel);
    }
  }
  truncateSync(join(anchored, files[0]), 0);
  writeFileSync(join(anchored, files[0]), 'z'.repeat(50 * 1024 * 1024));
  withWrite(store, () => {
    for (let i = 0; i < 500; i++) {
      const paths = Array.from({ length: 10 }, (_, j) => `src/m${i}/f${j}.ts`).join(', ');
      const content = `${VERBS[i % VERBS.length]} the ${TOPICS[i % TOPICS.length]} step for module m${i} (case ${i * 7 + 3}) before merging: ${paths}.`;
      insertMemory(ctx, { content, kind: 'instruction', scope: anchoredScope, tags: [TOPICS[i % TOPICS.length]], source: 'bench', sensitive: false, review_after: null, expires_at: null }, 'memory.created', {});
    }
  });
  const anchors = store.db.prepare('SELECT COUNT(*) AS n FROM memory_anchors').get().n;
  store.close();
  if (anchors !== 5000) throw new Error(`expected 5000 anchors, got ${anchors}`);
  const later = new Date(Date.now() + 3_600_000);
  files.forEach((rel, k) => {
    if (k % 20 === 19) rmSync(join(anchored, rel));
    else if (k % 10 === 5) appendFileSync(join(anchored, rel), '// edited\n');
    else if (k % 3 === 0) utimesSync(join(anchored, rel), later, later);
  });
}
const teamOn = join(project, '.nuzo', 'team.ndjson');
const teamOff = join(project, '.nuzo', 'team.off');

function time(args, input, extraEnv = {}) {
  const started = process.hrtime.bigint();
  const out = spawnSync(process.execPath, args, { input, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (out.status !== 0) throw new Error(`exit ${out.status}: ${out.stderr}`);
  return { ms, stdout: out.stdout };
}

// The appended user turn: a one-off imperative, the common case and the costly one for Stop
// (a question leaves the classifier at its first check; an imperative runs every cue list).
const turn = (i) => `Rename variable v${i} in module ${i}, then run the tests.`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function claudeLine(type, content, sessionId) {
  const message = type === 'user' ? { role: 'user', content } : { id: `msg_${randomUUID()}`, role: 'assistant', content: [{ type: 'text', text: content }] };
  return JSON.stringify({ parentUuid: null, isSidechain: false, userType: 'external', cwd: project, sessionId, version: '2.1.330', type, message, uuid: randomUUID(), timestamp: new Date().toISOString() });
}

function bigTranscript(path, sessionId, bytes) {
  const filler = 'x'.repeat(2000);
  const chunk = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = i % 4 === 0
      ? claudeLine('user', `Please look at module ${i} and tell me what it does.`, sessionId)
      : JSON.stringify({ type: 'user', sessionId, uuid: randomUUID(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: filler }] } });
    chunk.push(line);
    size += line.length + 1;
  }
  writeFileSync(path, chunk.join('\n') + '\n');
}

function rolloutLine(type, payload) {
  return JSON.stringify({ timestamp: new Date().toISOString(), type, payload });
}

function bigRollout(path, sessionId, bytes) {
  const filler = 'y'.repeat(2000);
  const lines = [rolloutLine('session_meta', { id: sessionId, cwd: project, originator: 'codex_exec', cli_version: '0.169.0', source: 'exec' })];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = i % 4 === 0
      ? rolloutLine('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: `Please look at module ${i}.` }] })
      : rolloutLine('response_item', { type: 'function_call_output', call_id: `call_${i}`, output: filler });
    lines.push(line);
    size += line.length + 1;
  }
  writeFileSync(path, lines.join('\n') + '\n');
}

try {
  seed(10_000);
  seedTeam();
  seedAnchored();
  // Bare and hook runs are interleaved so load from anything else on the machine hits both.
  const startPayload = JSON.stringify({ session_id: 's', transcript_path: null, cwd: project, hook_event_name: 'SessionStart', source: 'startup' });
  const sessionId = randomUUID();
  const transcript = join(root, 'big.jsonl');
  bigTranscript(transcript, sessionId, 20 * 1024 * 1024);
  const stopPayload = JSON.stringify({ session_id: sessionId, transcript_path: transcript, cwd: project, hook_event_name: 'Stop', stop_hook_active: false });
  const codexSession = randomUUID();
  const rollout = join(root, `rollout-2026-11-22T05-04-03-${codexSession}.jsonl`);
  bigRollout(rollout, codexSession, 20 * 1024 * 1024);
  const codexEnv = { PLUGIN_ROOT: join(root, 'plugin') };
  const codexStart = JSON.stringify({ session_id: codexSession, transcript_path: rollout, cwd: project, hook_event_name: 'SessionStart', source: 'startup', model: 'gpt-5.5' });
  const codexStop = JSON.stringify({ session_id: codexSession, turn_id: 't', transcript_path: rollout, cwd: project, hook_event_name: 'Stop', stop_hook_active: false });
  time([hook, 'stop'], codexStop, codexEnv);
  time([hook, 'stop'], stopPayload); // first sight: sets the cursor
  time([hook, 'session-start'], startPayload); // warms the compile cache, as any second session would
  const bare = [];
  const starts = [];
  const stops = [];
  const codexStarts = [];
  const codexStops = [];
  const prompts = [];
  const teamStarts = [];
  const anchoredStarts = [];
  const anchoredPrompts = [];
  let anchoredSample = '';
  const anchoredStart = JSON.stringify({ session_id: 'a', transcript_path: null, cwd: anchored, hook_event_name: 'SessionStart', source: 'startup' });
  const anchoredPrompt = (i) => JSON.stringify({ session_id: 'a', transcript_path: null, cwd: anchored, hook_event_name: 'UserPromptSubmit', prompt: `How do I run the ${TOPICS[i % TOPICS.length]} step for module m${(i * 37) % 500} before merging?` });
  let teamSample = '';
  const promptEnv = { NUZO_PROMPT_RECALL: '1' };
  const promptPayload = (i) => JSON.stringify({ session_id: sessionId, transcript_path: transcript, cwd: project, hook_event_name: 'UserPromptSubmit', prompt: `How do I run the lint step for module m${i % 97} before merging my changes?` });
  let promptSample = '';
  let sample = '';
  for (let i = 0; i < runs; i++) {
    bare.push(time(['-e', '0']).ms);
    const r = time([hook, 'session-start'], startPayload);
    starts.push(r.ms);
    sample = r.stdout;
    renameSync(teamOff, teamOn);
    const t = time([hook, 'session-start'], startPayload);
    renameSync(teamOn, teamOff);
    teamStarts.push(t.ms);
    teamSample ||= t.stdout;
    const a = time([hook, 'session-start'], anchoredStart);
    anchoredStarts.push(a.ms);
    anchoredSample ||= a.stdout;
    anchoredPrompts.push(time([hook, 'user-prompt-submit'], anchoredPrompt(i), promptEnv).ms);
    appendFileSync(transcript, `${claudeLine('user', turn(i), sessionId)}\n${claudeLine('assistant', 'Done.', sessionId)}\n`);
    stops.push(time([hook, 'stop'], stopPayload).ms);
    codexStarts.push(time([hook, 'session-start'], codexStart, codexEnv).ms);
    appendFileSync(rollout, `${rolloutLine('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: turn(i) }] })}\n${rolloutLine('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done.' }] })}\n`);
    codexStops.push(time([hook, 'stop'], codexStop, codexEnv).ms);
    const p = time([hook, 'user-prompt-submit'], promptPayload(i), promptEnv);
    prompts.push(p.ms);
    promptSample ||= p.stdout;
  }
  if (!promptSample.includes('nuzo-recall')) throw new Error('UserPromptSubmit injected nothing: the benchmark would measure nothing');
  if (!teamSample.includes('from this repository')) throw new Error('SessionStart showed no team memory: the team variant would measure nothing');
  if (!/\[(changed|gone): src\//.test(anchoredSample)) throw new Error('SessionStart marked no anchored memory: the anchors variant would measure nothing');
  if (!sample.includes('nuzo-recall')) throw new Error('SessionStart produced no recall: the benchmark would measure nothing');
  const b = median(bare);
  console.log(`node ${process.versions.node}, ${runs} runs each (medians)`);
  console.log(`node -e 0                         ${b.toFixed(1)} ms`);
  console.log(`SessionStart, 10k memories        ${median(starts).toFixed(1)} ms  ratio ${(median(starts) / b).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`SessionStart, 10k + 500 team       ${median(teamStarts).toFixed(1)} ms  ratio ${(median(teamStarts) / b).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`SessionStart, 500 anchored/5k files ${median(anchoredStarts).toFixed(1)} ms  ratio ${(median(anchoredStarts) / b).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`UserPromptSubmit, 500 anchored    ${median(anchoredPrompts).toFixed(1)} ms  ratio ${(median(anchoredPrompts) / b).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`Stop, 1 new turn on 20 MB file    ${median(stops).toFixed(1)} ms  ratio ${(median(stops) / b).toFixed(2)}x  (target <= 2x)`);
  console.log(`UserPromptSubmit, 10k, 20 MB file  ${median(prompts).toFixed(1)} ms  ratio ${(median(prompts) / b).toFixed(2)}x  (target <= 1.5x)`);
  console.log(`Codex SessionStart, 10k memories  ${median(codexStarts).toFixed(1)} ms  ratio ${(median(codexStarts) / b).toFixed(2)}x`);
  console.log(`Codex Stop, 1 turn on 20 MB       ${median(codexStops).toFixed(1)} ms  ratio ${(median(codexStops) / b).toFixed(2)}x`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
