// What the Stop bundle does before it reads a byte of the transcript runs on every turn of
// every session. A regular expression with a Unicode property escape (\p{L}) costs 0.05-0.25 ms
// to create (V8 builds its character sets when the literal is evaluated, and a code cache
// does not keep them), so none is created at the bundle's top level: lib/once.ts builds each on
// first use. esbuild writes top-level declarations at column 0, nested code indented.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildHooks, type HookBuild } from './build.ts';

let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

const TOP_LEVEL_PROPERTY_ESCAPE = /^(?:var|let|const) [\w$]+ = (?:\/.*\\p\{|new RegExp\(.*\\\\p\{)/;

test('the Stop and PreToolUse bundles create no Unicode-property pattern at their top level', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  for (const bundle of ['hook-stop.cjs', 'hook-pre-tool.cjs']) {
    const eager = readFileSync(join(built.dir, bundle), 'utf8').split('\n').filter((line) => TOP_LEVEL_PROPERTY_ESCAPE.test(line));
    assert.deepEqual(eager.map((line) => line.slice(0, 80)), [], `${bundle} builds these at load`);
  }
  // The check itself sees such a line.
  assert.ok(TOP_LEVEL_PROPERTY_ESCAPE.test('var WORD_RE = /[\\p{L}\\p{N}]+/gu;'));
  assert.ok(TOP_LEVEL_PROPERTY_ESCAPE.test('var MARKS = new RegExp("\\\\p{M}+", "gu");'));
  assert.ok(!TOP_LEVEL_PROPERTY_ESCAPE.test('var wordPattern = once(() => /[\\p{L}]+/gu);'));
});
