// A reply to what the agent offered or asked, turned into decisions. Four shapes:
// - a pick of a numbered or lettered option ("2", "1.A", "option B please"), alone or followed
//   by more words ("Option A sounds good. Start with that, then …");
// - a pick by name ("let's go with the factory approach") of one of the options;
// - a yes ("sounds good, do that") to the single choice the agent recommended, when its closing
//   question was about that choice;
// - a numbered reply answering the agent's numbered questions in the user's own words: the
//   answers that settle something durable join one draft, each with the question it answers.
// A question about the agent's own next steps ("Shall I run the tests now?", "Which part should
// I start with?") settles nothing lasting, nor does a hedged answer ("for now", "later") or an
// answer that only asks for work this turn ("create all that"). Pure: texts in, drafts out.

import { numberedPoints, numberedQuestions, recommendedChoice, unmark, type AgentQuestion } from './agent-questions.ts';
import { identifyingDetail } from './identifying.ts';
import { chosenOptions, looksLikeOptionAnswer, NUMBERED_ITEM, optionsIn, type OptionChoice } from './options.ts';
import { toThirdPerson } from './rewrite.ts';
import { introducesNextSteps, offeredPick } from './offered-choice.ts';
import { prefilter } from './prefilter.ts';

// `pick`: one chosen option; `answers`: the merged answers to the agent's numbered questions,
// proposed after the statements the user wrote out in full.
export type OptionDraft = { content: string; source: string; confidence: number; shape: 'pick' | 'answers' };

export type AgentAnswers = {
  drafts: OptionDraft[];
  // What is left of the user's text to judge statement by statement; null when nothing is.
  rest: string | null;
  rejected: string[];
};

// Options and questions sit at the end of a message; a longer one is a report, not an offer.
export const MAX_ASSISTANT_CHARS = 16_000;

// On the dev split a named pick is nearly always a decision worth keeping; a yes to the
// agent's recommendation a little less often; merged answers in the user's own words least.
export const PICK_CONFIDENCE = 0.8;
export const RECOMMENDATION_CONFIDENCE = 0.72;
export const ANSWERS_CONFIDENCE = 0.6;

// "Option A sounds good", "option 2, but …", "Approach B then": a pick that more words follow.
const LEAD_PICK =
  /^(?:(?:ok(?:ay)?|yes|yeah|sure|great|perfect|alright)[,!.\s]+)?(?:(?:let'?s|lets|i'?ll|we'?ll|i'?d|i|we)\s+)?((?:go|going|stick|do|pick|choose|take|prefer|want|like|use|opt)\s+(?:with\s+|for\s+)?)?(?:option|choice|approach|alternative)\s*#?([0-9]{1,2}(?:\s*[.)-]?\s*[A-Ha-h](?![a-z]))?|[A-Ha-h](?![a-z]))\b(.*)$/i;
// What makes "Option B …" a pick when no verb of choosing came before it.
const PICKED_AFTER =
  /^\s*(?:[.!,:;–—-]|$|please|pls|then|it is|for me|is (?:the one|what i want|better|best|perfect|fine|good|great|ok)|(?:sounds?|looks?|seems?) (?:\w+ )?(?:good|great|right|best|fine|perfect|better)|works|makes sense|it'?s? ?is|,? ?let'?s)/i;
// "let's go with the factory approach", "I'd go with Redis", "we'll stick with the cookies".
const NAMED_PICK =
  /^(?:(?:ok(?:ay)?|yes|yeah|sure|great|perfect|alright|agreed)[,!.\s]+)?(?:(?:let'?s|lets|i'?ll|we'?ll|i'?d|i|we)\s+(?:go with|going with|stick with|pick|choose|prefer|opt for)|(?:let'?s|lets|we'?ll)\s+(?:do|use|take|try))\s+(?!to\b|it\b|that\b|this\b|them\b)(?:the\s+|your\s+)?(.{3,80}?)\s*(?:[.!,;]|$)/i;
