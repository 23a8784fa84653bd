// Sentence-level judgement: is this a durable statement (and of which kind), or something that
// belongs to the current turn (question, chatter, task request, temporary error, command
// output, speculation)? Rules are ordered tables of patterns over common coding-session
// phrasing; they look at sentence shape, never at specific projects or tools.

import type { MemoryKind } from '../limits.ts';
import { CHATTER, SPECULATION_CUE, TASK_REQUEST, TEMPORARY_CUE } from './cues.ts';
import { terseConvention, audienceFact, bareTaste, hostMachine, productName, stackLabel, statedWithRule, storageConvention, codeConvention, dataShape, defaultBehaviour, identityStatement, limitRule, verdictOnThing, namedChoice, partBuiltWith, toolOverTool, userEnvironment, placementRule, platformStatement, productBehaviour, stackVersion, universalConstraint } from './durable-shapes.ts';
import { mayMatch, prefilter } from './prefilter.ts';
import { setupShape } from './setup-shapes.ts';

export type SkipReason = 'question' | 'chatter' | 'one_off' | 'speculation' | 'temporary_error' | 'command_output' | 'too_short' | 'too_long' | 'no_durable_signal';

export type Judgement = { kind: MemoryKind; habit: boolean } | { skip: SkipReason };

export const HABIT =
  /,\s*ever\W*$|\bever again\b|\b(?:at the end of |after |before |in |with |on )?(?:each|every) (?:response|reply|answer|message|chat|conversation|session|commit|pr|pull request|release|deploy|run)\b|\buniversally\b|\b(always|never(?! ?mind\b)|from now on|going forward|moving forward|by default|every time|each time|whenever|in general|as a rule|in the future|henceforth|consistently|anymore|any more|no longer|at all times|(?:one|1|a single) (?:\w+ ){0,2}at a time|without exception)\b/i;
