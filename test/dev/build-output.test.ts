// `npm run build` and the build check end with one line on success: a silent terminal reads
// as a hang or a failure to a newcomer. (dist/ matches the sources whenever the suite runs:
// scripts/test.sh checks that first.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('the build check prints one line when dist/ is what the sources build', () => {
  // As `npm run build` runs it: on the project's Node 24, whichever Node runs this test (the
  // build reads the capture patterns from lib/ at build time, and Node 22.13 reads no .ts).
  const run = spawnSync('sh', [join(REPO, 'scripts', 'node.sh'), '24', join(REPO, 'scripts', 'build.mjs'), '--check'], { cwd: REPO, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '');
  assert.match(run.stdout, /^nuzo build --check: dist\/ is what the sources build \(\d+ files, [\d.]+ MB, [\d.]+ s\)\n$/);
});
