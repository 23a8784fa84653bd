// What kind of answer a question wants, and whether a memory holds one: a "when" question
// is answered by a memory that says when ("yesterday", "in March", "2023"), a "where"
// question by a place or a path, a "how many" question by a number, a "who" question by
// a name. A small tie-breaker among memories that match the question's words alike
// (rank.ts), never a reason on its own to recall a memory: it applies to candidates only.
// Measured on REALTALK (bench/recall-public.mjs): turn recall@5 +0.004, session +0.003.

export type AnswerType = 'time' | 'place' | 'number' | 'name';

export const ANSWER_TYPE_WEIGHT = 0.05;

const ASKS: Array<[AnswerType, RegExp]> = [
  ['time', /^\s*when\b|\bwhat (?:time|day|date|year|month)\b|\bhow long ago\b/i],
  ['place', /^\s*where\b|\bwhich (?:city|country|place|town|state|folder|directory|file|path|host)\b/i],
  ['number', /\bhow (?:many|much|often|long)\b/i],
  ['name', /^\s*who\b|\bwhose\b/i],
];

const MONTH_NAMES = 'january|february|march|april|may|june|july|august|september|october|november|december';
const HOLDS: Record<AnswerType, RegExp> = {
  time: new RegExp(String.raw`\b(?:today|yesterday|tonight|tomorrow|(?:last|this|next) (?:week|month|year|night|weekend)|ago|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${MONTH_NAMES}|(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?\s?(?:am|pm)|weekend|morning|evening|since|when)\b`, 'i'),
  // A proper noun after a preposition of place, or a path ("src/lib", "~/.config/x").
  // (A slash between two path characters is enough, and keeps the test linear in the text.)
  place: /\b(?:in|at|to|from|near|visit(?:ed|ing)?)\s+(?:the\s+)?\p{Lu}\p{L}+|[\w.~-]\/[\w.-]/u,
  number: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twice|once|several|dozen)\b/i,
  // A capitalised word past the first of its sentence, or a handle.
  name: /(?<!^)(?<![.!?]\s)\b\p{Lu}\p{Ll}+|@\w+/u,
};

export function askedAnswerTypes(question: string): Set<AnswerType> {
  const text = question.slice(0, 2_000);
  return new Set(ASKS.filter(([, re]) => re.test(text)).map(([type]) => type));
}

export function holdsAnswerType(content: string, types: ReadonlySet<AnswerType>): boolean {
  const text = content.slice(0, 4_000);
  for (const type of types) if (HOLDS[type].test(text)) return true;
  return false;
}
