// Bounds and enums, defined once: zod schemas, the CLI, tests and docs read them from here.

export const MEMORY_KINDS = ['preference', 'project_decision', 'fact', 'instruction', 'note'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];
// The kind a memory gets when the person saving it picks none: the CLI's remember and the
// page's "New memory…" both start from it (the page reads it from /api/session).
export const DEFAULT_KIND: MemoryKind = 'note';

export const MEMORY_STATUSES = ['active', 'archived'] as const;
export type MemoryStatus = (typeof MEMORY_STATUSES)[number];

export const LIMITS = {
  contentMaxChars: 8000,
  // Tag and source bounds are upstream Nuzo 1.2's (fabionfsc/nuzo-memory), so anything it
  // stores can be imported here and exported back unchanged.
  tagMaxChars: 64,
  tagsMax: 32,
  sourceMaxChars: 256,
  reasonMaxChars: 500,
  queryMaxChars: 2000,
  queryMaxTerms: 12,
  recallMaxLimit: 50,
  recallDefaultLimit: 8,
  recallHookMinLimit: 1,
  recallHookMaxLimit: 8,
  listMaxLimit: 500,
  agentNameMaxChars: 64,
  importMaxItems: 1_000_000,
  // One MCP message on stdin (a line of JSON-RPC); larger ones are refused and discarded.
  mcpMessageMaxBytes: 8 * 1024 * 1024,
  draftExpiryDays: 14,
  traceRetentionDays: 30,
} as const;
