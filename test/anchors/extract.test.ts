import test from 'node:test';
import assert from 'node:assert/strict';
import { extractPathCandidates, pathCandidate } from '../../lib/anchors/extract.ts';

const cases: Array<[string, string[]]> = [
  ['The CLI entry point is src/cli/main.ts.', ['src/cli/main.ts']],
  ['Run tests with `npm test`; config lives in `tsconfig.base.json` and .eslintrc.json.', ['tsconfig.base.json', '.eslintrc.json']],
  ['Never commit `.env` (see docs/security.md#L12, and lib/store/ for the schema).', ['.env', 'docs/security.md', 'lib/store/']],
  ['Errors point at ./server/tools/recall.ts:42:7 in stack traces.', ['./server/tools/recall.ts']],
  ['Build with the Makefile, not the Dockerfile.', ['Makefile', 'Dockerfile']],
  ['We use Node 22.13 and pnpm 9.1.0, e.g. for v1.2.3 releases, i.e. the LTS.', []],
  ['Docs are at https://example.com/docs/a.md and www.example.org/x.html; mail dev@example.com.', []],
  ['Install @types/node and lodash@4.17.21 from npm:left-pad.', []],
  ['Tests match src/**/*.test.ts and {a,b}.ts; flags like --out-dir=dist/x.js.', []],
  ['Releases are dated 2026/11/20 and split 1/2 between teams.', []],
  ['Read ~/.bashrc and ../other/repo/file.ts, never ../secrets.', []],
  ['The helper reads process.env and calls example.com APIs.', ['process.env']],
  ['Absolute: /home/me/repo/lib/a.ts works.', ['/home/me/repo/lib/a.ts']],
  ['Run `yarn 4` via "scripts/dev.sh", (see bench/hooks-latency.mjs).', ['scripts/dev.sh', 'bench/hooks-latency.mjs']],
];

for (const [text, expected] of cases) {
  test(`extracts ${JSON.stringify(expected)} from: ${text}`, () => {
    assert.deepEqual(extractPathCandidates(text), expected);
  });
}

test('a path named twice is one candidate, and a memory has at most twelve', () => {
  assert.deepEqual(extractPathCandidates('`src/a.ts` then src/a.ts again'), ['src/a.ts']);
  const many = Array.from({ length: 30 }, (_, i) => `src/f${i}.ts`).join(' ');
  assert.equal(extractPathCandidates(many).length, 12);
});

test('words that only look like paths are refused one by one', () => {
  for (const word of ['e.g.', 'etc.', 'a.k.a.', '3.14', 'v2.0.1', 'http://x/y.ts', 'C:\\x\\y.ts', '-rf', '$HOME/x.ts', '.', '/', '..', 'src/../x.ts', 'foo()', 'a|b.ts', 'README', 'github.com']) {
    assert.equal(pathCandidate(word), null, word);
  }
});
