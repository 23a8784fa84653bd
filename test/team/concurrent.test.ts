// Parallel `nuzo team add` in one repository: each process reads the team file, adds a line
// and renames a new copy over it, so without a lock the last rename wins and earlier adds
// vanish while every process printed "Added". Real CLI processes, started together.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { isNuzoError } from '../../lib/errors.ts';
import { teamLockPath, withTeamLock } from '../../lib/team/lock.ts';
import { addTeamMemory } from '../../lib/team/write.ts';
import { readTeamFile } from '../../lib/team/read.ts';
import { CLI, cliSandbox, type CliSandbox } from '../cli/helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const TOPICS = ['pnpm for installs', 'the main branch for releases', 'Postgres 16 in tests', 'tabs in Go files', 'Conventional Commits', 'the Makefile for builds', 'one review per pull request', 'Node 24 in CI'];

function add(text: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'team', 'add', text, '--kind', 'project_decision'], { cwd: box.project, env: box.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('nuzo team add in parallel', () => {
  it('keeps all 8 memories from 8 processes started together', async () => {
    const runs = await Promise.all(TOPICS.map((t) => add(`This repository uses ${t}.`)));
    for (const run of runs) {
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /^Added /);
    }
    const kept = readTeamFile(box.project).memories.map((m) => m.content).sort();
    assert.deepEqual(kept, TOPICS.map((t) => `This repository uses ${t}.`).sort());
    assert.equal(existsSync(teamLockPath(box.project)), false, 'the lock is gone afterwards');
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(join(box.project, '.nuzo'));
    writeFileSync(teamLockPath(box.project), `${dead.stdout}\n`);
    const result = addTeamMemory(box.project, { content: 'Deploys go out on Tuesdays.', kind: 'project_decision' }, { now: Date.now(), random: (n) => new Uint8Array(n).fill(7) });
    assert.equal(result.memory.content, 'Deploys go out on Tuesdays.');
    assert.equal(existsSync(teamLockPath(box.project)), false);
  });

  it('waits for a live holder and then fails with STORE_BUSY, changing nothing', () => {
    mkdirSync(join(box.project, '.nuzo'));
    writeFileSync(teamLockPath(box.project), `${process.pid}\n`);
    assert.throws(() => withTeamLock(box.project, () => assert.fail('ran without the lock'), { waitMs: 100 }), (e) => isNuzoError(e) && e.code === 'STORE_BUSY');
    assert.ok(existsSync(teamLockPath(box.project)), "the holder's lock stays");
  });

  // hostile24: a pid that stays alive (reused, or planted: a repository can commit a lock
  // holding "1") blocked every add for good with "try again".
  it('takes over a lock older than a minute whatever pid it holds', () => {
    mkdirSync(join(box.project, '.nuzo'));
    const lock = teamLockPath(box.project);
    writeFileSync(lock, '1\n');
    const past = (Date.now() - 120_000) / 1000;
    utimesSync(lock, past, past);
    const result = addTeamMemory(box.project, { content: 'Deploys go out on Tuesdays.', kind: 'project_decision' }, { now: Date.now(), random: (n) => new Uint8Array(n).fill(7) });
    assert.equal(result.memory.content, 'Deploys go out on Tuesdays.');
    assert.equal(existsSync(lock), false);
  });

  it('a lock that is not a plain file is refused by name, and what it points to is left alone', () => {
    mkdirSync(join(box.project, '.nuzo'));
    const target = join(box.root, 'elsewhere');
    symlinkSync(target, teamLockPath(box.project));
    assert.throws(() => withTeamLock(box.project, () => assert.fail('ran without the lock'), { waitMs: 100 }),
      (e) => isNuzoError(e) && e.code === 'PATH_NOT_ALLOWED' && /\.nuzo\/\.team\.lock is not a plain file/.test(e.message));
    assert.equal(existsSync(target), false);
  });

  it('a refused add leaves no lock and no empty .nuzo folder behind', async () => {
    const run = await add('Deploy with the token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8 from now on.');
    assert.notEqual(run.code, 0);
    assert.match(run.stderr, /SECRET_DETECTED/);
    assert.equal(existsSync(join(box.project, '.nuzo')), false);
  });
});
