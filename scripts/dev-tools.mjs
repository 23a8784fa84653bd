// What development needs lives outside the checkout, because a host's local plugin install
// copies the whole plugin folder (Codex copies .git too):
// - the dev tools (the pinned host CLIs the e2e tests drive, the project's own Node 22.13.0
//   and 24.x, TypeScript, esbuild, the reference MCP servers), over a gigabyte, pinned by
//   tools/dev/package-lock.json and installed in <home>/<key>;
// - the build inputs the bundles in dist/ are made from (the MCP SDK, zod and the rest, 32 MB
//   and ~4,000 files), pinned by tools/build/package-lock.json and installed in
//   <home>/build-<key>-<checkout>, then reached through a node_modules link in the checkout.
//   Both hosts skip a linked node_modules when they copy a checkout, so an install from one
//   weighs what the plugin needs.
// <home> is ${NUZO_DEV_HOME:-${XDG_CACHE_HOME:-~/.cache}/nuzo-dev} and <key> the lockfile's
// hash, so checkouts on different pins never share a folder. The build inputs get a folder per
// checkout as well: npm empties whatever a node_modules link points at when it next runs
// `npm ci` or `npm install` in the checkout, and that must not reach another checkout's copy.
// It runs on the machine's Node (20 is enough): `npm ci` at the root calls it as postinstall,
// and scripts/node.sh calls it when something is missing.
//   node scripts/dev-tools.mjs          install what is missing and link node_modules
//   node scripts/dev-tools.mjs --path   print the folder that holds the tools' node_modules
// scripts/dev-env.sh computes the dev tools' folder for shell scripts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_DIR = join(ROOT, 'tools', 'dev');
const BUILD_PACKAGE_DIR = join(ROOT, 'tools', 'build');

export function devToolsHome(env = process.env) {
  if (env.NUZO_DEV_HOME) return env.NUZO_DEV_HOME;
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'nuzo-dev');
}

function lockKey(packageDir) {
  return createHash('sha256').update(readFileSync(join(packageDir, 'package-lock.json'))).digest('hex').slice(0, 16);
}

export function devToolsKey() {
  return lockKey(PACKAGE_DIR);
}

// The folder whose node_modules/ holds the tools.
export function devToolsDir(env = process.env) {
  return join(devToolsHome(env), devToolsKey());
}

export function devModules(env = process.env) {
  return join(devToolsDir(env), 'node_modules');
}

// The folder whose node_modules/ holds this checkout's build inputs.
export function buildInputsDir(env = process.env) {
  const checkout = createHash('sha256').update(realpathSync(ROOT)).digest('hex').slice(0, 8);
  return join(devToolsHome(env), `build-${lockKey(BUILD_PACKAGE_DIR)}-${checkout}`);
}

// Complete means npm finished (it writes node_modules/.package-lock.json last) and every
// package the lockfile requires is there (optional ones are for other platforms or may fail):
// a folder npm emptied through the link is not.
function complete(dir, packageDir) {
  const modules = join(dir, 'node_modules');
  if (!existsSync(join(modules, '.package-lock.json'))) return false;
  const lock = JSON.parse(readFileSync(join(packageDir, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages).every(([path, entry]) => !path || entry.optional || existsSync(join(dir, path, 'package.json')));
}

function install(target, packageDir, what, env) {
  if (complete(target, packageDir)) return { dir: target, installed: false };
  // Install beside the target and rename it into place: a half-finished install is never
  // mistaken for a finished one, and two installs racing each other both end well.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(packageDir, file), join(partial, file));
  const started = Date.now();
  console.error(`nuzo: installing ${what} into ${target}`);
  const result = npm(['ci', '--no-audit', '--no-fund', '--loglevel=error'], partial, env);
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm ci for ${what} failed (exit ${result.status ?? result.signal}) in ${partial}`);
  }
  try {
    rmSync(target, { recursive: true, force: true }); // an earlier install that never finished
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!complete(target, packageDir)) throw error;
  }
  console.error(`nuzo: ${what} ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return { dir: target, installed: true };
}

export function installDevTools(env = process.env) {
  return install(devToolsDir(env), PACKAGE_DIR, 'the dev tools (host CLIs, Node 22.13 and 24, TypeScript, esbuild)', env);
}

// Installs the build inputs if needed and points the checkout's node_modules at them. A real
// node_modules folder there is what npm left of an install before the link (the root
// package.json declares no packages), so it is replaced.
export function installBuildInputs(env = process.env) {
  const target = buildInputsDir(env);
  const result = install(target, BUILD_PACKAGE_DIR, 'the packages the bundles are built from', env);
  const link = join(ROOT, 'node_modules');
  const wanted = join(target, 'node_modules');
  let current = null;
  try {
    current = lstatSync(link);
  } catch {
    // no node_modules yet
  }
  if (current?.isSymbolicLink() && readlinkSync(link) === wanted) return result;
  if (current) rmSync(link, { recursive: true, force: true });
  symlinkSync(wanted, link, 'dir');
  return result;
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
      installBuildInputs();
    } catch (error) {
      console.error(`nuzo: ${error.message}`);
      process.exit(1);
    }
  }
}
