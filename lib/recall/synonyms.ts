// Words developers use for one another ("execute the tests" / "run the tests", "the config
// folder" / "the configuration directory"), so that recall finds a memory asked about in
// other words than it was written in. Like the role bridge (concepts.ts), a memory holding
// a question word's synonym instead of the word is credited SYNONYM_CREDIT of that word,
// less than the word itself, so a memory in the question's own words still ranks first.
//
// Written from general knowledge of how developers talk, not from any benchmark. Kept
// conservative: a group holds words one can swap for another in a developer's sentence
// without changing what it asks; words with several everyday senses ("make", "call",
// "show", "set", "order") stay out, and so do the role words concepts.ts bridges already
// ("test", "lint", "build", "database"). Spelling variants (British and American) and the
// usual abbreviations are the safest rows, so there are many of them.
import { lastAnswer } from './last-answer.ts';
import { porterStem } from './stem.ts';
import { STOPWORDS } from './stopwords.ts';
import { letterRuns } from './letter-runs.ts';

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // version control and review
  ['commit', 'check in', 'checkin'],
  ['pull request', 'merge request', 'pr'],
  ['repository', 'repo'],
  ['revert', 'rollback', 'roll back', 'undo'],
  ['upgrade', 'update', 'bump'],
  ['version', 'ver'],
  // secrets
  ['secret', 'credential', 'api key', 'apikey', 'password', 'passwd'],
  // failures
  ['error', 'exception', 'failure', 'err', 'exc'],
  ['crash', 'panic', 'segfault'],
  ['bug', 'defect'],
  ['fix', 'repair'],
  ['warning', 'warn'],
  ['debug', 'troubleshoot', 'diagnose'],
  // project words
  ['doc', 'docs', 'documentation', 'readme'],
  ['documentation', 'docstring', 'docstrings', 'doc comment', 'doc comments'],
  // "locale" and "localization" stay out: their stem is "local", as in "run it locally".
  ['translation', 'translations', 'translate', 'i18n', 'l10n', 'internationalization', 'internationalisation'],
  ['config', 'configuration', 'configure', 'settings', 'setting', 'options', 'preferences', 'conf', 'cfg'],
  ['dependency', 'dependencies', 'deps', 'package', 'pkg', 'library', 'lib', 'module'],
  ['install', 'setup', 'set up'],
  ['deploy', 'release', 'ship', 'publish'],
  ['folder', 'directory', 'dir'],
  ['working directory', 'cwd', 'pwd'],
  ['environment variable', 'env var', 'envvar', 'env'],
  ['environment', 'env'],
  ['development', 'dev'],
  ['production', 'prod'],
  ['application', 'app'],
  ['administrator', 'admin'],
  ['information', 'info'],
  ['source', 'src'],
  ['destination', 'dest', 'dst'],
  ['temporary', 'temp', 'tmp'],
  ['utility', 'utilities', 'util', 'utils', 'helper', 'helpers'],
  ['specification', 'spec'],
  ['implementation', 'impl'],
  ['reference', 'ref'],
  ['plugin', 'extension', 'addon', 'add on'],
  ['template', 'boilerplate', 'scaffold'],
  ['example', 'sample'],
  ['guide', 'tutorial', 'walkthrough', 'howto'],
  ['refactor', 'restructure', 'rework'],
  ['performance', 'perf'],
  ['benchmark', 'bench'],
  ['permission', 'privilege', 'perms'],
  ['terminal', 'console', 'command line', 'commandline', 'cli'],
  ['command', 'cmd'],
  ['binary', 'exe'],
  ['endpoint', 'route'],
  ['url', 'uri', 'link', 'href'],
  ['email', 'mail', 'e mail'],
  ['message', 'msg'],
  ['request', 'req'],
  ['response', 'resp', 'reply'],
  ['context', 'ctx'],
  ['callback', 'handler'],
  ['asynchronous', 'async'],
  ['parallel', 'concurrent', 'concurrently'],
  ['thread', 'threads', 'threading'],
  // actions
  ['remove', 'delete', 'rm', 'del', 'erase'],
  ['fetch', 'retrieve', 'obtain'],
  ['run', 'execute', 'exec', 'invoke', 'launch'],
  ['start', 'launch', 'boot', 'spin up'],
  ['stop', 'kill', 'halt', 'shutdown', 'shut down'],
  ['exit', 'quit'],
  ['create', 'generate'],
  ['initialize', 'initialise', 'init'],
  ['convert', 'cast', 'conversion'],
  ['check', 'verify', 'validate', 'ensure'],
  ['print', 'display', 'output', 'stdout'],
  ['read', 'load'],
  ['write', 'save', 'dump', 'persist'],
  ['serialize', 'serialise', 'marshal', 'encode'],
  ['deserialize', 'deserialise', 'unmarshal', 'decode'],
  ['copy', 'clone'],
  ['rename', 'mv'],
  ['find', 'search', 'lookup', 'look up', 'locate'],
  ['replace', 'substitute'],
  ['split', 'separate'],
  ['join', 'concatenate', 'concat', 'combine'],
  ['strip', 'trim'],
  ['iterate', 'loop', 'iteration', 'iterator'],
  ['traverse', 'walk'],
  ['wait', 'sleep', 'delay', 'pause'],
  ['compress', 'gzip', 'zip', 'archive'],
  ['download', 'dl'],
  ['plot', 'chart'],
  // data
  ['list', 'array', 'lists', 'arrays'],
  ['dict', 'dictionary', 'hashmap', 'hash map', 'mapping'],
  ['string', 'str', 'text'],
  ['integer', 'int'],
  ['number', 'num', 'numeric'],
  ['float', 'double'],
  ['boolean', 'bool'],
  ['character', 'char', 'chars'],
  ['variable', 'var'],
  ['argument', 'arguments', 'arg', 'args', 'parameter', 'parameters', 'param', 'params'],
  ['attribute', 'attr', 'property', 'prop'],
  ['object', 'obj'],
  ['value', 'val'],
  ['function', 'method', 'func', 'fn'],
  ['file', 'filename', 'filepath', 'path'],
  ['date', 'datetime', 'timestamp'],
  ['image', 'img', 'picture', 'photo'],
  ['size', 'length', 'len'],
  ['maximum', 'max', 'largest', 'biggest'],
  ['minimum', 'min', 'smallest'],
  ['average', 'mean', 'avg'],
  ['sum', 'total'],
  ['empty', 'blank'],
  ['null', 'none', 'nil'],
  ['duplicate', 'duplicates', 'dupe', 'dupes'],
  ['unique', 'distinct', 'dedupe', 'deduplicate'],
  ['uppercase', 'upper'],
  ['lowercase', 'lower'],
  ['random', 'rand'],
  ['regex', 'regexp', 'regular expression'],
  ['index', 'idx'],
  ['sequence', 'seq'],
  ['previous', 'prev'],
  ['button', 'btn'],
  ['spreadsheet', 'excel', 'xlsx'],
  ['keypress', 'keystroke'],
  // British and American spellings
  ['color', 'colour'],
  ['behavior', 'behaviour'],
  ['license', 'licence'],
  ['analyze', 'analyse'],
  ['optimize', 'optimise', 'optimization', 'optimisation'],
  ['normalize', 'normalise'],
  ['customize', 'customise'],
  ['organization', 'organisation', 'org'],
  ['favorite', 'favourite'],
  ['canceled', 'cancelled'],
  ['authorize', 'authorise'],
  ['synchronize', 'synchronise', 'sync'],
];

