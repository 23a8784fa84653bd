// memory_remember: the explicit save. Only for what the user asked to have remembered;
// everything inferred goes through drafts and the user's confirmation. Policy (secrets,
// personal data, logs, duplicates, disabled scopes) applies either way, in core.
import { reachableScope } from '../../lib/access.ts';
import { LIMITS } from '../../lib/limits.ts';
import { remember } from '../../lib/memory/remember.ts';
import { contentArg, kindArg, memoryOut, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { memorySummary } from '../render.ts';

export const rememberTool = defineTool({
  name: 'memory_remember',
  title: 'Save a memory the user asked for',
  description: [
    'Save one memory to the local Nuzo store. Call this ONLY when the user explicitly asks you to remember or save something ("remember that…", "save this").',
    'Never call it for things you inferred or noticed yourself: inferred memories are proposed as drafts and are never saved without the user\'s confirmation (see memory_drafts_list).',
    'Write one durable, self-contained statement; choose the narrowest scope (project:auto for this project, user:default for cross-project preferences, ask the user when unclear).',
    'Secrets, credentials, personal data, logs and raw file contents are refused. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    content: contentArg,
    kind: kindArg,
    scope: scopeArg('Where the memory applies.'),
    tags: tagsArg.optional(),
    source: text(LIMITS.sourceMaxChars).optional().describe('Who is saving it, e.g. "claude-code:mcp" or "codex:mcp".'),
    project_root: projectRoot,
  },
  output: { memory: memoryOut },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  run: async (args, rt) => {
    const { ctx, fence } = await rt.scoped(args.project_root);
    const scope = reachableScope(fence, args.scope);
    return { memory: remember(ctx, { content: args.content, kind: args.kind, scope, tags: args.tags, source: args.source }) };
  },
  text: (out) => memorySummary('Saved', out.memory),
});