// "use MIT", "go with redis": a reply of a few words naming what to use.
const SHORT_PICK = /^(?:use|go with|pick|choose|take)\s+(?!it\b|that\b|this\b|them\b)(?:the\s+)?([^\s.!?]+(?:\s+[^\s.!?]+){0,2})\s*[.!]?$/i;
// A yes to a proposal: the first sentence says nothing but agreement.
const AGREEMENT =
  /^(?:yes|yep|yeah|y|ok(?:ay)?|sure|agreed|i agree|correct|sounds good|that sounds good|looks good|perfect|great|go ahead|do it|do that|let'?s do (?:it|that)|let'?s go with (?:it|that|your recommendation)|go with (?:it|that|your recommendation)|works for me)(?:[,!.\s]+(?:yes|please|sounds good|do (?:it|that)|go ahead|let'?s do (?:it|that)|go for it|thanks?))*[.!]?$/i;
// The agent's closing question was about a choice, not about carrying on with work.
const CHOICE_ASKED =
  /\b(approach|option|design|structure|pattern|architecture|recommendation|library|framework|tool|naming|convention|strategy|solution|alternative|switch|adopt|go with|use)\b[^?\n]*\?|\b(sound good|make sense|align|agree|what do you think|prefer)\b[^?\n]*\?/i;

const STOP_WORDS = new Set('the a an and or of to for with in on at by it that this one approach option way pattern version use using go'.split(' '));
const contentWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9#+.-]+/)
    .map((w) => w.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));

function firstSentence(text: string): { head: string; rest: string } {
  const match = /^(.+?[.!?])(?:\s+|$)/s.exec(text);
  if (!match || match[1]!.includes('\n')) {
    const line = text.split(/\r?\n/, 1)[0] as string;
    return { head: line.trim(), rest: text.slice(line.length).trim() };
  }
  return { head: (match[1] as string).trim(), rest: text.slice(match[0].length).trim() };
}

// The option a name points at: the one sharing the most content words with it, if unique.
function optionNamed(name: string, options: Map<string, string>, recommended: string | null): string | null {
  const wanted = new Set(contentWords(name));
  if (wanted.size === 0) return null;
  const pool = new Set(options.values());
  if (recommended) pool.add(recommended);
  let best: string | null = null;
  let bestScore = 0;
  let tie = false;
  for (const text of pool) {
    const score = contentWords(text).filter((w) => wanted.has(w)).length;
    if (score > bestScore) {
      best = text;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0 && best !== null && best !== text) tie = true;
  }
  return bestScore > 0 && !tie ? best : null;
}

export const decisionFromChoice = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `The user chose: ${flat}${/[.!?]$/.test(flat) ? '' : '.'}`;
};

const pickDraft = (choice: OptionChoice | { text: string }, confidence = PICK_CONFIDENCE): OptionDraft => ({ content: decisionFromChoice(choice.text), source: choice.text, confidence, shape: 'pick' });
// A pick named with the question it settles: "Migration scope: the user chose Full dataset migration."
const titledPickDraft = (title: string, option: string): OptionDraft => ({
  content: `${title}: the user chose ${option.replace(/\s+/g, ' ').trim().replace(/[.!]+$/, '')}.`,
  source: option,
  confidence: PICK_CONFIDENCE,
  shape: 'pick',
});

// ---- numbered answers to numbered questions ----

const INLINE_NUMBER = /(?:^|[\s,;])(?:q)?(\d{1,2})\s*[.):]\s+(?=\S)/gi;

// "1. yes 2. use postgres 3. later" on one line: one line per answer, when the numbers run
// 1, 2, 3 … from the start of the line.
export function splitInlineAnswers(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const marks = [...line.matchAll(INLINE_NUMBER)];
      if (marks.length < 2 || marks[0]!.index !== line.search(/\S/) || marks[0]![1] !== '1') return line;
      if (!marks.every((m, i) => Number(m[1]) === i + 1)) return line;
      return marks
        .map((m, i) => line.slice(m.index === 0 ? 0 : (m.index as number) + 1, i + 1 < marks.length ? marks[i + 1]!.index : line.length).replace(/[\s,;]+$/, '').trim())
        .join('\n');
    })
    .join('\n');
}
// A question about the agent's own next steps or this turn's work.
const ONE_OFF_QUESTION =
  /\b(shall i|should i (?:proceed|start|begin|continue|go ahead|run|commit|push|also|now|focus)|do you want me to|would you like me to|want me to|priorit\w*|first\b|proof of concept|phases?\b|next steps?|anything else|any other (?:questions|concerns|features)|timeline|deadline|success|kpis?|metrics|migration approach|testing priority|test first)/i;
