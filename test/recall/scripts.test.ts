import test from 'node:test';
import assert from 'node:assert/strict';
import type { CoreContext } from '../../lib/context.ts';
import { remember } from '../../lib/memory/remember.ts';
import { forgetMemory } from '../../lib/memory/forget.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { recall } from '../../lib/recall/index.ts';
import { openStore } from '../../lib/store/store.ts';
import { MIGRATIONS } from '../../lib/store/migrations.ts';
import { DatabaseSync } from 'node:sqlite';
import { sandbox, scanning } from '../support/sandbox.ts';

function ids(ctx: CoreContext, query: string, scopes: string[], limit = 8): string[] {
  return recall(ctx, { query, scopes, limit, recordUse: false }).results.map((r) => r.id);
}

const SCRIPTS: Array<{ script: string; memory: string; queries: string[]; other: string }> = [
  { script: 'Japanese', memory: '日本語のメモ: デプロイの前に必ずテストを実行する。', queries: ['日本語', '日本語のメモ', 'テスト', '語'], other: '東京オフィスの会議室は三階にあります。' },
  { script: 'Chinese', memory: '我们的数据库迁移使用 Alembic，每次发布前都要先备份。', queries: ['数据库', '数据库迁移', '备份', '发布前'], other: '前端代码用 pnpm 管理依赖。' },
  { script: 'Thai', memory: 'ภาษาไทยที่ใช้ในเอกสารต้องตรวจคำผิดก่อนเผยแพร่', queries: ['ภาษาไทย', 'เอกสาร', 'ตรวจคำผิด'], other: 'ทีมงานประชุมทุกวันจันทร์ตอนเช้า' },
  { script: 'Korean', memory: '한국어를 공부하는 사람을 위한 문서는 docs/ko 폴더에 있습니다.', queries: ['한국어', '공부', '문서'], other: '배포는 금요일에 하지 않습니다.' },
  { script: 'Hindi', memory: 'हिन्दी अनुवाद की फ़ाइलें locales/hi में रखी जाती हैं।', queries: ['हिन्दी', 'अनुवाद', 'फ़ाइलें'], other: 'टीम की बैठक सोमवार को होती है।' },
];

for (const { script, memory, queries, other } of SCRIPTS) {
  test(`${script} text without spaces between words is found by a word inside it, on the index and on the scan`, (t) => {
    const box = sandbox();
    t.after(() => box.cleanup());
    const ctx = box.open();
    const wanted = remember(ctx, { content: memory, kind: 'fact', scope: box.projectScope });
    remember(ctx, { content: other, kind: 'fact', scope: box.projectScope });
    remember(ctx, { content: 'Deploys go out on Tuesdays; run the test suite first.', kind: 'instruction', scope: box.projectScope });
    for (const query of queries) {
      for (const view of [ctx, scanning(ctx)]) {
        const got = ids(view, query, [box.projectScope]);
        assert.equal(got[0], wanted.id, `${script} "${query}" (${view.store.fts ? 'index' : 'scan'}) found ${got.length} results`);
      }
    }
  });
}

test('a memory mixing scripts is found by either script, and the reason names the match', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const mixed = remember(ctx, { content: 'Stagingのデプロイは東京で金曜日に行う (Fridays).', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'Staging deploys in Berlin run on Mondays.', kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.equal(ids(view, 'デプロイ', [box.projectScope])[0], mixed.id);
    assert.equal(ids(view, '東京 staging', [box.projectScope])[0], mixed.id);
  }
  const [first] = recall(ctx, { query: '東京', scopes: [box.projectScope], recordUse: false }).results;
  assert.match(first.reason, /東京/);
});

test('accents fold both ways: café finds cafe and cafe finds café', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const accented = remember(ctx, { content: 'The café near the office takes card payments only.', kind: 'fact', scope: box.projectScope });
  const plain = remember(ctx, { content: 'Cafe menu JSON lives in fixtures/menu.json.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'The office opens at nine.', kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.deepEqual(new Set(ids(view, 'cafe', [box.projectScope])), new Set([accented.id, plain.id]));
    assert.deepEqual(new Set(ids(view, 'café', [box.projectScope])), new Set([accented.id, plain.id]));
    assert.deepEqual(ids(view, 'Crème brûlée', [box.projectScope]), []);
  }
});

