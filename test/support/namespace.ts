// Runs a shell script in a new user and mount namespace (`unshare -Urm`), where a test may
// mount a tiny tmpfs (a disk that fills up) or remount a folder read-only without being
// root on the machine. Where the kernel or the container forbids unprivileged namespaces,
// namespaceSkipReason() says so and the tests that need one skip.
import { spawnSync } from 'node:child_process';

export function namespaceSkipReason(): string | null {
  const probe = spawnSync('unshare', ['-Urm', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs /mnt 2>/dev/null || mount -t tmpfs -o size=64k tmpfs /tmp'], { encoding: 'utf8' });
  if (probe.error) return `unshare is not available (${probe.error.message})`;
  if (probe.status !== 0) return `unprivileged user and mount namespaces are not allowed here: ${probe.stderr.trim().split('\n')[0]}`;
  return null;
}

// `script` runs under sh with env; its stdout, stderr and exit code come back.
export function inNamespace(script: string, env: Record<string, string>): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync('unshare', ['-Urm', 'sh', '-c', script], { env, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
