// When the e2e tests run. They drive real host CLIs whose hooks get their Node from PATH,
// not from the test runner, so `npm test` runs them once (on its Node 24 pass), not per Node.
import { existsSync } from 'node:fs';
import { CLAUDE_BIN, CODEX_BIN, NODE24_BIN } from './hosts.ts';
import { join } from 'node:path';

export function e2eSkip(): string | false {
  if (process.env.NUZO_E2E === '0') return 'NUZO_E2E=0';
  if (process.env.NUZO_TEST_NODE === '22') return 'e2e tests run once, on the Node 24 pass';
  if (process.platform !== 'linux' || process.arch !== 'x64') return 'the pinned host CLIs and Node packages are linux-x64';
  for (const bin of [CLAUDE_BIN, CODEX_BIN, join(NODE24_BIN, 'node')]) {
    if (!existsSync(bin)) return `${bin} is missing; run npm ci`;
  }
  return false;
}
