// Issue 24 §3: the review's credentials went in through every door. The Stop hook drafted
// one by itself, `import-host` proposed them from a CLAUDE.md, and `doctor` found "no
// secrets" with the password stored twice. Each door is driven here with real files and a
// real store, and no byte of the secret may be left on disk.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDoctor } from '../../lib/doctor/index.ts';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { importHostFiles } from '../../lib/hostfiles/import.ts';
import { remember } from '../../lib/memory/remember.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { filesContaining } from '../support/files.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { pick } from './samples.ts';
import { buildHooks, type HookBuild } from '../hooks/build.ts';
import { devModules } from '../../scripts/dev-tools.mjs';

const SESSION = '3734f7a5-0000-4000-8000-000000000024';
const password = () => pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 1) + pick('abcdefghijkmnopqrstuvwxyz', 5) + '4' + pick('abcdefghijkmnopqrstuvwxyz', 2) + '&3xK';

function stop(box: Sandbox, transcript: string) {
  const payload = { session_id: SESSION, transcript_path: transcript, cwd: join(box.project, 'src'), hook_event_name: 'Stop', stop_hook_active: false };
  return runStopHook(JSON.stringify(payload), box.env);
}

// One session each: the hook drafts at most a few turns per Stop, and each of these was
// drafted by itself before the rules knew it.
function stopOn(text: string, secret: string) {
  const box = sandbox();
  try {
    const transcript = join(box.root, 'session.jsonl');
    writeFileSync(transcript, claudeTurn(text, { sessionId: SESSION, cwd: box.project }));
    stop(box, transcript);
    return { drafts: listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => d.content), onDisk: filesContaining(box.home, secret) };
  } finally {
    box.cleanup();
  }
}

test('the Stop hook drafts no command-line password, Wi-Fi key or phone number, and leaves no byte of them', () => {
  const pw = password();
  for (const [text, secret] of [
    [`For this repo, always connect with mysql -u root -p${pw} before running migrations.`, pw],
    [`From now on, use mysql -u root -p${pw} for the local database.`, pw],
    [`Always run docker login -u ci -p ${pw} registry.internal before pushing images.`, pw],
    [`Remember that the office Wi-Fi key is ${pw} for every project.`, pw],
    ['Always call the release manager on Telefon 0171 2345678 before a deploy.', '2345678'],
  ] as const) {
    const outcome = stopOn(text, secret);
    assert.deepEqual(outcome.drafts, [], text);
    assert.deepEqual(outcome.onDisk, [], `no byte of the secret on disk after: ${text}`);
  }
  // The same hook still drafts a clean instruction.
  assert.equal(stopOn('For this repo, always run the linter before committing.', 'linter').drafts.length, 1);
});

test('import-host refuses the same lines from a CLAUDE.md and names them by line and code only', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const pw = password();
  const seed = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 12) + '3K7Q';
  writeFileSync(join(box.project, 'CLAUDE.md'), [
    '# Setup',
    '',
    '- Run the test suite with pnpm test before pushing.',
    `- Connect with mysql -u root -p${pw} to the staging database.`,
    `- sshpass -p '${pw}' ssh deploy@10.0.0.5 opens the box.`,
    `- The TOTP secret for the admin account is ${seed}.`,
    '- Refunds go to iban de89 3704 0044 0532 0130 00 from now on.',
    '',
  ].join('\n'));
  const report = importHostFiles(ctx, { home: join(box.root, 'home'), projectRoot: box.project, projectScope: box.projectScope });
  assert.deepEqual(report.proposed.map((p) => p.line), [3]);
  assert.deepEqual(report.blocked.map((b) => [b.line, b.code]), [[4, 'SECRET_DETECTED'], [5, 'SECRET_DETECTED'], [6, 'SECRET_DETECTED'], [7, 'PII_DETECTED']]);
  assert.ok(!JSON.stringify(report).includes(pw));
  for (const secret of [pw, seed, '3704 0044']) assert.deepEqual(filesContaining(box.home, secret), []);
});

test('doctor finds a password stored before the rule existed, in a memory and in a draft', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const pw = password();
  const memory = remember(ctx, { content: 'The staging database is rebuilt every Monday night.', kind: 'fact', scope: USER_SCOPE });
  // Written past the policy, as an older Nuzo did: the Stop hook's draft and its confirmation.
  ctx.store.db.prepare('UPDATE memories SET content = ? WHERE id = ?').run(`Connect with mysql -u root -p${pw} to staging.`, memory.id);
  ctx.store.db.prepare(`INSERT INTO drafts (id, content, content_norm, kind, scope, tags, source, confidence, reason, created_at, expires_at)
    VALUES ('drf_1', 'The deploy host is staging-3.', 'the deploy host is staging-3', 'fact', ?, '[]', 'claude:stop', 0.8, ?, '2026-11-26T00:00:00Z', '2026-12-26T00:00:00Z')`)
    .run(USER_SCOPE, `Said in the session: sshpass -p '${pw}' ssh deploy@host`);
  const report = runDoctor({ home: box.home, env: box.env, writeCheck: false });
  const stored = report.checks.find((c) => c.id === 'secrets.store')!;
  assert.equal(stored.status, 'fail', stored.summary);
  assert.deepEqual([...(stored.details?.ids as string[])].sort(), [memory.id, 'drf_1'].sort());
  assert.match(stored.summary, /^2 of 2 /);
  assert.ok(!JSON.stringify(report).includes(pw));
});

