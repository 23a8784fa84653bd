// SessionStart keeps the team memories it may show in NUZO_HOME/cache, keyed by the team
// file's stat and Nuzo's version: the block is the same with the cache as without it, a
// changed file is read again, and a memory refused by policy is never written there.
// Built hook (dist/hook.cjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeTeamFile, type TeamMemory } from '../../lib/team/format.ts';
import { sessionStart } from '../server/helpers.ts';
import { sandbox } from '../support/sandbox.ts';

const block = (stdout: string) => (stdout ? JSON.parse(stdout).hookSpecificOutput.additionalContext as string : '').replace(/[0-9a-f]{12}/g, 'N');

const memory = (n: number, content: string): TeamMemory => ({
  id: `tm_${String(n).padStart(20, '0')}`, kind: n % 2 ? 'instruction' : 'fact', scope: 'team:backend', content, tags: ['team'], source: 'nuzo:team', added: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}`,
});

test('team memories shown from the cache are the ones the full read shows; a change is read again; refused lines stay out of it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open().store.close();
  const secret = 'The staging deploy token is ghp_' + 'a1B2c3D4e5F6g7H8i9J0'.repeat(2) + ' for CI.';
  const memories = [memory(1, secret), ...Array.from({ length: 40 }, (_, i) => memory(i + 2, `Run the step ${i} checks before merging service s${i}.`))];
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  const file = join(box.project, '.nuzo', 'team.ndjson');
  writeFileSync(file, serializeTeamFile(memories));
  // A file written in the last seconds is never cached (file clocks tick coarsely).
  assert.equal(block(sessionStart(box, box.project)).length > 0, true);
  assert.equal(existsSync(join(box.home, 'cache')), false, 'a file written just now is not cached');
  const settled = new Date(Date.now() - 60_000);
  utimesSync(file, settled, settled);

  const cacheDir = join(box.home, 'cache');
  const uncached = block(sessionStart(box, box.project));
  assert.match(uncached, /Run the step \d+ checks/);
  assert.ok(!uncached.includes('ghp_'), 'the refused memory is not shown');
  const [cacheFile] = readdirSync(cacheDir);
  assert.ok(cacheFile, 'the first session wrote the cache');
  assert.equal(statSync(join(cacheDir, cacheFile!)).mode & 0o777, 0o600);
  assert.equal(statSync(cacheDir).mode & 0o777, 0o700);
  assert.ok(!readFileSync(join(cacheDir, cacheFile!), 'utf8').includes('ghp_'), 'a refused memory never reaches the cache');

  assert.equal(block(sessionStart(box, box.project)), uncached, 'from the cache, the same block');
  rmSync(cacheDir, { recursive: true });
  assert.equal(block(sessionStart(box, box.project)), uncached, 'without it, the same block');

  // A new instruction, newest of all, is shown at once: the file's stat no longer matches,
  // whether the new file is cached (settled) or not yet.
  writeFileSync(file, serializeTeamFile([...memories, { ...memory(99, 'Tag every release with its changelog entry.'), added: '2026-11-30' }]));
  assert.match(block(sessionStart(box, box.project)), /Tag every release with its changelog entry\./);
  const later = new Date(Date.now() - 30_000);
  utimesSync(file, later, later);
  assert.match(block(sessionStart(box, box.project)), /Tag every release with its changelog entry\./);
  assert.match(block(sessionStart(box, box.project)), /Tag every release with its changelog entry\./, 'and from the cache');
  // Renamed away and back (ctime moves, not a byte does): still the same block.
  const cachedBlock = block(sessionStart(box, box.project));
  renameSync(file, `${file}.off`);
  renameSync(`${file}.off`, file);
  assert.equal(block(sessionStart(box, box.project)), cachedBlock);
});

test('a damaged cache entry means a full read, never a SessionStart without the user\'s own block', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open().store.close();
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  const file = join(box.project, '.nuzo', 'team.ndjson');
  writeFileSync(file, serializeTeamFile([memory(1, 'Run the contract tests before merging an API change.')]));
  const settled = new Date(Date.now() - 60_000);
  utimesSync(file, settled, settled);
  const uncached = block(sessionStart(box, box.project));
  assert.match(uncached, /contract tests/);
  const cacheDir = join(box.home, 'cache');
  const [cacheFile] = readdirSync(cacheDir);
  const cached = JSON.parse(readFileSync(join(cacheDir, cacheFile!), 'utf8'));
  writeFileSync(join(cacheDir, cacheFile!), JSON.stringify({ ...cached, memories: [null, { id: 'x' }] }));
  assert.equal(block(sessionStart(box, box.project)), uncached);
});
