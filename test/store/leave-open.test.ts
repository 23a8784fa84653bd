// lib/store/leave-open.ts: a process about to exit leaves a small write-ahead log to the next
// opener instead of checkpointing it at close; a large one is checkpointed as before.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { openStore } from '../../lib/store/store.ts';
import { closeOrLeaveForExit, LEAVE_OPEN_WAL_BYTES, mayLeaveOpen } from '../../lib/store/leave-open.ts';
import { sandbox } from '../support/sandbox.ts';

test('only a small log is left open', () => {
  assert.equal(mayLeaveOpen(null), false);
  assert.equal(mayLeaveOpen(0), true);
  assert.equal(mayLeaveOpen(LEAVE_OPEN_WAL_BYTES), true);
  assert.equal(mayLeaveOpen(LEAVE_OPEN_WAL_BYTES + 1), false);
});

test('a store with a small log is left with its log; past the limit the close checkpoints it away', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const write = (bytes: number) => {
    const store = openStore({ home: box.home });
    store.db.exec('CREATE TABLE IF NOT EXISTS filler (b BLOB)');
    store.db.prepare('INSERT INTO filler VALUES (randomblob(?))').run(bytes);
    return store;
  };
  // The store is created and checkpointed once, so the log below holds only this write.
  openStore({ home: box.home }).close();
  const small = write(1000);
  assert.equal(closeOrLeaveForExit(small), 'left');
  assert.ok(existsSync(`${small.path}-wal`), 'the log is still there');
  const reader = openStore({ home: box.home, readOnly: true });
  assert.equal((reader.db.prepare('SELECT count(*) AS n FROM filler').get() as { n: number }).n, 1, 'what was committed is read through the log');
  reader.close();
  small.close(); // in this process the left connection would keep the next close from being the last

  const large = write(LEAVE_OPEN_WAL_BYTES + 64 * 1024);
  assert.ok(statSync(`${large.path}-wal`).size > LEAVE_OPEN_WAL_BYTES);
  assert.equal(closeOrLeaveForExit(large), 'closed');
  assert.equal(existsSync(`${large.path}-wal`), false, 'the last close checkpointed and removed the log');
});
