import test from 'node:test';
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { saveCursor } from '../../lib/pipeline/cursor-store.ts';
import { withWrite } from '../../lib/store/write.ts';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { capture } from '../../lib/hooks/stop.ts';
import { dryRunCapture } from '../../lib/pipeline/dry-run.ts';
import { fixtureTranscripts } from '../support/fixtures.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

for (const host of ['claude', 'codex'] as const) {
  const files = fixtureTranscripts(host);

  test(`there are real ${host} fixtures to run`, () => {
    assert.ok(files.length >= 5, `found ${files.length}`);
  });

  test(`every ${host} fixture runs through the dry run and is detected as ${host}`, async (t) => {
    const box = sandbox();
    t.after(() => box.cleanup());
    for (const file of files) {
      const result = await dryRunCapture(file, { env: box.env, cwd: box.project });
      assert.equal(result.format, host, file);
      for (const draft of result.drafts) assert.ok(draft.content.length <= 8000);
    }
  });

  test(`replaying every ${host} fixture through Stop twice yields no duplicate drafts`, (t) => {
    const box = sandbox();
    t.after(() => box.cleanup());
    const ctx = box.open();
    let drafted = 0;
    // Since the confidence floor, the Claude fixtures alone propose nothing; one transcript of
    // ours stating a standing rule keeps the replay meaningful (it must have drafts to repeat).
    const ours = join(box.project, 'standing-rule.jsonl');
    if (host === 'claude') writeFileSync(ours, claudeTurn('From now on, always run the linter before committing.', { sessionId: 'fixture-ours', cwd: box.project }));
    for (const file of host === 'claude' ? [...files, ours] : files) {
      const job = { host, path: file, sessionId: `fixture-${basename(file)}`, projectScope: box.projectScope };
      // A cursor at byte 0 makes Stop read the whole file (not just the first-sight tail).
      const fromStart = () => withWrite(ctx.store, () => saveCursor(ctx.store, host, job.sessionId, file, { offset: 0, size: 0, head: '0:', lineNo: 0 }));
      fromStart();
      capture(ctx, job);
      const before = listDrafts(ctx, [box.projectScope, 'user:default'], 500).length;
      fromStart();
      capture(ctx, job);
      assert.equal(listDrafts(ctx, [box.projectScope, 'user:default'], 500).length, before, file);
      drafted = before;
    }
    // The replay is only meaningful if the real transcripts do propose something.
    assert.ok(drafted > 0, 'no fixture produced a draft');
    t.diagnostic(`${host}: ${drafted} drafts from ${files.length} transcripts`);
  });
}
