// Head hashes kept across checks (lib/anchors/head-memo.ts): a touched file's hash is
// taken once and reused while the file stays as it was, never once it is written again,
// and never for a file written in the last seconds (file clocks tick coarsely).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headMemo } from '../../lib/anchors/head-memo.ts';

test('a memo answers for an unchanged file only, keeps to settled files, and survives the process', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'nuzo-head-memo-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const home = join(dir, 'home');
  const file = join(dir, 'a.ts');
  writeFileSync(file, 'export const a = 1;\n');
  const fresh = statSync(file);
  const memo = headMemo(home, dir);
  memo.set('a.ts', fresh, 'h1');
  assert.equal(memo.get('a.ts', fresh), undefined, 'a file written just now is not remembered');

  const settled = { ...fresh, ctimeMs: Date.now() - 60_000 } as typeof fresh;
  memo.set('a.ts', settled, 'h1');
  assert.equal(memo.get('a.ts', settled), 'h1');
  assert.equal(memo.get('a.ts', { ...settled, mtimeMs: settled.mtimeMs + 1 } as typeof fresh), undefined, 'another mtime');
  assert.equal(memo.get('a.ts', { ...settled, ctimeMs: settled.ctimeMs + 1 } as typeof fresh), undefined, 'written again');
  assert.equal(memo.get('a.ts', { ...settled, size: settled.size + 1 } as typeof fresh), undefined, 'another size');
  memo.save();
  const saved = join(home, 'cache');
  assert.equal(statSync(saved).mode & 0o777, 0o700);
  const [name] = readdirSync(saved);
  assert.equal(statSync(join(saved, name!)).mode & 0o777, 0o600);
  assert.ok(!readFileSync(join(saved, name!), 'utf8').includes('export const'), 'hashes and paths only');
  assert.equal(headMemo(home, dir).get('a.ts', settled), 'h1', 'read back by the next process');
  assert.equal(headMemo(home, join(dir, 'other')).get('a.ts', settled), undefined, 'another project has its own');
});
