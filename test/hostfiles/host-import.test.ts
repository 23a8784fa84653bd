import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitStatements, type LeftOut } from '../../lib/hostfiles/markdown-statements.ts';
import { remember } from '../../lib/memory/remember.ts';
import { writeback } from '../../lib/writeback/index.ts';
import { importHostFiles } from '../../lib/hostfiles/import.ts';
import { hostFilesNotImported, hostFilesToMention } from '../../lib/hostfiles/notice.ts';
import { claudeProjectDir } from '../../lib/hostfiles/sources.ts';
import { sandbox } from '../support/sandbox.ts';

const DOC = `---
description: front matter is not memory
---
# my-app

## Testing

- Use vitest for unit tests, never jest.
- Run the suite before you push:
  \`\`\`sh
  pnpm test
  \`\`\`
- Fixtures:
  - Keep fixtures small and in test/fixtures.

## Commands

| Command | What it does |
|---|---|
| \`pnpm build\` | Builds the app into dist/ |

\`\`\`ts
export const notAMemory = true;
\`\`\`

This service deploys to Fly.io from the main branch. Releases are tagged by CI, e.g. v1.2.3 and never by hand.

## Notes
ok
`;

test('Markdown becomes statements in the user\'s own words: headings beside them, no headings, fences or fragments', () => {
  const leftOut: LeftOut[] = [];
  const statements = splitStatements(DOC, leftOut);
  assert.deepEqual(statements.map((s) => s.text), [
    'Use vitest for unit tests, never jest.',
    'Run the suite before you push: `pnpm test`',
    'Fixtures: Keep fixtures small and in test/fixtures.',
    '`pnpm build`: Builds the app into dist/',
    'This service deploys to Fly.io from the main branch.',
    'Releases are tagged by CI, e.g. v1.2.3 and never by hand.',
  ]);
  assert.deepEqual(statements.map((s) => s.heading), ['Testing', 'Testing', 'Testing', 'Commands', 'Commands', 'Commands']);
  assert.deepEqual(leftOut, [{ line: 29, why: 'fragment' }], 'the lone "ok" is counted, not silently lost');
});

test('a sentence too short to stand alone stays with its neighbour instead of being dropped', () => {
  const doc = '# AGENTS\n\nBuild with `pnpm build`. Releases are tagged from main by CI.\n\n## Project notes\n\nUse pnpm for every install in this repo.\n';
  const leftOut: LeftOut[] = [];
  assert.deepEqual(splitStatements(doc, leftOut).map((s) => s.text), [
    'Build with `pnpm build`. Releases are tagged from main by CI.',
    'Use pnpm for every install in this repo.',
  ]);
  assert.deepEqual(leftOut, []);
  assert.deepEqual(splitStatements('Releases are tagged from main by CI. Build it first.\n').map((s) => s.text), ['Releases are tagged from main by CI. Build it first.']);
});

test('a code span keeps what looks like a tag or emphasis inside it: a command is never cut', () => {
  const doc = [
    '## Commands',
    '',
    '- Test one package: `pnpm test packages/<package>/` from the root',
    '- Vue files start with `<script setup lang="ts">` and <b>nothing</b> else',
    '- Keep `__init__.py` files empty, and **never** edit `*_pb2.py` by hand',
    '- Run tox via uv:',
    '',
    '```sh',
    'uv run tox -e <env>',
    '```',
  ].join('\n');
  assert.deepEqual(splitStatements(doc).map((s) => s.text), [
    'Test one package: `pnpm test packages/<package>/` from the root',
    'Vue files start with `<script setup lang="ts">` and nothing else',
    'Keep `__init__.py` files empty, and never edit `*_pb2.py` by hand',
    'Run tox via uv: `uv run tox -e <env>`',
  ]);
});

