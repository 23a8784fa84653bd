import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyOf } from '../../lib/audit.ts';
import { NuzoError } from '../../lib/errors.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { listMemories } from '../../lib/memory/list.ts';
import { remember } from '../../lib/memory/remember.ts';
import { assertSafeExportPath, buildExport, importFile, importMemories, writeExport } from '../../lib/transfer/index.ts';

import { sandbox } from '../support/sandbox.ts';


function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof NuzoError, `expected NuzoError, got ${String(error)}`);
    return error.code;
  }
  assert.fail('expected an error');
}

async function asyncCodeOf(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    assert.ok(error instanceof NuzoError, `expected NuzoError, got ${String(error)}`);
    return error.code;
  }
  assert.fail('expected an error');
}

function seeded(t: { after(fn: () => void): void }) {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: 'The user prefers pnpm over npm.', kind: 'preference', scope: 'user:default', tags: ['tooling'] });
  const b = remember(ctx, { content: 'This repository deploys with GitHub Actions.', kind: 'project_decision', scope: box.projectScope, tags: ['ci', 'deploy'] });
  const c = remember(ctx, { content: 'The staging database is rebuilt every Monday.', kind: 'fact', scope: box.projectScope, tags: ['ci'] });
  forgetMemory(ctx, { id: c.id, mode: 'archive' });
  return { box, ctx, ids: { a: a.id, b: b.id, c: c.id } };
}

const upstreamItemKeys = ['scope', 'kind', 'content', 'tags', 'source', 'confidence', 'created_at', 'updated_at', 'last_used_at', 'archived_at'];

test('an export carries the upstream format, version, exported_at and item fields', (t) => {
  const { ctx } = seeded(t);
  const { document } = buildExport(ctx, { include_archived: true });
  assert.equal(document.format, 'nuzo-memory-export');
  assert.equal(document.version, 1);
  assert.ok(!Number.isNaN(Date.parse(document.exported_at)));
  assert.equal(document.memories.length, 3);
  for (const item of document.memories) {
    for (const key of upstreamItemKeys) assert.ok(key in item, `item has ${key}`);
    assert.equal(item.confidence, 1);
  }
  assert.equal(document.memories.filter((m) => m.archived_at !== null).length, 1);
});

test('export filters by scope, kind, tag and archived status', (t) => {
  const { box, ctx } = seeded(t);
  assert.equal(buildExport(ctx).count, 2);
  assert.equal(buildExport(ctx, { include_archived: true }).count, 3);
  assert.equal(buildExport(ctx, { scopes: ['user:default'] }).count, 1);
  assert.equal(buildExport(ctx, { scopes: [box.projectScope], include_archived: true }).count, 2);
  assert.equal(buildExport(ctx, { kinds: ['fact'], include_archived: true }).count, 1);
  assert.equal(buildExport(ctx, { tags: ['ci'], include_archived: true }).count, 2);
  assert.equal(buildExport(ctx, { tags: ['ci', 'deploy'] }).count, 1);
  assert.equal(codeOf(() => buildExport(ctx, { scopes: ['project:auto'] })), 'INVALID_SCOPE');
  assert.equal(codeOf(() => buildExport(ctx, { kinds: ['opinion'] })), 'INVALID_KIND');
});

test('an export round-trips into another store, and importing it again skips every item', (t) => {
  const { ctx } = seeded(t);
  const { document } = buildExport(ctx, { include_archived: true });
  const other = sandbox();
  t.after(() => other.cleanup());
  const target = other.open();
  const first = importMemories(target, { document });
  assert.deepEqual([first.imported, first.skipped, first.rejected], [3, 0, 0]);
  const second = importMemories(target, { document });
  assert.deepEqual([second.imported, second.skipped, second.rejected], [0, 3, 0]);
  assert.ok(second.items.every((item) => item.status === 'skipped_duplicate' && item.existing_id));
  const again = buildExport(target, { include_archived: true }).document.memories;
  const strip = (m: Record<string, unknown>) => ({ ...m, id: undefined });
  assert.deepEqual(again.map(strip), document.memories.map(strip));
  const imported = listMemories(target, { status: 'all' }).memories[0];
  assert.equal(historyOf(target.store, imported.id)[0].event_type, 'memory.imported');
});

