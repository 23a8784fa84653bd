// Codex wiring, as far as this machine shows it: the plugin installed and enabled, hooks
// not switched off and trusted (Codex runs plugin hooks only after review), an approval
// mode that lets Nuzo's MCP tools run, and `env_vars` passing every NUZO_* variable the
// user set through to the MCP server (Codex strips the environment). Each problem comes
// with the exact command or setting that fixes it. No Codex home at all: nothing to check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readToml, tableKey, type TomlTables } from '../toml-lite.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const PLUGIN = 'nuzo';

export function codexHome(env: Record<string, string | undefined>): string {
  return env.CODEX_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.codex');
}

function pluginIds(tables: TomlTables): string[] {
  const ids: string[] = [];
  for (const key of tables.keys()) {
    const [head, id, ...rest] = key.split('\u0000');
    if (head === 'plugins' && id && rest.length === 0 && (id === PLUGIN || id.startsWith(`${PLUGIN}@`))) ids.push(id);
  }
  return ids;
}

function installedCopies(home: string): string[] {
  const cache = join(home, 'plugins', 'cache');
  if (!existsSync(cache)) return [];
  const copies: string[] = [];
  for (const market of readdirSync(cache)) {
    const dir = join(cache, market, PLUGIN);
    if (!existsSync(dir)) continue;
    for (const version of readdirSync(dir)) copies.push(join(dir, version));
  }
  return copies;
}

export function checkCodexWiring(ctx: DoctorContext): CheckResult[] {
  const home = codexHome(ctx.env);
  const configPath = join(home, 'config.toml');
  if (!existsSync(configPath)) {
    return [{ id: 'codex.plugin', status: 'ok', summary: `No Codex configuration at ${configPath}; Codex wiring not checked.` }];
  }
  let tables: TomlTables;
  try {
    tables = readToml(readFileSync(configPath, 'utf8'));
  } catch {
    return [{ id: 'codex.plugin', status: 'warn', summary: `${configPath} could not be read.`, fix: `Check the permissions of ${configPath}.` }];
  }
  const results: CheckResult[] = [];
  const ids = pluginIds(tables);
  const enabledId = ids.find((id) => tables.get(tableKey('plugins', id))?.get('enabled') !== false);
  const copies = installedCopies(home);
  if (!enabledId || copies.length === 0) {
    results.push({
      id: 'codex.plugin',
      status: 'warn',
      summary: ids.length && !enabledId ? 'The Nuzo plugin is installed in Codex but disabled.' : 'The Nuzo plugin is not installed in Codex.',
      fix: ids.length && !enabledId ? `Set enabled = true under [plugins."${ids[0]}"] in ${configPath}.` : 'Run: codex plugin marketplace add <nuzo repo> && codex plugin add nuzo@nuzo-marketplace',
    });
  } else {
    results.push({ id: 'codex.plugin', status: 'ok', summary: `Nuzo is installed and enabled in Codex (${enabledId}).` });
  }

  const features = tables.get('features');
  if (features?.get('hooks') === false || features?.get('codex_hooks') === false) {
    results.push({ id: 'codex.hooks_enabled', status: 'warn', summary: 'Codex hooks are turned off, so Nuzo cannot recall at session start or suggest drafts.', fix: `Remove "hooks = false" from [features] in ${configPath}.` });
  } else {
    results.push({ id: 'codex.hooks_enabled', status: 'ok', summary: 'Codex hooks are not turned off.' });
  }

  const trusted = [...tables.entries()].filter(([key, values]) => key.startsWith(tableKey('hooks', 'state')) && key.toLowerCase().includes(PLUGIN) && typeof values.get('trusted_hash') === 'string');
  if (enabledId && trusted.length === 0) {
    results.push({ id: 'codex.hooks_trusted', status: 'warn', summary: "Nuzo's Codex hooks are not trusted yet; Codex will not run them.", fix: 'Start codex, open /hooks and trust the Nuzo SessionStart and Stop hooks (or run once with --dangerously-bypass-hook-trust).' });
  } else if (enabledId) {
    results.push({ id: 'codex.hooks_trusted', status: 'ok', summary: `${trusted.length} Nuzo hook(s) trusted in Codex.` });
  }

  if (enabledId) {
    const serverTable = tables.get(tableKey('plugins', enabledId, 'mcp_servers', PLUGIN));
    const mode = serverTable?.get('default_tools_approval_mode');
    const policy = tables.get('')?.get('approval_policy');
    // Observed twice with different outcomes: Codex 0.169.0 ran Nuzo's tools under "never"
    // in our end-to-end tests, while an earlier probe saw "requires approval, but approval
    // policy is never". So this is advice, not a failure.
    if (policy === 'never' && typeof mode !== 'string') {
      results.push({
        id: 'codex.mcp_approval',
        status: 'ok',
        summary: 'approval_policy is "never" and Nuzo\'s tools have no approval mode of their own; if Codex answers "MCP tool call requires approval, but approval policy is never", set one.',
        fix: `Add to ${configPath}: [plugins."${enabledId}".mcp_servers.${PLUGIN}] default_tools_approval_mode = "approve" (Nuzo still asks you before saving or deleting anything).`,
      });
    } else {
      results.push({ id: 'codex.mcp_approval', status: 'ok', summary: typeof mode === 'string' ? `Nuzo's MCP tools use approval mode "${mode}".` : `Nuzo's MCP tools follow approval_policy "${String(policy ?? 'default')}".` });
    }
  }

  const setVars = Object.keys(ctx.env).filter((k) => k.startsWith('NUZO_') && ctx.env[k]);
  for (const copy of copies) {
    const mcpFile = join(copy, '.codex-mcp.json');
    let passed: string[] = [];
    try {
      const parsed = JSON.parse(readFileSync(mcpFile, 'utf8')) as { mcpServers?: Record<string, { env_vars?: unknown }> };
      const list = parsed.mcpServers?.[PLUGIN]?.env_vars;
      passed = Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      results.push({ id: 'codex.env_vars', status: 'fail', summary: `The installed Codex MCP file ${mcpFile} is missing or unreadable.`, fix: 'Reinstall: codex plugin remove nuzo@nuzo-marketplace && codex plugin add nuzo@nuzo-marketplace' });
      continue;
    }
    const missing = setVars.filter((v) => !passed.includes(v));
    results.push(missing.length
      ? { id: 'codex.env_vars', status: 'fail', summary: `Codex will not pass ${missing.join(', ')} to Nuzo's MCP server (not in env_vars of ${mcpFile}); hooks and server would use different settings.`, fix: 'Update the plugin (codex plugin marketplace upgrade; codex plugin add nuzo@nuzo-marketplace) or unset those variables.' }
      : { id: 'codex.env_vars', status: 'ok', summary: `env_vars passes every NUZO_* variable set here (${setVars.length}) to the MCP server.` });
  }
  return results;
}
