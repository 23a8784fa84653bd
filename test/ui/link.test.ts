// What a person sees when `nuzo ui` cannot start or a link no longer opens the page: a busy
// port named with the way out (no INTERNAL), and a used or expired link explained in the
// browser — both for a fresh visit and for a page left open across a restart — instead of
// "Loading… ○ offline" for ever.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason, launchBrowser } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

const skip = browserSkipReason();

describe('nuzo ui on a port that is taken', () => {
  let box: CliSandbox;
  before(() => { box = cliSandbox(); });
  after(() => box.cleanup());

  it('says the port is in use and how to pick another, exit 2', async () => {
    const blocker = createServer();
    blocker.listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await box.nuzo(['ui', '--no-open', '--port', String(port)]);
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stderr, `nuzo: Port ${port} is already in use (another nuzo ui, or another program). Pick another with --port N, or leave out --port and Nuzo takes a free one. (INVALID_INPUT)\n`);
      const json = await box.nuzo(['ui', '--no-open', '--port', String(port), '--json']);
      assert.deepEqual([json.json.error.code, json.json.error.details.reason], ['INVALID_INPUT', 'in_use']);
    } finally {
      blocker.close();
    }
  });
});

describe('a used or expired nuzo ui link in Chromium', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  before(async () => {
    box = cliSandbox();
    ui = await startUi(box);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
    box?.cleanup();
  });

  it('a link without this run\'s key opens a page that says so and how to get a new one', async () => {
    const page = await browser.context.newPage();
    for (const address of [`${ui.origin}/?token=from-an-earlier-run`, `${ui.origin}/`]) {
      const response = await page.goto(address);
      assert.equal(response.status(), 401);
      assert.equal(await page.locator('h1').textContent(), 'This Nuzo link was used or has expired');
      assert.match(await page.locator('body').textContent(), /run nuzo ui again .* then open the address it prints/);
    }
    await page.close();
  });

  it('a page left open across a restart on the same port says its link expired instead of loading for ever', async () => {
    const page = await browser.context.newPage();
    await page.goto(ui.url);
    await page.getByTestId('live').filter({ hasText: '● live' }).waitFor();
    const port = ui.port;
    await ui.stop();
    ui = await startUi(box, ['--port', String(port)]);
    await page.getByTestId('link-expired').waitFor();
    assert.match(await page.getByTestId('link-expired').textContent(), /run nuzo ui again/);
    // The new run's own address still works in the same browser.
    await page.goto(ui.url);
    await page.getByTestId('live').filter({ hasText: '● live' }).waitFor();
    assert.equal(await page.getByTestId('link-expired').count(), 0);
    await page.close();
  });
});
