// A pick made by quoting: the agent closes with a list of things it could do or choose ("If you
// want, I can: - Stop sharing the leftover height with past events - Shrink the text"), and the
// user answers with one of those lines, pasted back or said again in their own order ("Let's
// refactor the database usage to avoid blocking the main thread."). Read as a quote of the
// agent it says nothing (echo.ts); read against the list, it picks one line of it. Pure: the
// user's text and the agent's message in, the chosen line out.

import { prefilter } from './prefilter.ts';

// Only the end of the message holds the offer, and only a short reply is a pick.
const TAIL_CHARS = 2500;
const MAX_PICK_CHARS = 400;
// The agent offered choices: a list after one of these words is what it asks the user to pick from.
const OFFER_CUE =
  /\b(?:i can|i could|you could|options?|either|would you like|let me know|want me to|if you want|if you'?d like|which\b[^?]{0,80}\?|do you want|prefer|shall i|should i)/i;
const ITEM = /^\s*(?:[-*•]|\d{1,2}[.)]|[a-hA-H][.)])\s+(.+)$/;
// Words a pick adds in front of the line it picks.
const PICK_LEAD = /^(?:(?:ok(?:ay)?|yes|yeah|sure|great|perfect|alright)[,.!]?\s+)?(?:(?:let'?s|lets|please|pls|i'?d like (?:you )?to|go with|do|i want (?:you )?to|we should)\s+)*/i;
const STOP = new Set(
  'the a an and or of to for with in on at by it its that this these those be is are was were as so if then than from into your you my our we i can could would will should any all some more most also just only too very not no yes do does did have has had there their them they which what when where how'.split(' '),
);
// At least this share of the line's own words must be in the reply, and the reply may add only
// a few words of its own: a longer reply is a statement that shares a topic, not a pick.
const MIN_SHARE = 0.75;
const MAX_EXTRA_WORDS = 4;
const MIN_LINE_WORDS = 3;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

type Offer = { lines: string[]; question: string | null; nextSteps: boolean };
// "Would you like me to: 1. Add features 2. Create the API routes", "Let me know what you'd like
// to focus on next": a list of the agent's next pieces of work, not of ways the product could be.
const NEXT_STEPS_INTRO =
  /\b(?:would you like me to|do you want me to|want me to|shall i|should i|next steps?|what (?:would you like|do you want|should we|shall we)(?: me)? to (?:do|focus on|tackle|work on|start with)|(?:like|want) to (?:focus on|tackle|work on|do) next)\b/i;

function offeredLines(assistantText: string): Offer {
  const tail = assistantText.slice(-TAIL_CHARS);
  const lines = tail.split(/\r?\n/);
  // The last list of the message, and the text before it must offer something.
  let end = lines.length - 1;
  while (end >= 0 && !ITEM.test(lines[end] as string)) end--;
  if (end < 0) return { lines: [], question: null, nextSteps: false };
  let start = end;
  while (start > 0 && (ITEM.test(lines[start - 1] as string) || /^\s{2,}\S/.test(lines[start - 1] as string))) start--;
  const before = lines.slice(Math.max(0, start - 4), start).join(' ');
  const after = lines.slice(end + 1).join(' ');
  if (!OFFER_CUE.test(before) && !OFFER_CUE.test(after)) return { lines: [], question: null, nextSteps: false };
  // The question the list answers, when one stands right above it ("Which behaviour do you want
  // when Ollama is missing?"): the pick means little without it.
  const above = ((lines[start - 1] ?? '').replace(/[*_`]/g, '').trim().split(/(?<=[.!:])\s+/).pop() ?? '').trim();
  const question = above.endsWith('?') && above.split(/\s+/).length <= MAX_QUESTION_WORDS ? above : null;
  return {
    lines: lines
      .slice(start, end + 1)
      .map((line) => ITEM.exec(line)?.[1]?.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim() ?? '')
      .filter(Boolean),
    question,
    nextSteps: NEXT_STEPS_INTRO.test(lines.slice(Math.max(0, start - 2), start).join(' ')) || NEXT_STEPS_INTRO.test(after),
  };
}
const MAX_QUESTION_WORDS = 16;

// Whether a reply could repeat a line the agent offered, without reading that message: short,
// one paragraph, and opening (after "let's", "ok", "please") with a verb, as the lines of an
// offer do ("Refactor …", "Stop sharing …"), not with a subject ("The build is slow …") or
// thanks. Runs on most turns of a Stop, so it compiles no pattern of its own.
const LEAD_WORDS = new Set(['ok', 'okay', 'yes', 'yeah', 'sure', 'great', 'perfect', 'alright', "let's", 'lets', 'please', 'pls', 'go', 'with', 'do']);
const SUBJECT_WORDS = new Set(
  "i we you it its it's they he she this that these those the a an my our your their there here thanks thank thx looks look sounds seems great nice cool perfect awesome ok okay yes no why what how where when which who is are was were does did can could would will should".split(' '),
);
export function mayRepeatOffer(userText: string): boolean {
  const text = userText.trim();
  if (text.length === 0 || text.length > MAX_PICK_CHARS || text.includes('\n\n') || text.endsWith('?')) return false;
  const tokens = text.toLowerCase().split(' ').map((t) => t.replace(/[,.!:;]+$/, ''));
  let first = 0;
  while (first < tokens.length - 1 && LEAD_WORDS.has(tokens[first] as string)) first++;
  if (SUBJECT_WORDS.has(tokens[first] as string)) return false;
  return words(tokens.slice(first).join(' ')).length >= MIN_LINE_WORDS;
}

// The one offered line the reply picks (null: none, or two alike), with the question right
// above the list if there was one and whether the list was the agent's next pieces of work.
export function offeredPick(userText: string, assistantText: string | undefined): { line: string; question: string | null; nextSteps: boolean } | null {
  const text = userText.trim();
  if (!assistantText || text.length === 0 || text.length > MAX_PICK_CHARS || text.includes('\n\n')) return null;
  const reply = words(text.replace(PICK_LEAD, ''));
  if (reply.length < MIN_LINE_WORDS) return null;
  const said = new Set(reply);
  let best: string | null = null;
  let tie = false;
  let bestShare = 0;
  const offer = offeredLines(assistantText);
  for (const line of offer.lines) {
    const own = [...new Set(words(line))];
    if (own.length < MIN_LINE_WORDS) continue;
    const share = own.filter((w) => said.has(w)).length / own.length;
    if (share < MIN_SHARE || reply.length > own.length + MAX_EXTRA_WORDS) continue;
    if (share > bestShare) {
      best = line;
      bestShare = share;
      tie = false;
    } else if (share === bestShare) tie = true;
  }
  return tie || best === null ? null : { line: best, question: offer.question, nextSteps: offer.nextSteps };
}

// Whether a line introduces a list of the agent's next pieces of work ("Would you like me to:").
export function introducesNextSteps(text: string): boolean {
  return NEXT_STEPS_INTRO.test(text);
}

prefilter(OFFER_CUE, ITEM, NEXT_STEPS_INTRO);
