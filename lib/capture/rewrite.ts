// Rewrites a first-person chat sentence into a durable memory: "I prefer X" becomes "The user
// prefers X", "we moved to pnpm" becomes "The team moved to pnpm", imperatives stay imperative.
// The rewrite only reshapes words the user wrote; it never adds facts.

import { bareTaste } from './durable-shapes.ts';

const ADVERBS = new Set(
  'always never usually generally really strongly also still just mostly normally typically often sometimes now already only much definitely actually even rarely'.split(' '),
);
const MODALS = new Set('will would should can could must might may shall did was had'.split(' '));
const IRREGULAR_PAST = new Set(
  'went chose made set put kept ran wrote took got had did was were said built began spent split found gave left brought bought sent held led let lost meant met paid read saw sold stood thought told understood won broke'.split(' '),
);

function conjugate(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'am' || lower === 'are' || lower === "'re") return 'is';
  if (lower === 'have') return 'has';
  if (lower === 'do') return 'does';
  if (lower === "don't" || lower === 'dont') return "doesn't";
  // Contractions typed without their apostrophe: "didnt", "cant", "wont", "isnt".
  const bare = /^(did|ca|wo|is|was|would|could|should|must|need|have|has|are|were)nt$/.exec(lower);
  if (bare) return bare[1] === 'have' || bare[1] === 'are' ? `${bare[1] === 'have' ? 'has' : 'is'}n't` : `${bare[1]}n't`;
  if (lower === 'were') return 'was';
  if (MODALS.has(lower) || IRREGULAR_PAST.has(lower) || /ed$/.test(lower)) return verb;
  // Already agreeing ("uses", "runs"), but not a base form ending in -ss ("pass").
  if (/[^s]s$/.test(lower)) return verb;
  if (!/^[a-z]+$/.test(lower)) return verb;
  if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

// Conjugates the verb that follows a third-person subject, skipping adverbs.
function agreeAfter(text: string, subject: string): string {
  const re = new RegExp(`(${subject})((?:\\s+(?:${[...ADVERBS].join('|')}))*)\\s+(do not|don't|[A-Za-z']+)`, 'g');
  return text.replace(re, (_m, subj: string, adverbs: string, verb: string) => {
    if (verb.toLowerCase() === 'do not') return `${subj}${adverbs} does not`;
    return `${subj}${adverbs} ${conjugate(verb)}`;
  });
}

// Subjects are marked while rewriting so only "I"/"we" (not "me"/"us") drive verb agreement.
const USER_SUBJECT = 'USER\u0001';
const TEAM_SUBJECT = 'TEAM\u0001';

