// How one tool is declared and registered: strict zod input (unknown fields are errors),
// an output schema that also admits the error shape, truthful annotations, and a handler
// whose result becomes structuredContent plus a readable text block. Errors are mapped in
// exactly one place (errorResult), input errors included — see structuredInputErrors.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { NuzoError } from '../lib/errors.ts';
import type { Runtime } from './context.ts';
import { errorResult, inputError, unknownToolError } from './errors.ts';
import { forModel } from './render.ts';
import { outputOf } from './schemas.ts';
import type { ToolName } from './tools/names.ts';

export type ToolSpec<I extends z.ZodRawShape, O extends z.ZodRawShape> = {
  name: ToolName;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean };
  run: (args: z.output<z.ZodObject<I>>, rt: Runtime) => Promise<z.output<z.ZodObject<O>>>;
  // The readable text block; `nonce` is the fence's for this answer (render.ts fenced()).
  text: (out: z.output<z.ZodObject<O>>, nonce: string) => string;
  // Both hosts hand the model structuredContent, not the text block: every string in it is
  // rendered for the model (render.ts), and it sits inside the recall fence unless the tool
  // says it returns no stored text at all (false), or names the fence's header.
  fence?: false | { header: string };
};

export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(spec: ToolSpec<I, O>): ToolSpec<I, O> {
  return spec;
}

const REJECTED = Symbol('nuzo.rejectedInput');
type Rejected = { [REJECTED]: NuzoError };

export function addTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(server: McpServer, rt: Runtime, spec: ToolSpec<I, O>): void {
  const handler = async (args: unknown): Promise<CallToolResult> => {
    if (args && typeof args === 'object' && REJECTED in args) return errorResult((args as Rejected)[REJECTED], spec.name);
    try {
      const out = await spec.run(args as z.output<z.ZodObject<I>>, rt);
      // Whatever a writing tool saved gets its vector after this reply (semantic recall).
      // memory_recall writes only usage: looking for unembedded memories after each one
      // walked every memory (~60 ms at 100k) and held up the next call.
      if (spec.annotations.readOnlyHint === false && spec.name !== 'memory_recall') rt.embedLater();
      else if (spec.name === 'memory_recall') rt.backfillOnce();
      // And the WAL it grew is copied into the database once the session is quiet.
      if (spec.annotations.readOnlyHint === false) rt.checkpointLater();
      const shown = forModel(out as Record<string, unknown>, spec.fence);
      return { content: [{ type: 'text', text: spec.text(out, shown.nonce) }], structuredContent: shown.structured };
    } catch (error) {
      return errorResult(error, spec.name);
    }
  };
  const config = {
    title: spec.title,
    description: spec.description,
    inputSchema: z.object(spec.input).strict(),
    outputSchema: outputOf(spec.output),
    annotations: { title: spec.title, ...spec.annotations, openWorldHint: false },
  };
  (server.registerTool as (name: string, config: unknown, cb: (args: unknown) => Promise<CallToolResult>) => unknown)(spec.name, config, handler);
}

type SdkTool = { inputSchema?: z.ZodType };
type SdkInternals = {
  validateToolInput(tool: SdkTool, args: unknown, name: string): Promise<unknown>;
  createToolError(message: string): CallToolResult;
};

// The SDK (1.32.x) answers schema failures with a bare text error. Parse input ourselves
// and hand a failure to the handler wrapper above, so it leaves through errorResult with
// the same { code, message, details } shape as every other error. What still reaches
// createToolError (unknown tool names; an output that fails its own schema, a bug) gets
// that shape too.
export function structuredInputErrors(server: McpServer): void {
  const internals = server as unknown as SdkInternals;
  internals.validateToolInput = async (tool, args, name) => {
    if (!tool.inputSchema) return undefined;
    const parsed = await tool.inputSchema.safeParseAsync(args ?? {});
    return parsed.success ? parsed.data : ({ [REJECTED]: inputError(parsed.error, name) } satisfies Rejected);
  };
  internals.createToolError = (message) =>
    /^MCP error -32602: Tool .* (not found|disabled)$/s.test(message) ? errorResult(unknownToolError()) : errorResult(new Error('sdk tool error'), 'sdk');
}
