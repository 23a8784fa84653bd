// The page's drafts view in a real headless Chromium against the built CLI's `nuzo ui`: a
// draft the agent proposed (memory_propose) and one it edited (memory_drafts_edit), both
// through the built MCP server and a real client over stdio, say so, and the edited one shows
// what it said before the agent's edit.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { connect, ok } from '../server/helpers.ts';
import { browserSkipReason, launchBrowser, screenshotDir } from './browser.ts';
import { cliSandbox, startUi, type CliSandbox, type RunningUi } from './support.ts';

declare const document: any;

const skip = browserSkipReason();
if (skip) console.log(`# nuzo ui browser tests skipped: ${skip}`);

const ORIGINAL = 'Always run the docs build in strict mode before pushing.';
const EDITED = 'Every doc is built in strict mode, in every project.';

describe('agent drafts on the page', { skip: skip ?? false }, () => {
  let box: CliSandbox;
  let ui: RunningUi;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: any;
  const ids: Record<string, string> = {};

  before(async () => {
    box = cliSandbox();
    ids.edited = box.draft({ content: ORIGINAL, kind: 'instruction', reason: 'The user stated a recurring instruction.', proposed_by: ['capture'] });
    const mcp = await connect(box);
    try {
      const pr = { project_root: box.project };
      ok(await mcp.call('memory_drafts_edit', { id: ids.edited, content: EDITED, scope: 'user:default', ...pr }));
      ids.proposed = ok(await mcp.call('memory_propose', { content: 'Use pnpm, never npm, in this repository.', kind: 'project_decision', scope: 'project:auto', ...pr })).draft_id;
    } finally {
      await mcp.close();
    }
    ui = await startUi(box);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (e: Error) => console.log(`# page error: ${e.message}`));
    await page.goto(ui.url);
    // As a user does: the Drafts tab, once the page is up (a goto to another hash may land
    // before the page listens for hash changes, and it then stays on Memories).
    await page.locator('header.top nav a[href="#/drafts"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=drafts] > li').length === 2);
  });
  after(async () => {
    await browser?.close();
    await ui?.stop();
  });

  it('shows the original beside the agent\'s edit, and the reason says the agent changed it', async () => {
    const row = page.locator(`[data-testid=drafts] li[data-id="${ids.edited}"]`);
    assert.equal(await row.locator('.content').textContent(), EDITED);
    assert.equal(await row.getByTestId('draft-edited-by-agent').textContent(), 'edited by the agent');
    assert.equal(await row.getByTestId('draft-original-text').textContent(), ORIGINAL);
    assert.equal(await row.getByTestId('draft-original-scope').textContent(), box.projectScope);
    assert.match(await row.locator('.reason').textContent(), new RegExp(`^Edited by the agent: scope ${box.projectScope} → user:default, text changed\\.`));
    assert.match(await row.locator('.meta').textContent(), /scope unclear/);
    await page.screenshot({ path: join(screenshotDir(), 'agent-edited-draft.png'), fullPage: true });
  });

  it('says which drafts the agent proposed, on the row and in "why"', async () => {
    const row = page.locator(`[data-testid=drafts] li[data-id="${ids.proposed}"]`);
    assert.equal(await row.getByTestId('draft-proposed-by-agent').textContent(), 'proposed by the agent');
    assert.match(await row.locator('.reason').textContent(), /^Proposed by the agent/);
    await row.getByTestId('draft-why').click();
    assert.match(await row.getByTestId('why-proposed').textContent(), /^proposed by the agent in the host/);
    assert.match(await row.getByTestId('why-words-missing').textContent(), /linked when that turn ends/);
    assert.equal(await page.locator(`[data-testid=drafts] li[data-id="${ids.edited}"] [data-testid=draft-proposed-by-agent]`).count(), 0, 'capture\'s draft is not called the agent\'s');
  });
});
