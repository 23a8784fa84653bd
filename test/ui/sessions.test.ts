// The page's Sessions view and Overview cost line, in a real headless Chromium against the
// built CLI's `nuzo ui`: receipts shown as sessions with the memories that went in (ids,
// links, never text), their cost, the guard that fired and what was used; the week's cost
// per session on the Overview.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { remember } from '../../lib/memory/remember.ts';
import { appendReceipt } from '../../lib/receipts/log.ts';
import { buildReceipt } from '../../lib/receipts/receipt.ts';
import { browserSkipReason, launchBrowser, screenshotDir } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

declare const document: any;

const skip = browserSkipReason();

describe('nuzo ui: Sessions and the cost line', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: any;
  let memoryId = '';

  before(async () => {
    box = cliSandbox();
    const ctx = box.open({ actor: 'test' });
    memoryId = remember(ctx, { content: 'Use pnpm here, never npm install.', kind: 'instruction', scope: box.projectScope, confirmed: true }).id;
    ctx.store.close();
    const limits = { max_entries: 5000, max_age_days: 30 };
    const now = Date.now();
    const r = (session: string, at: number, event: 'session_start' | 'guard_fired' | 'stop_evidence', chars: number) => buildReceipt({
      at, host: 'claude', session_id: session, event, project: box.projectScope, memories: event === 'stop_evidence' ? [] : [{ id: memoryId, revision: 1 }], chars,
      ...(event === 'guard_fired' ? { guard: { id: 'grd_01', memory_id: memoryId, pattern: 'npm install', action: 'deny' as const } } : {}),
      ...(event === 'stop_evidence' ? { evidence: { used: [memoryId], contradicted: [] } } : {}),
    });
    appendReceipt(box.home, r('sess-a', now - 3_600_000, 'session_start', 1600), limits);
    appendReceipt(box.home, r('sess-b', now - 60_000, 'session_start', 2400), limits);
    appendReceipt(box.home, r('sess-b', now - 30_000, 'guard_fired', 800), limits);
    appendReceipt(box.home, r('sess-b', now - 20_000, 'stop_evidence', 0), limits);
    ui = await startUi(box);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e: Error) => console.log(`# page error: ${e.message}`));
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
    box?.cleanup();
  });

  it('lists sessions with what went in, its cost, the guard that fired and what was used', async () => {
    await page.goto(ui.url);
    await page.locator('nav a[href="#/sessions"]').click();
    await page.waitForSelector('[data-testid="session-row"]', { timeout: 10_000 });
    const rows = await page.$$eval('[data-testid="session-row"]', (els: any[]) => els.map((e) => e.textContent));
    assert.equal(rows.length, 2);
    assert.match(rows[0], /sess-b/);
    assert.match(rows[0], /session_start ×1, guard_fired ×1/);
    assert.match(rows[0], /3,200800/, 'chars 3,200 then ~800 tokens');
    assert.match(rows[0], new RegExp(`guard fired: npm install stopped by ${memoryId}`));
    assert.doesNotMatch(rows.join(' '), /pnpm here/, 'no memory text on the Sessions view');
    assert.equal(await page.$$eval(`a[href="#/memory/${memoryId}"]`, (els: any[]) => els.length) >= 3, true);
    await page.screenshot({ path: join(screenshotDir(), 'sessions.png'), fullPage: true });
  });

  it('the Overview says what memory cost a session this week', async () => {
    await page.locator('nav a[href="#/overview"]').click();
    await page.waitForSelector('[data-testid="cost-line"]', { timeout: 10_000 });
    const line = await page.$eval('[data-testid="cost-line"]', (e: any) => e.textContent);
    assert.match(line, /Memory cost ~600 tokens a session this week \(2 sessions, tokens estimated as characters \/ 4\)/);
  });
});