test('equivalence ignores tag order and repeats but not kind, scope or different tags', (t) => {
  const { ctx } = seeded(t);
  const base = { scope: 'user:default', kind: 'preference', content: 'The user prefers pnpm over npm.', source: 'x', confidence: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', last_used_at: null, archived_at: null };
  const report = importMemories(ctx, {
    document: {
      format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-22T00:00:00Z', memories: [
        { ...base, tags: ['tooling', 'Tooling'] },
        { ...base, tags: ['tooling'], kind: 'fact' },
        { ...base, tags: ['other'] },
        { ...base, tags: ['other'] },
      ],
    },
  });
  assert.deepEqual(report.items.map((i) => i.status), ['skipped_duplicate', 'imported', 'imported', 'skipped_duplicate']);
});

test('rejected items are reported by index and code and never echo their text', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  const ok = { scope: 'user:default', kind: 'fact', content: 'The CI runners use Ubuntu 24.04.', tags: [], source: 'x', confidence: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', last_used_at: null, archived_at: null };
  const report = importMemories(ctx, {
    document: {
      format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-22T00:00:00Z', memories: [
        ok,
        { ...ok, content: `The deploy token is ${token}` },
        { ...ok, content: 'Another fact about the runners and their cache.', kind: 'opinion' },
        'not an object',
        { ...ok, content: 'A scope upstream does not know either is refused.', scope: 'workspace:core' },
        { ...ok, content: 'A sensitive memory needs confirmation first.', sensitive: true },
      ],
    },
  });
  assert.deepEqual(report.items.map((i) => [i.index, i.status, i.code ?? null]), [
    [0, 'imported', null],
    [1, 'rejected', 'SECRET_DETECTED'],
    [2, 'rejected', 'INVALID_KIND'],
    [3, 'rejected', 'IMPORT_INVALID'],
    [4, 'rejected', 'INVALID_SCOPE'],
    [5, 'rejected', 'CONFIRMATION_REQUIRED'],
  ]);
  assert.ok(!JSON.stringify(report).includes(token));
  assert.equal(listMemories(ctx, {}).total, 1);
});

test('strict mode and dry runs write nothing', (t) => {
  const { ctx } = seeded(t);
  const { document } = buildExport(ctx, { include_archived: true });
  const other = sandbox();
  t.after(() => other.cleanup());
  const target = other.open();
  const dry = importMemories(target, { document, dry_run: true });
  assert.deepEqual([dry.dry_run, dry.imported], [true, 3]);
  assert.equal(listMemories(target, { status: 'all' }).total, 0);
  const broken = { ...document, memories: [...document.memories, { ...document.memories[0], kind: 'opinion' }] };
  assert.equal(codeOf(() => importMemories(target, { document: broken, strict: true })), 'IMPORT_INVALID');
  assert.equal(listMemories(target, { status: 'all' }).total, 0);
});

