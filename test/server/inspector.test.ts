import test from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { devModules } from '../../scripts/dev-tools.mjs';
import { sandbox } from '../support/sandbox.ts';
import { connect, ok, SERVER } from './helpers.ts';

const INSPECTOR = join(devModules(), '@modelcontextprotocol/inspector-cli/build/cli.js');
const run = promisify(execFile);

// The inspector CLI spawns `node` from PATH: put this test's Node first. It also picks its
// own package.json by testing "../package.json" against the working directory (inspector
// 1.0.3), so the project's parent folder gets a placeholder one.
function inspect(box: ReturnType<typeof sandbox>, args: string[]) {
  writeFileSync(join(dirname(box.project), 'package.json'), '{}');
  const env = { ...box.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  return run(process.execPath, [INSPECTOR, '--cli', process.execPath, SERVER, ...args], { cwd: box.project, env, timeout: 60_000 });
}

test('the MCP inspector CLI lists the tools and calls memory_recall', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const s = await connect(box, { elicit: () => ({ action: 'accept', content: { decision: 'confirm' } }) });
  ok(await s.call('memory_remember', { content: 'The user prefers SQLite for local-first prototypes.', kind: 'preference', scope: 'user:default', project_root: box.project }));
  await s.close();

  const listed = JSON.parse((await inspect(box, ['--method', 'tools/list'])).stdout);
  assert.ok(listed.tools.some((tool: { name: string }) => tool.name === 'memory_recall'));
  assert.equal(listed.tools.length, 17);

  const called = JSON.parse((await inspect(box, ['--method', 'tools/call', '--tool-name', 'memory_recall', '--tool-arg', 'query=sqlite prototypes', `project_root=${box.project}`])).stdout);
  assert.equal(called.isError ?? false, false);
  assert.equal(called.structuredContent.results[0].content, 'The user prefers SQLite for local-first prototypes.');
  assert.match(called.content[0].text, /<nuzo-recall nonce=/);
});
