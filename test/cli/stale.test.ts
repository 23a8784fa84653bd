// `nuzo memory stale` against a real git repository, through the built CLI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cliSandbox } from './helpers.ts';
import { gitRepo } from '../anchors/git-repo.ts';

function setup(t: { after(fn: () => void): void }) {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const repo = gitRepo(box.root);
  repo.write('src/cli/main.ts', 'export function main() { return 0; }\n');
  repo.write('src/store/db.ts', 'export const db = 1;\n');
  repo.write('docs/guide.md', '# Guide\n');
  repo.commit('initial');
  const nuzo = (args: string[], input?: string) => box.nuzo(args, { cwd: repo.root, input });
  const remember = async (text: string) => (await nuzo(['memory', 'remember', text, '--json'])).json.memory.id as string;
  return { box, repo, nuzo, remember };
}

test('stale lists changed and gone memories with their ids and files; git renames become edit drafts with the new path', async (t) => {
  const { repo, nuzo, remember } = setup(t);
  const renamed = await remember('The CLI entry point is src/cli/main.ts.');
  const edited = await remember('The database handle is exported from src/store/db.ts.');
  const deleted = await remember('Contributors read docs/guide.md first.');
  const fresh = await remember('Nothing to see in this note about the weather.');
  assert.ok(fresh);
  assert.deepEqual((await nuzo(['memory', 'stale', '--json'])).json.memories, []);
  repo.git('mv', 'src/cli/main.ts', 'src/cli/entry.ts');
  repo.commit('rename entry');
  repo.write('src/store/db.ts', 'export const db = 2;\n');
  rmSync(join(repo.root, 'docs/guide.md'));
  const run = await nuzo(['memory', 'stale', '--json']);
  assert.equal(run.code, 0, run.stderr);
  const byId = new Map(run.json.memories.map((m: any) => [m.id, m]));
  assert.deepEqual([...byId.keys()].sort(), [renamed, edited, deleted].sort());
  assert.deepEqual((byId.get(renamed) as any).files.map((f: any) => [f.path, f.state]), [['src/cli/main.ts', 'gone']]);
  assert.equal((byId.get(edited) as any).state, 'changed');
  assert.match((byId.get(edited) as any).files[0].since, /^\d{4}-/);
  assert.equal(run.json.rename_drafts.length, 1);
  assert.deepEqual({ ...run.json.rename_drafts[0], draft_id: undefined }, { memory_id: renamed, from: 'src/cli/main.ts', to: 'src/cli/entry.ts', draft_id: undefined });
  const draft = (await nuzo(['drafts', 'list', '--json'])).json.drafts.find((d: any) => d.id === run.json.rename_drafts[0].draft_id);
  assert.equal(draft.content, 'The CLI entry point is src/cli/entry.ts.');
  assert.equal(draft.supersedes.id, renamed);
  // A second run proposes nothing new.
  const again = await nuzo(['memory', 'stale', '--json']);
  assert.equal(again.json.rename_drafts[0].skipped, 'duplicate_draft');
  // Confirming the draft re-anchors the memory to the new path: it is no longer stale.
  assert.equal((await nuzo(['drafts', 'confirm', draft.id, '--json'])).code, 0);
  const after = await nuzo(['memory', 'stale', '--json']);
  assert.ok(!after.json.memories.some((m: any) => m.id === renamed));
});

test('recall --json and the session-start block say which file changed and since when', async (t) => {
  const { repo, nuzo, remember } = setup(t);
  const id = await remember('Release builds start from src/cli/main.ts and the release script.');
  repo.write('src/cli/main.ts', 'export function main() { return 2; }\n');
  const recall = await nuzo(['memory', 'recall', 'release builds', '--json']);
  const hit = recall.json.results.find((r: any) => r.id === id);
  assert.equal(hit.anchors.state, 'changed');
  assert.equal(hit.anchors.files[0].path, 'src/cli/main.ts');
  const start = await nuzo(['memory', 'recall', '--session-start', '--json']);
  assert.match(start.json.block, /\[changed: src\/cli\/main\.ts since \d{4}-\d\d-\d\d\] Release builds/);
});

test('stale --review keeps (re-anchors), edits and archives, each by the user\'s answer', async (t) => {
  const { repo, nuzo, remember } = setup(t);
  const kept = await remember('The database handle is exported from src/store/db.ts.');
  const edited = await remember('The CLI entry point is src/cli/main.ts.');
  const archived = await remember('Contributors read docs/guide.md first.');
  repo.write('src/store/db.ts', 'export const db = 3;\n');
  rmSync(join(repo.root, 'src/cli/main.ts'));
  rmSync(join(repo.root, 'docs/guide.md'));
  const listed = (await nuzo(['memory', 'stale', '--json', '--no-git'])).json.memories.map((m: any) => m.id);
  const answers = listed.map((id: string) => (id === kept ? 'k' : id === edited ? 'e\nThe CLI entry point is src/store/db.ts now.' : 'a')).join('\n') + '\n';
  const run = await nuzo(['memory', 'stale', '--review', '--json', '--no-git'], answers);
  assert.equal(run.code, 0, run.stderr);
  const actions = Object.fromEntries(run.json.decisions.map((d: any) => [d.id, d.action]));
  assert.deepEqual(actions, { [kept]: 'kept', [edited]: 'edited', [archived]: 'archived' });
  assert.deepEqual((await nuzo(['memory', 'stale', '--json'])).json.memories, []);
  const list = (await nuzo(['memory', 'list', '--status', 'archived', '--json'])).json;
  assert.ok(JSON.stringify(list).includes(archived));
});

test('recall and list print the stale mark a person needs, as --json and the page do', async (t) => {
  const { repo, nuzo, remember } = setup(t);
  await remember('The CLI entry point is src/cli/main.ts.');
  repo.git('mv', 'src/cli/main.ts', 'src/cli/index.ts');
  repo.commit('rename entry');
  const recall = await nuzo(['memory', 'recall', 'entry point']);
  assert.equal(recall.code, 0, recall.stderr);
  assert.match(recall.stdout, /1\. \[gone: src\/cli\/main\.ts\] The CLI entry point is src\/cli\/main\.ts\./);
  const list = await nuzo(['memory', 'list']);
  assert.match(list.stdout, /^\[gone: src\/cli\/main\.ts\] The CLI entry point/m);
});
