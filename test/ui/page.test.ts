// The page end to end in a real headless Chromium against the built CLI's `nuzo ui`: search
// and filters, markup in stored text staying inert, an edit that meets a revision conflict, a
// policy refusal shown inline, archive/restore, hard delete, keyboard review of drafts, and a
// change made by the CLI appearing without a reload. Screenshots of each page are saved.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findMemory } from '../../lib/memory/get.ts';
import { remember } from '../../lib/memory/remember.ts';
import { browserSkipReason, launchBrowser, screenshotDir } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

// The callbacks given to page.evaluate/waitForFunction run in the browser; tsc checks this
// file against Node's types only.
declare const document: any;
declare const window: any;

const skip = browserSkipReason();
if (skip) console.log(`# nuzo ui browser tests skipped: ${skip}`);

const SECRET = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
const HOSTILE = 'Markup check <script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"> stays text';

describe('nuzo ui in Chromium', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: any;
  const ids: Record<string, string> = {};
  const shots = skip ? '' : screenshotDir();

  const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  const store = () => box.open({ actor: 'test' });

  before(async () => {
    box = cliSandbox();
    const ctx = store();
    const add = (key: string, content: string, kind: string, tags: string[], scope = box.projectScope) => {
      ids[key] = remember(ctx, { content, kind, scope, tags, confirmed: true }).id;
    };
    add('pnpm', 'This repository builds with pnpm, never npm or yarn.', 'project_decision', ['tooling']);
    add('tabs', 'I prefer tabs over spaces in Go files.', 'preference', ['style'], 'user:default');
    add('hostile', HOSTILE, 'note', ['xss']);
    add('review', 'Pull requests need one approving review before merge.', 'instruction', ['process']);
    add('delete', 'Scratch note that will be deleted for good.', 'note', []);
    ctx.store.close();
    box.draft({ content: 'The user prefers small focused commits.', kind: 'preference' });
    box.draft({ content: 'Release notes are written in the CHANGELOG file.', kind: 'project_decision' });
    box.draft({ content: 'Integration tests run against a real Postgres.', kind: 'fact' });
    ui = await startUi(box);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e: Error) => console.log(`# page error: ${e.message}`));
    await page.goto(ui.url);
    console.log(`# screenshots: ${shots}`);
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
  });

  it('trades the token for a cookie and drops it from the address', async () => {
    assert.equal(page.url(), `${ui.origin}/`);
    await page.getByTestId('result-count').waitFor();
    // The event stream's hello may land after the first list under load.
    await page.getByTestId('live').filter({ hasText: '● live' }).waitFor({ timeout: 5000 });
  });

  it('searches with the agent recall, showing scores and reasons', async () => {
    await page.getByTestId('search').fill('pnpm');
    const first = page.locator('[data-testid=results] li').first();
    await first.locator('.score').waitFor();
    assert.match(await first.textContent(), /builds with pnpm/);
    assert.match(await first.locator('.score').textContent(), /^\d\.\d\d$/);
    assert.match(await first.locator('.reason').textContent(), /pnpm/i);
    await shot('memories-search');
    await page.getByTestId('search').fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=results] li').length === 5);
  });

  it('filters by kind, scope and tag', async () => {
    await page.getByTestId('filter-kind').selectOption('preference');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=results] li').length === 1);
    assert.match(await page.locator('[data-testid=results] li').first().textContent(), /tabs over spaces/);
    await page.getByTestId('filter-kind').selectOption('');
    await page.getByTestId('filter-scope').selectOption(box.projectScope);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=results] li').length === 4);
    const label = await page.locator(`[data-testid=filter-scope] option[value="${box.projectScope}"]`).textContent();
    assert.match(label, /repo — .*work\/repo/, 'the project scope is labelled with its folder');
    await page.getByTestId('filter-tag').selectOption('process');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=results] li').length === 1);
    await shot('memories-filtered');
    await page.getByTestId('filter-tag').selectOption('');
    await page.getByTestId('filter-scope').selectOption('');
  });

  it('renders stored <script> and <img onerror> as inert text', async () => {
    await page.getByTestId('search').fill('markup check');
    await page.locator(`[data-id="${ids.hostile}"]`).waitFor();
    assert.equal(await page.evaluate(() => (window as any).__pwned), undefined);
    assert.equal(await page.locator('main img').count(), 0);
    assert.equal(await page.locator('main script').count(), 0);
    assert.match(await page.locator(`[data-id="${ids.hostile}"] .content`).textContent(), /<script>window.__pwned = 1<\/script><img src="x"/);
    await page.goto(`${ui.origin}/#/memory/${ids.hostile}`);
    await page.getByTestId('memory-content').waitFor();
    assert.equal(await page.evaluate(() => (window as any).__pwned), undefined);
    assert.equal(await page.locator('main img').count(), 0);
  });

  it('edits with the revision it started from: a conflict keeps the user text until they choose', async () => {
    await page.goto(`${ui.origin}/#/memory/${ids.review}`);
    await page.getByTestId('edit').click();
    const mine = 'Pull requests need two approving reviews before merge.';
    await page.getByTestId('edit-content').fill(mine);
    // Meanwhile the user's CLI changes the same memory.
    const cli = await box.nuzo(['memory', 'update', ids.review, '--content', 'Pull requests need one approving review and green CI before merge.']);
    assert.equal(cli.code, 0, cli.stderr);
    await page.getByTestId('save').click();
    await page.getByTestId('conflict').waitFor();
    assert.equal(await page.getByTestId('edit-content').inputValue(), mine, 'nothing the user typed is lost');
    assert.match(await page.getByTestId('conflict-current').textContent(), /green CI/);
    await shot('memory-conflict');
    await page.getByTestId('save-over').click();
    await page.getByTestId('note').waitFor();
    assert.match(await page.getByTestId('memory-content').textContent(), /two approving reviews/);
    const ctx = store();
    const m = findMemory(ctx.store, ids.review)!;
    ctx.store.close();
    assert.equal(m.revision, 3);
    assert.equal(m.content, mine);
  });

  it('shows a policy refusal inline with its hint, never echoing the refused text', async () => {
    await page.getByTestId('edit').click();
    await page.getByTestId('edit-content').fill(`Deploy with ${SECRET} from now on.`);
    await page.getByTestId('save').click();
    const error = page.getByTestId('error');
    await error.waitFor();
    const text = await error.textContent();
    assert.match(text, /SECRET_DETECTED/);
    assert.ok(!text.includes(SECRET));
    assert.match(await page.getByTestId('edit-content').inputValue(), /Deploy with/, 'the text stays in the editor to be rewritten');
    await shot('memory-refusal');
    const ctx = store();
    assert.ok(!findMemory(ctx.store, ids.review)!.content.includes(SECRET));
    ctx.store.close();
  });

  it('archives and restores', async () => {
    await page.goto(`${ui.origin}/#/memory/${ids.pnpm}`);
    await page.getByTestId('archive').click();
    await page.getByTestId('restore').waitFor();
    assert.equal(await page.getByTestId('memory-status').textContent(), 'archived');
    let ctx = store();
    assert.equal(findMemory(ctx.store, ids.pnpm)!.status, 'archived');
    ctx.store.close();
    await page.getByTestId('restore').click();
    await page.getByTestId('archive').waitFor();
    assert.equal(await page.getByTestId('memory-status').textContent(), 'active');
    ctx = store();
    assert.equal(findMemory(ctx.store, ids.pnpm)!.status, 'active');
    ctx.store.close();
    await shot('memory');
  });

  it('hard-deletes only after an explicit confirm', async () => {
    await page.goto(`${ui.origin}/#/memory/${ids.delete}`);
    await page.getByTestId('delete').click();
    await page.getByTestId('delete-confirm').waitFor();
    let ctx = store();
    assert.ok(findMemory(ctx.store, ids.delete), 'the first click only asks');
    ctx.store.close();
    await page.getByTestId('delete-yes').click();
    await page.getByTestId('gone').waitFor();
    ctx = store();
    assert.equal(findMemory(ctx.store, ids.delete), null);
    ctx.store.close();
  });

  it('reviews drafts by keyboard: j/k move, c confirms, r rejects, w shows why', async () => {
    await page.goto(`${ui.origin}/#/drafts`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=drafts] > li').length === 3);
    await page.locator('h1').click(); // keys go to the page, not to a field
    await page.keyboard.press('w');
    await page.getByTestId('why').waitFor();
    await shot('drafts');
    const at = (i: number) => page.waitForFunction((n: number) => document.querySelectorAll('[data-testid=drafts] > li')[n]?.classList.contains('current'), i);
    await page.keyboard.press('j');
    await at(1);
    await page.keyboard.press('k');
    await at(0);
    await page.keyboard.press('j');
    await at(1);
    const second = await page.locator('[data-testid=drafts] > li.current .content').textContent();
    await page.keyboard.press('c');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=drafts] > li').length === 2);
    await page.keyboard.press('k');
    await at(0);
    const first = await page.locator('[data-testid=drafts] > li.current .content').textContent();
    await page.keyboard.press('r');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=drafts] > li').length === 1);
    const ctx = store();
    const contents = (ctx.store.db.prepare('SELECT content FROM memories').all() as Array<{ content: string }>).map((r) => r.content);
    const audit = ctx.store.db.prepare("SELECT actor FROM audit_events WHERE event_type = 'draft.confirmed'").all() as Array<{ actor: string }>;
    ctx.store.close();
    assert.ok(contents.includes(second), 'c saved the draft under the cursor');
    assert.ok(!contents.includes(first), 'r saved nothing');
    assert.deepEqual(audit.map((a) => a.actor), ['nuzo:ui']);
  });

  it('shows a change made by the CLI without a reload', async () => {
    await page.goto(`${ui.origin}/#/memories`);
    await page.getByTestId('result-count').waitFor();
    const before = await page.locator('[data-testid=results] li').count();
    const cli = await box.nuzo(['memory', 'remember', 'Live update arrives from the terminal.', '--kind', 'fact']);
    assert.equal(cli.code, 0, cli.stderr);
    await page.locator('[data-testid=results] li', { hasText: 'Live update arrives' }).waitFor({ timeout: 5000 });
    assert.equal(await page.locator('[data-testid=results] li').count(), before + 1);
  });

  it('overview, dark theme and a 360 px wide screen', async () => {
    await page.goto(`${ui.origin}/#/overview`);
    await page.getByTestId('doctor').waitFor();
    await shot('overview');
    await page.getByTestId('theme').click(); // auto -> light
    await page.getByTestId('theme').click(); // light -> dark
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 5000 });
    assert.match(await page.getByTestId('theme').textContent(), /dark/);
    await shot('overview-dark');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${ui.origin}/#/memories`);
    await page.getByTestId('result-count').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
    await shot('memories-360');
  });
});
