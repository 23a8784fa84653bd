// The y/N question for hard deletes only appears on a terminal; util-linux `script` gives
// the CLI a real pty here. Skipped where `script` is not available.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

const hasScript = spawnSync('script', ['-qec', 'true', '/dev/null'], { stdio: 'ignore' }).status === 0;

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function inTerminal(args: string[], answer: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, CLI, ...args].map(quote).join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: box.project, env: { ...box.env, SHELL: '/bin/sh', NO_COLOR: '1' } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      output += d;
      if (output.includes('[y/N]') && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('hard deletes in a terminal', { skip: hasScript ? false : 'util-linux script is not available' }, () => {
  it('asks y/N: "n" deletes nothing (CONFIRMATION_DECLINED), "y" deletes', async () => {
    const saved = await box.nuzo(['memory', 'remember', 'Use tabs in Makefiles.', '--kind', 'instruction', '--json']);
    const id = saved.json.memory.id;
    const declined = await inTerminal(['memory', 'forget', id, '--delete'], 'n');
    assert.equal(declined.code, 1, declined.output);
    assert.match(declined.output, new RegExp(`Permanently delete ${id}\\? \\[y/N\\]`));
    assert.match(declined.output, /refused: You answered no; nothing was deleted\. \(CONFIRMATION_DECLINED\)/);
    const still = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(still.json.total, 1);
    const accepted = await inTerminal(['memory', 'forget', id, '--delete'], 'y');
    assert.equal(accepted.code, 0, accepted.output);
    assert.match(accepted.output, new RegExp(`Deleted ${id}\\.`));
    const gone = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(gone.json.total, 0);
  });
});
