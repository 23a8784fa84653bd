// "remember: we deploy on fridays", "please remember I use fish", "for future reference, tests
// need docker running", "add to your memory that we never squash", "# always use pnpm" (Claude
// Code's old quick-memory prefix): the user asks, in so many words, for something to be kept.
// What follows the ask is the memory; the ask itself is not part of it. "remember to …" and
// "don't forget to …" stay whole (they are instructions as written), and "do you remember …" is a
// question. Pure.

import { mayMatch, prefilter } from './prefilter.ts';

// The user's instruction files, where a rule written is a rule kept ("add to CLAUDE.md that …").
const RULES_FILE = String.raw`(?:the\s+|your\s+|our\s+)?(?:claude\.md|agents\.md|gemini\.md|copilot-instructions\.md|\.cursorrules|\.windsurfrules|\.clinerules|(?:rules|instructions|memory)\s+file|memory\s+bank|project\s+rules)`;
const ASK = new RegExp(String.raw`^(?:(?:please|pls|plz|also|and|oh|btw|ok(?:ay)?)[,\s]+)*(?:remember(?:\s+(?:that|this))?(?!\s+(?:to|when|how|what|where|why|which|if|whether)\b)|(?:do not|don'?t|dont) forget(?:\s+(?:that|this))?(?!\s+(?:to|about)\b)|keep in mind(?:\s+that)?|for (?:future |later )?reference|memori[sz]e(?:\s+(?:this|that))?|(?:save|store|put|keep|add)(?:\s+(?:this|that|it))?\s+(?:to|in|into)\s+(?:your\s+)?memory(?:\s+that)?|(?:add|save)(?:\s+(?:this|that|it))?\s+as\s+a\s+memory|(?:add|put|write|save|note|record)(?:\s+(?:this|that|it|a rule|the rule|a note))?\s+(?:to|in|into)\s+${RULES_FILE}(?:\s+(?:that|saying(?:\s+that)?))?|update\s+${RULES_FILE}\s+to\s+say(?:\s+that)?)\s*[:,.–—-]?\s+(?=\S)`, 'i');
// "fyi …", "note: …", "heads up, …": a weaker lead. The rest is read for itself ("fyi I pushed
// the fix" is news, not a memory); only the lead leaves the draft.
const ASIDE =
  /^(?:(?:also|and|oh|btw)[,\s]+)*(?:(?:a )?note(?:\s+that)?(?=\s*[:,-])|nb|fyi|for the record|for your information|just so you know|heads up)\s*[:,.–—-]?\s+(?=\S)/i;
// Claude Code's "#" prefix: a message of one line with one hash.
const HASH = /^#\s+(?=[^#\s])/;

// What the user asked to keep, without the ask: `strong` when the ask was to remember it,
// which makes the rest a memory whatever its shape; null when the sentence asks nothing.
// `wholeMessage`: the sentence is all the user typed this turn (the "#" prefix counts only
// then: a "# …" line inside a longer message is a heading or a code comment).
export function explicitMemory(sentence: string, wholeMessage = false): { rest: string; strong: boolean } | null {
  const text = sentence.trim();
  // Most sentences hold none of the asks' words: ruled out without compiling them.
  const strong = (mayMatch(ASK, text) ? ASK.exec(text) : null) ?? (wholeMessage && !text.includes('\n') ? HASH.exec(text) : null);
  const lead = strong ?? (mayMatch(ASIDE, text) ? ASIDE.exec(text) : null);
  if (!lead) return null;
  const rest = text.slice(lead[0].length).trim();
  if (rest.split(/\s+/).length < 3 || /\?\s*$/.test(rest)) return null;
  return { rest: rest.charAt(0).toUpperCase() + rest.slice(1), strong: strong !== null };
}

prefilter(ASK, ASIDE);