// At most this many alternates join one question's lookup (see planQuery), as with the
// role bridge's tools, so a long question stays a bounded lookup.
export const SYNONYM_TERMS_MAX = 24;

// What a memory holding a question word's synonym instead of the word counts for, against
// holding the word. Below the role bridge's CONCEPT_CREDIT (0.6): a tool named is the very
// thing a role asks for, while a synonym may be used in another of its senses.
export const SYNONYM_CREDIT = 0.5;

// One question word (as tokenize() spells it) and the words that may stand for it.
export type AskedSynonym = { word: string; alternates: string[] };


type Member = { stems: string[]; word: string | null };

// Per group, its members' stems; the multi-word members, longest first; and for each
// single-word member's stem, the groups it is in. Built on first use: stemming every member
// costs ~2 ms, which a hook that loads this module without asking a question (Stop) should
// not pay.
type Compiled = { groups: Member[][]; phrases: { stems: string[]; group: number }[]; byStem: Map<string, number[]> };
let compiled: Compiled | null = null;

function compile(): Compiled {
  const groups: Member[][] = SYNONYM_GROUPS.map((group) =>
    group.map((m) => {
      const words = [...m.toLowerCase().matchAll(letterRuns())].map((x) => x[0]);
      return { stems: words.map((w) => porterStem(w)), word: words.length === 1 ? words[0] : null };
    }),
  );
  const phrases = groups.flatMap((g, group) => g.filter((m) => m.stems.length > 1).map((m) => ({ stems: m.stems, group }))).sort((a, b) => b.stems.length - a.stems.length);
  const byStem = new Map<string, number[]>();
  groups.forEach((g, group) => {
    for (const m of g) if (m.word) byStem.set(m.stems[0], [...(byStem.get(m.stems[0]) ?? []), group]);
  });
  return { groups, phrases, byStem };
}

