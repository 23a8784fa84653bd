import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDraft } from '../../lib/drafts/queue.ts';
import { runSessionStartHook } from '../../lib/hooks/session-start.ts';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox } from '../support/sandbox.ts';

function start(cwd: string, env: Record<string, string>) {
  return runSessionStartHook(JSON.stringify({ session_id: 's1', transcript_path: null, cwd, hook_event_name: 'SessionStart', source: 'startup' }), env);
}

test('session start injects this project\'s and the user\'s memories, fenced, read-only, with the drafts count', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const mine = remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  remember(ctx, { content: 'The user prefers concise answers.', kind: 'preference', scope: 'user:default' });
  remember(ctx, { content: 'Another project uses Gradle.', kind: 'fact', scope: 'project:0123456789abcdef' });
  createDraft(ctx, { content: 'Use conventional commits in this repo.', kind: 'instruction', scope: box.projectScope, source: 'claude:capture-suggestion', confidence: 0.8, reason: 'The user stated a recurring rule.' });
  const auditBefore = ctx.store.db.prepare('SELECT COUNT(*) AS n FROM audit_events').get() as { n: number };
  const out = start(join(box.project, 'src', 'deep'), box.env);
  const context = (JSON.parse(out.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } }).hookSpecificOutput;
  assert.equal(context.hookEventName, 'SessionStart');
  assert.match(context.additionalContext, /^<nuzo-recall nonce="[0-9a-f]{12}">/);
  assert.match(context.additionalContext, /Run make lint before committing\./);
  assert.match(context.additionalContext, /The user prefers concise answers\./);
  assert.ok(!context.additionalContext.includes('Gradle'), 'other projects stay out');
  assert.match(context.additionalContext, new RegExp(mine.id));
  assert.match(context.additionalContext, /1 memory suggestion waiting .* \/nuzo:nuzo-review/);
  const auditAfter = ctx.store.db.prepare('SELECT COUNT(*) AS n FROM audit_events').get() as { n: number };
  assert.equal(auditAfter.n, auditBefore.n, 'no audit event from the hook');
  const used = ctx.store.db.prepare('SELECT COUNT(*) AS n FROM memories WHERE last_used_at IS NOT NULL').get() as { n: number };
  assert.equal(used.n, 0, 'no last_used_at from the hook');
});

// With no store yet, the hook creates it for the session's project (so the project is on
// record for the MCP server) and has nothing to say; see test/hooks/session-start-fresh.test.ts.
test('session start prints nothing on a new install (creating the store), when disabled, or when the hook is turned off', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  assert.equal(existsSync(join(box.home, 'memory', 'memories.sqlite')), false);
  assert.equal(start(box.project, box.env).stdout, '');
  assert.equal(existsSync(join(box.home, 'memory', 'memories.sqlite')), true, 'the first session start creates the store');
  const ctx = box.open();
  remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  assert.notEqual(start(box.project, box.env).stdout, '');
  assert.equal(start(box.project, { ...box.env, NUZO_DISABLED: '1' }).stdout, '');
  assert.equal(start(box.project, { ...box.env, NUZO_RECALL: '0' }).stdout, '');
});

test('session start commits nothing, not even a rebuild of a full-text index left stale by an older Node', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  // What a process without FTS5 leaves behind after a write (see lib/store/fts.ts).
  ctx.store.db.exec("INSERT OR REPLACE INTO meta(key, value) VALUES ('fts_dirty', '1')");
  // The first start in a project records that a session opened it (lib/project/seen.ts);
  // later starts within the hour find the record fresh and write nothing at all.
  start(box.project, box.env);
  const version = () => (ctx.store.db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
  const before = version();
  assert.match(start(box.project, box.env).stdout, /Run make lint before committing\./);
  assert.equal(version(), before, 'another connection committed during SessionStart');
  assert.equal((ctx.store.db.prepare("SELECT value FROM meta WHERE key = 'fts_dirty'").get() as { value: string }).value, '1');
});
