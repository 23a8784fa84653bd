// The config files: every key that was skipped (wrong type, out of bounds, unknown, or not
// a project's to set), one finding per line as the CLI warns it, and who else can read or
// change the user's file. Skipped keys are warnings: Nuzo runs on the rest. A config that
// others can read is tolerated while it holds no secret; one they can write is not, since
// it decides what Nuzo captures, recalls and which local model address it calls.
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { userConfigFile } from '../../config.ts';
import { isSecretFinding, policyFinding } from '../../transfer/scan.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export function checkConfig(ctx: DoctorContext): CheckResult[] {
  const results: CheckResult[] = ctx.configProblems.map((p) => ({
    id: 'config',
    status: 'warn',
    summary: `${tilde(p.path, ctx.env)}: ${p.problem}`,
    fix: p.code === 'invalid_json' || p.code === 'not_object' ? 'Fix the file, or remove it to use the defaults.' : 'Fix or remove that key (docs/configuration.md lists every key with its type).',
    details: { file: p.file, code: p.code, key: p.key },
  }));
  if (results.length === 0) results.push({ id: 'config', status: 'ok', summary: ctx.config.disabled ? 'Config reads cleanly; Nuzo is disabled by it.' : 'Config reads cleanly.' });
  const permissions = checkConfigPermissions(userConfigFile(ctx.home, ctx.env));
  if (permissions) results.push(permissions);
  return results;
}

function checkConfigPermissions(path: string): CheckResult | null {
  let mode: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return null;
    mode = stat.mode & 0o777;
  } catch {
    return null;
  }
  const id = 'config.permissions';
  const fix = `chmod 600 '${path}'`;
  if ((mode & 0o077) === 0) return { id, status: 'ok', summary: 'config.json is private (0600).' };
  if (mode & 0o022) return { id, status: 'fail', summary: `config.json can be changed by other users (mode ${mode.toString(8)}).`, fix };
  if (holdsSecret(path)) return { id, status: 'fail', summary: `config.json is readable by other users and holds what looks like a credential (mode ${mode.toString(8)}).`, fix };
  return { id, status: 'warn', summary: `config.json is readable by other users (mode ${mode.toString(8)}); it holds no secret, but 0600 keeps your settings private.`, fix };
}

// Every key and string value on its own (a URL with a password in it, a token pasted as a
// model name), or the whole text when it is not JSON.
function holdsSecret(path: string): boolean {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return false;
  }
  let strings: string[];
  try {
    strings = stringsOf(JSON.parse(text));
  } catch {
    strings = [text];
  }
  return strings.some((s) => isSecretFinding(policyFinding(s)));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}

function tilde(path: string, env: DoctorContext['env']): string {
  const home = env.HOME?.trim() || homedir();
  return path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
