import test from 'node:test';
import assert from 'node:assert/strict';
import { lstatSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDraft, rejectDraft } from '../../lib/drafts/queue.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { remember } from '../../lib/memory/remember.ts';
import { purgeNuzoHome } from '../../lib/purge.ts';
import { ABANDONED_AFTER_MS, SNAPSHOT_PREFIX } from '../../lib/store/private-snapshot.ts';
import { writeExport } from '../../lib/transfer/export.ts';
import { sandbox } from '../support/sandbox.ts';
import { filesContaining } from './helpers.ts';

test('after a hard delete no byte of the forgotten text remains in any file under NUZO_HOME', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const marker = 'zanzibarquokka7731';
  const memory = remember(ctx, { content: `The deploy host is called ${marker} in staging.`, kind: 'fact', scope: 'user:default' });
  for (let i = 0; i < 30; i++) remember(ctx, { content: `Filler fact ${i}: the ${['red', 'blue', 'green'][i % 3]} pipeline ${'x'.repeat(i)} runs nightly.`, kind: 'fact', scope: 'user:default' });
  assert.ok(filesContaining(box.home, marker).length > 0, 'the marker is on disk before the delete');
  forgetMemory(ctx, { id: memory.id, mode: 'delete', confirmed: true });
  assert.deepEqual(filesContaining(box.home, marker), []);
});

test('after a draft is rejected no byte of its text remains in any file under NUZO_HOME', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const marker = 'quetzalmarmot4402';
  const outcome = createDraft(ctx, { content: `The user calls the build box ${marker}.`, kind: 'fact', scope: 'user:default', source: 'nuzo:test', confidence: 0.9, reason: 'stated by the user' });
  assert.ok('created' in outcome);
  assert.ok(filesContaining(box.home, marker).length > 0);
  rejectDraft(ctx, outcome.created.id);
  assert.deepEqual(filesContaining(box.home, marker), []);
});

test('after a purge nothing of the store, logs or exports remains under NUZO_HOME', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const marker = 'okapitamarind9055';
  remember(ctx, { content: `The release train is named ${marker}.`, kind: 'fact', scope: 'user:default' });
  writeExport(ctx, { path: join(box.home, 'exports', 'backup.json') });
  ctx.store.close();
  assert.ok(filesContaining(box.home, marker).length >= 2);
  const result = purgeNuzoHome({ home: box.home, confirmed: true });
  assert.ok(result.removed.includes('memory/memories.sqlite'));
  assert.ok(result.removed.includes('exports/backup.json'));
  assert.deepEqual(filesContaining(box.home, marker), []);
  assert.equal(result.home_removed, true);
  assert.throws(() => lstatSync(box.home));
  assert.ok(readdirSync(box.root).length > 0, 'nothing outside NUZO_HOME was touched');
});

test('a purge also removes a read-only snapshot folder a killed process left in the temp folder, and nothing else there', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open().store.close();
  const tmp = join(box.root, 'tmp');
  mkdirSync(tmp);
  const dead = 4_194_305; // above Linux's highest pid_max (2^22): no process has it
  const old = new Date(Date.now() - 5 * ABANDONED_AFTER_MS);
  const make = (name: string, when: Date) => {
    mkdirSync(join(tmp, name));
    writeFileSync(join(tmp, name, 'memories.sqlite'), 'copy');
    utimesSync(join(tmp, name), when, when);
  };
  make(`${SNAPSHOT_PREFIX}${dead}-abc`, old); // left by a killed process
  make(`${SNAPSHOT_PREFIX}${process.pid}-def`, old); // its process still runs
  make(`${SNAPSHOT_PREFIX}${dead}-ghi`, new Date()); // too young to judge
  make('other-tool-123', old);
  const dry = purgeNuzoHome({ home: box.home, tmp, dry_run: true });
  assert.ok(dry.removed.includes(join(tmp, `${SNAPSHOT_PREFIX}${dead}-abc`)));
  assert.equal(readdirSync(tmp).length, 4, 'a dry run removes nothing');
  const result = purgeNuzoHome({ home: box.home, tmp, confirmed: true });
  assert.ok(result.removed.includes(join(tmp, `${SNAPSHOT_PREFIX}${dead}-abc`)));
  assert.deepEqual(readdirSync(tmp).sort(), [`${SNAPSHOT_PREFIX}${dead}-ghi`, `${SNAPSHOT_PREFIX}${process.pid}-def`, 'other-tool-123'].sort());
});