test('emoji are searchable, alone or beside words, with or without a variation selector', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const rocket = remember(ctx, { content: '🚀 release checklist: tag, build, publish.', kind: 'instruction', scope: box.projectScope });
  const heart = remember(ctx, { content: 'Reviews that end with ❤️ mean approved.', kind: 'fact', scope: box.projectScope });
  remember(ctx, { content: 'The release notes live in CHANGELOG.md.', kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    assert.deepEqual(ids(view, '🚀', [box.projectScope]), [rocket.id]);
    assert.equal(ids(view, '🚀 release', [box.projectScope])[0], rocket.id);
    assert.deepEqual(ids(view, '❤', [box.projectScope]), [heart.id]);
    assert.deepEqual(ids(view, '❤️', [box.projectScope]), [heart.id]);
  }
});

test('the index forgets a script memory on delete and follows its update', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: '日本語のメモは wiki にあります。', kind: 'note', scope: box.projectScope });
  const b = remember(ctx, { content: '中文文档在 docs/zh 里。', kind: 'note', scope: box.projectScope });
  updateMemory(ctx, { id: b.id, content: '韓国語の資料は docs/ko にあります。', confirmed: true });
  forgetMemory(ctx, { id: a.id, mode: 'delete', confirmed: true });
  assert.deepEqual(ids(ctx, '日本語', [box.projectScope]), []);
  assert.deepEqual(ids(ctx, '中文', [box.projectScope]), []);
  assert.deepEqual(ids(ctx, '韓国語', [box.projectScope]), [b.id]);
  if (ctx.store.fts) ctx.store.db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('integrity-check', 1)");
});

test('a store from before scripts were searchable migrates: the next open with FTS5 re-indexes it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: '日本語のメモ: 毎週金曜日にリリース。', kind: 'fact', scope: box.projectScope });
  const b = remember(ctx, { content: 'ภาษาไทยที่ใช้ในเอกสาร', kind: 'fact', scope: box.projectScope });
  // Schema v2 as it was: what migrations 1-2 create and nothing later (tables, indexes and
  // columns added since are dropped), and (where FTS5 exists) the two-column index.
  if (ctx.store.fts) ctx.store.db.exec('DROP TABLE memories_fts;');
  downgradeToV2(ctx.store.db);
  ctx.store.db.exec(`DELETE FROM meta WHERE key = 'fts_layout'; PRAGMA user_version = 2;`);
  if (ctx.store.fts) {
    ctx.store.db.exec(`CREATE VIRTUAL TABLE memories_fts USING fts5(content, tags_text, content='memories', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2');
      INSERT INTO memories_fts(memories_fts) VALUES('rebuild');`);
    assert.deepEqual(ids(ctx, '日本語', [box.projectScope]), []);
  }
  ctx.store.close();
  const reopened = { ...ctx, store: openStore({ home: box.home }) };
  t.after(() => reopened.store.close());
  for (const view of [reopened, scanning(reopened)]) {
    assert.deepEqual(ids(view, '日本語', [box.projectScope]), [a.id]);
    assert.deepEqual(ids(view, 'リリース', [box.projectScope]), [a.id]);
    assert.deepEqual(ids(view, 'เอกสาร', [box.projectScope]), [b.id]);
  }
  if (reopened.store.fts) reopened.store.db.exec("INSERT INTO memories_fts(memories_fts, rank) VALUES('integrity-check', 1)");
});

// Drops every table, index and column that migrations after v2 added, whatever they are:
// the v2 schema is rebuilt in memory from MIGRATIONS and compared object by object.
function downgradeToV2(db: { exec(sql: string): void; prepare(sql: string): { all(...a: unknown[]): unknown[] } }): void {
  const v2 = new DatabaseSync(':memory:');
  for (const m of MIGRATIONS) if (m.version <= 2) v2.exec(m.sql);
  const objects = (d: typeof db) => d.prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'memories_fts%'").all() as { type: string; name: string }[];
  const kept = new Set(objects(v2 as unknown as typeof db).map((o) => `${o.type}:${o.name}`));
  const columns = (d: typeof db, table: string) => (d.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  for (const o of objects(db)) if (o.type === 'index' && !kept.has(`index:${o.name}`)) db.exec(`DROP INDEX IF EXISTS ${o.name}`);
  for (const o of objects(db)) {
    if (o.type !== 'table') continue;
    if (!kept.has(`table:${o.name}`)) { db.exec(`DROP TABLE ${o.name}`); continue; }
    const old = new Set(columns(v2 as unknown as typeof db, o.name));
    for (const c of columns(db, o.name)) if (!old.has(c)) db.exec(`ALTER TABLE ${o.name} DROP COLUMN ${c}`);
  }
  v2.close();
}
