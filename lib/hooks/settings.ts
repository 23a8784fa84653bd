// What every hook resolves first (home, project, config), with the config's problems sent
// to the hook log: a hook cannot warn on a terminal, and a bad key must not stop it (the key
// is skipped, the rest applies; `nuzo memory doctor` shows the same problems in words).
import type { Env } from '../paths.ts';
import { resolveSettings, type Settings } from '../session.ts';
import { logConfigProblems } from './log.ts';

export function hookSettings(event: string, env: Env, cwd: string): Settings {
  const settings = resolveSettings({ env, cwd });
  logConfigProblems(settings.home, event, settings.problems);
  return settings;
}
