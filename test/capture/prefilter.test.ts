// lib/capture/prefilter.ts: a capture pattern is run only when the text holds one of the words
// read off its source. The reading must never rule out a text the pattern matches.
import test from 'node:test';
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../../lib/capture/candidates.ts';
import { couldMatch, prefilteredPatterns, requiredLiterals } from '../../lib/capture/prefilter.ts';

const CORPUS = ['statements.jsonl', 'holdout.jsonl'].flatMap((file) =>
  readFileSync(new URL(`../../bench/capture-corpus/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { text: string }).text),
);

test('words are read off alternations, optional parts, small classes and spelled-out groups', () => {
  assert.deepEqual(requiredLiterals(/\b(always|never)\b/i), ['always', 'never']);
  assert.deepEqual(requiredLiterals(/\b(when|if) I\b/i), ['when i', 'if i']);
  assert.deepEqual(requiredLiterals(/colou?r/), ['colour', 'color']);
  assert.deepEqual(requiredLiterals(/standardi[sz]e/i), ['standardise', 'standardize']);
  assert.deepEqual(requiredLiterals(/^[Ff]or (this|that)\b/), ['For this', 'For that', 'for this', 'for that']);
  assert.deepEqual(requiredLiterals(/^(please )?(use|run)\b/i), ['use', 'run']);
  // The rarest of several required parts is kept: "in" is everywhere, "questions" is not.
  assert.deepEqual(requiredLiterals(/\band (ask|let me know)\b.*\bquestions?\b/i), ['question']);
  assert.deepEqual(requiredLiterals(/\bI\s+(like|love)\b/i), ['like', 'love']);
  assert.deepEqual(requiredLiterals(/a\.b\/c/), ['a.b/c']);
  assert.deepEqual(requiredLiterals(/❯\s/), ['❯']);
});

test('of two requirements the one with more letters wins, spaces not counted', () => {
  // " in " (four characters, fewer words) used to beat the verbs, so this pattern compiled for
  // every sentence holding "in".
  const language = /^(?:please |pls |and |also )?(?:always )?(?:respond|reply|answer|talk|speak)(?: to me)? (?:only )?in (?:english|spanish|french|german|portuguese|italian|japanese|chinese|korean|russian|dutch|polish|turkish|hindi|arabic|hebrew|swedish|danish|norwegian|finnish|czech|greek|ukrainian|vietnamese|indonesian|thai)\b/i;
  assert.ok(!(requiredLiterals(language) ?? []).includes(' in '));
  assert.equal(couldMatch(language, 'Rename variable v1 in module 1, then run the tests.'), false);
  assert.equal(couldMatch(language, 'please reply to me only in Spanish'), true);
});

test('what cannot be read safely requires nothing, so no match is ever ruled out', () => {
  const cases: [RegExp, string][] = [
    [/^\s*\d+/, '  42'],
    [/[a-z]+/i, 'Q'],
    [/(foo)?bar|baz*/, 'ba'],
    [/\bk/iu, '\u212A'], // the Kelvin sign matches k under /iu
    [/s/iu, '\u017F'], // so does the long s, which does not lower-case to s
    [/é/i, 'É'],
    [/x/g, 'x'],
    [/x/y, 'x'],
    [new RegExp('[\\q{ab}x]', 'v'), 'ab'],
    [/\u{1F600}?a/u, 'a'],
    [/[^]x/, '\nx'],
    [/a{/, 'a{'],
    [/a{,2}/, 'a{,2}'],
  ];
  for (const [pattern, text] of cases) {
    assert.ok(pattern.test(text), `${pattern} matches ${JSON.stringify(text)}`);
    assert.ok(couldMatch(pattern, text), `${pattern} on ${JSON.stringify(text)} is not ruled out (read as ${JSON.stringify(requiredLiterals(pattern))})`);
  }
  assert.equal(requiredLiterals(/\bk/iu), null);
  assert.equal(requiredLiterals(/é/i), null);
  assert.equal(requiredLiterals(/x/g), null);
  assert.equal(requiredLiterals(/^\s*\d+/), null);
});

// Texts chosen to trip a careless reading: case, Unicode look-alikes, curly quotes, emoji,
// surrogate pairs, punctuation runs and the labelled corpus itself.
const TRICKY = [
  'ALWAYS USE PNPM',
  'From Now On, run the linter',
  'Whenever I push, run the tests',
  'ſtandardize on \u212Aotlin', // long s and Kelvin sign
  'İstanbul is where the server lives',
  'Don’t commit generated files',
  '“Always” use tabs 😀 here',
  '❯ npm test',
  'user@host:~$ ls',
  '',
  ' ',
  '?',
];

test('on the labelled corpus and tricky texts, every registered capture pattern answers as it would unfiltered', () => {
  const patterns = prefilteredPatterns();
  assert.ok(patterns.length >= 50, `registered ${patterns.length}`);
  let ruledOut = 0;
  for (const text of [...CORPUS, ...TRICKY, ...CORPUS.map((t) => t.toUpperCase())]) {
    for (const pattern of patterns) {
      const unfiltered = RegExp.prototype.test.call(pattern, text);
      assert.equal(pattern.test(text), unfiltered, `${pattern} on ${JSON.stringify(text)}`);
      if (!couldMatch(pattern, text)) ruledOut++;
    }
  }
  // Most patterns are ruled out for most sentences: that is the point.
  assert.ok(ruledOut > 0.5 * patterns.length * CORPUS.length, `ruled out ${ruledOut}`);
});

// In a fresh process, as the Stop hook judges its one new turn: a pattern that has run is
// compiled and runs from then on, so only a cold process shows what the prefilter spares.
test('judging a plain task sentence in a fresh process runs no registered pattern whose words it lacks', () => {
  const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
  const script = `
    const { detectCandidates } = await import(${module('../../lib/capture/candidates.ts')});
    const { couldMatch, prefilteredPatterns } = await import(${module('../../lib/capture/prefilter.ts')});
    const registered = new Set(prefilteredPatterns());
    const ran = new Set();
    const exec = RegExp.prototype.exec;
    RegExp.prototype.exec = function (text) {
      ran.add(this);
      return exec.call(this, text);
    };
    const sentence = 'Rename variable v1 in module 1, then run the tests.';
    detectCandidates(sentence, { projectScope: 'project:abcdef0123456789', agentName: 'claude-code', previousAssistant: 'Done.' });
    RegExp.prototype.exec = exec;
    // A prefiltered pattern runs through its matcher, a copy with the same source and flags.
    const same = (a, b) => a.source === b.source && a.flags === b.flags;
    const runs = [...registered].filter((p) => [...ran].some((r) => same(r, p)));
    const needless = runs.filter((p) => !couldMatch(p, sentence)).map(String);
    process.stdout.write(JSON.stringify({ runs: runs.length, needless }));`;
  const child = spawnSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  const { runs, needless } = JSON.parse(child.stdout) as { runs: number; needless: string[] };
  assert.ok(runs > 0);
  assert.deepEqual(needless, []);
});
