// Hooks have no terminal: a bad config key goes to NUZO_HOME/logs/hooks.log as codes and key
// names, once, and the hook still does its job on the rest of the file (fail open).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSessionStartHook } from '../lib/hooks/session-start.ts';
import { runStopHook } from '../lib/hooks/stop.ts';
import { remember } from '../lib/memory/remember.ts';
import { hookLogPath } from '../lib/paths.ts';
import { sandbox } from './support/sandbox.ts';

test('config problems reach the hook log as codes and key names, once, and the hooks still run', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { session_start_limit: 'lots' }, capture: { scorer: { model: token } , enabled: 'yes' }, bogus: 1 }), { mode: 0o600 });
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  writeFileSync(join(box.project, '.nuzo', 'config.json'), JSON.stringify({ allowed_projects: ['*'] }));
  const input = JSON.stringify({ session_id: 's1', transcript_path: null, cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' });

  const out = runSessionStartHook(input, box.env);
  assert.match(out.stdout, /Run make lint before committing\./, 'the hook still recalls');
  runSessionStartHook(input, box.env);
  runStopHook(JSON.stringify({ session_id: 's1', transcript_path: join(box.root, 'none.jsonl'), cwd: box.project, hook_event_name: 'Stop' }), box.env);

  const log = readFileSync(hookLogPath(box.home), 'utf8');
  const lines = log.trimEnd().split('\n').map((l) => l.replace(/^\S+ /, ''));
  assert.deepEqual(lines, [
    'SessionStart config user wrong_type recall.session_start_limit expected=integer received=string',
    'SessionStart config user wrong_type capture.enabled expected=boolean received=string',
    'SessionStart config user unknown_key bogus',
    'SessionStart config project project_cannot_set allowed_projects',
    'Stop config user wrong_type recall.session_start_limit expected=integer received=string',
    'Stop config user wrong_type capture.enabled expected=boolean received=string',
    'Stop config user unknown_key bogus',
    'Stop config project project_cannot_set allowed_projects',
  ]);
  assert.ok(!log.includes('lots') && !log.includes('ghp_') && !log.includes('yes'), 'no values from the file');
});

test('a clean config writes no log', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open();
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ recall: { session_start_limit: 4 } }), { mode: 0o600 });
  runSessionStartHook(JSON.stringify({ session_id: 's1', cwd: box.project, hook_event_name: 'SessionStart' }), box.env);
  assert.equal(existsSync(hookLogPath(box.home)), false);
});