// Spans the rewrite must leave byte for byte: code, quoted text, paths, hostnames, URLs,
// identifiers with dots, slashes, colons, @, underscores or hyphens ("us-east-1", "my_var").
const PROTECTED =
  /`[^`]*`|"[^"]*"|(?<![\w'])'[^'\n]{1,200}'(?![\w'])|(?:[A-Za-z][\w+.-]*:\/\/|~\/|\.{1,2}\/|\/)[^\s,;)]*|[\w@~-]*\w[./:@\\_][\w@./:\\+-]*\w|\b\w+(?:-\w+)+\b/g;
const HOLE = (i: number): string => `\u0002${i}\u0003`;

function protect(text: string): { text: string; restore(out: string): string } {
  const kept: string[] = [];
  const masked = text.replace(PROTECTED, (span) => {
    kept.push(span);
    return HOLE(kept.length - 1);
  });
  return { text: masked, restore: (out) => out.replace(/\u0002(\d+)\u0003/g, (_m, i: string) => kept[Number(i)] as string) };
}

const LOWER_I = /(^|[.!?;,:]\s*|\b(?:and|but|so|because|cause|if|when|then|since|as|that|btw|also|though|although)\s+)i(?=(?:'m|'ve|'d|'ll|m)\s|\s+(?!(?:and|or|in|is|to|of|at|on|by|for)\b)[a-z])/g;

export function toThirdPerson(sentence: string): string {
  const held = protect(sentence);
  return held.restore(pronounsToThirdPerson(held.text));
}

function pronounsToThirdPerson(sentence: string): string {
  let out = sentence;
  // People type "i" in lower case: as a subject (the sentence's start, after a comma or "and",
  // "but", "so", "because" …) it is "I"; a loop's "i" or "i.e." stays as it is.
  out = out.replace(LOWER_I, (_m, before: string) => `${before}I`);
  out = out
    .replace(/\bIm\b/g, 'the user is')
    .replace(/\bI'm\b/g, 'the user is')
    .replace(/\bI am\b/g, 'the user is')
    .replace(/\bI've\b/g, 'the user has')
    .replace(/\bI'd\b/g, 'the user would')
    .replace(/\bI'll\b/g, 'the user will')
    .replace(/\bI\b/g, USER_SUBJECT)
    .replace(/\bmyself\b/gi, 'themselves')
    .replace(/\bmy\b/gi, "the user's")
    .replace(/\bmine\b/gi, "the user's")
    .replace(/\bme\b/gi, 'the user')
    .replace(/\bwe're\b/gi, 'the team is')
    .replace(/\bwe've\b/gi, 'the team has')
    .replace(/\bwe'll\b/gi, 'the team will')
    .replace(/\bwe'd\b/gi, 'the team would')
    .replace(/\bwe use\b/gi, 'the project uses')
    .replace(/\bwe\b/gi, TEAM_SUBJECT)
    .replace(/\bours\b/gi, "the project's")
    .replace(/\bour\b/gi, "the project's")
    .replace(/\bus\b/g, 'the team');
  out = agreeAfter(out, USER_SUBJECT);
  out = agreeAfter(out, TEAM_SUBJECT);
  return out.replaceAll(USER_SUBJECT, 'the user').replaceAll(TEAM_SUBJECT, 'the team');
}

const NOTE_LEAD = /^(note that|please note that|fyi,?|heads up,?:?|keep in mind that|keep in mind,?|for context,?|for reference,?|just so you know,?|worth knowing:?|good to know:?|remember that)\s+/i;
const POLITE_LEAD = /^(please|pls|kindly)\s+/i;
// "Yes, let's go with …": the yes answered the agent; the memory is what follows.
const AFFIRMATION_LEAD = /^(?:yes|yeah|yep|ok(?:ay)?|sure|agreed)(?:[,.!]\s+(?=\S)|\s+(?=(?:we|i|the|our|it|this|let'?s|lets)\b))/i;
const BARE_TASTE_LEAD = /^(really |just |absolutely |definitely )?(love|like|hate|dislike|enjoy) (?!(?:it|this|that|i|you|we)\b)/i;
const TEMPORAL_LEAD = /^(from now on|going forward|moving forward|in the future|henceforth),?\s+/i;

export function finishSentence(text: string): string {
  let out = text.trim().replace(/\s+/g, ' ');
  out = out.replace(/\s*(:\)|:-\)|;\)|🙏|👍|🙂|😊)+$/u, '');
  // "I'm on windows btw": the aside at the end says nothing.
  out = out.replace(/[\s,;:–—-]+(?:btw|fyi|lol|haha|tbh|imo|though|tho)[.!]*$/i, '');
  out = out.replace(/[\s,;:–—-]+$/, '').replace(/!+$/, '.').replace(/\.{2,}$/, '.');
  if (!/[.?)"'`]$/.test(out)) out += '.';
  // A path or an identifier keeps its case even at the start ("src/api/types.ts is …").
  if (/^[^\s]*[/_.`@][^\s]*\s/.test(out) || /^[a-z]+[A-Z]/.test(out)) return out;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function rewriteStatement(sentence: string): string {
  let out = sentence.trim();
  out = out.replace(AFFIRMATION_LEAD, '');
  out = out.replace(NOTE_LEAD, '').replace(TEMPORAL_LEAD, '').replace(POLITE_LEAD, '');
  out = out.replace(TEMPORAL_LEAD, '');
  // "please always ..." may lose "please" only after the temporal lead went.
  out = out.replace(POLITE_LEAD, '');
  // "Love swiping gestures.": the subject the user left out is the user.
  if (bareTaste(out)) out = out.replace(BARE_TASTE_LEAD, (_m, adverb: string | undefined, verb: string) => `the user ${adverb ?? ''}${conjugate(verb.toLowerCase())} `);
  const third = toThirdPerson(out);
  // "we use pnpm here" names the project by "we": once it reads "The project uses …", the
  // "here" that pointed at it says nothing more.
  return finishSentence(/^the (?:project|team)\b/i.test(third) ? third.replace(/(?<!\b(?:from|to|in|into|at|of|on|out|over|near|under|inside|outside|through))\s+here(?=\s*[.!]*\s*$)/i, '') : third);
}
