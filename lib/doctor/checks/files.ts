// NUZO_HOME and everything in it must be private: folders 0700, files 0600. A permissive
// umask at first run, a copy from a backup or a manual edit can widen them. config.json is
// the exception, judged by what it holds (checks/config.ts): people write it by hand.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { userConfigFile } from '../../config.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

const MAX_ENTRIES = 10_000;

export function checkFiles(ctx: DoctorContext): CheckResult[] {
  let home;
  try {
    home = lstatSync(ctx.home);
  } catch {
    return [{ id: 'home.files', status: 'warn', summary: `NUZO_HOME (${ctx.home}) does not exist yet; the first saved memory creates it.`, fix: "Run 'nuzo memory init'." }];
  }
  if (!home.isDirectory()) {
    return [{ id: 'home.files', status: 'fail', summary: `NUZO_HOME (${ctx.home}) is not a folder.`, fix: 'Point NUZO_HOME at a folder (default ~/.nuzo).' }];
  }
  const wide = { dirs: [] as string[], files: [] as string[] };
  let scanned = 0;
  // The config file is judged by what it holds (checks/config.ts), not by its mode alone.
  const config = userConfigFile(ctx.home, ctx.env);
  let others = 0;
  const walk = (dir: string, rel: string) => {
    const mode = lstatSync(dir).mode;
    if (mode & 0o077) wide.dirs.push(rel || '.');
    for (const name of readdirSync(dir)) {
      if (++scanned > MAX_ENTRIES) return;
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (path === config && stat.isFile()) continue;
      others++;
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) walk(path, rel ? `${rel}/${name}` : name);
      else if (stat.mode & 0o077) wide.files.push(rel ? `${rel}/${name}` : name);
    }
  };
  walk(ctx.home, '');
  // A home made by hand (mkdir, then config.json) holds nothing private yet, and the first
  // store open narrows it to 0700; writable by others it is a risk all the same.
  const onlyConfig = others === 0 && wide.dirs.length === 1 && (lstatSync(ctx.home).mode & 0o022) === 0;
  const store: CheckResult = ctx.probe.exists
    ? { id: 'store.path', status: 'ok', summary: `Store at ${ctx.storePath}.` }
    : { id: 'store.path', status: 'warn', summary: `No store at ${ctx.storePath} yet.`, fix: "Run 'nuzo memory init' or save a memory." };
  const perms: CheckResult =
    wide.dirs.length + wide.files.length === 0
      ? { id: 'home.permissions', status: 'ok', summary: `NUZO_HOME folders are 0700 and files 0600 (${scanned} entries).` }
      : onlyConfig
      ? { id: 'home.permissions', status: 'warn', summary: 'NUZO_HOME is readable by other users; it holds only config.json, and is narrowed to 0700 when the store is created.', fix: `chmod 700 '${ctx.home}'` }
      : {
        id: 'home.permissions',
        status: 'fail',
        summary: `${wide.dirs.length} folder(s) wider than 0700 and ${wide.files.length} file(s) wider than 0600 under NUZO_HOME.`,
        fix: `chmod -R go-rwx '${ctx.home}'`,
        details: { folders: wide.dirs, files: wide.files },
      };
  return [store, perms];
}