test('a paragraph ending in ":" is completed by the one-line code block after a blank line', () => {
  const doc = [
    'To run a single test file, set the TEST variable:',
    '',
    '```sh',
    'TEST=tests/test_x.py make test',
    '```',
    '',
    'Always type-check after a change:',
    '',
    '```bash',
    'pnpm type-check:full    # from the workspace root',
    '```',
    '',
    'Deploy with these steps:',
    '',
    'Nothing else follows this intro here.',
    '',
    'Install everything:',
    '',
    '```sh',
    'pnpm install',
    'pnpm build',
    '```',
  ].join('\n');
  assert.deepEqual(splitStatements(doc).map((s) => s.text), [
    'To run a single test file, set the TEST variable: `TEST=tests/test_x.py make test`',
    'Always type-check after a change: `pnpm type-check:full`',
    'Nothing else follows this intro here.',
    'Install everything: `pnpm install`, `pnpm build`',
  ]);
});

test('"Label: `command`" stands however short it is; empty labels, bare code, headings and links still do not', () => {
  const doc = [
    '# svc',
    '',
    '## Commands',
    '',
    '- Common tests: `uv run tox -e py3.14-common`',
    '- Dev entry: `pnpm run dev`',
    '- Lint: `make lint`',
    '- `pnpm dev`: dev server',
    '- **pnpm**: v10+ (`npm install -g pnpm@10`)',
    '- : `make x`',
    '- `make all`',
    '- [Docs](https://example.com/docs)',
    '- https://example.com/guide',
    '- ## Not a heading either',
    '- Badge: ![ci](https://example.com/ci.svg)',
    '',
    '## Contents',
    '',
    '- Setup: `#setup`',
  ].join('\n');
  const leftOut: LeftOut[] = [];
  assert.deepEqual(splitStatements(doc, leftOut).map((s) => s.text), [
    'Common tests: `uv run tox -e py3.14-common`',
    'Dev entry: `pnpm run dev`',
    'Lint: `make lint`',
    '`pnpm dev`: dev server',
    'pnpm: v10+ (`npm install -g pnpm@10`)',
  ]);
  assert.equal(leftOut.length, 5, 'each dropped line is counted (the badge leaves an intro without a list, the contents are skipped)');
});

test('a paragraph intro carries the bare commands listed under it, and only those', () => {
  const doc = [
    'Run the linters:',
    '',
    '- `ruff check .`',
    '- `mypy src`',
    '- Fix every warning before you commit, not after.',
    '',
    'Commands worth knowing:',
    '- `make`',
    '',
    'Common use cases:',
    '',
    '- Analytics tracking',
    '',
    'Releases are tagged from main by CI.',
    '',
    '- `npm test`',
  ].join('\n');
  assert.deepEqual(splitStatements(doc).map((s) => s.text), [
    'Run the linters: `ruff check .`',
    'Run the linters: `mypy src`',
    'Fix every warning before you commit, not after.',
    'Commands worth knowing: `make`',
    'Releases are tagged from main by CI.',
  ]);
});

test('an intro keeps a short block of shell commands whole; code to read and long recipes are not glued on', () => {
  const doc = [
    'Set up a dev database:',
    '',
    '```bash',
    '$ docker compose up -d db',
    'pnpm db:migrate   # creates the schema',
    '```',
    '',
    'Wrap handlers like this:',
    '',
    '```ts',
    'export const get = handler(async (req) => {',
    '  return ok();',
    '});',
    '```',
    '',
    'Release in this order:',
    '',
    '```sh',
    'pnpm build',
    'pnpm test',
    'pnpm version patch',
    'git push --follow-tags',
    '```',
    '',
    'Use this commit format:',
    '',
    '```',
    'feat(auth)!: drop signInWithEmail',
    'BREAKING CHANGE: signInWithEmail is gone.',
    '```',
    '',
    '- Regenerate the client:',
    '  ```',
    '  pnpm gen',
    '  pnpm fmt',
    '  ```',
  ].join('\n');
  assert.deepEqual(splitStatements(doc).map((s) => s.text), [
    'Set up a dev database: `docker compose up -d db`, `pnpm db:migrate`',
    'Regenerate the client: `pnpm gen`, `pnpm fmt`',
  ]);
});

