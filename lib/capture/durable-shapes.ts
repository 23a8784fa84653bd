// Shapes of durable statements people make inside ordinary requests: where the product runs,
// where code belongs, which version of the stack it is on, who it is for, what it does by
// default, what holds for every case, a taste stated without "I". Each is a sentence shape
// (subject, verb, a closed class of nouns), never a topic word list; classify.ts decides the
// kind, candidates.ts lets these through a message that also asks for work, because their shape
// alone says they outlive the turn.

import { mayMatch, prefilter } from './prefilter.ts';

// A report of something wrong ("by default it shows the wrong date", "I'm running it on Chrome
// and it freezes") describes this session's trouble, whatever shape carries it.
const PROBLEM =
  /\b(?:break|breaks|broke|broken|fail|fails|failing|failed|crash\w*|errors?|erroring|freez\w*|hangs?|hanging|stuck|wrong|incorrect|buggy|bug|glitch\w*|doesn'?t|does not|isn'?t|is not|won'?t|can'?t|cannot|not working|no longer works|getting|seeing|throws?|throwing|time[sd]? ?out|timing out|annoying|confusing|weird|strange|ugly|unexpected(?:ly)?|[45]\d\d)\b/i;

export function describesProblem(s: string): boolean {
  return PROBLEM.test(s);
}

// Platforms and runtimes a product is built for: a closed class, like the units of a measure.
const PLATFORM =
  /\b(chrome|chromium|firefox|safari|edge browser|browsers?|ipads?|iphones?|tablets?|phones?|smartphones?|android|ios|ipados|macos|windows|linux|ubuntu|debian|desktops?|mobile|kiosk|raspberry pi|node(?:\.js)? ?v?\d+|\d+ lts|lts node|arm64|x86(?:_64)?|wasm|webassembly|electron|smart ?tvs?|touch ?screens?)\b/i;
// "The app targets …", "the client runs on …": a named part of the product, then where it runs.
const SUBJECT_RUNS_ON =
  /^(?:the |our |this |my )?(?:[\w.-]+ ){0,3}?(?:targets?|runs on|run on|is running on|are running on|will run on|is (?:deployed|hosted|installed) on|are (?:deployed|hosted|installed) on|is used on|are used on)\b/i;
// "I am running the client on a tablet", "we're targeting iPads": the speaker's set-up.
const SPEAKER_RUNS_ON =
  /^(?:I|we)(?:'m| am|'re| are)? (?:currently |mainly |mostly |only )?(?:targeting|target|(?:running|deploying|deploy|hosting|host|developing|develop|building|build|testing|test)\b(?! (?:it|this|that|them|the tests?|tests|the build|the script|the command|npm|pnpm|yarn)\b).{0,60}?\b(?:on|for|to|in))\b/i;
const PART_OF_WORK = new RegExp(`${PLATFORM.source}\\s+(?:layout|view|page|pages|version|screen|screens|styles?|css|menu|bugs?|issues?|tests?|builds?|fix|fixes|first|next)\\b`, 'i');
// "Target latest Chrome browser.": a one-line answer naming the platform.
const TARGET_IMPERATIVE = /^(?:please )?(?:target|support) (?:the |only )?(?:latest |modern |current |recent |evergreen |all )?/i;

// "decision" when the user chose the platform ("target the latest Chrome", "we're targeting
// iPads"); "fact" when it reports where the product runs ("the client runs on a tablet").
export type PlatformStatement = 'decision' | 'fact' | null;