test('a scope override or a project remap places items in this machine\'s scopes', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const item = (content: string, scope: string) => ({ scope, kind: 'fact', content, tags: [], source: 'codex:mcp', confidence: 0.8, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', last_used_at: null, archived_at: null });
  const upstream = { format: 'nuzo-memory-export', version: 1, exported_at: '2026-06-13T00:00:00.000Z', memories: [item('The API uses cursor pagination.', 'project:nuzo'), item('The user writes British English.', 'user:default')] };
  const remapped = importMemories(ctx, { document: upstream, remap: { from: 'project:nuzo', to: box.projectScope } });
  assert.equal(remapped.imported, 2);
  assert.deepEqual(listMemories(ctx, { scopes: [box.projectScope] }).memories.map((m) => m.content), ['The API uses cursor pagination.']);
  const overridden = importMemories(ctx, { document: upstream, scope: 'agent:reviewer' });
  assert.equal(overridden.imported, 2);
  assert.equal(listMemories(ctx, { scopes: ['agent:reviewer'] }).total, 2);
  assert.equal(codeOf(() => importMemories(ctx, { document: upstream, scope: 'project:auto' })), 'INVALID_SCOPE');
  const fenced = importMemories(ctx, { document: upstream, scope: 'agent:other', canWrite: (scope) => scope === 'user:default' });
  assert.deepEqual(fenced.items.map((i) => i.code), ['SCOPE_NOT_ALLOWED', 'SCOPE_NOT_ALLOWED']);
});

test('documents of another format or version are refused as a whole', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const document of [null, [], { format: 'other', version: 1, exported_at: '2026-01-01T00:00:00Z', memories: [] }, { format: 'nuzo-memory-export', version: 2, exported_at: '2026-01-01T00:00:00Z', memories: [] }, { format: 'nuzo-memory-export', version: 1, exported_at: 'soon', memories: [] }, { format: 'nuzo-memory-export', version: 1, exported_at: '2026-01-01T00:00:00Z' }]) {
    assert.equal(codeOf(() => importMemories(ctx, { document })), 'IMPORT_INVALID');
  }
});

test('export files are private, atomic, audited with counts only, and withhold rows policy now refuses', (t) => {
  const { box, ctx, ids } = seeded(t);
  const token = 'ghp_' + 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2';
  ctx.store.db.prepare("UPDATE memories SET content = ? WHERE id = ?").run(`Legacy row with ${token}`, ids.b);
  const path = join(box.root, 'backup.json');
  const result = writeExport(ctx, { path, include_archived: true });
  assert.equal(result.count, 2);
  assert.deepEqual(result.withheld, [{ id: ids.b, code: 'SECRET_DETECTED' }]);
  const text = readFileSync(path, 'utf8');
  assert.ok(!text.includes(token));
  assert.equal(JSON.parse(text).memories.length, 2);
  assert.equal(statSync(path).mode & 0o777, 0o600);
  assert.deepEqual(readdirSync(box.root).filter((n) => n.endsWith('.tmp')), []);
  const events = ctx.store.db.prepare("SELECT payload FROM audit_events WHERE event_type = 'memory.exported'").all() as Array<{ payload: string }>;
  assert.equal(events.length, 1);
  assert.deepEqual(JSON.parse(events[0].payload), { count: 2, archived: 1, withheld: 1, format: 'json', files: 1 });
});