test('a paragraph that introduces a block not carried keeps its other sentences', () => {
  const doc = [
    'Run `deno task ok` before submitting. This runs:',
    '',
    '- `deno task lint` and the type checks',
    '',
    'Avoid type assertions as they can cause runtime errors. Use type guards instead.',
    '```typescript',
    'callFunction(x as T) // Avoid this',
    'callFunction(y as U) // and this',
    '```',
  ].join('\n');
  assert.deepEqual(splitStatements(doc).map((s) => s.text), [
    'Run `deno task ok` before submitting.',
    '`deno task lint` and the type checks',
    'Avoid type assertions as they can cause runtime errors.',
    'Use type guards instead.',
  ]);
});

test('import-host never proposes Nuzo\'s own write-back block, and a written-back, linked or copied file is not "not imported"', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const userHome = join(box.root, 'home');
  const agents = join(box.project, 'AGENTS.md');
  writeFileSync(agents, '# Guide\n\n- Run the full test suite before tagging a release.\n');
  remember(ctx, { content: 'Use pnpm for every install in this repo.', kind: 'instruction', scope: box.projectScope });
  const input = { home: userHome, projectRoot: box.project, projectScope: box.projectScope };
  assert.equal(importHostFiles(ctx, input).proposed.length, 1);
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project), []);

  writeback(ctx, { root: box.project, scope: box.projectScope, target: 'AGENTS.md', apply: true });
  assert.match(readFileSync(agents, 'utf8'), /Project memory \(from Nuzo\)/);
  const dry = importHostFiles(ctx, { ...input, dry_run: true });
  assert.deepEqual(dry.proposed.map((p) => p.text), [], 'the block is Nuzo\'s own text');
  assert.equal(dry.files[0].statements, 1, 'only the user\'s bullet is read');
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project), [], 'a write-back does not make the file new');

  symlinkSync('AGENTS.md', join(box.project, 'CLAUDE.md'));
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project), [], 'CLAUDE.md linked to AGENTS.md is the same file');
  rmSync(join(box.project, 'CLAUDE.md'));
  writeFileSync(join(box.project, 'CLAUDE.md'), readFileSync(agents, 'utf8'));
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project), [], 'a copy with the same text was imported under the other name');
  assert.deepEqual(hostFilesToMention(box.home, userHome, box.project), []);

  writeFileSync(agents, `${readFileSync(agents, 'utf8')}\n- Tag releases from the main branch only.\n`);
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project), [agents], 'new text of the user\'s own is new');
});

