// The PreToolUse hook against a bare `node -e 0`, interleaved run by run so load from anything
// else on the machine hits every case alike (see bench/stop-ab.mjs). Cases, each with its own
// NUZO_HOME and a project with .git: no guards at all (the common case: the shim stats one
// file name and exits), guards whose patterns do not match the call, and a guard that matches
// (the store is opened read-only and the call is denied).
//   npm run build && sh scripts/node.sh 24 bench/pre-tool-ab.mjs [runs]
// Prints medians and each case's ratio to the bare run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 41);
const hook = new URL('../dist/hook.cjs', import.meta.url).pathname;
const cli = new URL('../dist/cli.js', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'nuzo-pre-tool-ab-'));

function nuzo(env, cwd, args) {
  const out = spawnSync(process.execPath, [cli, ...args], { env, cwd, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`nuzo ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

function setup(name, guards) {
  const dir = join(root, name);
  const project = join(dir, 'repo');
  mkdirSync(join(project, '.git'), { recursive: true });
  const env = { ...process.env, NUZO_HOME: join(dir, '.nuzo'), HOME: dir };
  if (guards) {
    const id = JSON.parse(nuzo(env, project, ['memory', 'remember', 'Use pnpm, never npm.', '--kind', 'instruction', '--json'])).memory.id;
    nuzo(env, project, ['memory', 'guard', 'add', id, '--command', '\\bnpm (install|i|ci)\\b']);
    const other = JSON.parse(nuzo(env, project, ['memory', 'remember', 'Never force-push to main.', '--kind', 'instruction', '--json'])).memory.id;
    nuzo(env, project, ['memory', 'guard', 'add', other, '--command', 'git push (-f|--force)']);
  }
  return { env, project };
}

const payload = (cwd, command) => JSON.stringify({ session_id: 's1', transcript_path: null, cwd, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: 'toolu_1' });

function time(args, env, input) {
  const started = process.hrtime.bigint();
  const out = spawnSync(process.execPath, args, { input, env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`exit ${out.status}: ${out.stderr}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, stdout: out.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
try {
  const none = setup('none', false);
  const some = setup('guards', true);
  const cases = {
    'no guards': [none, payload(none.project, 'npm install'), ''],
    'guards, no match': [some, payload(some.project, 'pnpm install'), ''],
    'guard matches (deny)': [some, payload(some.project, 'npm install'), 'deny'],
  };
  for (const [name, [s, input, expect]] of Object.entries(cases)) {
    const { stdout } = time([hook, 'pre-tool-use'], s.env, input);
    if (!stdout.includes(expect) || (!expect && stdout)) throw new Error(`${name}: unexpected output ${stdout}`);
  }
  const times = { bare: [], ...Object.fromEntries(Object.keys(cases).map((k) => [k, []])) };
  for (let i = 0; i < runs; i++) {
    times.bare.push(time(['-e', '0'], process.env, '').ms);
    for (const [name, [s, input]] of Object.entries(cases)) times[name].push(time([hook, 'pre-tool-use'], s.env, input).ms);
  }
  const bare = median(times.bare);
  console.log(`node ${process.versions.node}, ${runs} interleaved runs (medians); node -e 0 ${bare.toFixed(1)} ms`);
  for (const name of Object.keys(cases)) console.log(`PreToolUse, ${name}: ${median(times[name]).toFixed(1)} ms, ratio ${(median(times[name]) / bare).toFixed(2)}x${name === 'no guards' ? ' (target <= 1.15x)' : ''}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