test('NDJSON and JSON files import through the same path, with progress; Markdown is not importable', async (t) => {
  const { box, ctx } = seeded(t);
  for (const name of ['all.json', 'all.ndjson', 'all.md']) writeExport(ctx, { path: join(box.root, name), include_archived: true });
  assert.match(readFileSync(join(box.root, 'all.md'), 'utf8'), /^# Nuzo Memory Export/);
  const other = sandbox();
  t.after(() => other.cleanup());
  const target = other.open();
  const phases = new Set<string>();
  const fromNdjson = await importFile(target, join(box.root, 'all.ndjson'), { onProgress: (p) => phases.add(p.phase) });
  assert.equal(fromNdjson.imported, 3);
  assert.deepEqual([...phases].sort(), ['check', 'read', 'write']);
  const fromJson = await importFile(target, join(box.root, 'all.json'));
  assert.equal(fromJson.skipped, 3);
  assert.equal(await asyncCodeOf(() => importFile(target, join(box.root, 'all.md'))), 'IMPORT_INVALID');
});

test('a broken NDJSON line, a null line or a missing header fails the whole file', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const header = JSON.stringify({ format: 'nuzo-memory-export', version: 1, exported_at: '2026-11-22T00:00:00Z' });
  const item = (n: number) => JSON.stringify({ scope: 'user:default', kind: 'fact', content: `Fact number ${n} about the release train.`, tags: [], source: 'x', confidence: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', last_used_at: null, archived_at: null });
  const cases = {
    'broken.ndjson': [header, item(1), '{"scope": "user:def', item(2)],
    'null.ndjson': [header, item(1), 'null', item(2), item(3)],
    'headless.ndjson': [item(1), item(2)],
  };
  for (const [name, lines] of Object.entries(cases)) {
    writeFileSync(join(box.root, name), lines.join('\n') + '\n');
    assert.equal(await asyncCodeOf(() => importFile(ctx, join(box.root, name))), 'IMPORT_INVALID', name);
  }
  assert.equal(listMemories(ctx, {}).total, 0);
});

test('unsafe export paths are refused with PATH_NOT_ALLOWED', (t) => {
  const { box, ctx } = seeded(t);
  const allowed = join(box.root, 'allowed');
  mkdirSync(allowed);
  mkdirSync(join(box.root, 'outside'));
  symlinkSync(join(box.root, 'outside'), join(allowed, 'escape'));
  symlinkSync(join(box.root, 'outside', 'x.json'), join(allowed, 'link.json'));
  const rules = { allowedRoots: [allowed], home: box.home };
  assert.equal(assertSafeExportPath(join(allowed, 'ok.json'), rules), join(allowed, 'ok.json'));
  for (const bad of [
    join(allowed, '..', 'outside', 'x.json'),
    join(allowed, 'escape', 'x.json'),
    join(allowed, 'link.json'),
    join(box.root, 'outside', 'x.json'),
    '/dev/null',
    box.home,
    join(box.home, 'memory', 'memories.sqlite'),
    join(box.home, 'config.json'),
    join(allowed, 'missing-folder', 'x.json'),
    '',
    42,
  ]) {
    assert.equal(codeOf(() => assertSafeExportPath(bad, rules)), 'PATH_NOT_ALLOWED', String(bad));
  }
  assert.equal(codeOf(() => writeExport(ctx, { path: join(box.home, 'memory', 'memories.sqlite') })), 'PATH_NOT_ALLOWED');
  assert.equal(writeExport(ctx, { path: join(box.home, 'exports', 'mine.json') }).count, 2);
  assert.equal(statSync(join(box.home, 'exports')).mode & 0o777, 0o700);
});

test('an export never replaces an existing file unless asked by name, and never writes inside .git', (t) => {
  const { box, ctx } = seeded(t);
  const existing = join(box.root, 'package.json');
  writeFileSync(existing, '{"name":"victim"}\n');
  assert.equal(codeOf(() => writeExport(ctx, { path: existing })), 'PATH_EXISTS');
  assert.equal(readFileSync(existing, 'utf8'), '{"name":"victim"}\n');
  assert.equal(writeExport(ctx, { path: existing, overwrite: true }).count, 2);
  assert.equal(JSON.parse(readFileSync(existing, 'utf8')).format, 'nuzo-memory-export');

  const repo = join(box.root, 'repo-with-git');
  mkdirSync(join(repo, '.git', 'hooks'), { recursive: true });
  mkdirSync(join(repo, 'sub', '.Git'), { recursive: true });
  symlinkSync(join(repo, '.git', 'hooks'), join(repo, 'innocent'));
  for (const path of [join(repo, '.git', 'config'), join(repo, '.git', 'hooks', 'pre-commit'), join(repo, 'sub', '.Git', 'x.json'), join(repo, 'innocent', 'post-merge')]) {
    assert.equal(codeOf(() => writeExport(ctx, { path, overwrite: true })), 'PATH_NOT_ALLOWED', path);
  }
  assert.deepEqual(readdirSync(join(repo, '.git', 'hooks')), []);
  assert.deepEqual(readdirSync(box.root).filter((n) => n.endsWith('.tmp')), [], 'no temp file left behind');
});
