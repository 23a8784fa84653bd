import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CLI, cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const ESC = '\u001b[';

describe('nuzo (entry)', () => {
  it('--version prints the version, as text or JSON', async () => {
    const text = await box.nuzo(['--version']);
    assert.equal(text.code, 0);
    assert.match(text.stdout, /^nuzo \d+\.\d+\.\d+\n$/);
    const json = await box.nuzo(['--version', '--json']);
    assert.deepEqual(Object.keys(json.json), ['version', 'node']);
  });

  it('help lists the command groups; no arguments shows the same help', async () => {
    const help = await box.nuzo(['help']);
    assert.equal(help.code, 0);
    for (const group of ['memory', 'drafts', 'review']) assert.match(help.stdout, new RegExp(`\\n  ${group} `));
    const bare = await box.nuzo([]);
    assert.equal(bare.stdout, help.stdout);
    const json = await box.nuzo(['help', '--json']);
    assert.ok(json.json.help.commands.some((c: { name: string }) => c.name === 'nuzo memory'));
  });

  it('usage mistakes exit 2 with one reason line naming the code', async () => {
    const cases: string[][] = [
      ['frobnicate'],
      ['memory', 'frobnicate'],
      ['memory', 'recall'],
      ['memory', 'recall', 'q', '--bogus'],
      ['memory', 'recall', 'q', '--limit', 'ten'],
      ['memory', 'recall', 'q', '--limit', '0'],
      ['memory', 'list', 'extra'],
      ['memory', 'forget', 'mem_x', '--archive', '--delete'],
      ['drafts', 'show'],
      ['memory', 'list', '--project-root', '/nonexistent/nuzo-test'],
      ['capture'],
    ];
    for (const args of cases) {
      const run = await box.nuzo(args);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, /^nuzo: .+ \(INVALID_INPUT\)\nRun '.+ --help' for usage\.\n$/, args.join(' '));
      assert.equal(run.stdout, '');
    }
    const json = await box.nuzo(['memory', 'recall', '--json']);
    assert.equal(json.code, 2);
    assert.equal(json.json.error.code, 'INVALID_INPUT');
    assert.equal(json.json.error.details.usage, true);
  });

  it('output is plain when piped or with NO_COLOR, coloured with FORCE_COLOR', async () => {
    const piped = await box.nuzo(['memory', 'recall', '--help']);
    assert.equal(piped.code, 0);
    assert.ok(!piped.stdout.includes(ESC));
    const forced = await box.nuzo(['memory', 'recall', '--help'], { env: { FORCE_COLOR: '1' } });
    assert.ok(forced.stdout.includes(ESC), forced.stdout);
    const both = await box.nuzo(['memory', 'recall', '--help'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    assert.equal(both.stdout, piped.stdout);
    const forcedOff = await box.nuzo(['help'], { env: { FORCE_COLOR: '0' } });
    assert.ok(!forcedOff.stdout.includes(ESC));
    const error = await box.nuzo(['memory', 'recall'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    assert.ok(!error.stderr.includes(ESC));
    const forcedError = await box.nuzo(['memory', 'recall'], { env: { FORCE_COLOR: '1' } });
    assert.ok(forcedError.stderr.includes(ESC));
  });

  it('JSON output never carries colour codes, even when colour is forced', async () => {
    const run = await box.nuzo(['memory', 'list', '--json'], { env: { FORCE_COLOR: '1' } });
    assert.ok(!run.stdout.includes(ESC));
    assert.deepEqual(run.json.memories, []);
  });

  // On a Node older than 22.13: test/cli/old-node.test.ts.

  it('the bundle leaves the MCP SDK and zod out of the CLI', () => {
    const bundle = readFileSync(CLI, 'utf8');
    assert.ok(!bundle.includes('@modelcontextprotocol'), 'MCP SDK found in dist/cli.js');
    assert.ok(!/McpServer|StdioServerTransport/.test(bundle));
  });
});
