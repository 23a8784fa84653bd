// What a person reads on the page, in a real headless Chromium against the built CLI's
// `nuzo ui` (issue 25 item 15): a new store explained instead of empty tables and pagers,
// doctor cells that never break inside a word, team memories counted, one short scope per
// row, code spans shown as code, a Stale link with its count, a draft that updates a memory
// shown as before/after, "Why?" of a draft that no conversation made, and an open editor
// without the row's other buttons under it.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason, launchBrowser, screenshotDir } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

declare const document: any;

const skip = browserSkipReason();
if (skip) console.log(`# nuzo ui browser tests skipped: ${skip}`);

describe('the page reads right in Chromium', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: any;
  const shots = skip ? '' : screenshotDir();
  const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  const nuzo = async (args: string[]) => {
    const run = await box.nuzo([...args, '--json']);
    assert.equal(run.code, 0, run.stderr);
    return run.json;
  };

  before(async () => {
    box = cliSandbox();
    ui = await startUi(box);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e: Error) => console.log(`# page error: ${e.message}`));
    await page.goto(ui.url);
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
    box?.cleanup();
  });

  it('a new store says how to add the first memory: no pager, no empty tables, no bulk buttons', async () => {
    await page.goto(`${ui.origin}/#/memories`);
    await page.getByTestId('empty-store').waitFor();
    assert.match(await page.getByTestId('empty-store').textContent(), /No memories yet\..*nuzo memory remember/);
    assert.equal(await page.getByTestId('result-count').count(), 0, 'no "No memories match."');
    assert.equal(await page.locator('.pager').count(), 0, 'no pager for one page');
    await page.goto(`${ui.origin}/#/overview`);
    await page.getByTestId('overview-empty').waitFor();
    assert.equal(await page.locator('main table').count(), 1, 'only the doctor table');
    assert.match(await page.getByTestId('store-size').textContent(), /^empty/);
    await page.goto(`${ui.origin}/#/drafts`);
    await page.getByTestId('no-drafts').waitFor();
    assert.equal(await page.getByTestId('bulk-actions').count(), 0);
    assert.equal(await page.getByRole('button', { name: /Select all/ }).count(), 0);
  });

  it('the doctor table never breaks a status or a check id inside the word, even narrow', async () => {
    await page.setViewportSize({ width: 420, height: 900 });
    try {
      await page.goto(`${ui.origin}/#/overview`);
      await page.getByTestId('doctor').locator('tr').first().waitFor();
      const lines = await page.evaluate(() => [...document.querySelectorAll('[data-testid=doctor] tr')].flatMap((tr: any) => [...tr.cells].slice(0, 2).map((td: any) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return { text: td.textContent, lines: new Set([...range.getClientRects()].map((r: any) => Math.round(r.top))).size };
      })));
      assert.ok(lines.length >= 4, JSON.stringify(lines));
      for (const cell of lines) assert.equal(cell.lines, 1, `"${cell.text}" is on one line`);
      await shot('overview-narrow');
    } finally {
      await page.setViewportSize({ width: 1200, height: 900 });
    }
  });

  it('rows show a short scope, code spans as code; Overview counts team memories; Stale says how many', async () => {
    mkdirSync(join(box.project, 'src'), { recursive: true });
    writeFileSync(join(box.project, 'src', 'old.ts'), 'export {};\n');
    await nuzo(['memory', 'remember', 'Build with `pnpm build` before tagging a release.', '--kind', 'instruction']);
    await nuzo(['memory', 'remember', 'Old handlers live in src/old.ts for now.']);
    await nuzo(['memory', 'remember', 'I prefer short answers in reviews.', '--scope', 'user', '--kind', 'preference']);
    await nuzo(['team', 'add', 'Releases are cut from main every Tuesday.']);
    await nuzo(['team', 'add', 'The staging database is rebuilt on Mondays.']);
    rmSync(join(box.project, 'src', 'old.ts'));

    await page.goto(`${ui.origin}/#/memories`);
    await page.locator('[data-testid=results] li').nth(2).waitFor();
    const scopes = await page.getByTestId('row-scope').allTextContents();
    assert.deepEqual([...new Set(scopes)].sort(), ['every project', 'this project']);
    assert.ok(!(await page.getByTestId('results').textContent()).includes(box.project), 'no row repeats the project path');
    assert.match(await page.getByTestId('scope-legend').textContent(), new RegExp(`“this project” is .*${box.projectScope}`));
    const build = page.locator('[data-testid=results] li').filter({ hasText: 'before tagging a release' });
    assert.equal(await build.locator('code').textContent(), 'pnpm build');
    assert.ok(!(await build.locator('.content').textContent()).includes('`'), 'no literal backticks');
    await page.getByTestId('stale-link').filter({ hasText: 'Stale: 1 memory names files that changed or went' }).waitFor();
    await shot('memories-rows');

    await page.goto(`${ui.origin}/#/overview`);
    await page.getByTestId('team-count').waitFor();
    assert.equal(await page.getByTestId('team-count').textContent(), '2');
    assert.equal(await page.getByTestId('overview-empty').count(), 0);
    assert.doesNotMatch(await page.getByTestId('store-size').textContent(), /^empty/);
  });

  it('a draft that updates a memory shows before and after; "Why?" of a write-back draft says why; an open editor hides the row\'s buttons', async () => {
    const target = (await nuzo(['memory', 'list'])).memories.find((m: { content: string }) => m.content.startsWith('Build with'));
    box.draft({ content: 'Build with `pnpm build --prod` before tagging a release.', kind: 'instruction', scope: box.projectScope, source: 'nuzo:writeback', reason: 'Edited by hand inside the Nuzo block of AGENTS.md.', supersedes: { id: target.id, expected_revision: target.revision } });
    await page.goto(`${ui.origin}/#/drafts`);
    const row = page.locator('[data-testid=drafts] li').first();
    await row.getByTestId('draft-before').filter({ hasText: 'pnpm build before tagging' }).waitFor();
    assert.equal(await row.getByTestId('draft-after').textContent(), 'Build with pnpm build --prod before tagging a release.');
    await row.getByTestId('draft-why').click();
    await row.getByTestId('why-reason').waitFor();
    const why = await row.getByTestId('why').textContent();
    assert.match(why, /Edited by hand inside the Nuzo block of AGENTS\.md\..*Proposed by nuzo:writeback/);
    assert.ok(!why.includes('—'), `no placeholder dashes: ${why}`);
    await shot('draft-update');
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByTestId('draft-editor').waitFor();
    assert.equal(await row.getByTestId('draft-confirm').count(), 0, 'Confirm/Edit/Reject are not under the open editor');
    assert.equal(await row.getByTestId('draft-why').count(), 0);
  });
});
