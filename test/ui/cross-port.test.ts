// Cookies do not keep to their port: the browser sends `nuzo ui`'s cookie to any server on
// 127.0.0.1, such as a dev server the user opens in another tab. In real headless Chromium:
// the page works, a second local server on another port receives the cookie, and replaying
// it (with a forged Origin and Host, as curl would) reads nothing and deletes nothing,
// because every API request must also carry the secret the page keeps in memory.
import assert from 'node:assert/strict';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { findMemory } from '../../lib/memory/get.ts';
import { remember } from '../../lib/memory/remember.ts';
import { browserSkipReason, launchBrowser } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

const skip = browserSkipReason();
if (skip) console.log(`# nuzo ui cross-port test skipped: ${skip}`);

type Replay = { path: string; status: number; body: string };

function replay(port: number, path: string, cookie: string, method = 'GET', body?: string): Promise<Replay> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, Cookie: cookie };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      // An event stream that was let in never ends: its status is the answer.
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.destroy();
        return resolve({ path, status: res.statusCode ?? 0, body: '{}' });
      }
      let text = '';
      res.setEncoding('utf8').on('data', (d) => { text += d; });
      res.on('end', () => resolve({ path, status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('nuzo ui and a server on another port', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let other: Server;
  let memoryId: string;

  before(async () => {
    box = cliSandbox();
    const ctx = box.open({ actor: 'test' });
    memoryId = remember(ctx, { content: 'This repository builds with pnpm, never npm or yarn.', kind: 'project_decision', scope: box.projectScope, tags: [], confirmed: true }).id;
    ctx.store.close();
    ui = await startUi(box);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
    await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  });

  it('receives the cookie from Chromium, and the cookie with a forged Origin reads and deletes nothing', async () => {
    const page = await browser.context.newPage();
    await page.goto(ui.url);
    await page.locator(`[data-id="${memoryId}"]`).waitFor();
    assert.doesNotMatch(page.url(), /nuzo-secret|token=/, 'the secret is not left in the address bar');

    // The other local server: whatever cookie the browser sends it, it replays to the Nuzo API.
    const seen: { cookie: string; replays: Replay[] } = { cookie: '', replays: [] };
    const done = new Promise<void>((resolve, reject) => {
      other = createServer((req: IncomingMessage, res) => {
        if (req.url !== '/') return void res.writeHead(404).end();
        seen.cookie = req.headers.cookie ?? '';
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>dev server</title><p>hello</p>');
        const cookie = seen.cookie;
        Promise.all([
          replay(ui.port, '/api/session', cookie),
          replay(ui.port, '/api/memories', cookie),
          replay(ui.port, `/api/memories/${memoryId}`, cookie),
          replay(ui.port, '/api/search?q=pnpm', cookie),
          replay(ui.port, '/api/events', cookie),
          replay(ui.port, `/api/memories/${memoryId}/delete`, cookie, 'POST', JSON.stringify({ confirm: memoryId })),
        ]).then((r) => { seen.replays = r; resolve(); }, reject);
      });
      other.listen(0, '127.0.0.1');
    });
    await new Promise<void>((resolve) => (other.listening ? resolve() : other.once('listening', () => resolve())));
    const otherPort = (other.address() as AddressInfo).port;
    const tab = await browser.context.newPage();
    await tab.goto(`http://127.0.0.1:${otherPort}/`);
    await done;

    assert.match(seen.cookie, new RegExp(`nuzo_ui_${ui.port}=[A-Za-z0-9_-]{43}`), "the premise: the other port received nuzo ui's cookie");
    for (const r of seen.replays) {
      assert.equal(r.status, 401, r.path);
      assert.equal(JSON.parse(r.body).error.code, 'UNAUTHORIZED', r.path);
      assert.doesNotMatch(r.body, /pnpm/, r.path);
    }
    const ctx = box.open({ actor: 'test' });
    try {
      assert.equal(findMemory(ctx.store, memoryId)?.status, 'active', 'the memory was not deleted');
    } finally {
      ctx.store.close();
    }
    // The page itself still works: it carries the secret.
    await page.getByTestId('search').fill('pnpm');
    await page.locator(`[data-id="${memoryId}"]`).waitFor();
  });

  it('a reloaded page has no secret and reads nothing until the printed address is opened again', async () => {
    const page = await browser.context.newPage();
    await page.goto(ui.url);
    await page.locator(`[data-id="${memoryId}"]`).waitFor();
    const refused = page.waitForResponse((r: { url(): string; status(): number }) => r.url().includes('/api/') && r.status() === 401);
    await page.reload();
    await refused;
    assert.equal(await page.locator(`[data-id="${memoryId}"]`).count(), 0);
    await page.goto(ui.url);
    await page.locator(`[data-id="${memoryId}"]`).waitFor();
  });
});
