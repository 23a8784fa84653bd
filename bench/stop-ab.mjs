// The Stop hook of this checkout against another build, interleaved run by run, so load from
// anything else on the machine hits both alike (bench/hooks-latency.mjs runs each hook in
// turn and moves by ±0.2× between runs here). Each build gets its own home and its own 20 MB
// Claude Code transcript; each run appends one imperative user turn and an answer, then
// times `node <build>/dist/hook.cjs stop` spawn to exit, beside a bare `node -e 0`.
//   git worktree add /tmp/before <rev>
//   sh scripts/node.sh 24 bench/stop-ab.mjs /tmp/before [runs]
// Prints medians and ratios to the bare run.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const other = process.argv[2];
const runs = Number(process.argv[3] ?? 41);
if (!other || !existsSync(join(other, 'dist/hook.cjs'))) {
  console.error('usage: bench/stop-ab.mjs <checkout or worktree of the other build> [runs]');
  process.exit(2);
}
const builds = { other: join(resolve(other), 'dist/hook.cjs'), this: new URL('../dist/hook.cjs', import.meta.url).pathname };
const root = mkdtempSync(join(tmpdir(), 'nuzo-stop-ab-'));

function setup(name, hook) {
  const dir = join(root, name);
  const project = join(dir, 'repo');
  mkdirSync(join(project, '.git'), { recursive: true });
  const sessionId = randomUUID();
  const transcript = join(dir, 'transcript.jsonl');
  const line = (type, content) => JSON.stringify({
    parentUuid: null, isSidechain: false, userType: 'external', cwd: project, sessionId, version: '2.1.330', type,
    message: type === 'user' ? { role: 'user', content } : { id: `msg_${randomUUID()}`, role: 'assistant', content: [{ type: 'text', text: content }] },
    uuid: randomUUID(), timestamp: new Date().toISOString(),
  });
  const lines = [];
  const filler = 'x'.repeat(2000);
  for (let i = 0, size = 0; size < 20 * 1024 * 1024; i++) {
    const l = i % 4 === 0
      ? line('user', `Please look at module ${i} and tell me what it does.`)
      : JSON.stringify({ type: 'user', sessionId, uuid: randomUUID(), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: filler }] } });
    lines.push(l);
    size += l.length + 1;
  }
  writeFileSync(transcript, `${lines.join('\n')}\n`);
  return {
    hook,
    flags: stopFlags(hook),
    env: { ...process.env, NUZO_HOME: join(dir, '.nuzo'), HOME: dir },
    payload: JSON.stringify({ session_id: sessionId, transcript_path: transcript, cwd: project, hook_event_name: 'Stop', stop_hook_active: false }),
    append: (i) => appendFileSync(transcript, `${line('user', `Rename variable v${i} in module ${i}, then run the tests.`)}\n${line('assistant', 'Done.')}\n`),
  };
}

// Node flags the build's hooks.json puts on its Stop command (`node --no-regexp-tier-up …`),
// so each build is timed as the hosts run it; a build without a hooks.json gets none.
function stopFlags(hook) {
  for (const file of [join(hook, '../hooks/hooks.json'), join(hook, '../../hooks/hooks.json')]) {
    if (!existsSync(file)) continue;
    const command = JSON.parse(readFileSync(file, 'utf8')).hooks.Stop[0].hooks[0].command;
    return command.slice(command.lastIndexOf('node ') + 5, command.indexOf('"', command.lastIndexOf('node '))).trim().split(/\s+/).filter(Boolean);
  }
  return [];
}

function time(args, env, input) {
  const started = process.hrtime.bigint();
  const out = spawnSync(process.execPath, args, { input, env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`exit ${out.status}: ${out.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
try {
  const setups = Object.fromEntries(Object.entries(builds).map(([name, hook]) => [name, setup(name, hook)]));
  for (const s of Object.values(setups)) time([...s.flags, s.hook, 'stop'], s.env, s.payload); // first sight sets the cursor
  const times = { bare: [], other: [], this: [] };
  for (let i = 0; i < runs; i++) {
    times.bare.push(time(['-e', '0'], process.env, ''));
    for (const [name, s] of Object.entries(setups)) {
      s.append(i);
      times[name].push(time([...s.flags, s.hook, 'stop'], s.env, s.payload));
    }
  }
  const bare = median(times.bare);
  console.log(`node ${process.versions.node}, ${runs} interleaved runs (medians); node -e 0 ${bare.toFixed(1)} ms`);
  for (const [name, s] of Object.entries(setups)) if (s.flags.length) console.log(`${name}: node ${s.flags.join(' ')} (its hooks.json)`);
  for (const [name, label] of [['other', other], ['this', 'this checkout']]) {
    console.log(`Stop, ${label}: ${median(times[name]).toFixed(1)} ms, ratio ${(median(times[name]) / bare).toFixed(2)}x (target <= 2x)`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