const CONDITION_LEAD = /^(when(ever)?|before|after|once|every time|each time|any ?time|if (you|we|anyone|someone)\b[^,]{0,30}\b(need|touch|change|add|edit|modify|update|bump|write|create|rename|remove|delete|upgrade|introduce|release|deploy|ship|work))\b[^,]{3,120},\s*\S/i;
const CONDITION_MID = /\b(even )?(when|whenever|if) I\b|\b(before|after|when|whenever|while) (you |we |anyone |someone )?(commit|push|merg|releas|deploy|open|publish|tag|cut|ship|chang|add|edit|touch|modify|updat|bump|upgrad|start|writ|creat|renam|remov|delet|introduc|review|squash|rebas|regenerat|generat|install|run)\w*/i;
const COMMAND_OUTPUT =
  /^(npm (ERR|WARN)!|error( TS\d+)?:|warning:|FAIL\b|PASS\b|[✓✗×✔✘]|\[(INFO|WARN|WARNING|ERROR|DEBUG|TRACE)\]|(Error|TypeError|ReferenceError|SyntaxError|RangeError|Exception|Traceback|panic|fatal|Caused by):|at [\w$.<>]+ \(|[\w./-]+:\d+:\d+\b|\d+ (passing|failing|pending)\b|Tests?:\s+\d+|exit (code|status) \d+|\$ |> )/;
const PREFERENCE =
  /\bI(?:'d|\s+would)?\s+(?:really |strongly |generally |usually |much |also |still |definitely |always |kind of |kinda |personally |just |much )*(prefer|like|love|enjoy|hate|dislike|don'?t like|do not like|don'?t want|do not want|can'?t stand|rather|appreciate|find\b.+\b(easier|harder|clearer|more readable|less readable|confusing|noisy|annoying|helpful|useful))\b/i;
const PREFERENCE_WANT = /\bI(?:'d|\s+would)?\s+(?:really |also |just |always )*(want|need|like|expect)\b/i;
const PREFERENCE_HABIT_USE = /\bI\s+(always|usually|generally|normally|tend to|typically|mostly)\s+(use|work|write|code|stick|go|keep|run|want|need|produce|create|make|prefer|deploy|test)\b/i;
const PREFERENCE_MY = /\bmy (preference|preferred|default|go-to|usual|style|habit|rule)\b/i;
// "I like them.", "I hate these icons", "I prefer these over the old ones", "I dont like how
// those look": a reaction to what is on screen; its object is a pointer, not a thing a later
// session could know. A kind of thing ("I like these kinds of tests") is a taste.
const POINTED_REACTION =
  /^I\s+(?:really |just |also |still |do |kind of |kinda )*(?:(?:don'?t|do not|dont) (?:really )?)?(?:like|love|hate|dislike|prefer|enjoy)\s+(?:how |the way )?(?:them|these|those|this|that|it)\b(?!\s+(?:kinds?|sorts?|types?|style) of\b)(?:\s+[^\s.!?]+){0,5}\s*[.!]*$/i;
const DEICTIC_FEEDBACK =
  /^I\s+(?:really )?(?:don'?t|do not) (?:really )?like (?:this|that|it)(?: (?:one|version|idea|approach))?\W*$|\bI\s+(?:really |just )?(like|love|hate|dislike|appreciate|prefer)\s+((this|that|it|these|those)(\s*[.!,;]|\s*$|\s+(one|version|approach|better|more|a lot|so much|change|idea|way|solution|layout|design|much)\b)|the way you|what you|how you|your (last|previous)|the (new|last|previous|second|first|other) (one|version|approach))/i;
export const COMMUNICATION =
  /\b(answers?|responses?|replies|reply|respond|explanations?|explain|summar(y|ies|ize|ise)|status updates?|progress updates?|tell me|ask me|show me|give me|walk me|ping me|notify me|check with me|confirm with me|emojis?|tone|verbose|verbosity|concise|brief|terse|bullet points?|final (message|answer)|headers|in (english|spanish|portuguese|french|german|japanese)|talk to me|message me|apolog\w+|(?:one|1|a single) (?:\w+ ){0,2}at a time)\b/i;

// "I decided to stick with the VS Code tasks", "I've settled on Postgres": the user's own choice.
const I_DECIDED =
  /\bI(?:'ve| have)?\s+(?:now |just |finally |already )?(?:decided|chose|settled) (?:to (?:stick with|go with|use|keep|switch to|move to|adopt|drop|stay with|keep using)|on)\b/i;

const DECISION = [
  /\bwe('ve| have)?\s+(now |just |finally |officially |recently |already |also |collectively )?(decided|agreed|settled|chose|chosen|picked|standardi[sz]ed|switched|moved|migrated|went with|gone with|adopted|replaced|dropped|deprecated|stopped using|ditched|abandoned|consolidated|committed to|retired|banned|outlawed)\b/i,
  /\bwe('re| are)\s+(now |officially |fully )?(using|going with|sticking with|standardi[sz]ing on|moving (off|to|away)|migrating|switching|dropping|targeting|on|done with|off)\b/i,
  /\bwe('ll| will)\s+(use|go with|stick with|keep|adopt|switch|move|target|support|drop|standardi[sz]e|only|never|always)\b/i,
  /\bwe\s+(always |only |never |still |now |generally |all |officially |no longer |don'?t |do not )?(use|rely on|target|support|pin|prefer|keep|don'?t use|do not use|don'?t do|don'?t allow|do not allow|avoid|build with|deploy to|host on|run on|vendor|follow|write everything|favor|favour)\b/i,
  /\bwe\s+(only |always |never |still |all )?[a-z]+\b[^.]*\b(instead of|rather than|by hand|manually|ourselves)\b/i,
  // "we don't want each app to have its own repo", "we shouldn't use console.log", "we don't
  // need a mapping table": what the project does without.
  /^(?:but |so |and )?we (?:don'?t|do not|never|shouldn'?t|should not|must not|mustn'?t|won'?t|will not) (?:want|use|allow|support)\b/i,
  /\b(let'?s|lets)\s+(go with|stick with|standardi[sz]e on|settle on|always|never|keep using|use|adopt)\b.*\b(for this|from now on|going forward|for the project|project-wide|everywhere|across|in this repo|from here on|for all|for every|for good|permanently)\b/i,
  /\b(the|our) (decision|convention|rule|policy|standard|agreement|house style) (here )?(is|was|will be)\b/i,
  I_DECIDED,
  // "we always deploy with make", "we never merge on fridays": how the team works, said as a
  // habit (a past tense tells a story: "we never got it working").
  /^(?:(?:and|but|so|also|here|btw|fyi)[,\s]+)?we\s+(?:always|never|usually|typically|generally|normally|only)\s+(?!(?:had|got|was|were|did|saw|knew|thought|made|found|went|came|took|said|tried|could|would|should|need to know)\b)(?![a-z]+ed\b)[a-z]+\b/i,
  /\b(is|are) (now )?(the|our) (chosen|official|standard|agreed|canonical|preferred) \w+/i,
  /^(?!([Ii]t|[Tt]his|[Tt]hat|[Tt]hey|[Tt]hese|[Tt]hose|[Tt]here|[Ee]verything|[Ss]omething|[Nn]othing|[Oo]ne|[Hh]e|[Ss]he|[Ww]hich|[Ww]hat)\b)[A-Z][\w.@/-]*( [\w.@/-]+){0,3} (should|must|shall) (always |never |only |not |continue to )?(keep|use|stay|remain|live|be|avoid|support|target|store|expose|ship|go through|run|have|depend|not|own|handle|stay|follow|call|return|accept)\b/,
];
const NOTE = [
  /^(note that|please note|fyi\b|heads up|keep in mind|for context|for reference|just so you know|worth knowing|good to know|remember that)/i,
  /\bwe\s+(usually |normally |always |typically )?(track|triage|review|release|cut releases|do (code )?reviews?|pair|hold|plan|ship|demo|tag releases|deploy (on|every|once|twice|from)|merge (on|only|via|through))\b/i,
  /^(use|treat) .{2,60}\bas (the|our|a|an) /i,
  /\b(tickets|issues|bugs|tasks|work items|feature requests|todos|releases|changelogs?) (go|goes|live|lives|are tracked|is tracked|get tracked|belong|are filed|get filed|are logged|are planned) (in|on|to|under|into)\b/i,
  /\b(our|the) (workflow|process|release process|review process|release cadence|release schedule|branching model|branching strategy|on-?call rotation|deploy process|deployment process) (is|works|involves|requires|goes)\b/i,
  /\b(prs?|pull requests|merge requests|merges|releases|deploys|hotfixes) (need|needs|require|requires|must have|go through|get|are reviewed|are merged|are cut|are squashed|ship)\b/i,
];
export const IMPERATIVE_VERB =
  /^(please )?(respond|reply|speak|talk|communicate|use|run|put|keep|write|add|prefer|avoid|call|import|name|prefix|suffix|commit|push|squash|rebase|update|bump|pin|check|test|lint|format|document|tag|create|open|target|store|log|wrap|return|throw|mock|stub|regenerate|rebuild|follow|stick|treat|default|limit|cap|set|leave|place|group|sort|split|mark|include|exclude|ignore|skip|ask|confirm|let me know|make|ensure|stop|start|remember|handle|validate|sign|review|read|go through|route|send|give|respect|favor|favour|do|present|share|outline|propose|describe|wait)\b/i;
const QUANTIFIED = /\b(all|any|every|each|(?<!\b(the|a|an|this|that|my|our|these|those|\d+) )new|no) (new |public |exported |user-facing |future )?(?!the\b|of\b|these\b|those\b)[\w-]+/i;
const INSTRUCTION = [
  /^(please )?(always|never(?! ?mind))\b/i,
  /^(please )?(do not|don'?t|dont)( ever)? (?!know|think|worry|bother|forget to (check|look))\w+/i,
  /^(for|in|within|across|inside) (this|the|our|all|every|any) [\w -]{0,30}(repo|repository|project|codebase|monorepo|package|service|app|workspace|team|frontend|backend|api|module|folder|directory|crate|workspaces|repos|projects)\b[^,]*,\s*\S/i,
  /^(?:[Ff]or|[Ii]n|[Ww]ith|[Oo]n) [A-Z][\w.-]*( [A-Z][\w.-]*)?,\s*\S/,
  /^(please )?prefer \S.* (over|to|instead of|rather than) \S/i,
  /^(please )?(use|stick with|stick to|go with|pick|choose|reach for) \S.*\b(instead of|rather than|over|not)\b/i,
  /^(please )?(use|keep|put|place|store|write|add|create|save)\b(?: .*)?\b(in|under|inside|into|to) (?:the |a |our )?[`'"]?[\w.@~-]*[\/\\][\w./\\-]*/i,
  /^(please )?(prioriti[sz]e|optimi[sz]e|favou?r) .{3,80}\b(over|rather than|instead of)\b/i,
  // "one issue at a time": how the user wants to work, whatever the task.
  /\b(one|1|a single) (\w+ ){0,2}at a time\b/i,
  /^(please )?(use|run|pass) `?[\w.@:/-]+`? (for|to|when) \S/i,
];

const clean = (s: string): string => s.replace(/[`*_]/g, '');

function matchesAny(patterns: RegExp[], text: string): boolean {
  return patterns.some((p) => p.test(text));
}

// judge() is pure and a Stop asks it about the same sentence several times (is the turn a
// task, does it need the policy, then the statement itself): the answers are kept for the
// sentences of the message at hand.
const judged = new Map<string, Judgement>();
const MAX_JUDGED = 256;

export function judge(sentence: string, rejudged = false): Judgement {
  const key = rejudged ? `\u0000${sentence}` : sentence;
  const known = judged.get(key);
  if (known) return known;
  const verdict = judgeSentence(sentence, rejudged);
  if (judged.size >= MAX_JUDGED) judged.clear();
  judged.set(key, verdict);
  return verdict;
}

function judgeSentence(sentence: string, rejudged: boolean): Judgement {
  // "pls", "plz", "kindly": the rules read "please".
  const raw = clean(sentence).trim();
  const pointed = MENTION_LEAD.test(raw);
  const bare = pointed ? raw.replace(MENTION_LEAD, '') : raw;
  const s = mayMatch(POLITE_LEAD, bare) ? bare.replace(POLITE_LEAD, 'please ') : bare;
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length > 70 || s.length > 420) return { skip: 'too_long' };
  if (COMMAND_OUTPUT.test(s)) return { skip: 'command_output' };
  const habit = HABIT.test(s);
  const conditional = CONDITION_LEAD.test(s) || CONDITION_MID.test(s);
  if (/\?\s*$/.test(s) || /^(i wonder|any idea|anyone know|does anyone)\b/i.test(s)) {
    if (!/^(can|could|would|will) you (please )?(always|never|remember to|make sure|from now on|going forward)\b/i.test(s)) return { skip: 'question' };
  }
  // "Would npx improve my service.", "what are the trader sizes": a question typed without its
  // question mark.
  if (UNMARKED_QUESTION.test(s) && !habit) return { skip: 'question' };
  // "From what I've seen there is no path in the plist", "the script throws the following
  // error …": an observation of this session.
  if (!habit && OBSERVATION.test(s)) return { skip: 'temporary_error' };
  // "are our changes pushed? do the tests pass, if so open the PR": a question first, with more
  // after its question mark, is still a question.
  if (s.includes('?') && QUESTION_LEAD.test(s) && !/^(can|could|would|will) you (please )?(always|never|remember to|make sure|from now on|going forward)\b/i.test(s)) return { skip: 'question' };
  // "yeah we're using prisma with postgres": the yes answered the agent; what follows is judged.
  if (!rejudged && CHATTER.test(s) && AFFIRMATION_LEAD.test(s)) {
    const rest = judge(s.replace(AFFIRMATION_LEAD, ''), true);
    if ('kind' in rest) return rest;
  }
  // "prefer named exports", "tabs not spaces", "no semicolons please": a convention typed tersely.
  // (A sentence the rules read a kind off keeps that kind: "Our convention is kebab-case …".)
  const convention = terseConvention(s);
  if (convention && classify(s, habit, conditional) === null) return { kind: convention, habit: false };
  if (CHATTER.test(s) && words.length <= 6 && !habit) return { skip: 'chatter' };
  // "The tests should cover the edge cases too": added to this turn's request.
  if (!habit && ADDED_TO_REQUEST.test(s)) return { skip: 'one_off' };
  // "Make sure you never make such mistakes in the future": a rule that points back at what just
  // happened names nothing a later session could follow.
  if (mayPointBack(s) && ANAPHORIC_RULE.test(s)) return { skip: 'one_off' };
  if (words.length < 3 && !COMMUNICATION_STYLE.test(s)) return { skip: 'too_short' };
  // "we should probably use X instead of Y": a softened recommendation, not a guess.
  if (SPECULATION_CUE.test(HEDGED_RECOMMENDATION.test(s) ? s.replace(/\bshould probably\b/gi, 'should') : s)) return { skip: 'speculation' };
  // "We are going to plan the work…", "I'm about to…": this session's plan, not a fact.
  if (!habit && !PROJECT_IDENTITY.test(s) && SESSION_PLAN.test(s)) return { skip: 'one_off' };
  if (THIS_SESSION.test(s) && !LASTING_WORDS.test(s)) return { skip: 'one_off' };
  // "I don't want you to touch the database for this task", "the API returns 401 when the
  // token expires, handle that": bound to this turn by its own words.
  // "@docs/ remove this folder", "@templates/ use these to create …": a message that starts by
  // pointing at files is about those files, this turn, unless it says always/never.
  if (!habit && (pointed || NO_WORRY.test(s) || ONE_TIME_CONDITION.test(s) || FILE_MENTION.test(s) || TURN_BOUND.test(s) || POINTED_REQUEST_END.test(s) || TURN_LIMIT.test(s) || NUMBERED_ITEMS.test(s) || NEEDS_CHANGE.test(s) || PLACE_THEN_REQUEST.test(s))) return { skip: 'one_off' };
  // "Seems you forgot …", "Do not make that button too big": about the work in front of us.
  if (!habit && (SEEMS_LEAD.test(s) || POINTED_THING.test(s))) return { skip: 'one_off' };
  if (!habit && ASK_QUESTIONS.test(s)) return { skip: 'one_off' };

  if (!habit && REQUEST_WANT.test(s)) return { skip: 'one_off' };
  if (THANKS.test(s) && !habit) return { skip: 'chatter' };
  const kind = classify(s, habit, conditional);
  // "Check my code and tell me …": a request for this turn, whatever rule it resembles.
  if (kind !== null && kind !== 'preference' && !habit && !CONDITION_LEAD.test(s) && !/\b(before|after|whenever) (you |we )?\w+/i.test(s) && TASK_REQUEST.test(s) && !quantifiedRule(s) && !namedChoice(s) && !I_DECIDED.test(s) && !USE_INSTEAD.test(s)) return { skip: 'one_off' };
  if (kind === 'preference' && !habit && /^(please |pls )?(check|tell|show|look|fix|find|explain|help)\b/i.test(s)) return { skip: 'one_off' };
  if (kind === null) {
    // "auth is handled by clerk", "commit messages follow conventional commits", "respond in
    // spanish": how the project is set up, or how the user wants answers (./setup-shapes.ts).
    // Read only where no other rule found a kind, so ordinary requests never reach it.
    const setup = setupShape(s);
    if (setup) return { kind: setup === 'user_fact' ? 'fact' : setup, habit: false };
    if (TASK_REQUEST.test(s)) return { skip: 'one_off' };
    if (TEMPORARY_CUE.test(s)) return { skip: 'temporary_error' };
    if (CHATTER.test(s) || DEICTIC_FEEDBACK.test(s) || (!habit && POINTED_REACTION.test(s))) return { skip: 'chatter' };
    return { skip: 'no_durable_signal' };
  }
  // "It is currently Nuxt 2": a versioned stack is stated as of now, which is what it is.
  if (!habit && !conditional && TEMPORARY_CUE.test(s) && !stackVersion(s)) return { skip: 'temporary_error' };
  // "X should be in the root folder but it isn't": how things ought to be, reported as broken.
  if (!habit && BUT_NOT_SO.test(s)) return { skip: 'temporary_error' };
  return { kind, habit: habit || conditional };
}

const TURN_BOUND = /\b(?:for (?:this|the current) (?:task|pr|change|ticket|feature|session|turn|step|fix|issue|commit|one)|this time|for the moment)\b/i;
const POINTED_REQUEST_END = /[,;]\s*(?:(?:please|pls|so|and|now|then|just)\s+)?(?:handle|fix|do|change|update|check|address|solve|catch|cover|support|debug|investigate|remove|add) (?:that|it|this|them|those)\W*$/i;
const AFFIRMATION_LEAD = /^(?:yes|yeah|yep|yup|ok(?:ay)?|sure|right|correct|exactly|indeed)[,.!]?\s+(?=\S+\s+\S)/i;
const ADDED_TO_REQUEST = /\b(?:too|as well)\W*$/i;
const UNMARKED_QUESTION = /^(?:would|could|can|does|did|is|are|was|were|what|what's|whats|how|why|where|which|who|do (?!not\b|n'?t\b))\b(?! you (?:please )?(?:always|never|remember|make sure|from now on|going forward)\b)/i;
const OBSERVATION =
  /^(?:error|exception|warning|bug|issue|problem)s?\b\s*(?:on|in|when|while|with|at|after|:)|^(?:from what i(?:'ve| have)? (?:seen|see|can tell|understand)|as far as i can (?:see|tell))\b|\b(?:doesn'?t|does not|don'?t|do not) seem to\b|\b(?:seems?|appears?) to (?:be )?(?:work|fail|break|hang|load|show|run|update|updating|working|failing|broken|missing|stuck)\w*\b|\b(?:is|are) (?:now )?(?:populating|rendering|loading|showing|working|running) (?:now|again|fine|correctly|properly)\b|\b(?:throws?|threw|raises?|raised|gives?|gave|shows?|showed|prints?|printed|logs?|logged|returns?|returned) (?:me )?(?:the following|this|an?|the same) (?:error|exception|warning|message|output|stack ?trace)\b/i;
// "Do not worry about the archived posts", "no need to touch the tests": what this turn leaves out.
const NO_WORRY = /^(?:please )?(?:do not|don'?t|dont|no need to) (?:worry|bother|care)\b/i;
// "After all instances have been created, print the table": a step of this task, after another.
const ONE_TIME_CONDITION = /^(?:after|once|when) (?:all |the |this |that |these |those )?[^,]{0,60}\b(?:ha(?:s|ve) been|(?:is|are) (?:done|finished|complete|completed|created|deployed|merged))\b/i;
// "Use @PHP_FILES_INVENTORY.md to find the files to update": a file the host attached, this turn.
const FILE_MENTION = /(?:^|\s)@[\w./-]+\.[a-z]{1,5}\b/i;
const MENTION_LEAD = /^(?:[@#][\w./:-]+[,:]?\s+)+(?=[a-z])/i;
// "In this app, look at the implementation of git sync": a place, then this turn's request.
const PLACE_THEN_REQUEST = /^(?:for|in|within|across|inside|on) [^,]{2,60},\s*(?:please |can you |could you |now |first |just )?(?:look|check|review|find|fix|see|tell|show|explain|investigate|debug|search|read|try|figure)\b/i;
const POLITE_LEAD = /^(?:pls|plz|plse|pleas|kindly)\b[,:]?\s*/i;
const QUESTION_LEAD = /^(?:are|is|am|do|does|did|can|could|should|would|will|have|has|what|why|how|where|which|who)\b[^?.!]{0,200}\?\s*\S/i;
const ANAPHORIC_RULE =
  /\b(?:(?:such|that|this|these|those|the same|similar) (?:\w+ ){0,3}(?:mistakes?|errors?|blunders?|things?|stuff)|(?:do|make|repeat|try) (?:that|this|it))(?: ever| again| ever again| in the future| anymore| any more)*\W*$/i;

// The prefilter cannot read these patterns' words (a class, lookaheads), and "is", "this" or
// "the" occur in most sentences: plain substring checks spare compiling them on a Stop.
const POINTER_WORDS = ['mistake', 'error', 'blunder', 'thing', 'stuff', 'again', 'future', 'anymore', 'any more'];
function mayPointBack(s: string): boolean {
  const lower = s.toLowerCase();
  if (POINTER_WORDS.some((word) => lower.includes(word))) return true;
  let cut = lower.length;
  while (cut > 0 && !(lower[cut - 1]! >= 'a' && lower[cut - 1]! <= 'z')) cut--;
  const end = lower.slice(0, cut);
  return end.endsWith(' that') || end.endsWith(' this') || end.endsWith(' it');
}
function hasModal(s: string): boolean {
  const lower = s.toLowerCase();
  return lower.includes('should') || lower.includes('must') || lower.includes('shall');
}

// Requests about this session's work: "ask any questions first", "before we begin, …",
// "do not do any work yet", "let me know if …".
const THIS_SESSION =
  /^(please )?(ask (me )?(any|all|clarifying|additional|some)?\s*(\w+ )?questions?|before (we|you|i) (begin|start|proceed|continue|go|move on|dive in)|do not do any work|don'?t (do|make) any (work|changes) yet|if (anything|something) (here )?is (unclear|vague)|let me know if)\b/i;
// "I would like to merge …", "I need you to …": a request for this turn, not a taste.
const REQUEST_WANT = /\bI(?:'d|\s+would)\s+(?:really |also |just )?like\s+(?:to\s+(?!use\b|see\b|have\b|keep\b|work\b|stick\b)|(?:a|an|the|it|this|that|them|you|some)\b)|\bI\s+(?:really |also |just )?need\s+(?:you|a|an|to|the)\b/i;

// "make sure to …" and "remember to …" are part of a one-off request unless the user marks
// them as recurring or states them about every case ("every new migration").
const MAKE_SURE = /^(please )?(?:(?:let'?s|lets) )?(make sure|be sure|ensure|remember to|don'?t forget to|do not forget to)\b/i;
// Approval of the agent's work or proposal is chatter, whatever verb carries it.
const APPROVAL =
  /\b(like|likes|love|loves|liked|prefer|prefers|agree with|approve|approves|ok with|fine with|happy with|go with)\s+(your|the|this|that)\s+(rec|recs|recommendation|recommendations|suggestion|suggestions|plan|proposal|approach|idea|option|version|changes?|work|design|draft|answer|pick|choice|solution)\b|^the user (likes|liked|loves|approves|agrees)\b/i;
// Terse preferences: "I only want one ver of you, perferably brew".
const PREFERENCE_TERSE = /\bI\s+(?:only|just|really)\s+(?:want|need|use)\b|\b(?:pre?f+e?r+e?a?b+ly|perferabl[ey]|preferrabl[ey])\b/i;
// What the project is: "I'm building a Tinder-like app for …".
const PROJECT_IDENTITY =
  /^(?:I|we) (?:have|maintain|own|run|am building|are building) (?:an?|my|our) (?:[\w.-]+ ){0,4}(?:app|application|project|site|website|service|library|tool|game|plugin|extension|cli|api)\b|^(?:I|we) want to (?:create|build|make|develop|write) (?:an?|my|our) (?:[\w.-]+ ){0,4}(?:app|application|project|site|website|service|library|tool|game|plugin|extension|cli|api|bot) (?:which|that|for|where) |^(?:my|our) (?:[\w-]+ )?(?:app|application|project|site|website|service|library|tool|game|plugin|extension|bot|blog) (?:is|will be) (?:all |mainly |mostly )?about \S|^(?:we|I)(?:'re| are|'m| am) (?:going to|gonna|about to) (?:create|build|make|develop|write) (?:an?|the|our|my)? ?(?:[\w-]+ ){0,3}(?:app|application|project|site|website|service|library|tool|game|plugin|extension|cli|api) (?:for|to|that)\b|^(?:(?:please note,? )?(?:this|it) is (?:not an? [\w -]{1,40}, but )?(?:an?|my|our) (?:[\w-]+ ){0,4}(?:project|app|application|tool|game|library|site|website|plugin|extension|cli|service|prototype)\b)|^(?:so |basically |for context,? )?(?:I'?m|I am|we'?re|we are|I'?ve been|we'?ve been)\s+(?:currently\s+)?(?:building|making|creating|developing|writing|working on|prototyping)\s+(?:a|an|the|this|our|my)\b/i;

const COMMUNICATION_STYLE =
  /^(?:please )?(?:(?:keep|make|write) (?:your |the |all |my )?(?:answers|responses|replies|explanations|summaries|messages|commit messages|pr descriptions|status updates|updates|comments) (?:short|shorter|brief|concise|terse|minimal|simple|tight|to the point|under \d+|in (?:english|plain english|bullet points)|without)\b|be (?:more |less |very |extra )?(?:concise|brief|terse|direct|succinct|verbose|detailed|blunt)\b(?! (?:here|this time|now|for now|in this)\b))/i;
const WANT_PRODUCT =
  /^(?:and |also |but )?(?:i|we) (?:also |really |just |still )?(?:want|would like|'d like) to (?:change|switch|move|migrate|go back|return|revert) (?:from (?!(?:it|this|that)\b)[^,.]{2,40} )?to (?!(?:it|this|that|the previous|the old|how it was)\b)\S|^(?:and |also |but )?(?:i|we) (?:also |really |just |still )?(?:want|need|would like|'d like) (?:the|all|every|each|our) (?!(?:same|other|rest|code|changes?|fix|file|files|tests?|build|pr|commit|output|result|error|issue|bug|work|task)\b)[\w-]+(?: [\w-]+){0,3} (?:to (?:be|stay|go|sit|live|appear|show|use|have|open|start|default)|above|below|under|underneath|next to|beside|inside|before|after|on top|at the (?:top|bottom)|sorted|grouped|aligned|centered|centred|hidden|visible|wider|narrower|bigger|smaller|stacked)\b/i;
const MODAL_HABIT = /\b(?:should|must|shall|needs? to|has to|have to) (?:always|never|only ever)\b/i;
const LETS_STOP = /^(?:let'?s|lets) (?:not|never|stop|no longer) [a-z]+/i;
// "don't change anything besides commit and push": the bounds of this turn's work.
const TURN_LIMIT = /^(?:please )?(?:do not|don'?t|dont) .{0,40}?\b(?:anything|any changes|nothing) (?:else )?(?:besides|except|other than|apart from|but)\b/i;
// "Component 2 and 3 should be the same height", "step 4 needs to move": items of the list in
// front of us, named by their numbers.
const NUMBERED_ITEMS = /^(?:the )?[a-z]+s? #?\d+(?:(?:,| and| &) #?\d+)* (?:should|must|needs?|has to|have to|is|are|can)\b/i;
// "Those elements need to be added in the top right": a change to make now.
const NEEDS_CHANGE = /\bneeds? to be (?:added|moved|fixed|changed|updated|removed|placed|put|aligned|resized|able to)\b/i;
const USE_INSTEAD =
  /\b(?:to use|use|using|switch to|move to|migrate to|go with|rely on) (?!(?:the same|it|this|that|them|one|a different|another|something)\b)(?:the |a )?[\w@./+-]+(?: [\w@./+-]+){0,2} (?:instead of|rather than) (?!(?:it|this|that|them|doing|writing|making|having|the other)\b)[\w@./+-]+/i;
const WE_SHOULD = /^(?:i think |so |also |and )?(?:we|you) should (?:always |never |automatically |also |really )*(?!be\b|have\b|probably\b|maybe\b)[a-z]{3,}\b/i;
const NO_RULE = /^no (?!(?:problem|problems|worries|thanks|idea|need|way|rush|luck|pressure|clue|matter|doubt|one|longer)\b)[a-z][\w-]*/i;

const HABIT_LEAD = /^(from now on|going forward|moving forward|in the future|henceforth|every time|each time|by default|as a rule)\s*,?\s*/i;

// A quantifier that ends the sentence ("push all changes") names this turn's work, not a rule.
function quantifiedRule(s: string): boolean {
  if (s.split(/\s+/).length > 20) return false;
  return QUANTIFIED.test(s) && !/\ball (the|of|these|those|that|this|it|you)\b/i.test(s) && !/\b(all|any|every|each) [\w-]+\s*[.!]?\s*$/i.test(s);
}

function classify(s: string, habit: boolean, conditional: boolean): MemoryKind | null {
  if ((DEICTIC_FEEDBACK.test(s) || POINTED_REACTION.test(s)) && !habit) return null;
  if (APPROVAL.test(s) && !habit) return null;
  if (MAKE_SURE.test(s)) return habit || conditional || quantifiedRule(s) ? 'instruction' : null;
  if (PROJECT_IDENTITY.test(s) && !TASK_REQUEST.test(s) && !verdictOnThing(s)) return 'fact';
  if ((identityStatement(s) || userEnvironment(s)) && !TASK_REQUEST.test(s)) return 'fact';
  if (toolOverTool(s)) return 'preference';
  if (bareTaste(s)) return 'preference';
  // "I don't want to have separate products per size": a refusal about the product's design.
  if (PRODUCT_REFUSAL.test(s) && !/\b(you|your|me)\b/i.test(s)) return 'project_decision';
  if (PREFERENCE_TERSE.test(s) && /\bI\b/.test(s)) return 'preference';
  if ((PREFERENCE.test(s) && !REQUEST_WANT.test(s)) || PREFERENCE_HABIT_USE.test(s) || PREFERENCE_MY.test(s) || USER_KEEPS.test(s)) return 'preference';
  if (PREFERENCE_WANT.test(s) && !REQUEST_WANT.test(s) && (habit || conditional || /\b\w+s (to (be|have|stay|use|include|follow|start|end)|in)\b/i.test(s)) && !/\b(this|that|it)\b/i.test(s.slice(0, 40)))
    return 'preference';
  if (WE_TASTE.test(s)) return 'project_decision';
  // Where code lives, what holds for every case, what the product does by default.
  if (placementRule(s) || universalConstraint(s) || defaultBehaviour(s) || namedChoice(s) || dataShape(s) || limitRule(s) || storageConvention(s) || statedWithRule(s)) return 'project_decision';
  if (stackLabel(s)) return 'fact';
  // "keep answers short", "be concise": how the agent should talk, whatever the task.
  if (COMMUNICATION_STYLE.test(s)) return 'preference';
  // "I want the labels above the inputs", "I also want the fields under each other": how the
  // product is laid out or behaves, said as a wish.
  if (WANT_PRODUCT.test(s) && !DEICTIC_FEEDBACK.test(s)) return 'project_decision';
  // "When the app loads it should always be filtered to X": a modal with always/never is a rule,
  // whatever condition comes first; "let's not show X anymore": a change of approach.
  if (habit && (LETS_STOP.test(s) || (MODAL_HABIT.test(s) && !/^(?:it|this|that|they|these|those)\b/i.test(s)))) return /^you\b/i.test(s) ? 'instruction' : 'project_decision';
  // "update the plan to use automerge-repo instead of cr-sqlite": one tool over another, even
  // inside a request.
  if (USE_INSTEAD.test(s)) return 'project_decision';
  // "I think we should bump the version each time we make changes": a practice for every time.
  if (habit && WE_SHOULD.test(s)) return 'instruction';
  // "No emojis in the UI copy, ever.": a prohibition with a habit marker.
  if (habit && NO_RULE.test(s)) return 'instruction';
  if (matchesAny(NOTE, s)) return SYMPTOM.test(s) ? null : 'note';
  if (matchesAny(DECISION, s) || (hasModal(s) && PART_SHALL.test(s))) return 'project_decision';
  // Where the product runs, its versioned stack, who it is for ("we use X 16" stays a decision).
  const platform = platformStatement(s);
  if (platform === 'decision') return 'project_decision';
  if (platform === 'fact' || stackVersion(s) || audienceFact(s)) return 'fact';
  if (matchesAny(INSTRUCTION, s)) return productDecision(s) ? 'project_decision' : 'instruction';
  if (codeConvention(s)) return 'instruction';
  // "You don't need the server to read local files": said to the agent, about its work.
  if (TO_THE_AGENT.test(s)) return 'instruction';
  if (CONDITION_LEAD.test(s) && IMPERATIVE_AFTER_COMMA.test(s) && (IMPERATIVE_VERB.test(afterComma(s)) || TASK_REQUEST.test(afterComma(s)) || /^(ping|notify|tell|alert|warn|message|email)\b/i.test(afterComma(s)))) return productDecision(s) ? 'project_decision' : 'instruction';
  if (IMPERATIVE_VERB.test(s) && (habit || conditional || quantifiedRule(s))) return productDecision(s) ? 'project_decision' : 'instruction';
  // "In the bookings list, show only future bookings by default": a place, then a standing rule.
  if (habit && PLACE_LEAD.test(s) && (IMPERATIVE_VERB.test(s.replace(PLACE_LEAD, '')) || productBehaviour(s.replace(PLACE_LEAD, '')))) return productDecision(s.replace(PLACE_LEAD, '')) ? 'project_decision' : 'instruction';
  // "From now on, commit and push all changes when a task is done." and "From now on, always
  // use yarn": a habit lead, then an imperative (after its own always/never), is an instruction.
  if (habit && (IMPERATIVE_VERB.test(s.replace(HABIT_LEAD, '')) || matchesAny(INSTRUCTION, s.replace(HABIT_LEAD, '')))) return 'instruction';
  if (isFact(s)) return 'fact';
  return null;
}

// "The bot should ignore commands from other bots", "the API must reject unsigned requests":
// how a named part of the product behaves, said with a modal and an action verb ("should be"
// is left to the other shapes: "the button should be fixed" is this turn's state, unless the
// sentence names what it must not be: "a finished task should be marked in review, not done").
const PART_SHALL =
  /^(?:the|our|a|an|every|each) (?!(?:fix|change|changes|patch|commit|pr|output|result|test run|next step|first step|plan|answer|reply|response|code|file|function|line|component|button|modal|method|class|form|field|input|dropdown|popup|dialog|card|prop|variable|query|loop|script|helper|snippet|link|icon|header|footer|sidebar|tooltip)\b)(?:[\w-]+ ){0,2}?[\w-]+ (?:should|must|shall) (?:(?:always |never |not |only |also )?(?!(?:be|have|been|get|look|work|still|now|probably|maybe|also)\b)[a-z]{3,}\b|(?:always |only )?be [^,;]{2,40}, not (?:as )?[\w-]+\W*$)/i;
const PRODUCT_REFUSAL = /^I (?:really |just )?(?:don'?t|do not) want (?:to have (?!to\b)|separate|extra|a separate|an extra)/i;
const BUT_NOT_SO = /\b(?:but|and|yet) (?:it|this|that|they|he|she)(?: still)? (?:isn'?t|is not|doesn'?t|does not|won'?t|aren'?t|are not|wasn'?t|didn'?t|hasn'?t|haven'?t)\b/i;
const HEDGED_RECOMMENDATION = /\b(?:we|you) should probably (?:use|prefer|keep|stick with|go with|switch to|move to)\b[^.]*\b(?:instead of|rather than)\b/i;
const TO_THE_AGENT = /^you (?:do not|don'?t|dont|never|must not|mustn'?t|should never|shouldn'?t|should not|should always|must always|always) (?:be )?(?:need|have|use|run|touch|edit|change|call|read|write|add|remove|delete|commit|push|install|mov|modify|modifying|creat|renam|overwrit|import|hardcod|hard-cod|skipp?)(?:e|es|ed|ing)?\b(?! (?:done|that|this|it|those|these)\b)/i;
// "i will commit manually", "I'll handle the deploys myself": the part of the work the user keeps.
const USER_KEEPS = /\bI(?:'ll| will| always| usually)? (?:commit|push|deploy|merge|release|publish|run|handle) (?:\w+ ){0,3}(?:manually|myself|by hand|on my own)\b/i;
const PLACE_LEAD = /^(?:now,? )?(?:in|on|within|inside|for) (?!now\b)(?:the )?[^,]{3,60},\s*/i;

// An imperative about what the product does (a rule of its behaviour) rather than how the
// agent works: "When the switch is on, show only service orders".
function productDecision(s: string): boolean {
  return productBehaviour(s) || (CONDITION_LEAD.test(s) && productBehaviour(afterComma(s)));
}

// An imperative whose only claim to outlive the turn is a quantifier ("include all levels of
// detail", "avoid changing paid orders, no history needed"): in a message that asks for work,
// it is usually about that work.
export function quantifiedOnly(s: string): boolean {
  const text = clean(s).trim();
  if (HABIT.test(text) || CONDITION_LEAD.test(text) || CONDITION_MID.test(text)) return false;
  if (matchesAny(INSTRUCTION, text) || matchesAny(DECISION, text) || matchesAny(NOTE, text)) return false;
  return IMPERATIVE_VERB.test(text) && quantifiedRule(text);
}

function afterComma(s: string): string {
  const at = s.indexOf(',');
  return at < 0 ? '' : s.slice(at + 1).trim().replace(/^(please|also|first|then|always|just)\s+/i, '');
}

// After "When X," an imperative main clause starts with a verb, not a subject or determiner.
const IMPERATIVE_AFTER_COMMA = /,\s*(please |also |first |then |always |just )?(?!(i|we|it|its|it's|the|this|that|these|those|there|you|he|she|they|a|an|my|our|their|and|but|so|or|which|because|since|as|if|when|otherwise|then|let'?s|lets)\b)[a-z]+\b/i;

const FACT_SUBJECT =
  /^(the|our|this|these|all|each|every)?\s*([\w@./:`'-]+\s+){0,5}?(repo|repository|project|codebase|app|application|service|services|api|server|servers|database|db|domain|docs|documentation|site|website|staging|production|prod|environment|config|configuration|cluster|bucket|queue|port|monorepo|package|packages|module|modules|folder|directory|dir|schema|ci|pipeline|registry|endpoint|endpoints|frontend|backend|workspace|runtime|lockfile|entry ?point|script|scripts|makefile|dockerfile|cron|job|jobs|worker|workers|cache|cdn|cli|sdk|library|framework|stack|suite|fixtures|migrations|wiki|dashboard|logs|metrics|monitoring|alerts|branch|branches|tables?|table|column|types|tests|e2e|image|images|container|containers|binary|bot|webhook|version|versions|release|releases|vpn|host|hostname|region|account|org|organization|team|owner|maintainer|license|readme|changelog|tsconfig|env file|\.env\.example|storybook|design system|linter|formatter|tool|tooling|build|bundle|deploys?|secrets? manager|vault|feature flags?|flags?|cluster|node version|python version|go version|rust toolchain)\b/i;
const FACT_VERB =
  /\b(is|are|lives|live|sits|runs|run|uses|use|points to|point to|maps to|listens on|defaults to|default to|targets|requires|require|needs|need|expects|depends on|depend on|comes from|come from|gets deployed|get deployed|contains|contain|holds|stores|store|has|have|reads|writes|owns|handles|talks to|connects to|proxies|builds|compiles|ships|was renamed|were renamed|was moved|were moved|was replaced|was split|resides|reside|belongs|belong|generates|is generated|are generated|is built|are built|is hosted|is served|are served|is deployed|are deployed|is pinned|are pinned|is managed|are managed|is owned|are owned|must be|can only|cannot|can't|won't|doesn't|don't|does not|do not)\b/i;
const FACT_NOT_DURABLE =
  /\b(have|has) been \w+(ed|en)\b|\bthis (file|function|method|line|error|test|change|commit|branch|pr|plan|task)\b|\bstill (not|doesn'?t|isn'?t|won'?t|can'?t|fails?|broken)\b|^(here|there) (is|are)\b|^(the|this|that|these|those) (error|errors|bug|bugs|issue|problem|output|result|results|log|logs|stack trace|diff|change|changes|pr|test run|failure|warning|warnings|fix|patch|commit|line|snippet|function|file|method|code|one|thing|above|below|message|response|answer|task|ticket|step|command|screenshot|link|page)\b|\b(above|below|earlier|just now|this time|yesterday|last night|in this pr|in this diff|for this task)\b/i;
const PROGRESSIVE_STATE = /\b(is|are|was|were) (returning|throwing|failing|hanging|timing|crashing|erroring|showing|giving|getting|taking|loading|breaking|complaining|printing|logging|spamming|leaking|blocking|stuck|slow|broken|down|red|green|flaky|empty|missing|wrong|off|weird|clipped|cut off|cropped|truncated|overlapping|misaligned|exceeding|overflowing|intersecting|covering|incorrect|invalid|populating|updating|refreshing|flickering|lagging|freezing|(?:now )?(?:complete|completed|done|finished|ready for (?:production|use|review|testing)|fixed|resolved)|invisible|blank|frozen|not (?:visible|showing|shown|displayed|working|loading|loaded|saved|found|on|there|appearing|rendering|rendered|updating|updated))\b/i;

const PRESENT_VERB = /^[a-z]{3,}s$/;
const NOT_VERB = /^(is|was|has|does|this|its|us|yes|bus|gas|plus|class|less|unless|process|access|address|status|alias|canvas|always|sometimes|perhaps|ones|tests|docs|logs|files|users|jobs|ops|aws|dns|ms|os)$/i;

// "The nightly job regenerates…": a durable subject noun followed by a present-tense verb.
function subjectThenVerb(s: string): boolean {
  const words = s.split(/\s+/);
  for (let i = 1; i <= Math.min(6, words.length - 1); i++) {
    const verb = (words[i] as string).toLowerCase();
    if (!PRESENT_VERB.test(verb) || NOT_VERB.test(verb)) continue;
    return FACT_SUBJECT.test(words.slice(0, i).join(' ') + ' ') && /^(the|our|this|each|every|all)$/i.test(words[0] as string);
  }
  return false;
}

// A fact about what the project is, said so: worth drafting even from a long message.
export function statedProjectFact(s: string): boolean {
  return (
    PROJECT_IDENTITY.test(s) ||
    platformStatement(s) !== null ||
    stackVersion(s) ||
    stackLabel(s) ||
    partBuiltWith(s) ||
    identityStatement(s) ||
    audienceFact(s) ||
    productName(s) ||
    hostMachine(s) ||
    /^(this|the|our|my) ([\w-]+ )?(repo|repository|project|codebase|monorepo|app|application|site|website|service|tool|game|library|plugin|extension|cli|package)\b[^.]{0,40}\b(is a|is an|is built|uses|runs on|targets|is written|deploys|is deployed|is hosted|depends on)\b/i.test(s) ||
    /\b(is|are) (our|the project's|the team's)\b/i.test(s)
  );
}

const SENTENCE_ADVERB = /^(?:now|then|also|still|here|so|just|again|maybe|sometimes|today|currently|right|ok|okay|yes|no|but|and|or|actually|yet|even|only|well|please|otherwise|finally|basically)\b/i;

// "Thoroughly review the codebase to verify …", "Look through the code to see what still needs
// work": a request, whatever nouns follow.
const IMPERATIVE_OPENING =
  /^(?:please |now |then |also |just |first |(?:thoroughly|carefully|quickly|properly|fully) )*(?:call|name|rename|have|give|set|put|change|replace|swap|switch|turn|hide|sort|remind|look|review|check|go|verify|find|scan|analy[sz]e|investigate|audit|read|explore|examine|search|walk|dig|fix|update|implement|create|build|write|run|test|make|add|remove|delete|move|rename|refactor|clean|figure|see|debug|try|help|tell|show|explain|compare|summari[sz]e|list|identify|ensure|confirm)\b/i;
// "The app keeps freezing when …", "when clicking a project it doesn't open": a symptom.
const SYMPTOM = /\b(?:keeps?|kept) (?:on )?[a-z]+ing\b|\b(?:always|never|sometimes|randomly|still|often|occasionally) (?:fails?|crash(?:es)?|breaks|hangs|freezes|errors|times out|loads|works|closes|opens|shows)\b|\b(?:doesn'?t|does not|don'?t|do not|won'?t|will not|isn'?t|is not|aren'?t|are not|didn'?t|did not|can'?t|cannot) (?:work|open|load|show|appear|display|render|save|start|run|respond|update|close|connect|compile|build|trigger|fire|change|happen)\w*\b/i;

function isFact(s: string): boolean {
  if (TASK_REQUEST.test(s) || IMPERATIVE_OPENING.test(s) || SYMPTOM.test(s)) return false;
  // Facts about the user's own life are not project facts; preferences are handled above.
  if (/^(my|i|i'm|i've)\b/i.test(s)) return false;
  if (/^(it|this|that|they|he|she|you|there)('s|\s+(is|are|was|were|will|should|seems|looks|has|does|did|works|worked|might|may|fails|failed|breaks|broke|crashes|crashed|errors|hangs|hung|throws|threw))\b/i.test(s)) return false;
  if (FACT_NOT_DURABLE.test(s) || PROGRESSIVE_STATE.test(s)) return false;
  if (/^(this|the|our) (repo|repository|project|codebase|monorepo|app|service)\b/i.test(s) && FACT_VERB.test(s)) return true;
  if (/\b(is|are) (our|the project's|the team's)\b/i.test(s)) return true;
  if (subjectThenVerb(s)) return true;
  const subjectEnd = s.search(FACT_VERB);
  if (subjectEnd <= 0) return false;
  const subject = s.slice(0, subjectEnd);
  if (FACT_SUBJECT.test(subject)) return true;
  // Proper nouns, paths and identifiers as subjects: "Grafana is…", "packages/core holds…".
  // A pronoun is capitalised only because it starts the sentence: "We need a login page" is a
  // request, and the "we use / we decided" shapes are judged by the decision rules above.
  if (/^(we|i|they|he|she|it|everyone|everybody|someone|somebody|nobody|people|everything|something|nothing|anything)\b/i.test(subject.trim())) return false;
  // A capital that only starts the sentence ("Now is working worse …") names nothing.
  if (SENTENCE_ADVERB.test(subject.trim())) return false;
  return /^([A-Z][\w.-]+|[\w.-]*\/[\w./-]+|[\w-]+\.(ts|js|json|ya?ml|toml|md|py|go|rs|sql|sh|lock))\b/.test(subject.trim()) && subject.trim().split(/\s+/).length <= 4;
}

// A pattern whose words the sentence lacks is not run, nor compiled (./prefilter.ts).
// Patterns judgeSentence() and classify() test inline, named so the prefilter can rule them out.
const SESSION_PLAN = /^(?:so |now |ok,? )?(?:we|i)(?:'re| are|'m| am)\s+(?:now\s+)?(?:going to|gonna|about to|trying to|planning to)\b|^(?:so |now |ok,? )?(?:we|i)(?:'ll| will) (?:also )?(?:need|have) to\b/i;
const LASTING_WORDS = /\b(always|never|from now on|every time|going forward)\b/i;
const SEEMS_LEAD = /^(it )?(seems|looks like|apparently)\b/i;
const POINTED_THING = /\b(that|this|these|those) (button|file|function|page|screen|component|change|code|thing|one|part|bit|error|test|line|method|modal|view|table|field|column)s?\b/i;
const ASK_QUESTIONS = /\band (ask|let me know)\b.*\bquestions?\b/i;
const THANKS = /\b(thanks|thank you|thx)\b/i;
const WE_TASTE = /\bwe\s+(really |strongly |generally |all )?(prefer|like|love|hate|dislike)\b/i;

prefilter(SESSION_PLAN, LASTING_WORDS, SEEMS_LEAD, POINTED_THING, ASK_QUESTIONS, THANKS, WE_TASTE, TO_THE_AGENT, PRODUCT_REFUSAL, HEDGED_RECOMMENDATION, POINTED_REACTION, PART_SHALL, NO_WORRY, ONE_TIME_CONDITION, FILE_MENTION, USE_INSTEAD, PLACE_THEN_REQUEST, MENTION_LEAD, NUMBERED_ITEMS, NEEDS_CHANGE, MODAL_HABIT, LETS_STOP, TURN_LIMIT, WANT_PRODUCT, WE_SHOULD, UNMARKED_QUESTION, OBSERVATION, AFFIRMATION_LEAD, ADDED_TO_REQUEST, USER_KEEPS, IMPERATIVE_OPENING, SYMPTOM, POLITE_LEAD, TURN_BOUND, POINTED_REQUEST_END, COMMUNICATION_STYLE, NO_RULE, QUESTION_LEAD, ANAPHORIC_RULE, I_DECIDED, SENTENCE_ADVERB, HABIT, CONDITION_LEAD, CONDITION_MID, COMMAND_OUTPUT, PREFERENCE, PREFERENCE_WANT, PREFERENCE_HABIT_USE, PREFERENCE_MY, DEICTIC_FEEDBACK, COMMUNICATION, DECISION, NOTE, IMPERATIVE_VERB, QUANTIFIED, INSTRUCTION, THIS_SESSION, REQUEST_WANT, MAKE_SURE, APPROVAL, PREFERENCE_TERSE, PROJECT_IDENTITY, HABIT_LEAD, IMPERATIVE_AFTER_COMMA, FACT_SUBJECT, FACT_VERB, FACT_NOT_DURABLE, PROGRESSIVE_STATE, PRESENT_VERB, NOT_VERB);
