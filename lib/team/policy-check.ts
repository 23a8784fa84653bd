// The core policy every write runs (lib/memory/validate.ts), applied to one team memory: its
// content, then the whole record. Its own module because it pulls in every policy table:
// the read-only hooks (SessionStart, UserPromptSubmit) load it from a sibling bundle only
// when a team memory actually needs a verdict (scripts/build.mjs, lazyTeamPolicy), so a
// session start without a team file, or with its verdicts cached, never pays for them.
import type { TeamMemory } from './format.ts';
import { assertRecordFieldsAllowed, prepareContent, prepareTags, validateSource } from '../memory/validate.ts';
import { TEAM_SOURCE } from './record.ts';

export function assertTeamPolicy(m: TeamMemory): void {
  prepareContent(m.content);
  prepareTags(m.tags);
  validateSource(m.source, TEAM_SOURCE);
  assertRecordFieldsAllowed({ content: m.content, scope: m.scope, tags: m.tags, source: m.source, kind: m.kind });
}
