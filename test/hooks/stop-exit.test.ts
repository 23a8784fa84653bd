// The Stop hook process exits right after its last commit, so it leaves a small write-ahead
// log to the exit instead of checkpointing it (lib/store/leave-open.ts). The next hooks, in
// their own processes, must still see everything it wrote, and a large log is still folded in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { LEAVE_OPEN_WAL_BYTES } from '../../lib/store/leave-open.ts';
import { openStore } from '../../lib/store/store.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { buildHooks, type HookBuild } from './build.ts';

let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

test('a Stop leaves its small log to the exit, the next hooks read through it, and a large log is checkpointed', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  const box = sandbox();
  t.after(() => box.cleanup());
  const hook = (event: string, payload: object) => {
    const run = spawnSync(process.execPath, [join(built.dir, 'hook.cjs'), event], { input: JSON.stringify(payload), env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout;
  };
  const transcript = join(box.root, 'session.jsonl');
  const session = '5e551047-0000-4000-8000-0000000000e1';
  const stop = { session_id: session, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false };
  const wal = join(box.home, 'memory', 'memories.sqlite-wal');

  // The store exists already (creating it writes a log far past the limit, checkpointed at close).
  openStore({ home: box.home }).close();
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: session, cwd: box.project }));
  assert.match(hook('stop', stop), /1 memory suggestion waiting/);
  assert.ok(existsSync(wal) && statSync(wal).size <= LEAVE_OPEN_WAL_BYTES, 'the Stop left its log');
  // SessionStart opens the store read-only in its own process and reads the draft through the log.
  const start = hook('session-start', { session_id: 'next', cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' });
  assert.match(start, /1 memory suggestion waiting/);
  const reader = openStore({ home: box.home, readOnly: true });
  assert.equal(listDrafts({ store: reader, config: structuredClone(DEFAULT_CONFIG), actor: 'nuzo:test' }, [box.projectScope, USER_SCOPE]).length, 1);
  reader.close();

  // Past the limit the Stop's close checkpoints, as it always did.
  const filler = openStore({ home: box.home });
  filler.db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE IF NOT EXISTS filler (b BLOB)');
  filler.db.prepare('INSERT INTO filler VALUES (randomblob(?))').run(LEAVE_OPEN_WAL_BYTES + 64 * 1024);
  filler.close();
  // That close was the last one and checkpointed; write again without closing to leave a large log.
  const script = `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(join(box.home, 'memory', 'memories.sqlite'))}); db.exec('PRAGMA wal_autocheckpoint = 0'); db.prepare('INSERT INTO filler VALUES (randomblob(?))').run(${LEAVE_OPEN_WAL_BYTES + 64 * 1024}); process.exit(0);`;
  assert.equal(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).status, 0);
  assert.ok(statSync(wal).size > LEAVE_OPEN_WAL_BYTES);
  writeFileSync(transcript, claudeTurn('Rename variable v1 in module 1, then run the tests.', { sessionId: session, cwd: box.project }), { flag: 'a' });
  hook('stop', stop);
  assert.equal(existsSync(wal), false, 'the Stop checkpointed the large log and removed it');
});
