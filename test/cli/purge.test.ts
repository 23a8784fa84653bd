// `nuzo memory purge` takes Nuzo's own config.json with everything else, says so before it
// deletes anything, and needs nothing but the one-file CLI bundle: after `codex plugin remove`
// deleted the plugin folder, any copy of dist/cli.js still purges.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CLI, cliSandbox, hasScript, inTerminal, type CliSandbox } from './helpers.ts';
import { startUi } from '../ui/support.ts';
import { HOOK, sessionStart } from '../server/helpers.ts';


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

  // Everything a user's home gathers in ordinary use: memories, a team file's verdict cache,
  // the host-files record (absolute project paths), hook logs, exports, a page session.
  it('removes every file Nuzo writes in a realistic home and then the home itself', async () => {
    await seed();
    writeFileSync(config(), '{"bogus_key": 1}\n', { mode: 0o600 });
    writeFileSync(join(box.project, 'CLAUDE.md'), '# Repo\n\n- Use pnpm for installs, never npm.\n');
    mkdirSync(join(box.root, 'home', '.codex'), { recursive: true });
    writeFileSync(join(box.root, 'home', '.codex', 'AGENTS.md'), '- Keep answers short.\n');
    const team = await box.nuzo(['team', 'add', 'Releases are cut from the main branch.', '--kind', 'project_decision']);
    assert.equal(team.code, 0, team.stderr);
    sessionStart(box, box.project);
    const stop = spawnSync(process.execPath, [HOOK, 'stop'], {
      input: JSON.stringify({ session_id: 's1', transcript_path: join(box.root, 'missing.jsonl'), cwd: box.project, hook_event_name: 'Stop' }),
      env: box.env, encoding: 'utf8',
    });
    assert.equal(stop.status, 0);
    for (const args of [['memory', 'import-host'], ['memory', 'export', '--path', join(box.home, 'exports', 'all.json')], ['memory', 'recall', 'pnpm']]) {
      const run = await box.nuzo(args);
      assert.equal(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
    }
    const ui = await startUi(box);
    assert.equal(await ui.stop(), 0);

    const written: string[] = [];
    const walk = (dir: string, rel: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        const at = rel ? `${rel}/${name}` : name;
        if (lstatSync(path).isDirectory()) walk(path, at);
        else written.push(at);
      }
    };
    walk(box.home, '');
    for (const expected of ['memory/memories.sqlite', 'config.json', 'host-files.json', 'logs/hooks.log']) assert.ok(written.includes(expected), `${expected} in ${written.join(', ')}`);
    assert.ok(written.some((f) => f.startsWith('exports/')), `an export in ${written.join(', ')}`);

    const run = await box.nuzo(['memory', 'purge', '--yes', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.kept, [], "nothing is left as 'not Nuzo's'");
    for (const file of written) assert.ok(run.json.removed.includes(file), `${file} was removed`);
    assert.equal(run.json.home_removed, true);
    assert.equal(existsSync(box.home), false);
  });
});
