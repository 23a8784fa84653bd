// What Nuzo can say honestly about the network. Its own runtime code opens no sockets; the
// one optional exception is the capture scorer, which only talks to a loopback endpoint
// (lib/capture/scorer.ts refuses any other host at call time). Doctor verifies the
// effective config agrees. It does not, and cannot, claim OS-level isolation: the host
// agents and the tools they run use the network on their own.
import { isLoopbackUrl } from '../../capture/scorer.ts';
import type { CheckResult, DoctorContext } from '../types.ts';

export type NetworkMode = 'disabled' | 'loopback_only' | 'misconfigured';

export type NetworkReport = {
  mode: NetworkMode;
  scorer: { enabled: boolean; loopback: boolean };
  verified_by: string[];
  statement: string;
};

export function networkReport(ctx: DoctorContext): NetworkReport {
  const scorer = ctx.config.capture.scorer;
  const loopback = isLoopbackUrl(scorer.base_url);
  const enabled = scorer.enabled && ctx.config.capture.enabled;
  const mode: NetworkMode = !enabled ? 'disabled' : loopback ? 'loopback_only' : 'misconfigured';
  const verified_by = [
    `effective config: capture.scorer.enabled=${scorer.enabled}, capture.enabled=${ctx.config.capture.enabled}`,
    `capture.scorer.base_url is ${loopback ? 'a loopback address' : 'NOT a loopback address'}`,
    'the scorer refuses non-loopback URLs before connecting (lib/capture/scorer.ts isLoopbackUrl)',
  ];
  const statement =
    mode === 'disabled'
      ? "Nuzo's own code makes no network calls: the optional capture scorer is disabled. This is not OS-level isolation; Claude Code, Codex and their tools use the network independently."
      : mode === 'loopback_only'
        ? "Nuzo's own code makes no network calls except to the capture scorer on this machine's loopback interface. This is not OS-level isolation; Claude Code, Codex and their tools use the network independently."
        : 'The capture scorer is enabled with a non-loopback base_url; Nuzo refuses to call it, so capture falls back to local rules.';
  return { mode, scorer: { enabled, loopback }, verified_by, statement };
}

export function checkNetwork(ctx: DoctorContext): CheckResult {
  const report = networkReport(ctx);
  if (report.mode === 'misconfigured') {
    return { id: 'network', status: 'warn', summary: report.statement, fix: 'Set capture.scorer.base_url to http://127.0.0.1:<port>/v1 or disable the scorer in ~/.nuzo/config.json.' };
  }
  return { id: 'network', status: 'ok', summary: report.mode === 'disabled' ? 'No network: the optional loopback scorer is disabled.' : 'Loopback only: the optional capture scorer targets this machine.' };
}