// Hedges and deferrals: the point is not settled.
const UNSETTLED =
  /\b(unsure|for now|right now|at the moment|for the moment|later|not sure|maybe|perhaps|probably|i (?:don'?t|do not) know|up to you|either (?:is|way)|whatever|tbd|we'?ll see|open to|debat\w*|as discussed|if there are|unless)\b|\?\s*$/i;
// A clause that asks for work this turn ("create all that", "please include the file structure").
const TASK_CLAUSE =
  /^(?:(?:yes|ok(?:ay)?|sure|please|pls|and|also|then|just|so)[,\s]+)*(?:create|add|fix|analy[sz]e|implement|build|run|check|look|proceed|go ahead|start|begin|continue|commit|push|investigate|review|include|generate|write|update|focus|do it|let'?s go|refactor|extract|deal with)\b/i;
// Agreement alone says nothing a reviewer could keep without the question.
const BARE_AGREEMENT = /^(?:yes|yep|yeah|no|nope|ok(?:ay)?|sure|sounds? good|looks good|good|fine|agreed|correct|perfect|great|that works|all of (?:them|it)|all things mentioned|both)[.!]?$/i;
const YES_NO = /^(?:yes|yep|yeah|no|nope)\b/i;
const YES_NO_QUESTION = /^(?:should|do|does|will|can|is|are|would)\b(?![^?]*\bor\b)/i;

type Clause = { text: string; sep: string };

const MAX_ANSWER_WORDS = 30;
const MAX_LABEL_WORDS = 14;

function clauses(answer: string): Clause[] {
  const out: Clause[] = [];
  const re = /(;\s*|\.\s+|,\s+(?=[a-z]))/g;
  let last = 0;
  for (const m of answer.matchAll(re)) {
    out.push({ text: answer.slice(last, m.index), sep: m[0] });
    last = (m.index as number) + m[0].length;
  }
  out.push({ text: answer.slice(last), sep: '' });
  return out.filter((c) => c.text.trim().length > 0);
}

// The part of an answer that settles something, or null.
export function settledAnswer(answer: string, question: AgentQuestion): string | null {
  if (ONE_OFF_QUESTION.test(question.text)) return null;
  const kept = clauses(unmark(answer).replace(/\s+/g, ' ').trim()).filter(
    (c) => !UNSETTLED.test(c.text) && !TASK_CLAUSE.test(c.text.trim()) && identifyingDetail(c.text) === null,
  );
  if (kept.length === 0) return null;
  // A long answer keeps its first clauses: the draft is for review, not a transcript.
  let words = 0;
  const capped = kept.filter((c, i) => {
    words += c.text.split(/\s+/).length;
    return i === 0 || words <= MAX_ANSWER_WORDS;
  });
  kept.length = 0;
  kept.push(...capped);
  const text = kept
    .map((c, i) => (i < kept.length - 1 ? c.text + (c.sep.trim() || ',') + ' ' : c.text))
    .join('')
    .replace(/[\s,;.]+$/, '')
    .trim();
  // A letter names an option; one that named none says nothing here.
  if (!text || /^[A-Ha-h][.)]?$/.test(text)) return null;
  if (BARE_AGREEMENT.test(text)) {
    // "yes" to "Should rooms keep soft deletes?" says something; "sounds good" to a menu of
    // alternatives does not.
    if (!YES_NO.test(text) || !YES_NO_QUESTION.test(question.question)) return null;
  }
  // The question copied back is not an answer.
  const flat = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  if (text.split(/\s+/).length > 3 && flat(question.text).includes(flat(text))) return null;
  return text;
}

type NumberedItem = { number: string; answer: string; lines: number[] };

// "1. answer" lines, each with the lines under it (bullets, indented lines, lines before a
// blank); a line that copies the question ("1. Which browsers …?") takes its answer from the
// paragraph below. A paragraph at the margin after a blank line closes the list.
function numberedItems(userText: string): NumberedItem[] {
  const items: NumberedItem[] = [];
  let current: { number: string; lines: string[]; at: number[]; blank: boolean } | null = null;
  const flush = () => {
    if (!current) return;
    let lines = current.lines.map((l) => l.replace(/^\s*[-*•]\s*/, '').trim()).filter(Boolean);
    if (lines.length > 1 && /\?\s*$/.test(lines[0] as string)) lines = lines.slice(1);
    items.push({ number: current.number, answer: lines.join('; '), lines: current.at });
    current = null;
  };
  userText.split(/\r?\n/).forEach((line, index) => {
    const numbered = NUMBERED_ITEM.exec(line);
    if (numbered) {
      flush();
      current = { number: numbered[1] as string, lines: [numbered[2] as string], at: [index], blank: false };
      return;
    }
    if (!current) return;
    if (!line.trim()) {
      current.blank = true;
      return;
    }
    const under = /^\s+\S|^\s*[-*•]\s/.test(line);
    const echoOnly = current.lines.filter((l) => l.trim()).length === 1 && /\?\s*$/.test(current.lines[0] as string);
    if (current.blank && !under && !echoOnly) {
      flush();
      return;
    }
    current.lines.push(line);
    current.at.push(index);
  });
  flush();
  return items;
}

// "1. Shared Utilities" over the real answer: the item restates the question's topic first.
function withoutEcho(answer: string, question: AgentQuestion): string {
  const [first, ...rest] = answer.split('; ');
  const flat = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  if (rest.length > 0 && first && first.split(/\s+/).length <= 5 && flat(question.text).includes(flat(first))) return rest.join('; ');
  return answer;
}

// The answers draft and the reply's lines that answered a question (they are not judged again
// as statements: an answer read without its question is a fragment, "Always with VAT.").
function answersDraft(userText: string, questions: Map<string, AgentQuestion>, picked: Set<string>, answered = 'questions'): { draft: OptionDraft | null; lines: Set<number> } {
  const parts: string[] = [];
  const taken = new Set<number>();
  for (const item of numberedItems(userText)) {
    const question = questions.get(item.number);
    if (!question || !item.answer || picked.has(item.number)) continue;
    // Settled or not, an answer belongs to its question: it is not judged alone again.
    for (const line of item.lines) taken.add(line);
    const answer = settledAnswer(withoutEcho(item.answer, question), question);
    if (answer === null) continue;
    const asked = YES_NO.test(answer) || question.topic.length < 3 ? question.question : question.topic;
    const words = asked.replace(/[?:.\s]+$/, '').split(/\s+/);
    const label = words.length > MAX_LABEL_WORDS ? `${words.slice(0, MAX_LABEL_WORDS).join(' ')}…` : words.join(' ');
    parts.push(`${label}: ${toThirdPerson(answer.replace(/^(?:but|and|so|or)\s+/i, ''))}`);
  }
  if (parts.length === 0) return { draft: null, lines: taken };
  const joined = parts.join('; ');
  return { draft: { content: `The user's answers to the agent's ${answered}: ${joined}.`, source: joined, confidence: ANSWERS_CONFIDENCE, shape: 'answers' }, lines: taken };
}

// "1. … 2. … 6. …" under the agent's six numbered points and its closing question ("Would you
// like to update the spec with these?"): the user went through the points one by one, each
// answer numbered as its point. Only a reply numbered 1 to N for all N points counts (a list
// of the user's own tasks rarely lines up with the agent's list that exactly).
function answeredPointByPoint(userText: string, assistantText: string): Map<string, AgentQuestion> {
  const points = numberedPoints(assistantText);
  const closing = assistantText.slice(-400);
  // "Does this approach sound good?" after a numbered list: alternatives, one to pick.
  if (points.size < 2 || !ASKS_AT_END.test(closing) || ALTERNATIVES.test(closing)) return new Map();
  const numbers = numberedItems(userText).map((item) => item.number);
  const lined = numbers.length === points.size && numbers.every((n, i) => n === String(i + 1));
  return lined ? points : new Map();
}
const ASKS_AT_END = /\?[\s*_"')]*$/;
const ALTERNATIVES = /\b(?:approach(?:es)?|options?|alternatives?|which one|either)\b/i;

// "your recommendation", "what you suggested": the choice the agent recommended.
const FOLLOW_ADVICE = /^(?:(?:your|the|that|what you)\s*)?(?:recommend|suggest|propos)/i;
// A recommended next step ("I recommend **running the tests** first", "Investigate and fix the
// 404 error?") is not a choice; nor is an option worded as a question.
export const TASK_CHOICE =
  /\?\s*$|^(?:to\s+)?(?:investigate|investigating|debug|debugging|diagnose|diagnosing|troubleshoot|troubleshooting|look into|explore|exploring|analy[sz]e|analy[sz]ing|finish|finishing|complete|completing|tackle|tackling|work on|focus on|move on|address|addressing|resolve|resolving|polish|polishing|clean up|cleaning up|try|trying|run|running|rerun|test|testing|commit|committing|push|pushing|fix|fixing|restart|restarting|retry|retrying|check|checking|review|reviewing|start|starting|proceed|proceeding|continue|continuing|wait|waiting|merge|merging|deploy|deploying|read|reading|look|looking)\b/i;
// A recommendation settles a choice only where the message weighed alternatives.
const WEIGHED = /\b(compar\w*|versus|vs\.?|alternatives?|options|approaches|instead of|trade-?offs?|pros and cons|pros|cons)\b/i;

// The one choice the agent recommended, when it weighed it against others.
function proposedChoice(assistantText: string, options: Map<string, string>): string | null {
  const choice = recommendedChoice(assistantText);
  if (!choice || TASK_CHOICE.test(choice)) return null;
  return options.size >= 2 || WEIGHED.test(assistantText) ? choice : null;
}

// ---- the whole reply ----

// Whether the turn is shaped like a reply to the agent at all (cheap, no assistant text).
export function looksLikeAnswerToAgent(userText: string): boolean {
  const text = userText.trim();
  if (text.length === 0 || text.length > 4000) return false;
  if (looksLikeOptionAnswer(text)) return true;
  const { head } = firstSentence(text);
  if (LEAD_PICK.test(head) || NAMED_PICK.test(head) || SHORT_PICK.test(text) || AGREEMENT.test(head)) return true;
  return splitInlineAnswers(text).split(/\r?\n/).filter((l) => NUMBERED_ITEM.test(l)).length >= 2;
}

// "Shall I run the tests now?", "Do you want me to commit first?": the agent asks about its
// own next step, and a pick among such options ("1. now 2. later") is a one-off.
export const NEXT_STEP_QUESTION =
  /\b(shall i|should i|do you want me to|would you like me to|want me to|ready for me to|can i|may i)\b[^?]*\b(now|first|next|proceed|continue|start|begin|run|commit|push|deploy|test|fix|go ahead|try|retry|restart|open|create|implement)\b[^?]*\?/i;

// True when every question near the end of the agent's message is about its next step.
export function asksOnlyNextStep(assistantText: string): boolean {
  // "Would you like me to:" over a numbered list, with no other question after it.
  const tail = assistantText.slice(-1200);
  const lines = tail.split(/\r?\n/);
  // The intro is a line of its own ending in the offer ("Would you like me to:"), not a list item.
  const listItem = (l: string) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(l);
  const intro = lines.findLastIndex((l) => /:\s*$/.test(l) && !listItem(l) && introducesNextSteps(l.replace(/[*_`]/g, '').slice(-50)));
  if (intro >= 0 && !lines.slice(intro + 1).some((l) => /\?\s*$/.test(l) && !listItem(l))) return true;
  // Split first: a regex scanning for "…?" from every position is quadratic on a long line.
  const questions = assistantText
    .slice(-1200)
    .split(/\n|(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trimEnd().endsWith('?'));
  return questions.length > 0 && questions.every((q) => NEXT_STEP_QUESTION.test(q));
}

export function answersToAgent(userText: string, assistantText: string): AgentAnswers {
  const text = splitInlineAnswers(userText.trim());
  const none: AgentAnswers = { drafts: [], rest: text, rejected: [] };
  if (!assistantText || assistantText.length > MAX_ASSISTANT_CHARS) return none;
  if (asksOnlyNextStep(assistantText)) return { ...none, rejected: ['one_off_choice'] };
  // "2", "1.A", "1a, 2b", "1. A\n2. B": picks by id, the shapes options.ts reads.
  // "Option A: Fix the database issue first": picking the agent's next step settles nothing.
  const chosen = chosenOptions(text, assistantText).filter((c) => c.via === 'pick');
  const picks = chosen.filter((c) => !TASK_CHOICE.test(c.text));
  if (chosen.length > 0 && picks.length === 0) return { ...none, rejected: ['one_off_choice'] };
  const numbered = text.split(/\r?\n/).filter((l) => NUMBERED_ITEM.test(l)).length >= 2;
  // "3 question - Option b", "1a, 2b": a lettered option under a numbered question says which
  // question it settles ("Migration scope: the user chose Full dataset migration.").
  const asked = picks.some((c) => c.id.includes('.')) ? optionsIn(assistantText) : null;
  const drafts = picks.map((c) => {
    const title = asked?.get(c.id.split('.')[0] as string)?.replace(/[?:.\s]+$/, '');
    return c.id.includes('.') && title && title.split(/\s+/).length <= MAX_LABEL_WORDS ? titledPickDraft(title, c.text) : pickDraft(c);
  });
  if (picks.length > 0 && !numbered) return { drafts, rest: null, rejected: [] };
  const rejected: string[] = [];
  if (numbered) {
    let questions = numberedQuestions(assistantText);
    const byPoint = questions.size === 0;
    if (byPoint) questions = answeredPointByPoint(text, assistantText);
    const picked = new Set(picks.map((c) => c.id.split('.')[0] as string));
    const merged = answersDraft(text, questions, picked, byPoint ? 'points' : 'questions');
    if (merged.draft) drafts.push(merged.draft);
    else if (merged.lines.size > 0) rejected.push('answers_settle_nothing');
    const rest = text
      .split(/\r?\n/)
      .filter((_line, index) => !merged.lines.has(index))
      .join('\n')
      .trim();
    return { drafts, rest: rest || null, rejected };
  }
  const { head, rest } = firstSentence(text);
  const options = optionsIn(assistantText);
  const lead = LEAD_PICK.exec(head);
  // "Option 2 looks wrong" names an option without choosing it.
  if (lead && (lead[1] || PICKED_AFTER.test(lead[3] as string))) {
    const id = (lead[2] as string).replace(/[\s.)-]+/g, '').toUpperCase().replace(/^(\d{1,2})([A-H])$/, '$1.$2');
    const found = options.get(id);
    if (found && TASK_CHOICE.test(found)) return { ...none, rejected: ['one_off_choice'] };
    if (found) return { drafts: [pickDraft({ text: found })], rest: rest || null, rejected };
    return none;
  }
  const named = NAMED_PICK.exec(head) ?? SHORT_PICK.exec(text);
  if (named) {
    const name = named[1] as string;
    const found = FOLLOW_ADVICE.test(name) ? proposedChoice(assistantText, options) : optionNamed(name, options, proposedChoice(assistantText, options));
    if (found) return { drafts: [pickDraft({ text: found })], rest: rest || null, rejected };
    return none;
  }
  if (AGREEMENT.test(head)) {
    const recommended = proposedChoice(assistantText, options);
    if (recommended && CHOICE_ASKED.test(assistantText.slice(-600))) {
      return { drafts: [pickDraft({ text: recommended }, RECOMMENDATION_CONFIDENCE)], rest: rest || null, rejected };
    }
  }
  return none;
}

// "Stop sharing the leftover height with past events", pasted back from the agent's closing
// list of what it could do: a pick of that line (offered-choice.ts), unless the line is the
// agent's next step of work ("Investigate the 404", "Add logging to find the freeze").
export function quotedPick(userText: string, assistantText: string): { draft: OptionDraft } | { rejected: 'one_off_choice' } | null {
  if (!assistantText || assistantText.length > MAX_ASSISTANT_CHARS) return null;
  const picked = offeredPick(userText, assistantText);
  if (picked === null) return null;
  const { line, question } = picked;
  if (picked.nextSteps || TASK_CHOICE.test(line) || LOOK_INTO.test(line)) return { rejected: 'one_off_choice' };
  if (!question || NEXT_STEP_QUESTION.test(question)) return { draft: pickDraft({ text: line }) };
  return { draft: titledPickDraft(question.replace(/\?+$/, ''), line) };
}
const LOOK_INTO = /^(?:add|insert|put)\s+(?:some\s+|more\s+)?(?:logging|logs|debug|console\.log|print|breakpoints?|tracing)\b|\b(?:to (?:pinpoint|find|locate|see|check|confirm|debug|diagnose|investigate))\b/i;

// Rule a reply's patterns out by their words before compiling them (prefilter.ts).
prefilter(LOOK_INTO, SHORT_PICK, AGREEMENT, BARE_AGREEMENT, CHOICE_ASKED, FOLLOW_ADVICE, LEAD_PICK, NAMED_PICK, NEXT_STEP_QUESTION, ONE_OFF_QUESTION, PICKED_AFTER, TASK_CHOICE, TASK_CLAUSE, UNSETTLED, WEIGHED, YES_NO, YES_NO_QUESTION);
