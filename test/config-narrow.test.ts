// A repository's .nuzo/config.json may only make capture and recall stricter: each number is
// checked in its own direction (lib/config-narrow.ts). One case per numeric key: a step the
// strict way applies, a step the loose way is ignored, whatever the user's own file says.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { DEFAULT_CONFIG, loadConfig } from '../lib/config.ts';
import { STRICTER } from '../lib/config-narrow.ts';
import { sandbox } from './support/sandbox.ts';

function numericKeys(value: Record<string, unknown>, prefix = ''): Array<[string, number]> {
  return Object.entries(value).flatMap(([k, v]): Array<[string, number]> => {
    if (typeof v === 'number') return [[`${prefix}${k}`, v]];
    if (v && typeof v === 'object' && !Array.isArray(v)) return numericKeys(v as Record<string, unknown>, `${prefix}${k}.`);
    return [];
  });
}

function nested(key: string, value: number): Record<string, unknown> {
  return key.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), value) as Record<string, unknown>;
}

function get(config: unknown, key: string): number {
  return key.split('.').reduce<any>((o, part) => o[part], config) as number;
}

const KEYS = numericKeys(DEFAULT_CONFIG);

test('every numeric config key has a stricter direction, and the table names no other key', () => {
  assert.deepEqual(KEYS.map(([k]) => k).sort(), Object.keys(STRICTER).sort());
});

for (const [key, byDefault] of KEYS) {
  test(`a project config moves ${key} only the stricter way (${STRICTER[key]})`, (t) => {
    const box = sandbox();
    t.after(() => box.cleanup());
    mkdirSync(join(box.project, '.nuzo'), { recursive: true });
    const stricter = STRICTER[key] === 'lower' ? byDefault - 1 : byDefault + 1;
    const looser = STRICTER[key] === 'lower' ? byDefault + 1 : byDefault - 1;
    const load = (value: number) => {
      writeFileSync(join(box.project, '.nuzo', 'config.json'), JSON.stringify(nested(key, value)));
      return loadConfig(box.home, {}, box.project);
    };
    const strict = load(stricter);
    assert.deepEqual(strict.problems, [], key);
    assert.equal(get(strict.config, key), stricter, `${key}: the stricter value applies`);
    const loose = load(looser);
    assert.equal(get(loose.config, key), byDefault, `${key}: the looser value is ignored`);
  });
}

test('a project cannot lower min_interval_ms below what the user set (the rate gate stays)', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ capture: { min_interval_ms: 120_000 } }));
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  writeFileSync(join(box.project, '.nuzo', 'config.json'), JSON.stringify({ capture: { min_interval_ms: 0, max_captures_per_hour: 1000 } }));
  const { config } = loadConfig(box.home, {}, box.project);
  assert.equal(config.capture.min_interval_ms, 120_000);
  assert.equal(config.capture.max_captures_per_hour, 20);
});
