import test from 'node:test';
import assert from 'node:assert/strict';
import { NuzoError } from '../../lib/errors.ts';
import { remember } from '../../lib/memory/remember.ts';
import { recall } from '../../lib/recall/index.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox, scanning } from '../support/sandbox.ts';

// A small deterministic generator, so a failure names a seed that reproduces it.
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x / 0x100000000;
  };
}

// Code point ranges a query may draw from: ASCII (FTS5 syntax included), controls, Latin
// with combining marks, lone surrogate halves, and the scripts recall cuts into grams.
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], [0x20, 0x7e], [0x00, 0x1f], [0x7f, 0x9f], [0xc0, 0x17f], [0x300, 0x36f], [0xd800, 0xdfff],
  [0x4e00, 0x9fff], [0x3040, 0x30ff], [0xac00, 0xd7a3], [0x0e00, 0x0e7f], [0x0900, 0x097f], [0x0600, 0x06ff],
  [0x0400, 0x04ff], [0x1f300, 0x1faff], [0xfe00, 0xfe0f], [0x2000, 0x206f], [0xfff0, 0xffff],
];

function randomQuery(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const [lo, hi] = RANGES[Math.floor(random() * RANGES.length)];
    const cp = lo + Math.floor(random() * (hi - lo + 1));
    // String.fromCharCode keeps a lone surrogate lone; fromCodePoint for the rest.
    out += cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
    if (random() < 0.2) out += ' ';
  }
  return out;
}

const FIXED = [
  'the and of to a in is it you that',
  'what is this about and how do we do it',
  'x'.repeat(4000),
  'deploy '.repeat(571),
  '日本語'.repeat(1333),
  'a\u0000b\u0001c\u0007d\u001b[31me\u007f',
  '\ud800', '\udfff', 'abc\ud800def', '\ud83d deploy \ude80',
  'Ǆ ǅ ǆ ﬁ ß ẞ İ ı',
  '"', '*', '"deploy"*', 'NEAR(', ')(', '^', '{content}:', '-', 'AND OR NOT', '\'; DROP TABLE memories; --',
  '🚀🔥👨‍👩‍👧‍👦 👍🏽 ❤️ 1️⃣',
  'Ελληνικά Русский عربى עברית हिन्दी বাংলা ਪੰਜਾਬੀ ગુજરાતી ଓଡ଼ିଆ தமிழ் తెలుగు ಕನ್ನಡ മലയാളം සිංහල ไทย ລາວ ខ្មែរ မြန်မာ བོད་ 中文 日本語 한국어 ꆈꌠꁱꂷ ᠮᠣᠩᠭᠣᠯ ትግርኛ ᏣᎳᎩ',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u202e\u2066deploy\u2069',
  ' \t\n ',
];

test('recall answers every query (stopwords, 4,000 characters, controls, lone surrogates, every script) with results or a structured error', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  for (const content of [
    'Deploys go out on Tuesdays after the staging run.',
    '日本語のメモ: デプロイの前にテストを実行する。',
    '数据库迁移使用 Alembic。',
    'ภาษาไทยที่ใช้ในเอกสาร',
    '한국어 문서는 docs/ko 에 있습니다.',
    'हिन्दी अनुवाद locales/hi में है।',
    '🚀 release checklist',
    'Le café ouvre à 9h.',
  ]) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  const random = rng(20261122);
  const queries = [...FIXED, ...Array.from({ length: 250 }, (_, i) => randomQuery(random, 1 + Math.floor(random() * (i % 10 === 0 ? 3000 : 40))))];
  for (const view of [ctx, scanning(ctx)]) {
    for (const [i, query] of queries.entries()) {
      let out: ReturnType<typeof recall>;
      try {
        out = recall(view, { query, scopes: [box.projectScope, USER_SCOPE], limit: 10, recordUse: i % 2 === 0 });
      } catch (error) {
        assert.ok(error instanceof NuzoError, `query ${i} (${view.store.fts ? 'index' : 'scan'}) threw ${String(error)}`);
        assert.match(error.code, /^[A-Z_]+$/);
        assert.equal(typeof error.message, 'string');
        continue;
      }
      assert.ok(Array.isArray(out.results) && out.results.length <= 10, `query ${i}`);
      for (const r of out.results) assert.ok(r.score >= 0 && r.score <= 1 && typeof r.reason === 'string', `query ${i}`);
    }
  }
});

test('a query of stopwords only, or of nothing searchable, finds nothing rather than everything', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'The deploy runs on Tuesdays.', kind: 'fact', scope: box.projectScope });
  for (const view of [ctx, scanning(ctx)]) {
    for (const query of ['the and of', 'what is it', '?!…', '\u0000\u0001', '\ud800']) {
      assert.deepEqual(recall(view, { query, scopes: [box.projectScope], recordUse: false }).results, [], JSON.stringify(query));
    }
  }
});

test('index and scan rank the same on queries in many scripts', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('needs FTS5 to compare with');
  const contents = [
    '日本語のメモ: デプロイの前にテストを実行する。', '日本語の資料は wiki にあります。', 'テストは CI で実行する。',
    '数据库迁移使用 Alembic。', '数据库备份每天一次。', 'ภาษาไทยที่ใช้ในเอกสาร', 'เอกสารอยู่ใน docs/th',
    '한국어 문서는 docs/ko 에 있습니다.', '한국어 번역은 금요일에 합니다.', '🚀 release checklist', '🚀 launch day notes',
  ];
  for (const content of contents) remember(ctx, { content, kind: 'fact', scope: box.projectScope });
  for (const query of ['日本語', 'テスト 実行', '数据库', 'เอกสาร', '한국어', '🚀', 'docs']) {
    const viaIndex = recall(ctx, { query, scopes: [box.projectScope], recordUse: false }).results.map((r) => r.id);
    const viaScan = recall(scanning(ctx), { query, scopes: [box.projectScope], recordUse: false }).results.map((r) => r.id);
    assert.ok(viaIndex.length > 0, query);
    assert.deepEqual(viaScan, viaIndex, query);
  }
});

test('a question with more terms than recall keeps plans the same rarest terms on the index and the scan', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  if (!ctx.store.fts) return t.skip('needs FTS5 to compare with');
  const long = ['configuration', 'deployment', 'environment', 'application', 'infrastructure', 'documentation', 'performance', 'repository', 'integration', 'development', 'monitoring', 'dependencies'];
  for (let i = 0; i < 30; i++) remember(ctx, { content: `Note ${i}: the ${long[i % 12]} and ${long[(i * 5 + 1) % 12]} and ${long[(i * 7 + 2) % 12]} pages were reviewed on day ${i}.`, kind: 'fact', scope: box.projectScope });
  const yak = remember(ctx, { content: 'The yak shaving script lives in tools/yak; ask Kim before running it.', kind: 'instruction', scope: box.projectScope });
  const query = `Where does the ${long.join(' ')} guide say the yak script lives, and who is Kim?`;
  const viaIndex = recall(ctx, { query, scopes: [box.projectScope], recordUse: false });
  const viaScan = recall(scanning(ctx), { query, scopes: [box.projectScope], recordUse: false });
  assert.deepEqual([...viaScan.terms].sort(), [...viaIndex.terms].sort());
  assert.ok(viaIndex.terms.includes('yak') && viaIndex.terms.includes('kim'));
  assert.equal(viaScan.results[0]?.id, yak.id);
  assert.deepEqual(viaScan.results.map((r) => r.id), viaIndex.results.map((r) => r.id));
});
