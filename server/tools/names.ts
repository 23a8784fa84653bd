// The wire names, defined once ([a-z0-9_]: both hosts rewrite or reject anything else).
export const TOOL_NAMES = [
  'memory_remember',
  'memory_recall',
  'memory_recall_hook',
  'memory_list',
  'memory_update',
  'memory_history',
  'memory_forget',
  'memory_forget_many',
  'memory_export',
  'memory_import',
  'memory_doctor',
  'memory_drafts_list',
  'memory_drafts_confirm',
  'memory_drafts_edit',
  'memory_drafts_reject',
  'memory_writeback',
  'memory_propose',
] as const;

export type ToolName = (typeof TOOL_NAMES)[number];