test('import-host proposes drafts from project and user files, once, with policy and dedupe', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const userHome = join(box.root, 'home');
  writeFileSync(join(box.project, 'CLAUDE.md'), DOC);
  mkdirSync(join(box.project, 'node_modules', 'x'), { recursive: true });
  writeFileSync(join(box.project, 'node_modules', 'x', 'AGENTS.md'), '- Never read this vendored file at all please.\n');
  mkdirSync(join(box.project, 'src', 'deep'), { recursive: true });
  writeFileSync(join(box.project, 'src', 'AGENTS.md'), '- The src folder holds only TypeScript sources.\n- The deploy key is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8 for CI.\n- Deploy: `GH_TOKEN=ghp_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2 ./deploy.sh`\n');
  mkdirSync(join(userHome, '.claude'), { recursive: true });
  writeFileSync(join(userHome, '.claude', 'CLAUDE.md'), '- I prefer short answers without summaries.\n');
  const memDir = join(claudeProjectDir(userHome, box.project), 'memory');
  mkdirSync(memDir, { recursive: true });
  writeFileSync(join(memDir, 'MEMORY.md'), '- The staging database is rebuilt every Monday night.\n');

  assert.equal(hostFilesNotImported(box.home, userHome, box.project).length, 2);
  assert.equal(hostFilesToMention(box.home, userHome, box.project).length, 2);
  assert.equal(hostFilesToMention(box.home, userHome, box.project).length, 0, 'mentioned once');

  const input = { home: userHome, projectRoot: box.project, projectScope: box.projectScope };
  const dry = importHostFiles(ctx, { ...input, dry_run: true });
  assert.deepEqual(dry.files.map((f) => f.file).sort(), ['CLAUDE.md', '~/.claude/CLAUDE.md', 'claude memory/MEMORY.md', 'src/AGENTS.md'].sort());
  assert.equal(dry.proposed.length, 9);
  assert.deepEqual(dry.blocked, [{ file: 'src/AGENTS.md', line: 2, code: 'SECRET_DETECTED' }, { file: 'src/AGENTS.md', line: 3, code: 'SECRET_DETECTED' }], 'a short labelled command is kept, so policy must see it');
  assert.equal(ctx.store.db.prepare('SELECT count(*) AS n FROM drafts').get()!.n, 0, 'dry run writes nothing');
  const pref = dry.proposed.find((p) => p.file === '~/.claude/CLAUDE.md')!;
  assert.deepEqual([pref.scope, pref.kind], ['user:default', 'preference']);

  const real = importHostFiles(ctx, input);
  assert.equal(real.proposed.length, 9);
  assert.ok(real.proposed.every((p) => p.draft_id));
  assert.equal(ctx.store.db.prepare('SELECT count(*) AS n FROM memories').get()!.n, 0, 'nothing becomes a memory');
  assert.ok(!JSON.stringify(ctx.store.db.prepare('SELECT * FROM drafts').all()).includes('ghp_'));
  const again = importHostFiles(ctx, input);
  assert.equal(again.proposed.length, 0);
  assert.equal(again.duplicates, 9);
  assert.equal(hostFilesNotImported(box.home, userHome, box.project).length, 0);
});

test('a project file skipped for want of a project is not marked imported: the notice keeps naming it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const userHome = join(box.root, 'home');
  writeFileSync(join(box.project, 'AGENTS.md'), '- Run the full test suite before tagging a release.\n');
  mkdirSync(join(userHome, '.claude'), { recursive: true });
  writeFileSync(join(userHome, '.claude', 'CLAUDE.md'), '- I prefer short answers without summaries.\n');
  const run = importHostFiles(ctx, { home: userHome, projectRoot: box.project, projectScope: null });
  assert.deepEqual(run.files.map((f) => [f.file, f.skipped ?? null]).sort(), [['AGENTS.md', 'PROJECT_UNRESOLVED'], ['~/.claude/CLAUDE.md', null]]);
  assert.deepEqual(hostFilesNotImported(box.home, userHome, box.project).map((p) => p.replace(box.project, '<project>')), ['<project>/AGENTS.md']);
});

test('import-host keeps the section a statement sits under as a tag, never the file\'s title', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const userHome = join(box.root, 'home');
  writeFileSync(join(box.project, 'CLAUDE.md'), DOC);
  writeFileSync(join(box.project, 'AGENTS.md'), '# Agent guide\n\n- Pushes to main ship through the Fly.io pipeline on their own.\n\n### Deployment & Releases\n\n- Pushes to the release branch ship to every region at once.\n');
  importHostFiles(ctx, { home: userHome, projectRoot: box.project, projectScope: box.projectScope });
  const tags = new Map((ctx.store.db.prepare('SELECT content, tags FROM drafts').all() as Array<{ content: string; tags: string }>).map((d) => [d.content, JSON.parse(d.tags)]));
  assert.deepEqual(tags.get('Use vitest for unit tests, never jest.'), ['host-import', 'testing']);
  assert.deepEqual(tags.get('`pnpm build`: Builds the app into dist/'), ['host-import', 'commands']);
  assert.deepEqual(tags.get('Pushes to main ship through the Fly.io pipeline on their own.'), ['host-import'], 'under the title only: no tag');
  assert.deepEqual(tags.get('Pushes to the release branch ship to every region at once.'), ['host-import', 'deployment-releases']);
});
