// `nuzo memory purge` takes Nuzo's own config.json with everything else, says so before it
// deletes anything, and needs nothing but the one-file CLI bundle: after `codex plugin remove`
// deleted the plugin folder, any copy of dist/cli.js still purges.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CLI, cliSandbox, hasScript, inTerminal, type CliSandbox } from './helpers.ts';


let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const store = () => join(box.home, 'memory', 'memories.sqlite');
const config = () => join(box.home, 'config.json');

async function seed(): Promise<void> {
  const saved = await box.nuzo(['memory', 'remember', 'Prefer small commits.', '--kind', 'preference']);
  assert.equal(saved.code, 0, saved.stderr);
  writeFileSync(config(), '{"drafts": {"expiry_days": 7}}\n', { mode: 0o600 });
}

describe('nuzo memory purge and config.json', () => {
  it("removes Nuzo's config.json with the store, unless --keep-config", async () => {
    await seed();
    const dry = await box.nuzo(['memory', 'purge', '--dry-run']);
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /^ {2}config\.json$/m, 'the preview lists config.json');

    const kept = await box.nuzo(['memory', 'purge', '--yes', '--keep-config']);
    assert.equal(kept.code, 0, kept.stderr);
    assert.ok(!existsSync(store()) && existsSync(config()));
    assert.match(kept.stdout, /Kept config\.json \(--keep-config\)\./);
    assert.doesNotMatch(kept.stdout, /not Nuzo's/);

    await seed();
    const run = await box.nuzo(['memory', 'purge', '--yes', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.json.removed.includes('config.json'));
    assert.ok(!existsSync(config()) && !existsSync(store()));
    assert.equal(run.json.home_removed, true, 'nothing of Nuzo is left, not even its folder');
  });

  it('says in its question that config.json goes too, before deleting anything', { skip: hasScript ? false : 'util-linux script is not available' }, async () => {
    await seed();
    const declined = await inTerminal(box, ['memory', 'purge'], 'n');
    assert.equal(declined.code, 1, declined.output);
    assert.match(declined.output, /Permanently delete every Nuzo memory, draft and log and Nuzo's config\.json \(your settings\) in .+\? \[y\/N\]/);
    assert.ok(existsSync(store()) && existsSync(config()), 'a "no" deletes nothing');
    const accepted = await inTerminal(box, ['memory', 'purge'], 'y');
    assert.equal(accepted.code, 0, accepted.output);
    assert.ok(!existsSync(store()) && !existsSync(config()));
  });

  it('runs from a lone copy of dist/cli.js, as after the plugin folder is gone', async (t) => {
    await seed();
    const elsewhere = mkdtempSync(join(tmpdir(), 'nuzo-lone-cli-'));
    t.after(() => rmSync(elsewhere, { recursive: true, force: true }));
    copyFileSync(CLI, join(elsewhere, 'cli.js'));
    const run = spawnSync(process.execPath, [join(elsewhere, 'cli.js'), 'memory', 'purge', '--yes'], { cwd: elsewhere, env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.ok(!existsSync(store()) && !existsSync(config()));
  });
});
