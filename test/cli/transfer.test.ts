import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
    assert.deepEqual(run.json, { path: join(box.project, 'out.json'), paths: [join(box.project, 'out.json')], format: 'json', count: 2, archived: 0, withheld: [], relations_left_out: [], audited: true });
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

  it('leaves an existing file alone unless --overwrite names it, and never writes inside .git', async () => {
    await seed();
    writeFileSync(join(box.project, 'package.json'), '{"name":"mine"}\n');
    const refused = await box.nuzo(['memory', 'export', '--path', 'package.json', '--json']);
    assert.equal(refused.code, 1);
    assert.deepEqual([refused.json.error.code, refused.json.error.details.reason], ['PATH_EXISTS', 'exists']);
    const told = await box.nuzo(['memory', 'export', '--path', 'package.json']);
    assert.match(told.stderr, /^nuzo: refused: That file already exists; .* Pick a new file name, or pass --overwrite to replace it\. \(PATH_EXISTS\)\n$/);
    assert.equal(readFileSync(join(box.project, 'package.json'), 'utf8'), '{"name":"mine"}\n');
    const replaced = await box.nuzo(['memory', 'export', '--path', 'package.json', '--overwrite']);
    assert.equal(replaced.code, 0, replaced.stderr);
    assert.equal(JSON.parse(readFileSync(join(box.project, 'package.json'), 'utf8')).format, 'nuzo-memory-export');
    const git = await box.nuzo(['memory', 'export', '--path', '.git/config', '--overwrite', '--json']);
    assert.equal(git.code, 1);
    assert.equal(git.json.error.code, 'PATH_NOT_ALLOWED');
    assert.ok(!existsSync(join(box.project, '.git', 'config')));
  });

  it('a ".." path is refused with a hint naming the path to use instead, for export and import', async () => {
    await seed();
    const resolved = join(box.project, '..', 'out', 'm.json');
    const exported = await box.nuzo(['memory', 'export', '--path', '../out/m.json']);
    assert.equal(exported.code, 1);
    assert.ok(exported.stderr.includes(`Name the folder without "..", e.g. ${resolved}:`), exported.stderr);
    assert.match(exported.stderr, /\(PATH_NOT_ALLOWED\)\n$/);
    mkdirSync(dirname(resolved));
    assert.equal((await box.nuzo(['memory', 'export', '--path', resolved])).code, 0, 'the hinted path works');
    const imported = await box.nuzo(['memory', 'import', '../out/m.json', '--json']);
    assert.equal(imported.json.error.code, 'PATH_NOT_ALLOWED');
    assert.match(imported.json.error.details.hint, /Name the folder without "\.\."/);
    const home = await box.nuzo(['memory', 'export', '--path', join(box.home, 'memory', 'x.json')]);
    assert.ok(home.stderr.includes(`Use ${join(box.home, 'exports')} or a folder outside NUZO_HOME`), home.stderr);
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

describe('nuzo memory import', () => {
  it('round-trips an export into another home, remapping the project, and is idempotent', async () => {
    await seed();
    const exported = await box.nuzo(['memory', 'export', '--path', 'out.json']);
    assert.equal(exported.code, 0, exported.stderr);
    const other = { NUZO_HOME: join(box.root, 'other-home') };
    const remap = `${box.projectScope}=project:auto`;
    const dry = await box.nuzo(['memory', 'import', 'out.json', '--dry-run', '--remap-project', remap, '--project-root', box.root, '--json'], { env: other });
    assert.equal(dry.code, 0, dry.stderr);
    assert.deepEqual({ ...dry.json, items: undefined }, { dry_run: true, total: 2, imported: 2, skipped: 0, rejected: 0, held: {}, items: undefined, relations: { total: 0, imported: 0, not_carried: [] } });
    const run = await box.nuzo(['memory', 'import', 'out.json', '--remap-project', remap, '--project-root', box.root, '--json'], { env: other });
    assert.equal(run.json.imported, 2);
    assert.ok(run.json.items.every((i: { status: string; id?: string }) => i.status === 'imported' && /^mem_/.test(i.id ?? '')));
    const listed = await box.nuzo(['memory', 'list', '--all-scopes', '--json'], { env: other });
    const scopes = listed.json.memories.map((m: { scope: string }) => m.scope).sort();
    assert.ok(!scopes.includes(box.projectScope), 'the project scope was remapped');
    assert.ok(scopes.includes('user:default'));
    const again = await box.nuzo(['memory', 'import', 'out.json', '--remap-project', remap, '--project-root', box.root], { env: other });
    assert.match(again.stdout, /^Imported 0 memories of 2; 2 skipped as already present, 0 refused\./);
  });

  it('reports rejected items by index and code, never by text; --strict imports nothing', async () => {
    const doc = {
      format: 'nuzo-memory-export', version: 1, exported_at: '2026-06-13T00:00:00.000Z',
      memories: [
        { scope: 'user:default', kind: 'preference', content: 'I prefer short commit messages.', tags: [], source: 'x', confidence: 1, created_at: '2026-06-13T00:00:00.000Z', updated_at: '2026-06-13T00:00:00.000Z', last_used_at: null, archived_at: null },
        { scope: 'user:default', kind: 'fact', content: 'My token is ghp_abcdefghijklmnopqrstuvwxyz0123456789', tags: [], source: 'x', confidence: 1, created_at: '2026-06-13T00:00:00.000Z', updated_at: '2026-06-13T00:00:00.000Z', last_used_at: null, archived_at: null },
      ],
    };
    writeFileSync(join(box.project, 'in.json'), JSON.stringify(doc));
    const strict = await box.nuzo(['memory', 'import', 'in.json', '--strict', '--json']);
    assert.equal(strict.code, 2, 'a strict import of a file with refused items is an input error');
    assert.equal(strict.json.error.code, 'IMPORT_INVALID');
    const run = await box.nuzo(['memory', 'import', 'in.json']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /1 refused\.\n  refused: SECRET_DETECTED, item 1\n/);
    assert.ok(!run.stdout.includes('ghp_'));
  });

  it('refuses Markdown and bad --remap-project syntax', async () => {
    await seed();
    await box.nuzo(['memory', 'export', '--path', 'out.md']);
    const md = await box.nuzo(['memory', 'import', 'out.md', '--json']);
    assert.equal(md.code, 2);
    assert.equal(md.json.error.code, 'IMPORT_INVALID');
    assert.match(md.json.error.message, /Markdown export, which is for reading and cannot be imported/);
    const usage = await box.nuzo(['memory', 'import', 'out.md', '--remap-project', 'nonsense']);
    assert.equal(usage.code, 2);
  });
});