export function platformStatement(s: string): PlatformStatement {
  if (!PLATFORM.test(s) || PROBLEM.test(s)) return null;
  if (TARGET_IMPERATIVE.test(s)) {
    const head = s.replace(TARGET_IMPERATIVE, '').split(/\s+/).slice(0, 3).join(' ');
    // "Target the mobile layout first" is this turn's work: the platform names a part of it.
    return PLATFORM.test(head) && !PART_OF_WORK.test(s) ? 'decision' : null;
  }
  const subject = (mayMatch(SUBJECT_RUNS_ON, s) ? SUBJECT_RUNS_ON.exec(s) : null);
  if (subject) return PLATFORM.test(s.slice(0, 120)) ? (/\btargets?$/i.test(subject[0]) ? 'decision' : 'fact') : null;
  const speaker = (mayMatch(SPEAKER_RUNS_ON, s) ? SPEAKER_RUNS_ON.exec(s) : null);
  if (speaker === null) return null;
  const after = s.slice(speaker[0].length, speaker[0].length + 60);
  // "we're targeting iPads": the platform is the object. Otherwise it must follow "on/for":
  // "I am running Kiosk Browser there" names an app, not where the product runs.
  if (/\btarget(ing)?$/i.test(speaker[0])) return PLATFORM.test(after.split(/\s+/).slice(0, 4).join(' ')) ? 'decision' : null;
  return /\b(on|for|to|in)$/i.test(speaker[0]) && PLATFORM.test(after) ? 'fact' : null;
}

// Where code lives: "X should go into its own file", "X can be in a shared utils module",
// "this filter should be in the context file, not in the view". The target is a kind of place
// in a codebase (a closed class) or a file/path.
const PLACE =
  /(?:module|modules|file|files|folder|folders|directory|directories|dir|package|packages|layer|context|service|services|class|component|components|hooks?|helpers?|utils|utilities|route|routes|namespace|crate|library|lib|table|schema|controller|controllers|model|models|config)\b|[\w-]+\.(?:js|jsx|ts|tsx|mjs|cjs|py|rb|go|rs|ex|exs|php|java|kt|swift|vue|svelte|css|scss|json|ya?ml|toml|md|sql)\b|`?[\w.-]*\/[\w./-]*`?/i;
const PLACEMENT =
  /^(?:I think |I'd say |I believe )?((?:[\w.`'"()-]+ ){1,6}?)(?:(?:should|must|shall|can|will|needs? to|has to|have to) (?:always |only |all )?(?:be|go|live|stay|remain|belong|sit)|goes|lives|stays|remains|belongs|sits|(?:is|are) (?:kept|placed|defined))(?: placed| kept| moved| defined| extracted)? (?:in|into|to|under|inside|within|at) (?:the |a |an |its |their |our |one |own |separate |shared |dedicated |new |more |general |common |single |same )*(?:[\w.`'"\/-]+ ){0,3}?/i;
// A bare pronoun is this turn's thing ("it should go in utils" — put it there now).
const PRONOUN_SUBJECT = /^(?:it|that|this|they|them|those|these|there|he|she|you|I|we|which|what|where|everything|something|anything|nothing|the rest)(?:\s+else)?\s*$/i;
// "… the same file as before", "… for this PR": a pointer at this turn's work.
const TURN_POINTER = /\b(?:as before|as above|like before|for this (?:pr|change|task|commit|ticket)|this time|for now|right now)\b/i;
// "The fix should go into main.ts": the change in front of us, not where such code lives.
const TURN_SUBJECT = /^(?:the|this|that|these|those|my|your) (?:new )?(?:fix|fixes|change|changes|patch|commit|update|edit|edits|diff|output|result|results|log|logs|error|bug|issue|code|line|lines|snippet|test run)$/i;

