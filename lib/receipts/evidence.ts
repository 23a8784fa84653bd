// Whether a memory handed to the model showed up in what the agent then did: plain evidence
// in the new part of the transcript, read by the Stop hook. A heuristic, and said so:
//   used         the agent's own text or a tool call's input (its command, up to 200
//                characters, and the file paths it names) holds at least two of the memory's
//                distinctive terms (all of them when it has fewer): words of 3+ characters
//                that are not common English function words, and code-like tokens
//                (pnpm, src/app.ts, --force).
//   contradicted a tool call's command matches a confirmed guard of that memory (whether or
//                not the guard stopped it: the agent went against the rule).
// The injected fence itself never counts: both transcript parsers drop Nuzo's recall block
// and hook context before capture sees an event. Pure: the caller hands in the events and
// the memories' texts, and records only the ids.
import { STOPWORDS } from '../recall/stopwords.ts';
import { matchGuards, type ActiveGuard } from '../guards/match.ts';
import { once } from '../once.ts';

export type EvidenceEvent = { kind: string; text?: string; tool?: { command?: string; file_paths: string[] } };
export type EvidenceMemory = { id: string; content: string };
export type Evidence = { used: string[]; contradicted: string[] };

const termPattern = once(() => /[\p{L}\p{N}][\p{L}\p{N}._\/-]*[\p{L}\p{N}]|[\p{L}\p{N}]{3,}/gu);

export function distinctiveTerms(content: string): string[] {
  const terms = new Set<string>();
  for (const match of content.toLowerCase().matchAll(termPattern())) {
    const term = match[0];
    if (term.length < 3 || STOPWORDS.has(term) || /^\d+$/.test(term)) continue;
    terms.add(term);
  }
  return [...terms];
}

export function findEvidence(memories: readonly EvidenceMemory[], guards: readonly ActiveGuard[], events: readonly EvidenceEvent[]): Evidence {
  const agentText: string[] = [];
  const commands: string[] = [];
  for (const event of events) {
    if (event.kind === 'assistant_message' && event.text) agentText.push(event.text);
    if (event.kind === 'tool_call' && event.tool) {
      if (event.tool.command) commands.push(event.tool.command);
      agentText.push([event.tool.command ?? '', ...event.tool.file_paths].join(' '));
    }
  }
  const said = ` ${agentText.join(' ').toLowerCase()} `;
  const used: string[] = [];
  const contradicted: string[] = [];
  for (const memory of memories) {
    const terms = distinctiveTerms(memory.content);
    if (terms.length > 0) {
      const needed = Math.min(2, terms.length);
      let found = 0;
      for (const term of terms) if (containsTerm(said, term) && ++found >= needed) break;
      if (found >= needed) used.push(memory.id);
    }
    const own = guards.filter((g) => g.memory_id === memory.id);
    if (own.length && commands.some((command) => matchGuards(own, { tool: 'shell', command }, own.map((g) => g.scope)))) contradicted.push(memory.id);
  }
  return { used, contradicted };
}

// A whole-token match: "npm" is not found inside "pnpm".
function containsTerm(haystack: string, term: string): boolean {
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(term, from);
    if (at < 0) return false;
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + term.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    from = at + 1;
  }
}
