// memory_doctor over MCP: aggregate diagnostics only. Core's MCP summary already drops
// content, tags, sources, ids and export documents; check summaries can still name
// folders (NUZO_HOME, a git root, Codex config files), so every path but the store's is
// masked here before an agent sees it. Read-only: no write probe, no store creation.
import { z } from 'zod';
import { mcpDoctorSummary, runDoctor } from '../../lib/doctor/index.ts';
import { defineTool } from '../tool.ts';
import { TOOL_NAMES } from './names.ts';

// A path starts at ~/ ./ ../ or / not glued to a word, a colon or another slash (URLs stay).
const PATH_RE = /(?<![\w:/.~])(?:~|\.{1,2})?\/[^\s'"`,;()]*/g;

export function maskPaths(text: string, storePath: string): string {
  return text.replace(PATH_RE, (match) => (match === storePath || match.replace(/[.:]$/, '') === storePath ? match : '<path>'));
}

export const doctorTool = defineTool({
  name: 'memory_doctor',
  title: 'Check Nuzo health',
  description: [
    'Run read-only safety and environment checks of the local Nuzo memory (store readable, schema current, not tracked by git, no network, config valid) and return aggregate counts and check results.',
    'Use it when memory tools fail or the user asks whether Nuzo is set up correctly. It never returns memory content, tags or sources.',
  ].join(' '),
  input: {},
  output: {
    ok: z.boolean(),
    network: z.string(),
    store: z.object({ path: z.string(), readable: z.boolean(), writable_check: z.string(), schema_version: z.number().nullable() }),
    counts: z.object({ active_memories: z.number(), archived_memories: z.number(), total_memories: z.number() }).nullable(),
    checks: z.array(z.object({ id: z.string(), status: z.enum(['ok', 'warn', 'fail']) })),
    warnings: z.array(z.string()),
    tools: z.array(z.string()),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  run: async (_args, rt) => {
    const summary = mcpDoctorSummary(runDoctor({ env: rt.deps.env, home: rt.home, writeCheck: false }));
    const warnings = summary.warnings.map((w) => maskPaths(w, summary.store.path));
    return { ...summary, warnings, tools: [...TOOL_NAMES] };
  },
  fence: false,
  text: (out) =>
    `${out.ok ? 'Nuzo looks healthy' : 'Nuzo has problems'}: ${out.counts ? `${out.counts.active_memories} active, ${out.counts.archived_memories} archived memories` : 'no readable store'}; network ${out.network}.` +
    (out.warnings.length ? `\n${out.warnings.map((w) => `- ${w}`).join('\n')}` : ''),
});
