// lib/config-schema.ts (zod) is what a config file may hold; lib/config-rules.gen.ts is the
// table generated from it that lib/config-check.ts walks at run time without zod. These
// tests keep the two the same thing: the committed table is what the generator writes now,
// and for every key and a spread of values the checker accepts exactly what zod accepts.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkConfigFile, type Rule } from '../lib/config-check.ts';
import { CONFIG_RULES } from '../lib/config-rules.gen.ts';
import { CONFIG_FILE_SCHEMA } from '../lib/config-schema.ts';
import { DEFAULT_CONFIG } from '../lib/config.ts';
import { renderConfigRules, RULES_PATH } from '../scripts/config-rules-gen.ts';

test('the committed rule table is what the generator writes from the zod schema', () => {
  assert.equal(readFileSync(RULES_PATH, 'utf8'), renderConfigRules(), "run 'sh scripts/node.sh 24 --experimental-strip-types scripts/config-rules-gen.ts' and rebuild dist");
});

const SAMPLES: unknown[] = [true, false, 0, 1, -1, 2.5, 6, 20, 21, 49, 50, 365, 366, 4096, 1e12, Number.MAX_SAFE_INTEGER, '', 'x', 'auto', 'flag', 'sometimes', 'a'.repeat(201), 'a'.repeat(3000), null, [], ['agent:x'], [''], [1], {}, { x: 1 }];

function leaves(rule: Rule, path: string[] = []): Array<{ path: string[]; rule: Rule }> {
  return Object.entries(rule.properties ?? {}).flatMap(([name, child]) => [{ path: [...path, name], rule: child }, ...(child.type === 'object' ? leaves(child, [...path, name]) : [])]);
}

function at(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

test('the checker accepts exactly what zod accepts, key by key', () => {
  let compared = 0;
  for (const { path } of leaves(CONFIG_RULES)) {
    for (const value of [...SAMPLES, { [path.at(-1)!]: 1 }]) {
      const file = at(path, value);
      const zod = CONFIG_FILE_SCHEMA.safeParse(file).success;
      const ours = checkConfigFile(file).issues.length === 0;
      assert.equal(ours, zod, `${path.join('.')} = ${JSON.stringify(value)}`);
      compared++;
    }
    const unknown = at([...path.slice(0, -1), `${path.at(-1)}_typo`], 1);
    assert.equal(checkConfigFile(unknown).issues.length === 0, CONFIG_FILE_SCHEMA.safeParse(unknown).success);
  }
  assert.ok(compared > 900, String(compared));
});

test('the defaults pass their own schema', () => {
  assert.ok(CONFIG_FILE_SCHEMA.safeParse(DEFAULT_CONFIG).success);
  assert.deepEqual(checkConfigFile(structuredClone(DEFAULT_CONFIG)).issues, []);
});
