// The tools only development needs (the pinned host CLIs the e2e tests drive, the project's
// own Node 22.13.0 and 24.x, TypeScript, the reference MCP servers) weigh over a gigabyte.
// A host's local plugin install copies the whole plugin folder, node_modules included, so they
// live outside the checkout: tools/dev/package.json and its lockfile pin them, and this script
// installs them with `npm ci` into ${NUZO_DEV_HOME:-${XDG_CACHE_HOME:-~/.cache}/nuzo-dev}/<key>,
// where <key> is the lockfile's hash (checkouts on different pins never share a folder).
// It runs on the machine's Node (20 is enough): `npm ci` at the root calls it as postinstall,
// and scripts/node.sh calls it when the project's Node is missing.
//   node scripts/dev-tools.mjs          install unless already there
//   node scripts/dev-tools.mjs --path   print the folder that holds the tools' node_modules
// scripts/dev-env.sh computes the same folder for shell scripts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_DIR = join(ROOT, 'tools', 'dev');

export function devToolsHome(env = process.env) {
  if (env.NUZO_DEV_HOME) return env.NUZO_DEV_HOME;
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'nuzo-dev');
}

export function devToolsKey() {
  return createHash('sha256').update(readFileSync(join(PACKAGE_DIR, 'package-lock.json'))).digest('hex').slice(0, 16);
}

// The folder whose node_modules/ holds the tools.
export function devToolsDir(env = process.env) {
  return join(devToolsHome(env), devToolsKey());
}

export function devModules(env = process.env) {
  return join(devToolsDir(env), 'node_modules');
}

export function installDevTools(env = process.env) {
  const target = devToolsDir(env);
  if (existsSync(join(target, 'node_modules'))) return { dir: target, installed: false };
  // Install beside the target and rename it into place: a half-finished install is never
  // mistaken for a finished one, and two installs racing each other both end well.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(PACKAGE_DIR, file), join(partial, file));
  const started = Date.now();
  console.error(`nuzo: installing the dev tools (host CLIs, Node 22.13 and 24, TypeScript) into ${target}`);
  const result = npm(['ci', '--no-audit', '--no-fund', '--loglevel=error'], partial, env);
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm ci for the dev tools failed (exit ${result.status ?? result.signal}) in ${partial}`);
  }
  try {
    rmSync(target, { recursive: true, force: true }); // an earlier install that never finished
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'node_modules'))) throw error;
  }
  console.error(`nuzo: dev tools ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return { dir: target, installed: true };
}

// npm hands a lifecycle script its whole configuration as npm_config_* variables. Keep what
// says where and how to fetch (registry, cache, proxy, certificates); drop what says what the
// outer command was doing (its folder, --omit, --package-lock-only, --save…).
const OUTER_ONLY = /^npm_(config_(local_prefix|prefix|global|package_lock.*|dry_run|omit|include.*|production|only|save.*|workspaces?|ignore_scripts|allow_scripts|install_.*|legacy_peer_deps|before)|package_|lifecycle_|command$)/i;

// The npm that is running us when we are a lifecycle script, else the one on PATH.
function npm(args, cwd, env) {
  const clean = Object.fromEntries(Object.entries(env).filter(([key]) => !OUTER_ONLY.test(key)));
  const cli = env.npm_execpath && /npm-cli\.js$/.test(env.npm_execpath) ? [process.execPath, env.npm_execpath] : ['npm'];
  return spawnSync(cli[0], [...cli.slice(1), ...args], { cwd, env: clean, stdio: ['ignore', 'inherit', 'inherit'] });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--path')) {
    console.log(devToolsDir());
  } else if (process.env.npm_config_package_lock_only === 'true' || process.env.npm_config_dry_run === 'true') {
    // `npm install --package-lock-only` still runs postinstall; it must not install anything.
  } else {
    try {
      installDevTools();
    } catch (error) {
      console.error(`nuzo: ${error.message}`);
      process.exit(1);
    }
  }
}
