// Lexical cues shared by the candidate detector and the engine. Kept as data so the two agree on
// what "the user stated something durable" looks like, and so the lists can be read in one place.
import { prefilter } from './prefilter.ts';

// Phrases that mark a statement as meant to outlive the turn.
export const DURABLE_CUE =
  /\b(always|never|from now on|going forward|in general|by default|every time|whenever|each time|as a rule|our (convention|rule|policy|standard)|the convention|we (use|used to|prefer|decided|have decided|'ve decided|agreed|standardi[sz]e|settled|switched|moved|migrated|went with|are going with|'re going with|will use|'ll use|rely on|don'?t use|no longer|stopped|keep|track|deploy|release|ship|target|pin|run|write|name|follow)|i (really |strongly |generally |usually |much |also |still )?(prefer|like|love|hate|dislike|can'?t stand|would rather|'d rather|want you to always|want you to never|find)|please (always|never|don'?t ever|keep|avoid|stop|remember)|remember (that|to)|keep in mind|note that|make sure (to|you)|be sure to|don'?t ever|do not ever|(this|the|our) (repo|repository|project|codebase|app|service|monorepo|team|package)\b[^.?!]{0,40}\b(uses|use|is|are|lives?|runs?|has|have|targets?|deploys?|relies|needs|requires|expects|keeps|stores|ships|pins))\b/i;

export const SPECULATION_CUE =
  /\b(might|maybe|perhaps|possibly|probably|someday|some day|one day|eventually|thinking about|considering|not sure|no idea|i guess|i wonder|we'?ll see|could potentially|who knows|if we ever|at some point|tempted to|i assume|i suppose|presumably|i'?m not certain)\b/i;

export const QUESTION_START =
  /^(who|what|when|where|why|how|which|whose|is|are|was|were|do|does|did|can|could|would|will|should|shall|have|has|had|may|am|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|won'?t|wouldn'?t|couldn'?t|shouldn'?t)\b/i;

export const CHATTER =
  /^(thanks?|thank you|thx|ty|cheers|great|awesome|nice|cool|perfect|ok(ay)?|k|got it|sounds good|lgtm|looks good|yep|yes|yeah|no|nope|sure|lol|haha|wow|hmm+|hi|hello|hey|good (morning|night|job|catch)|well done|nice work|much appreciated|love it|sweet|brilliant|excellent|fantastic|amazing|great job|that works|that worked|makes sense|fair enough|alright|all right|right)\b/i;

// Transient state: a failure happening now, not a property of the project.
export const TEMPORARY_CUE =
  /\b(right now|currently|at the moment|for now|today|tonight|this morning|this afternoon|just now|just (failed|broke|crashed|died|timed out)|again|still (failing|broken|down|red)|is (failing|broken|down|flaky|red|hanging|stuck|timing out)|are (failing|broken|down|flaky|red|hanging|stuck|timing out)|keeps? (failing|crashing|timing out)|(failed|crashed|broke|errored|timed out)( on| in| with| when)?|won'?t (start|build|compile|load|boot|run)|doesn'?t (seem to )?(start|build|compile|load|boot|work)|isn'?t (working|starting|building)|not working|(is|are) throwing|segfault)\b/i;

// Requests aimed at the current turn.
export const TASK_REQUEST =
  /^(please |pls |ok(ay)?,? |now,? |so,? |and |also,? |then,? |next,? |first,? |just |quickly |real quick,? )*(can you|could you|would you|will you|can we|could we|let'?s|lets|go ahead|help me|i need you to|i want you to|i'?d like you to|try|fix|run|add|remove|delete|rename|refactor|update|bump|write|create|implement|check|look at|investigate|debug|open|show|print|explain|revert|undo|commit|push|merge|rebase|install|generate|make|change|move|split|replace|test|review|find|search|list|read|summari[sz]e|draft|start|stop|restart|kill|clean|format|lint|build|deploy|publish|release|rerun|retry|continue|finish|wrap up)\b/i;

// Host names as users say them, mapped to agent scope names.
export const HOST_MENTIONS: { pattern: RegExp; agent: string }[] = [
  { pattern: /\b(in|inside|within|with|for|when (using|running|you'?re in)|while (using|in))\s+claude(\s+code)?\b/i, agent: 'claude-code' },
  { pattern: /\b(in|inside|within|with|for|when (using|running|you'?re in)|while (using|in))\s+(the\s+)?codex(\s+cli)?\b/i, agent: 'codex' },
  { pattern: /\bwhen you'?re (running as|acting as) (claude|codex)\b/i, agent: '' },
];

// Cheap check used by the engine when the caller did not run the detector.
export function hasMemoryCue(text: string): boolean {
  return DURABLE_CUE.test(text) && !SPECULATION_CUE.test(text);
}

// A pattern whose words the sentence lacks is not run, nor compiled (./prefilter.ts).
prefilter(DURABLE_CUE, SPECULATION_CUE, QUESTION_START, CHATTER, TEMPORARY_CUE, TASK_REQUEST, HOST_MENTIONS.map((host) => host.pattern));
