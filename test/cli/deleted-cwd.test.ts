// The CLI started in a folder deleted under the shell (process.cwd() throws there): what
// needs no project works, the rest says so in one line with its exit code, and nothing ever
// prints a stack trace, with or without --json.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

// The shell enters the folder, removes it, then runs nuzo there, as after `rm -rf` elsewhere.
function inDeletedFolder(args: string[]) {
  const gone = join(box.project, 'build-tmp');
  mkdirSync(gone);
  const run = spawnSync('bash', ['-c', 'cd "$GONE" && rmdir "$GONE" && exec "$NODE" "$CLI" "$@"', 'bash', ...args], {
    env: { ...box.env, GONE: gone, NODE: process.execPath, CLI },
    encoding: 'utf8',
  });
  assert.doesNotMatch(run.stderr, /^\s+at /m, `${args.join(' ')}: a stack trace\n${run.stderr}`);
  assert.doesNotMatch(run.stderr, /uv_cwd|ENOENT/, args.join(' '));
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, json: args.includes('--json') && run.stdout ? JSON.parse(run.stdout) : undefined };
}

describe('nuzo in a deleted working directory', () => {
  it('works for user scope: remember, list and recall', () => {
    const saved = inDeletedFolder(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user', '--json']);
    assert.equal(saved.code, 0, saved.stderr);
    const listed = inDeletedFolder(['memory', 'list', '--scope', 'user', '--json']);
    assert.equal(listed.code, 0, listed.stderr);
    assert.equal(listed.json.memories.length, 1);
    const found = inDeletedFolder(['memory', 'recall', 'tabs', '--scope', 'user', '--json']);
    assert.equal(found.code, 0, found.stderr);
    assert.match(found.json.results[0].content, /tabs over spaces/);
    const plain = inDeletedFolder(['memory', 'list']);
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stdout, /tabs over spaces/);
  });

  it('says in one line that there is no project, or no folder for a relative path', () => {
    const project = inDeletedFolder(['memory', 'remember', 'Use pnpm here.', '--kind', 'project_decision']);
    assert.notEqual(project.code, 0);
    assert.match(project.stderr, /^nuzo: .*Not inside a project.*\n/);
    const json = inDeletedFolder(['memory', 'remember', 'Use pnpm here.', '--kind', 'project_decision', '--json']);
    assert.notEqual(json.code, 0);
    assert.ok(json.json.error.code, json.stdout);
    const relative = inDeletedFolder(['memory', 'export', '--path', 'out.json']);
    assert.equal(relative.code, 2);
    assert.equal(relative.stderr.trimEnd().split('\n').length, 1, relative.stderr);
    assert.match(relative.stderr, /current folder no longer exists.*\(INVALID_INPUT\)/);
    const relativeJson = inDeletedFolder(['memory', 'export', '--path', 'out.json', '--json']);
    assert.equal(relativeJson.json.error.details.reason, 'cwd_deleted');
  });

  // hostile24: an absolute --path was refused with "give absolute paths".
  it('exports to an absolute path', () => {
    inDeletedFolder(['memory', 'remember', 'I prefer tabs over spaces in Go files.', '--kind', 'preference', '--scope', 'user']);
    const out = join(box.root, 'from-a-deleted-folder.json');
    const run = inDeletedFolder(['memory', 'export', '--path', out, '--scope', 'user:default', '--json']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(readFileSync(out, 'utf8'), /tabs over spaces/);
  });
});