// The question's words that have synonyms, in the question's order, each with the
// single-word members of its groups (phrases cannot be one index lookup) that the
// question does not hold itself. A word inside a phrase member ("check in", "pull
// request") takes that phrase's groups only.
export const askedSynonyms: (query: string) => AskedSynonym[] = lastAnswer(findSynonyms);

function findSynonyms(query: string): AskedSynonym[] {
  const words = [...query.normalize('NFKC').toLowerCase().matchAll(letterRuns())].slice(0, 200).map((m) => m[0]);
  const stems = words.map((w) => porterStem(w));
  const table = (compiled ??= compile());
  const groupsAt = words.map(() => null as number[] | null);
  for (const phrase of table.phrases) {
    for (let i = 0; i + phrase.stems.length <= stems.length; i++) {
      if (!phrase.stems.every((s, k) => stems[i + k] === s)) continue;
      for (let k = 0; k < phrase.stems.length; k++) (groupsAt[i + k] ??= []).push(phrase.group);
    }
  }
  const own = new Set(stems);
  const out = new Map<string, Set<string>>();
  words.forEach((word, i) => {
    if (STOPWORDS.has(word) || (word.length < 2 && !/\p{N}/u.test(word))) return;
    const groups = groupsAt[i] ?? table.byStem.get(stems[i]) ?? [];
    for (const group of groups) {
      for (const m of table.groups[group]) {
        if (!m.word || own.has(m.stems[0])) continue;
        let alts = out.get(word);
        if (!alts) out.set(word, (alts = new Set()));
        alts.add(m.word);
      }
    }
  });
  return [...out].map(([word, alts]) => ({ word, alternates: [...alts] }));
}

// The alternates a question's words add to its lookup: taken in turn from each word, at
// most SYNONYM_TERMS_MAX, one per index stem.
export function synonymTerms(asked: readonly AskedSynonym[]): string[] {
  const out = new Map<string, string>();
  for (let k = 0; out.size < SYNONYM_TERMS_MAX; k++) {
    let any = false;
    for (const a of asked) {
      if (k >= a.alternates.length) continue;
      any = true;
      const s = porterStem(a.alternates[k]);
      if (out.size < SYNONYM_TERMS_MAX && !out.has(s)) out.set(s, a.alternates[k]);
    }
    if (!any) break;
  }
  return [...out.values()];
}
