// The page's review paths in a real headless Chromium against the built CLI's `nuzo ui`:
// memories whose files changed or went (anchor state on rows and detail, the Stale view with
// keep / edit / archive), a new text that revises another memory (replace it or keep both),
// and export then import of an NDJSON file with its dry run first. Screenshots are saved.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findMemory } from '../../lib/memory/get.ts';
import { browserSkipReason, launchBrowser, screenshotDir } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

// The callbacks given to page.waitForFunction run in the browser; tsc checks this file
// against Node's types only.
declare const document: any;

const skip = browserSkipReason();
if (skip) console.log(`# nuzo ui browser tests skipped: ${skip}`);

describe('nuzo ui review in Chromium', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: any;
  const ids: Record<string, string> = {};
  const shots = skip ? '' : screenshotDir();
  const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  const memory = (id: string) => {
    const ctx = box.open({ actor: 'test' });
    try {
      return findMemory(ctx.store, id);
    } finally {
      ctx.store.close();
    }
  };
  const remember = async (key: string, text: string, kind = 'fact') => {
    const run = await box.nuzo(['memory', 'remember', text, '--kind', kind, '--json']);
    assert.equal(run.code, 0, run.stderr);
    ids[key] = run.json.memory?.id ?? run.json.id;
    assert.ok(ids[key], run.stdout);
  };
  const audits = (id: string) => {
    const ctx = box.open({ actor: 'test' });
    try {
      return (ctx.store.db.prepare('SELECT event_type, actor FROM audit_events WHERE memory_id = ? ORDER BY rowid').all(id) as Array<{ event_type: string; actor: string }>).map((r) => ({ ...r }));
    } finally {
      ctx.store.close();
    }
  };

  before(async () => {
    box = cliSandbox();
    mkdirSync(join(box.project, 'src'), { recursive: true });
    for (const f of ['main.ts', 'legacy.ts', 'router.ts', 'config.ts']) writeFileSync(join(box.project, 'src', f), `export const name = '${f}';\n`);
    // Saved by the CLI in the project: each records the file it names.
    await remember('main', 'The CLI entry point is src/main.ts.');
    await remember('legacy', 'Old handlers still live in src/legacy.ts.');
    await remember('router', 'Routes are declared in src/router.ts.');
    await remember('config', 'Settings are read in src/config.ts at start-up.');
    await remember('pnpm', 'We use pnpm for package management in this repo.', 'project_decision');
    await remember('lint', 'We run eslint on every commit in this repo.', 'project_decision');
    // Then the code moves on: one file edited, three gone.
    writeFileSync(join(box.project, 'src', 'main.ts'), 'export const name = "main"; // now much longer than it was\n');
    for (const f of ['legacy.ts', 'router.ts', 'config.ts']) rmSync(join(box.project, 'src', f));
    ui = await startUi(box);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e: Error) => console.log(`# page error: ${e.message}`));
    await page.goto(ui.url);
    await page.getByTestId('result-count').waitFor();
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
  });

  it('marks rows and the memory page with the state of the files they name', async () => {
    const row = page.locator(`[data-testid=results] li[data-id="${ids.main}"]`);
    assert.match(await row.getByTestId('anchor').textContent(), /^changed: src\/main\.ts since /);
    assert.match(await page.locator(`[data-testid=results] li[data-id="${ids.legacy}"]`).getByTestId('anchor').textContent(), /^gone: src\/legacy\.ts/);
    assert.equal(await page.locator(`[data-testid=results] li[data-id="${ids.pnpm}"] [data-testid=anchor]`).count(), 0, 'a memory naming no file has no badge');
    await page.getByTestId('search').fill('entry point');
    await page.locator(`[data-testid=results] li[data-id="${ids.main}"] .score`).waitFor();
    assert.match(await page.locator(`[data-testid=results] li[data-id="${ids.main}"]`).getByTestId('anchor').textContent(), /changed: src\/main\.ts/, 'search results carry recall\'s anchor state');
    await page.getByTestId('search').fill('');
    await page.goto(`${ui.origin}/#/memory/${ids.main}`);
    await page.getByTestId('anchor-files').waitFor();
    assert.match(await page.getByTestId('anchor-files').textContent(), /src\/main\.ts — changed since/);
    await shot('memory-stale');
  });

  it('keeps a changed memory from its page: the files are recorded anew and it reads fresh', async () => {
    await page.getByTestId('keep').click();
    await page.getByTestId('note').waitFor();
    assert.match(await page.locator('h2 [data-testid=anchor]').textContent(), /its files unchanged/);
    const run = await box.nuzo(['memory', 'stale', '--json', '--no-git']);
    assert.ok(!run.json.memories.some((m: { id: string }) => m.id === ids.main), 'core no longer lists it as stale');
  });

  it('lists gone memories in the Stale view and keeps, edits or archives each through the core', async () => {
    await page.goto(`${ui.origin}/#/stale`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=stale] > li').length === 3);
    await shot('stale');
    const item = (key: string) => page.locator(`[data-testid=stale] > li[data-id="${ids[key]}"]`);
    assert.equal(await item('legacy').getByTestId('stale-state').textContent(), 'gone');
    assert.match(await item('legacy').textContent(), /src\/legacy\.ts — gone/);

    await item('legacy').getByTestId('stale-archive').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=stale] > li').length === 2);
    assert.equal(memory(ids.legacy)!.status, 'archived');
    assert.deepEqual(audits(ids.legacy).at(-1), { event_type: 'memory.archived', actor: 'nuzo:ui' });

    writeFileSync(join(box.project, 'src', 'routes.ts'), 'export const routes = [];\n');
    await item('router').getByTestId('stale-edit').click();
    await item('router').getByTestId('stale-edit-content').fill('Routes are declared in src/routes.ts.');
    await item('router').getByTestId('stale-save').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=stale] > li').length === 1);
    assert.equal(memory(ids.router)!.content, 'Routes are declared in src/routes.ts.');
    assert.equal(audits(ids.router).at(-1)!.actor, 'nuzo:ui');

    // Keep a gone one: the user says it still holds (the file will come back, say).
    await item('config').getByTestId('stale-keep').click();
    await page.getByTestId('stale-none').waitFor();
    assert.equal(memory(ids.config)!.status, 'active');
    const run = await box.nuzo(['memory', 'stale', '--json', '--no-git']);
    assert.equal(run.json.count, 0, run.stdout);
  });

  it('a new memory that revises another asks first, and replacing archives the old one', async () => {
    await page.goto(`${ui.origin}/#/memories`);
    await page.getByTestId('new-memory').click();
    assert.equal(await page.getByTestId('new-memory-form').getByLabel('Kind').inputValue(), 'note', 'the CLI\'s default kind too (lib/limits.ts DEFAULT_KIND)');
    await page.getByTestId('new-content').fill('We switched from pnpm to yarn 4 for package management.');
    await page.getByTestId('new-save').click();
    await page.locator('[data-testid=supersede], [data-testid=error], [data-testid=new-saved]').first().waitFor();
    assert.equal(await page.getByTestId('error').count(), 0, await page.locator('main').textContent());
    await page.getByTestId('supersede-candidate').filter({ hasText: /We use pnpm for package management/ }).waitFor();
    const ctx = box.open({ actor: 'test' });
    const yarn = ctx.store.db.prepare("SELECT COUNT(*) AS n FROM memories WHERE content LIKE '%yarn 4%'").get() as { n: number };
    ctx.store.close();
    assert.equal(Number(yarn.n), 0, 'nothing saved before the user chose');
    await shot('supersede');
    assert.match(await page.getByTestId('supersede-replace').getAttribute('class') ?? '', /primary/, 'replacing is the default here as in the CLI\'s [Y/n]');
    await page.getByTestId('supersede-replace').click();
    await page.getByTestId('new-saved').waitFor();
    assert.match(await page.getByTestId('new-saved').textContent(), new RegExp(`replaces ${ids.pnpm}`));
    assert.equal(memory(ids.pnpm)!.status, 'archived');
    assert.deepEqual(audits(ids.pnpm).at(-1), { event_type: 'memory.archived', actor: 'nuzo:ui' });
  });

  it('an edit that revises another memory can keep both', async () => {
    await remember('lint2', 'Commit messages follow the conventional commits format.', 'project_decision');
    await page.goto(`${ui.origin}/#/memory/${ids.lint2}`);
    await page.getByTestId('edit').click();
    await page.getByTestId('edit-content').fill('We no longer run eslint on every commit in this repo.');
    await page.getByTestId('save').click();
    await page.getByTestId('supersede-candidate').filter({ hasText: /We run eslint on every commit/ }).waitFor();
    assert.equal(memory(ids.lint2)!.revision, 1, 'nothing saved before the user chose');
    await page.getByTestId('supersede-keep').click();
    await page.getByTestId('note').waitFor();
    assert.match(await page.getByTestId('memory-content').textContent(), /no longer run eslint/);
    assert.equal(memory(ids.lint)!.status, 'active', 'keep both leaves the other one alone');
    assert.equal(memory(ids.lint2)!.revision, 2);
  });

  it('exports, then imports an NDJSON file: a dry run with its per-item report first', async () => {
    await page.goto(`${ui.origin}/#/overview`);
    await page.getByTestId('doctor').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(exported.format, 'nuzo-memory-export');
    assert.ok(exported.memories.some((m: { content: string }) => /yarn 4/.test(m.content)));

    const header = { format: exported.format, version: exported.version, exported_at: exported.exported_at };
    const item = (content: string) => ({ ...exported.memories[0], id: undefined, content });
    const lines = [header, exported.memories[0], item('Imported from an NDJSON file through the page.'), item('Deploy with ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8 now.')];
    await page.getByTestId('import-file').setInputFiles({ name: 'team.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n') + '\n') });
    const report = page.getByTestId('import-report');
    await report.waitFor();
    assert.match(await report.textContent(), /Dry run: 1 would be imported, 1 already present, 1 refused, of 3/);
    const rows = await report.locator('tbody tr').allTextContents();
    assert.equal(rows.length, 3);
    assert.match(rows[2], /rejected.*SECRET_DETECTED/);
    assert.ok(!(await report.textContent()).includes('ghp_'), 'the refused text is never echoed');
    const ctx = box.open({ actor: 'test' });
    const count = () => Number((ctx.store.db.prepare("SELECT COUNT(*) AS n FROM memories WHERE content LIKE 'Imported from an NDJSON%'").get() as { n: number }).n);
    try {
      assert.equal(count(), 0, 'the dry run wrote nothing');
      await shot('import-dry-run');
      await page.getByTestId('import-apply').click();
      await page.waitForFunction(() => /^Imported:/.test(document.querySelector('[data-testid=import-report] p')?.textContent ?? ''));
      assert.equal(count(), 1);
    } finally {
      ctx.store.close();
    }
  });
});
