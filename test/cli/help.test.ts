import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
before(() => { box = cliSandbox(); });
after(() => box.cleanup());

// Discovers the commands from the CLI itself, so a new command cannot ship without help.
async function commands(): Promise<string[][]> {
  const top = await box.nuzo(['help', '--json']);
  const out: string[][] = [];
  for (const { name } of top.json.help.commands as Array<{ name: string }>) {
    const path = name.split(' ').slice(1);
    const group = await box.nuzo([...path, '--help', '--json']);
    if (group.json.help.commands) for (const c of group.json.help.commands as Array<{ name: string }>) out.push(c.name.split(' ').slice(1));
    else out.push(path);
  }
  return out;
}

describe('--help', () => {
  it('every command answers --help and -h with usage and options, and creates no store', async () => {
    const all = await commands();
    assert.ok(all.length >= 18, all.map((c) => c.join(' ')).join(', '));
    // Commands loaded lazily (ui starts a server) are listed like the rest.
    for (const name of ['ui']) assert.ok(all.some((c) => c.join(' ') === name), `${name} is listed`);
    for (const path of all) {
      const text = await box.nuzo([...path, '--help']);
      assert.equal(text.code, 0, path.join(' '));
      assert.match(text.stdout, new RegExp(`^Usage: nuzo ${path.join(' ')}`), path.join(' '));
      assert.match(text.stdout, /--json/);
      const short = await box.nuzo([...path, '-h']);
      assert.equal(short.stdout, text.stdout);
      const json = await box.nuzo([...path, '--help', '--json']);
      assert.equal(json.json.help.command, `nuzo ${path.join(' ')}`);
      assert.ok(Array.isArray(json.json.help.options));
      const viaHelp = await box.nuzo(['help', ...path]);
      assert.equal(viaHelp.stdout, text.stdout);
    }
    assert.equal(existsSync(join(box.home, 'memory', 'memories.sqlite')), false);
  });

  it('--help wins over a usage mistake on the same line', async () => {
    const run = await box.nuzo(['memory', 'recall', '--bogus', '--help']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^Usage: nuzo memory recall <query>/);
  });
});
