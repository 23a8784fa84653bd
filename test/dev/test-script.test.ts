// scripts/test.sh as a newcomer meets it: the same verdict in a terminal (a real pty through
// util-linux `script`) and piped, a progress line while files run, and a closing summary that
// names each skip's reason once with its count. The suite it runs is a small fixture, so this
// costs seconds; the build check is left out (NUZO_TEST_BUILD_CHECK=0).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const hasScript = spawnSync('script', ['-qec', 'true', '/dev/null'], { stdio: 'ignore' }).status === 0;

const FIXTURES: Record<string, string> = {
  // What a child prints is compared byte for byte: colour here is the bug of issue 25 item 1.
  'child.test.mjs': `import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
test('a child prints plain text', () => {
  const run = spawnSync(process.execPath, ['-e', 'console.log("batch", 2)'], { encoding: 'utf8' });
  assert.equal(run.stdout.trim(), 'batch 2');
});
`,
  'skips.test.mjs': `import test from 'node:test';
test('needs a browser', { skip: 'Chromium is not installed' }, () => {});
test('needs a browser too', (t) => { t.skip('Chromium is not installed'); });
test('needs a host', { skip: 'codex is not on PATH' }, () => {});
test('runs', () => {});
`,
  // Lasts several progress intervals, so at least one progress line comes before the end.
  'slow.test.mjs': `import test from 'node:test';
test('takes a while', () => new Promise((resolve) => setTimeout(resolve, 1500)));
`,
};

function fixtureDir(t: test.TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-test-sh-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(FIXTURES)) writeFileSync(join(dir, name), text);
  return dir;
}

// TMPDIR is the fixture folder, so the logs test.sh keeps after a failure go with it.
function run(command: string, args: string[], tmp: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, NUZO_TEST_MAJORS: '24', NUZO_TEST_BUILD_CHECK: '0', NUZO_TEST_PROGRESS_SECONDS: '0.2', SHELL: '/bin/sh', TMPDIR: tmp };
    delete env.FORCE_COLOR;
    delete env.NO_COLOR;
    delete env.NODE_TEST_CONTEXT; // set for this file by its own runner: the inner runner would refuse to run
    const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { output += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { output += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.replace(/\r\n/g, '\n') }));
  });
}

function checkOutput(mode: string, result: { code: number | null; output: string }) {
  assert.equal(result.code, 0, `${mode}: the fixture suite passes\n${result.output}`);
  assert.match(result.output, /^nuzo: 3 passed, 0 failed, 3 skipped on node 24\.\d+\.\d+ \(\d+m\d+s\)$/m, mode);
  const reasons = result.output.split('\n').filter((l) => / skipped: /.test(l));
  assert.deepEqual(reasons, ['nuzo: 2 skipped: Chromium is not installed', 'nuzo: 1 skipped: codex is not on PATH'], `${mode}: one line per reason, with its count`);
  const progress = result.output.split('\n').filter((l) => /^node 24\.\d+\.\d+: \d+\/3 files done, \d+ passed, \d+ failed, \d+ skipped \(\d+m\d\ds\)$/.test(l));
  assert.ok(progress.length >= 2, `${mode}: progress lines while the files run\n${result.output}`);
  assert.ok(progress.some((l) => !l.includes(' 3/3 files')), `${mode}: a progress line before every file is done`);
}

test('test.sh piped: progress lines, one summary line, each skip reason once with its count', async (t) => {
  const dir = fixtureDir(t);
  checkOutput('piped', await run('sh', ['scripts/test.sh', `${dir}/*.test.mjs`], dir));
});

test('test.sh in a terminal gives the same verdict: a child of a test prints no colour', { skip: hasScript ? false : 'util-linux script is not installed' }, async (t) => {
  const dir = fixtureDir(t);
  const result = await run('script', ['-qec', `sh scripts/test.sh '${dir}/*.test.mjs'`, '/dev/null'], dir);
  assert.doesNotMatch(result.output, /\x1b\[33m2/, 'the child printed in colour');
  checkOutput('terminal', result);
});