export function placementRule(s: string): boolean {
  const match = (mayMatch(PLACEMENT, s) ? PLACEMENT.exec(s) : null);
  const subject = (match?.[1] ?? '').trim();
  if (!match || PRONOUN_SUBJECT.test(subject) || TURN_SUBJECT.test(subject) || PROBLEM.test(s) || TURN_POINTER.test(s)) return false;
  const rest = s.slice(match[0].length);
  return PLACE.test(rest.split(/[,;:(]/)[0]?.split(/\s+/).slice(0, 5).join(' ') ?? '');
}

// "It is currently Nuxt 2", "the app runs Rails 7.1", "we're on Python 3.12": the stack and
// its version. A version pins it to a named tool, so "currently" states the present stack.
const STACK_SUBJECT =
  /^(?:it|this|the (?:app|application|project|site|website|codebase|repo|repository|frontend|backend|server|client|api|stack|service)|we|our (?:app|application|project|site|stack|frontend|backend|codebase))(?:'s|'re| is| are| runs| run| uses| use| is running| are running| is built| is written| still runs| still uses)(?: currently| still| now| presently)?(?: on| in| with| using| built (?:on|with)| written in)?(?: an?| the)? /i;
const STACK_NAME = /^(?!(?:version|step|option|phase|part|item|number|line|page|chapter|day|week|month|year|issue|task|point|bug|ticket|sprint|round|level|attempt|try|current|now|today|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b)[A-Za-z][\w.+#-]*(?: [A-Z][\w.+#-]*)? v?\d{1,3}(?:\.\d+)*(?!\d)(?!\s*(?:%|percent|ms|seconds?|minutes?|hours?|days?|times|items?|errors?|files?|lines?|tests?))\b/i;

export function stackVersion(s: string): boolean {
  const lead = (mayMatch(STACK_SUBJECT, s) ? STACK_SUBJECT.exec(s) : null);
  return lead !== null && STACK_NAME.test(s.slice(lead[0].length));
}

// "The primary user of this application is me": who the product is for.
const AUDIENCE =
  /^(?:the |our |my )?(?:primary|main|target|only|intended|sole|typical) (?:users?|audience|customers?|clients?|players?|readers?) (?:of|for) (?:this|the|our|my) (?:[\w-]+ )?(?:app|application|project|site|website|tool|game|product|service|plugin|extension|library|cli|system)\b.{0,40}?\b(?:is|are|will be)\b/i;

export function audienceFact(s: string): boolean {
  return AUDIENCE.test(s);
}

// "By default I will see standard orders", "by default, users land on the dashboard": what the
// product does when nobody chose otherwise.
const DEFAULT_LEAD =
  /^by default,? (?:the )?(?:i|we|you|users?|the user|customers?|staff|guests?|visitors?|admins?|it|the [\w-]+(?: [\w-]+)?) (?:will |should |can |must )?(?:only )?(?:see|sees|get|gets|show|shows|land|lands|open|opens|display|displays|start|starts|list|lists|load|loads|sort|sorts|hide|hides|use|uses)\b/i;

// "default mode should be casual, not polished", "the default model is Gemma": what a setting
// is when nobody changes it (the article is often left out when typing).
const DEFAULT_SETTING = /^(?:the |our )?default [\w-]+(?: [\w-]+)? (?:should be|must be|is|will be|stays|remains) (?!(?:broken|wrong|missing|not working|weird|off)\b)[\w"'`]/i;

export function defaultBehaviour(s: string): boolean {
  if (DEFAULT_SETTING.test(s) && !PROBLEM.test(s)) return true;
  return DEFAULT_LEAD.test(s) && !PROBLEM.test(s);
}

// "Everything has to be touch friendly", "every endpoint must return JSON": a constraint stated
// for every case, which is what makes it a rule rather than this turn's request.
const UNIVERSAL_CONSTRAINT =
  /^(?:everything(?! (?:else|here|there|above|below|we did|you did)\b)|every [\w-]+|all (?!the\b|of\b|these\b|those\b|that\b|this\b)[\w-]+|each [\w-]+|no [\w-]+)(?: [\w-]+){0,3} (?:has to|have to|must|should|needs? to|shall)(?: always| never| not)? (?:be|stay|remain|have|support|work|use|go|live|follow|return|run)\b(?! (?:done|finished|ready|fixed|committed|pushed|merged|deployed|tested|reviewed|completed|removed|deleted|updated|changed|renamed|moved|made|touched|modified|edited|by|before|until|today|tomorrow|now)\b)/i;

export function universalConstraint(s: string): boolean {
  return UNIVERSAL_CONSTRAINT.test(s);
}

// "Love swiping gestures.": a taste with the subject left out, as people type in a hurry. The
// object must be a thing, not the agent's work ("love it", "like the new one" are approval).
const BARE_TASTE =
  /^(?:really |just |absolutely |definitely )?(?:love|like|hate|dislike|enjoy) (?!(?:it|this|that|these|those|the|your|yours|what|how|them|him|her|you|to see|i|we|when|a|an|if|so|some|something|anything|everything|every|such|my|our|said|before|mentioned|above|in|on|at|with|for|from|about|here|there|then|now|where|why|so|not)\b)[a-z][\w-]*(?: [\w-]+){0,4}[.!]?$/i;

export function bareTaste(s: string): boolean {
  return BARE_TASTE.test(s.trim());
}

// What a product does, in the imperative ("show only service orders", "hide inactive products
// by default", "make it available for all items"): a decision about the product, unlike a rule
// about how the agent works ("run the linter", "put components under src/").
const PRODUCT_VERB =
  /^(?:only )?(?:show|shows|display|hide|list|sort|paginate|highlight|allow|let (?:users?|staff|guests?|customers?|admins?)|offer|make (?:it|them|[\w-]+) (?:available|visible|hidden|optional|required|editable|read-only|clickable|sortable)|set (?:the )?[\w-]+ (?:to )?[\w-]+ by default|add (?:a |an )?(?:[\w-]+ )?(?:filter|sort|toggle|switch|column|badge|confirmation|dialog|modal)\b.{0,40}\bby default)\b/i;

export function productBehaviour(imperative: string): boolean {
  return PRODUCT_VERB.test(imperative.trim().replace(/^(?:please|also|then|just)\s+/i, ''));
}

// "Let's go with the factory approach": a choice that names what was chosen. A choice by
// position or pointer ("the first approach", "your approach") names nothing to keep.
const NAMED_CHOICE =
  /^(?:(?:yes|yeah|yep|ok(?:ay)?|sure|agreed)[,.!]? )?(?:let'?s|lets|we'?ll|we will|I'?ll) (?:go with|stick with|use|pick|choose|adopt|take) (?:the |a |an )?(?!(?:the|a|an|first|second|third|last|other|previous|same|your|this|that|these|those|either|one|simpler|simplest|easier|easiest|better|best|suggested|proposed|recommended|new|old|current|existing|alternative|original|initial|final|combined|hybrid|quick|simple|minimal|clean|cleaner|safe|safer|standard|default|usual|above|below|mentioned|same|other|second)\b)(?:[\w.+-]+ ){1,3}(?:approach|pattern|design|solution|strategy|architecture|structure|layout|model|library|framework|stack)\b/i;

// "Let's incorporate SQLite3 into the app for the settings", "let's add Sentry for error
// tracking", "lets do postgres instead of mongo": a tool taken on for a purpose, or one tool
// over another. The tool is named (a capital or a digit) when a purpose follows; a bare "lets
// use the button for …" names none.
const ADOPTION_LEAD =
  /^(?:(?:ok(?:ay)?|so|yes|yeah|alright)[,.!]? )?(?:let'?s|lets|we'?ll|we will|I want to|I'd like to) (?:use|incorporate|integrate|adopt|switch to|move to|migrate to|go with|add|bring in|do|pick|choose) /i;
// Case matters here: a capital or a digit is what names a tool ("SQLite3", "Sentry").
const NAMED_TOOL_FOR = /^(?:[A-Z][\w.+#-]*|[\w.+#-]*\d[\w.+#-]*)(?: [A-Z][\w.+#-]*)? (?:(?:into|in|to) (?:the |our |this )?(?:app|project|codebase|stack|backend|frontend|server|client) )?(?:for|as) (?:the |our |a |an )?[a-z]/;
const TOOL_OVER_TOOL = /^(?!(?:the|a|an|this|that|it|them|some|more|one|my|your|our)\b)[\w.+#-]+ (?:instead of|rather than|over) (?!(?:the|a|an|this|that|it|them)\b)[\w.+#-]+/i;

function toolAdoption(s: string): boolean {
  const lead = mayMatch(ADOPTION_LEAD, s) ? ADOPTION_LEAD.exec(s) : null;
  if (!lead) return false;
  const rest = s.slice(lead[0].length);
  return NAMED_TOOL_FOR.test(rest) || TOOL_OVER_TOOL.test(rest);
}

export function namedChoice(s: string): boolean {
  return NAMED_CHOICE.test(s) || toolAdoption(s);
}

// "Each room will have a number and a capacity": the shape of the data, stated for every case.
const DATA_SHAPE =
  /^(?:each|every) [\w-]+(?: [\w-]+)? (?:will|should|must|can|shall) (?:only )?(?:have|hold|contain|belong to|store|keep|carry|reference|link to)\b/i;

export function dataShape(s: string): boolean {
  return DATA_SHAPE.test(s);
}

// "A room cannot be double-booked", "an order can only be paid once", "the discount cannot be
// higher than the total": a limit on every instance of a thing. A limit needs a comparison, a
// "only", or a condition; "the file cannot be found" is an error, not a rule.
const LIMIT_SUBJECT = /^(?:a|an|the|each|every|no|one) (?!(?:page|file|site|server|module|package|build|app|request|command|test|image|script)\s+(?:cannot|can'?t|could))[\w-]+(?: [\w-]+){0,2} /i;
const LIMIT_ONLY = /^(?:can|may|must|should) only (?:be|have|contain|hold|belong|exist)\b/i;
const LIMIT_NEVER =
  /^(?:cannot|can'?t|can never|must not|mustn'?t|must never|may not|should never|shall not) (?:be (?:higher|lower|more|less|greater|larger|smaller|longer|shorter|bigger|empty|blank|null|negative|zero|double[- ]booked|booked twice|reused|shared|duplicated|edited|changed|modified|deleted|removed|cancell?ed)\b|exceed|overlap|outlive|precede)/i;

const LIMIT = new RegExp(`${LIMIT_SUBJECT.source}(?:${LIMIT_ONLY.source.slice(1)}|${LIMIT_NEVER.source.slice(1)})`, 'i');

export function limitRule(s: string): boolean {
  return LIMIT.test(s);
}

// "The tests use Vitest", "our API is written in Go": what a part of the codebase is built with.
const PART_BUILT_WITH =
  /^(?:the |our )?(?:tests?|test suite|unit tests|e2e tests|frontend|backend|api|server|client|ui|styles?|styling|database|db|orm|build|bundler|linter|formatter|docs|cli|app|project|repo|codebase|site|website) (?:uses?|is built (?:with|on)|are built (?:with|on)|is written in|are written in|runs? on|runs? with) (?!(?:the|a|an|this|that|these|those|my|our|your|some|any|no|too|it|them)\b)[\w@.`/+-]+/i;

export function partBuiltWith(s: string): boolean {
  return PART_BUILT_WITH.test(s) && !PROBLEM.test(s);
}

// "It's a small Flask app for …", "its a tinder style app but for pets" (typed without the
// apostrophe), "my project is a static blog built with Astro": what the
// project is, said with a pronoun or a possessive. A verdict ("the app is a mess", "it's a bug
// in the app") is not an identity.
const KIND_OF_PROJECT =
  '(?:app|application|project|site|website|service|library|tool|game|plugin|extension|cli|api|monorepo|repo|codebase|webapp|bot|dashboard|platform|sdk|prototype|saas|marketplace|mvp|startup|clone|widget|template|boilerplate|poc|portal|chatbot|pwa|microservice|toolkit|framework)';
const IDENTITY = new RegExp(
  `^(?:it|this)(?:'s| is|s) (?:a|an|my|our) (?:(?!(?:in|of|on|with|for|from|to|at|by|bug|problem|issue|mess|error|typo|question|test|fix|known|common|weird)\\b)[\\w.-]+ ){0,4}${KIND_OF_PROJECT}\\b` +
    `|^(?:my|our|the|this) (?:[\\w-]+ )?${KIND_OF_PROJECT} is (?:a|an) (?!(?:mess|disaster|bit|little|lot|problem|bug|pain|nightmare|joke|work in progress|good|great|nice|bad)\\b)` +
    // "this will be a monorepo of …", "This is supposed to be a discord bot that …": what it is
    // meant to become.
    `|^(?:it|this)(?:'ll| will| is going to| is supposed to| is meant to) be (?:a|an) (?:(?!(?:in|of|on|with|for|from|to|at|by|bug|problem|issue|mess|error|typo|question|test|fix|known|common|weird)\\b)[\\w.-]+ ){0,4}${KIND_OF_PROJECT}\\b` +
    // "A web-based application for monitoring classrooms, built with Flask": a brief's opening
    // line, a description without a verb.
    `|^(?:a|an) (?:(?!(?:in|of|on|with|for|from|to|at|by|bug|problem|issue|new|separate|quick|simple|small)\\b)[\\w.-]+ ){0,3}${KIND_OF_PROJECT} (?:for|that|which|built with|written in|capable of)\\b[^?]*$` +
    // "I've bootstrapped a nextjs app in @backpacks that draws …": the project, as set up.
    `|^(?:I|we)(?:'ve| have)? (?:just |already )?(?:bootstrapped|scaffolded|set up|initiali[sz]ed) (?:a|an) (?:[\\w.@/-]+ ){0,4}${KIND_OF_PROJECT}\\b`,
  'i',
);

// "All dates are stored in UTC", "every id is formatted as a ULID": how every value of a kind
// is kept or shown, a convention of the codebase.
const STORED_AS =
  /^(?:all|every|each) (?!(?:the|of|these|those|that|this|my|your|files? (?:i|you))\b)[\w-]+(?: [\w-]+){0,2} (?:are|is|get|gets) (?:always |only |all )?(?:stored|kept|saved|shown|displayed|formatted|written|named|logged|returned|sent|rendered|serialized|serialised|encoded|hashed|encrypted|rounded|sorted|priced|measured|expressed|persisted|cached|validated) (?:in|as|with|by|under|using|through|via|to|at)\b/i;

export function storageConvention(s: string): boolean {
  return STORED_AS.test(s) && !PROBLEM.test(s);
}

// "Prices are in cents as integers, never floats": how a thing is, with the standing rule
// that goes with it after a comma.
const STATED_WITH_RULE =
  /^(?:the |our |all )?[a-z][\w-]*(?: [\w-]+){0,2} (?:is|are) (?!(?:still|now|currently|just|broken|failing|down|wrong|missing|here|there|done|fine|ok|okay|good|great|it|this|that)\b)[^,;.?!]{2,60}[,;]\s*(?:but |and )?(?:never(?! ?mind\b)|always|not ever)\b[^?]*$/i;

export function statedWithRule(s: string): boolean {
  return STATED_WITH_RULE.test(s) && !PROBLEM.test(s);
}

// "Stack: React Native + Expo, Zustand for state", "backend: FastAPI": a labelled line that
// names what the project is built with.
const STACK_LABEL = /^(?:(?:our |the )?tech(?:nology)? stack|(?:our |the )?stack|frontend|front-end|backend|back-end|database|db)\s*[:=–—]\s*[\w@.`]/i;

export function stackLabel(s: string): boolean {
  return STACK_LABEL.test(s) && !PROBLEM.test(s);
}

// "This is a known issue in the app": a verdict on something in front of us.
const VERDICT = /^(?:it|this|that)(?:'s| is) (?:a|an|the) (?:[\w-]+ )?(?:bug|issue|problem|error|typo|mistake|regression|question|limitation|workaround|hack)\b/i;

export function identityStatement(s: string): boolean {
  return IDENTITY.test(s) && !VERDICT.test(s);
}

export function verdictOnThing(s: string): boolean {
  return VERDICT.test(s);
}

// "I'm on a Mac", "I use Windows": the user's own machine, true in every project.
// "I'm on a Mac", "I use fish shell", "my editor is neovim": the user's machine, shell and
// editor are the same in every project.
const MY_TOOLS = '(?:mac|macbook|macos|windows|linux|ubuntu|debian|fedora|arch|nixos|wsl2?|chromebook|fish|zsh|bash|nushell|powershell|pwsh|neovim|nvim|vim|emacs|helix|vs ?code|vscode|cursor|zed|sublime(?: text)?|intellij|webstorm|pycharm|jetbrains|iterm2?|warp|ghostty|kitty|alacritty|wezterm|tmux)';
const USER_ENVIRONMENT = new RegExp(
  `(?:^I(?:'m| am) (?:on|using|running) (?:a |an )?${MY_TOOLS}|^I (?:use|work on|work in|develop on|code in|am on) (?:a |an )?${MY_TOOLS}|^my (?:editor|ide|shell|terminal|os|operating system|machine|laptop) is (?:a |an )?${MY_TOOLS})\\b(?!\\s+(?:to|for|when|here|now|today|right now|on this)\\b|,?\\s+(?:not|instead|over|rather)\\b)`,
  'i',
);

// "I'm not very experienced in code", "I'm a learner", "I develop solely with AI and don't know
// how to program": how much the user knows, which every session's explanations should fit.
const USER_BACKGROUND =
  /\bI(?:'m| am) (?:not (?:very |that |really |a very |an? )?(?:experienced|expert|(?:a |an )?(?:developer|programmer|coder))(?: (?:in|with|at) (?:code|coding|programming|development|software|computers|tech))?(?=\s*(?:[,.;!(]|$|and\b|so\b|but\b))|(?:just |only |still )?(?:a |an )?(?:complete |total |absolute )?(?:beginner|novice|newbie|learner)\b|(?:very |quite |fairly |pretty |completely )?new to (?:coding|programming|development|software|[\w.+#-]+ development)\b)|\bI (?:don'?t|do not|can'?t|cannot) (?:know (?:at all |really )?how to |really )?(?:code|program)\b(?! (?:this|that|it|the|a|an|in)\b)|\bI(?:'m| am)? (?:solely |only |entirely |exclusively )?(?:develop|developing|code|coding|build|building|work|working) (?:solely |only |entirely |exclusively )?(?:with|using|through) AI\b/i;

// "I work in the EU timezone", "my timezone is CET": when the user works.
const USER_TIMEZONE = /^(?:I|my)\b[^.?!]{0,40}\btime ?zone\b/i;

export function userEnvironment(s: string): boolean {
  return (USER_ENVIRONMENT.test(s) || USER_BACKGROUND.test(s) || USER_TIMEZONE.test(s)) && !PROBLEM.test(s);
}

// "I use neovim, not VS Code": a tool chosen over another, the user's own.
const USE_NOT = /^I (?:only |mostly |mainly |just )?use (?!(?:the|a|an|this|that|it|them|same|my|your)\b)[\w.@/+-]+(?: [\w.@/+-]+){0,2},? (?:not|instead of|rather than|over) [\w.@/+-]+/i;

export function toolOverTool(s: string): boolean {
  return USE_NOT.test(s);
}

// "Keep functions under 40 lines": a numeric limit on every instance of a kind of code.
const SIZE_LIMIT =
  /^(?:please )?(?:keep|limit|cap) (?!(?:it|this|that|these|those|the (?:pr|diff|change|commit|fix|patch|answer|reply|response))\b)[\w\s-]{1,30}? (?:under|below|within|to|at most|no more than|less than|shorter than) \d+/i;
// "Use single quotes in JS files": a convention for every file of a kind.
const KIND_OF_FILE_RULE =
  /^(?:please )?(?:use|prefer|avoid|write|add|put) .{2,40}? in (?:all |every |any |new )?(?!(?:the|this|that|these|those|my|your)\b)(?:[\w.-]+ )?(?:files|components|modules|tests|scripts|functions|classes|handlers|endpoints|templates|views)\b/i;

export function codeConvention(s: string): boolean {
  return SIZE_LIMIT.test(s) || KIND_OF_FILE_RULE.test(s);
}

// "The bot's name is Gryag", "the app is called Tallyho": what the product is called, which a
// later session needs however busy the message it came in.
// The name itself is capitalised, quoted or not in ASCII ("гряг"): "the bot is called twice"
// and "the app's name is too long" name nothing.
const PRODUCT_NAME = new RegExp(`^(?:the|our|my|this) (?:[\\w-]+ ){0,2}${KIND_OF_PROJECT}(?:'s name is|'s name will be| is called| is named| will be called) `, 'i');
const NAME_START = /^(?:[`"'“]|[A-Z]|[^\x00-\x7F])/;

export function productName(s: string): boolean {
  const lead = mayMatch(PRODUCT_NAME, s) ? PRODUCT_NAME.exec(s) : null;
  return lead !== null && NAME_START.test(s.slice(lead[0].length)) && !PROBLEM.test(s);
}

// "The machine the bot runs on is an Intel i5 with 16GB of RAM": the hardware the product lives
// on. Present tense and an indefinite description: "the server it ran on was slow" and "the box
// the bot runs on is down" report trouble, not a set-up.
const HOST_MACHINE =
  /^(?:the|our|my) (?:machine|server|box|host|vm|computer|device|pc|laptop|hardware|instance|raspberry pi) (?:that |which )?(?:the |our |my |this |it )?(?:[\w-]+ ){0,2}(?:runs|is running|is deployed|is hosted|will run|lives|sits)(?: on| in)? is (?:a|an|one|\d)/i;

export function hostMachine(s: string): boolean {
  return HOST_MACHINE.test(s) && !PROBLEM.test(s);
}

// Most sentences hold none of these shapes' words: rule them out before compiling them (prefilter.ts).

// Conventions typed tersely, as a whole message or a sentence of one: "prefer named exports",
// "avoid classes", "stop adding comments everywhere", "keep PRs small", "use british spelling",
// "two spaces indentation". Each shape is general by what it says (a preference verb, a habit
// broken off, a plural, a style term); a bare "X not Y" was tried and read validation messages
// and headings ("They are not present", "Iterating Over Techniques") as choices;
// a pointer or a bound to this turn ("avoid the bug", "prefer this for now") is not.
const PREFER_AVOID = /^(?:please )?(?:prefer|avoid)\s+(?!(?:the|this|that|it|these|those|any|doing|making|breaking)\b)[\w`'".@/+#-]+(?:\s+[\w`'".@/+#-]+){0,6}\s*[.!]*$/i;
const STOP_DOING = /^(?:please |pls |and |also )?(?:stop|quit)\s+[a-z]+ing\b(?!\s+(?:it|this|that|now|them|the (?:server|process|build|job|script|run|task|test))\b)/i;
const KEEP_PLURAL = /^(?:please )?keep\s+(?:all\s+|the\s+|our\s+|your\s+)?[\w-]+s\s+(?:small|short|simple|focused|tiny|minimal|atomic|readable|lean|flat|under \d+\s*\w+)\b/i;
const STYLE_TERM =
  /\b(?:(?:british|american|us|uk) (?:english )?spelling|(?:two|2|four|4) spaces?(?: for)? indent(?:ation|s)?|indent(?:ation)? (?:with|of) (?:two|2|four|4) spaces|(?:single|double) quotes|no semicolons|trailing commas|camelCase|PascalCase|snake_case|kebab-case|SCREAMING_SNAKE_CASE)\b/;
const TURN_BOUND_TERSE = /\b(?:for (?:this|now|the moment)|this time|right now|here|in this (?:file|function|component|test|method|class|one)|for that)\b/i;

export function terseConvention(s: string): 'instruction' | null {
  if (s.includes('?') || TURN_BOUND_TERSE.test(s)) return null;
  if (PREFER_AVOID.test(s) || STOP_DOING.test(s) || KEEP_PLURAL.test(s)) return 'instruction';
  if (STYLE_TERM.test(s) && s.split(/\s+/).length <= 12) return 'instruction';
  return null;
}

prefilter(USER_TIMEZONE, PREFER_AVOID, STOP_DOING, KEEP_PLURAL, STYLE_TERM, TURN_BOUND_TERSE, USER_BACKGROUND, DEFAULT_SETTING, ADOPTION_LEAD, NAMED_TOOL_FOR, TOOL_OVER_TOOL, STORED_AS, STATED_WITH_RULE, STACK_LABEL, PRODUCT_NAME, HOST_MACHINE, SUBJECT_RUNS_ON, SPEAKER_RUNS_ON, PLACEMENT, STACK_SUBJECT, AUDIENCE, BARE_TASTE, DATA_SHAPE, DEFAULT_LEAD, IDENTITY, KIND_OF_FILE_RULE, LIMIT, NAMED_CHOICE, PART_BUILT_WITH, PART_OF_WORK, PLACE, PLATFORM, PROBLEM, PRODUCT_VERB, PRONOUN_SUBJECT, SIZE_LIMIT, STACK_NAME, TARGET_IMPERATIVE, TURN_POINTER, TURN_SUBJECT, UNIVERSAL_CONSTRAINT, USER_ENVIRONMENT, USE_NOT, VERDICT);
