// What a config file (~/.nuzo/config.json, or a project's .nuzo/config.json) may hold: every
// key, its type and its bounds, written once as a zod schema. Nothing at run time parses
// with it: zod costs a hook or a CLI command 20-40 ms just to load, so
// scripts/config-rules-gen.ts turns this schema into the small rule table in
// lib/config-rules.gen.ts that lib/config-check.ts walks, and test/config-schema.test.ts
// fails when the two drift apart. Defaults live in lib/config.ts (DEFAULT_CONFIG).
import { z } from 'zod';

const int = (min: number, max: number) => z.int().min(min).max(max);
const section = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).partial();

export const CONFIG_FILE_SCHEMA = section({
  disabled: z.boolean(),
  hooks: section({ session_start: z.boolean(), stop: z.boolean(), user_prompt_submit: z.boolean() }),
  recall: section({
    session_start_limit: int(1, 20),
    session_start_max_chars: int(200, 20_000),
    prompt_limit: int(1, 8),
    embeddings: section({
      provider: z.enum(['off', 'static', 'bundled', 'openai-compatible']),
      base_url: z.string().min(1).max(2048),
      model: z.string().min(1).max(200),
      timeout_ms: int(20, 10_000),
    }),
  }),
  capture: section({
    enabled: z.boolean(),
    session_digests: z.boolean(),
    digests_shown: int(0, 10),
    min_interval_ms: int(0, 86_400_000),
    max_captures_per_hour: int(0, 1000),
    daily_token_budget: int(0, 100_000_000),
    artifact_bytes_budget: int(0, 1_000_000_000),
    emergency_allowance: int(0, 100),
    first_sight_max_turns: int(0, 100),
    scorer: section({
      enabled: z.boolean(),
      base_url: z.string().min(1).max(2048),
      model: z.string().min(1).max(200),
      timeout_ms: int(50, 60_000),
      max_tokens: int(1, 4096),
    }),
  }),
  drafts: section({ expiry_days: int(1, 365) }),
  receipts: section({ max_entries: int(0, 100_000), max_age_days: int(1, 365) }),
  disabled_scopes: z.array(z.string().min(1).max(200)).max(1000),
  allowed_projects: z.array(z.string().min(1).max(200)).max(1000),
  confirmation: z.enum(['auto', 'elicitation', 'flag']),
});
