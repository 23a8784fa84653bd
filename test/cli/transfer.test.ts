import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

async function seed(): Promise<void> {
  for (const args of [
    ['I prefer concise final answers.', '--kind', 'preference', '--scope', 'user', '--tag', 'style'],
    ['Run make itest before pushing.', '--kind', 'instruction', '--tag', 'ci'],
  ]) {
    const run = await box.nuzo(['memory', 'remember', ...args]);
    assert.equal(run.code, 0, run.stderr);
  }
}

describe('nuzo memory export', () => {
  it('writes the portability document as JSON (private file) and reports counts', async () => {
    await seed();
    const run = await box.nuzo(['memory', 'export', '--path', 'out.json', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json, { path: join(box.project, 'out.json'), format: 'json', count: 2, archived: 0, withheld: [], audited: true });
    const document = JSON.parse(readFileSync(join(box.project, 'out.json'), 'utf8'));
    assert.equal(document.format, 'nuzo-memory-export');
    assert.equal(document.version, 1);
    assert.equal(document.memories.length, 2);
    assert.equal(statSync(join(box.project, 'out.json')).mode & 0o777, 0o600);
  });

  it('renders Markdown for reading and narrows by --scope', async () => {
    await seed();
    const run = await box.nuzo(['memory', 'export', '--path', 'out.md', '--scope', 'user']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Exported 1 memory to .*out\.md \(markdown\)\./);
    const text = readFileSync(join(box.project, 'out.md'), 'utf8');
    assert.match(text, /^# Nuzo Memory Export/);
    assert.ok(text.includes('I prefer concise final answers.'));
    assert.ok(!text.includes('make itest'));
  });

  it('refuses paths inside NUZO_HOME and needs --path', async () => {
    await seed();
    const inside = await box.nuzo(['memory', 'export', '--path', join(box.home, 'memory', 'x.json'), '--json']);
    assert.equal(inside.code, 1);
    assert.equal(inside.json.error.code, 'PATH_NOT_ALLOWED');
    assert.ok(!existsSync(join(box.home, 'memory', 'x.json')));
    const usage = await box.nuzo(['memory', 'export']);
    assert.equal(usage.code, 2);
  });
});
