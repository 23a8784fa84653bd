// Which way each number in the config moves when capture and recall get stricter, the only
// way a project's own .nuzo/config.json may move it (lib/config.ts, 'narrow'). Smaller is
// not always stricter: a longer min_interval_ms spaces captures further apart, so a project
// that lowers it loosens the per-session rate gate. Every numeric key needs an entry here;
// one without is treated as a key a project cannot set at all.
export type Stricter = 'lower' | 'higher';

export const STRICTER: Readonly<Record<string, Stricter>> = {
  'recall.session_start_limit': 'lower',
  'recall.session_start_max_chars': 'lower',
  'recall.prompt_limit': 'lower',
  // Less time spent waiting on an embedding endpoint or the scorer inside a hook.
  'recall.embeddings.timeout_ms': 'lower',
  'capture.digests_shown': 'lower',
  'capture.min_interval_ms': 'higher',
  'capture.max_captures_per_hour': 'lower',
  'capture.daily_token_budget': 'lower',
  'capture.artifact_bytes_budget': 'lower',
  'capture.emergency_allowance': 'lower',
  'capture.first_sight_max_turns': 'lower',
  'capture.scorer.timeout_ms': 'lower',
  'capture.scorer.max_tokens': 'lower',
  // Unreviewed drafts are kept for fewer days.
  'drafts.expiry_days': 'lower',
  // Fewer receipts, kept for fewer days: less is kept about what went to the model.
  'receipts.max_entries': 'lower',
  'receipts.max_age_days': 'lower',
};

// Whether moving `key` from `current` to `value` makes it stricter (or leaves it as it is);
// null when a project may not set the key at all.
export function isStricter(key: string, current: number, value: number): boolean | null {
  const way = Object.hasOwn(STRICTER, key) ? STRICTER[key] : undefined;
  if (!way) return null;
  return way === 'lower' ? value <= current : value >= current;
}