// The bundles as the hosts run them: the format tables (phone metadata here) live in the
// policy-tables sibling bundle and load on the first candidate, inside the Stop hook's process.
let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

test('the bundled Stop hook loads the phone tables on demand and drafts no phone number', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  assert.ok(existsSync(join(built.dir, 'policy-tables.cjs')));
  // The tables are in the sibling only: no hook bundle parses them at start.
  const hasTables = (name: string) => /^abandon$|country_calling_codes|countrySpecs/m.test(readFileSync(join(built.dir, name), 'utf8'));
  assert.equal(hasTables('policy-tables.cjs'), true);
  for (const name of ['hook-stop.cjs', 'hook-session-start.cjs', 'hook-prompt.cjs', 'hook-team-policy.cjs']) assert.equal(hasTables(name), false, name);
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('Always call the release manager on Telefon 0171 2345678 before a deploy.', { sessionId: SESSION, cwd: box.project }));
  const payload = { session_id: SESSION, transcript_path: transcript, cwd: join(box.project, 'src'), hook_event_name: 'Stop', stop_hook_active: false };
  const run = spawnSync(join(devModules(), 'node24/bin/node'), [join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify(payload), env: box.env, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => d.content), []);
  assert.deepEqual(filesContaining(box.home, '2345678'), []);
  // The same bundle drafts a clean instruction, so the hook did run.
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: SESSION, cwd: box.project }));
  spawnSync(join(devModules(), 'node24/bin/node'), [join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify({ ...payload, session_id: SESSION.replace(/4$/, '5') }), env: box.env, encoding: 'utf8' });
  assert.equal(listDrafts(box.open(), [box.projectScope, USER_SCOPE]).length, 1);
});

// The other doors: remember and update, a team file line, and an import document. Each
// refuses the review's shapes with a code and no byte of them written.
test('remember, update, a team file line and an import refuse the same shapes', async (t) => {
  const { updateMemory } = await import('../../lib/memory/update.ts');
  const { parseTeamText } = await import('../../lib/team/parse.ts');
  const { policyRefusal } = await import('../../lib/team/vet.ts');
  const { headerLine, memoryLine, newTeamId } = await import('../../lib/team/format.ts');
  const { importMemories } = await import('../../lib/transfer/index.ts');
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const pw = password();
  const shapes = [`Connect with mysql -u root -p${pw} to staging.`, `sshpass -p '${pw}' ssh deploy@host works.`, 'Anna wohnt in der Hauptstraße 12, 10115 Berlin.', 'Call Dave at Telefon 0171 2345678.'];
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };
  const m = remember(ctx, { content: 'Staging is rebuilt every Monday night.', kind: 'fact', scope: box.projectScope });
  for (const text of shapes) {
    assert.match(String(code(() => remember(ctx, { content: text, kind: 'fact', scope: box.projectScope }))), /_DETECTED$/, text);
    assert.match(String(code(() => updateMemory(ctx, { id: m.id, content: text, confirmed: true, expected_revision: 1 }))), /_DETECTED$/, text);
  }
  const seq = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 29 + 7) % 256);
  const team = parseTeamText([headerLine(), ...shapes.map((content, i) => memoryLine({ id: newTeamId((n) => seq(n).map((b) => (b + i) % 256)), scope: 'team:backend', kind: 'instruction', content, tags: [], source: 'nuzo:team', added: '2026-11-01' }))].join('\n') + '\n');
  assert.equal(team.memories.length, shapes.length);
  for (const tm of team.memories) assert.match(String((policyRefusal(tm) as { code?: string } | null)?.code), /_DETECTED$/, tm.id);
  const at = '2026-01-01T00:00:00.000Z';
  const report = importMemories(ctx, {
    confirmed: true,
    document: { format: 'nuzo-memory-export', version: 1, exported_at: at, memories: shapes.map((content) => ({ scope: box.projectScope, kind: 'fact', content, tags: [], source: 'codex:mcp', created_at: at, updated_at: at, last_used_at: null, archived_at: null })) },
  });
  assert.equal(report.imported, 0);
  assert.equal(report.rejected, shapes.length);
  for (const secret of [pw, '2345678', 'Hauptstraße 12']) assert.deepEqual(filesContaining(box.home, secret), []);
});
