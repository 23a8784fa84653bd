// Legal, medical and financial facts about people. A term alone is not enough ("the
// payments service retries declined cards" is a design note); the sentence must also be about
// someone: I/my, he/she/their, a named or related person, "the customer". Nuzo refuses these
// unless the user rewrites them into the durable working preference behind them.
import type { Detector } from './types.ts';
import { someMatch } from './first-matches.ts';

// Someone the fact is about. Pronouns and relations match in any case; names, titles and the
// pronoun "I" only as written.
const PERSON_ANY_CASE =
  /\b(?:my|mine|myself|me|he|she|him|his|her|hers|they're|their|we|we're|we've|us|our|mera|meri|mere|mujhe|uska|uski|uske|unka|unki|usko|unko|woh|wo|bhai|behen|didi|mummy|papa|(?:the|our) (?:company|startup|firm|customer|client|user|patient|employee|contractor|intern|candidate|applicant|tenant|lawyer|CEO|CTO|CFO|founder|employee who [\w ]{1,40}?)|legal)\b/i;
const PERSON_AS_WRITTEN = /\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:Mr|Mrs|Ms|Dr|Miss)\.? [A-Z][a-z]+|\b[A-Z][A-Za-z]+'s\b|(?:^|[.!?]\s+)[A-Z][a-z]{2,} (?:is|was|has|had|got|went|takes|took|needs|uses|started|suffers|gets|sees|visits|missed|lost)\b/m;
// A name that opens the sentence, then a few words that place the person ("from the backend
// team", "in QA", ", our designer,") before the verb: "Alice from the backend team has …".
const NAMED_PERSON = /(?:^|[.!?]\s+|\b(?:that|because|since|and|but)\s+)([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]+)?(?:\s+(?:from|in|on|at|of|with)\s+(?:the\s+|our\s+|their\s+)?[\w&-]+(?:\s+[\w&-]+){0,3}?|,\s+(?:our|my|the|their)\s+[^,.]{1,40},)\s+(?:is|was|has|had|got|went|takes|took|needs|started|has been|was just)\b/m;
// Sentence openers and product names that look like names there.
const NOT_A_NAME = new Set(`The This That These Those There Then When While If Our Your Their Its Each Every Any Some Most Many
All Both Either Neither Users User Customers Code Data Node Python Java Rust Docker Redis Postgres Chrome Safari Firefox Linux
Windows Android Apple Google Github Slack Jira Everything Nothing Something Anything Everyone Nobody Somebody Anyone Who What`.split(/\s+/));

function namedPerson(sentence: string): boolean {
  const m = NAMED_PERSON.exec(sentence);
  return !!m && !NOT_A_NAME.has(m[1]!);
}

function aboutSomeone(sentence: string): boolean {
  return PERSON_ANY_CASE.test(sentence) || PERSON_AS_WRITTEN.test(sentence) || namedPerson(sentence);
}

// `stems` are five-letter word prefixes (or whole short words) that any match must contain;
// a word scan over them is much cheaper than running the big alternation on every text.
type FactRow = { id: string; category: 'medical' | 'legal' | 'financial'; stems: string; term: RegExp; acronyms?: RegExp };

const POSSESSIVE = String.raw`(?:my|his|her|their|our|[A-Z][a-z]+'s)`;

// Terms match case-insensitively, acronyms case-sensitively (so "it aids debugging" passes).
// Words with an everyday technical sense (diagnosis, raise, debt, disabled, custody) are left
// out or only count in a personal construction.
const FACT_ROWS: readonly FactRow[] = [
  { id: 'medical-condition', category: 'medical',
    stems: 'insul diagn chemo radio cance tumor tumou pregn misca autis depre anxie panic bipol schiz epile diabe hepat asthm dysle carpa migra insom burn burno eatin addic rehab thera psych antid medic meds presc surge sick mater disab chron illne hospi menta covid concu injur adhd hiv aids ptsd copd',
    acronyms: /\b(?:ADHD|HIV|AIDS|PTSD|COPD)\b/,
    term: new RegExp(String.raw`\b(?:diagnosed with|(?:on|takes|taking) insulin|chemo(?:therapy)?|radiotherapy|cancer|tumou?r|pregnan(?:t|cy)|miscarriage|autis(?:m|tic)|depress(?:ion|ed)|anxiety disorder|panic attacks?|bipolar|schizophreni\w*|epilep(?:sy|tic)|diabet(?:es|ic)|hepatitis|asthma|dyslexi[ac]|carpal tunnel|migraines?|insomnia|burn-?out|eating disorder|addiction|rehab|therapist|(?:in|started|starting|${POSSESSIVE}) therapy|psychiatri\w+|antidepressants?|on medication|${POSSESSIVE} (?:medications?|meds|prescriptions?)|surgery|medical leave|sick leave|maternity leave|disabilit(?:y|ies)|chronic pain|illness|hospitali[sz]ed|in (?:the )?hospital|mental health|(?:had|have|got|caught) covid|long covid|physical therapy|concussion|injur(?:y|ed))\b`, 'i') },
  { id: 'legal-matter', category: 'legal',
    stems: 'sued suing lawsu litig arres convi crimi felon proba parol divor custo restr subpo indic misco haras discr lawye attor immig visa depor court plea fired laid perfo disci inves',
    term: /\b(?:su(?:ed|ing)|lawsuits?|litigation|arrested|convicted|criminal record|felony|probation|parole|divorc(?:e|ed|ing)|custody (?:battle|of)|restraining order|subpoena(?:ed)?|indicted|indictment|misconduct|harassment|discrimination (?:claim|complaint|case)|under (?:an? )?(?:\w+ )?investigation|lawyer|attorney|immigration status|visa status|deport\w*|court (?:case|date|order|hearing)|plea deal|fired for|laid off|performance improvement plan|disciplinary)\b/i },
  { id: 'financial-situation', category: 'financial',
    stems: 'salar raise negot bonus compe paych incom worth savin balan tax loan loans debt debts mortg owe owes stude credi bankr behin overd stock equit evict payda decli faile rejec bounc charg maxed endin froze limit',
    term: new RegExp(String.raw`\b(?:salary|salaries|(?:pay )?raise of|negotiating a raise|${POSSESSIVE} (?:bonus|compensation|paycheck|income|net worth|savings|bank balance|tax return|loans?|debts?)|net worth|mortgage|(?:I|he|she|they|we) owes?|student loans?|credit score|bankrupt\w*|behind on (?:rent|payments|bills|my|the)|overdraft|stock options|equity grant|eviction|payday loan|${POSSESSIVE} (?:card|credit card|debit card|payment|visa|amex|mastercard|account|transfer)\b[^.\n]{0,30}?\b(?:declined|failed|rejected|bounced|charged|maxed|over the limit|overdrawn|ending|frozen))`, 'i') },
];

const MESSAGES = {
  medical: 'The text contains a medical fact about a person.',
  legal: 'The text contains a legal fact about a person.',
  financial: 'The text contains a financial fact about a person.',
} as const;

// The sentence around a match: facts and the person they concern share a sentence.
function sentenceAround(text: string, index: number, length: number): string {
  let start = index;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1]!)) start--;
  let end = index + length;
  while (end < text.length && !/[.!?\n]/.test(text[end]!)) end++;
  return text.slice(start, Math.min(end + 1, text.length));
}

let lastText = '';
let lastRows = 0;

// Which rows name a stem, as a bit per row (FACT_ROWS order).
const STEM_ROWS = new Map<string, number>();
FACT_ROWS.forEach((row, i) => {
  for (const stem of row.stems.split(' ')) STEM_ROWS.set(stem, (STEM_ROWS.get(stem) ?? 0) | (1 << i));
});

// The rows whose stems occur among the five-letter prefixes of the text's words, remembered
// for the last text scanned so the three fact rows share one pass.
function rowsNamed(lower: string): number {
  if (lower === lastText) return lastRows;
  let rows = 0;
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    const letter = (c >= 97 && c <= 122) || c > 127;
    if (letter) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      rows |= STEM_ROWS.get(lower.slice(start, Math.min(i, start + 5))) ?? 0;
      start = -1;
    }
  }
  lastText = lower;
  lastRows = rows;
  return rows;
}

function factDetector(row: FactRow, index: number): Detector {
  const bit = 1 << index;
  const terms = [new RegExp(row.term.source, 'gi'), ...(row.acronyms ? [new RegExp(row.acronyms.source, 'g')] : [])];
  return {
    id: row.id,
    category: row.category,
    message: MESSAGES[row.category],
    detect: (text, lower) => {
      if ((rowsNamed(lower) & bit) === 0) return false;
      return terms.some((re) => someMatch(re, text, 32, (m) => aboutSomeone(sentenceAround(text, m.index, m[0].length))));
    },
  };
}

// Company money facts are as private as personal ones in a shared memory store.
const COMPANY_FINANCES: Detector = {
  id: 'company-finances',
  category: 'financial',
  message: MESSAGES.financial,
  detect: (text) => /\b(?:we have|we've got|we owe|our (?:runway|burn|revenue|cash)|months of runway|in the bank)\b/i.test(text) && /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:k|m|million|billion|months of runway)\b/i.test(text),
};

// The same facts in German, French, Spanish, Italian, Portuguese, Chinese and Japanese.
// OTHER_HINT must name a piece of every unaccented term (a term it misses is never looked
// for: "antidepresivos" was, before "depres"). The
// person is a pronoun, a possessive or a personal verb form of that language ("sie ist
// schwanger", "il prend des antidépresseurs", "我怀孕了"); Hindi-English writes the English
// terms, and its pronouns (mera, uska, woh) are in PERSON_ANY_CASE above.
const OTHER_PERSON =
  /(?<![\p{L}])(?:ich|er|sie|mein|meine|meiner|meinen|sein|seine|seiner|ihr|ihre|ihrer|ist|bin|hat|habe|nimmt|je|j'|il|elle|mon|ma|mes|son|sa|ses|suis|est|prend|yo|él|ella|mi|mis|su|sus|está|estoy|tiene|toma|io|lui|lei|mio|mia|suo|sua|è|sono|ha|prende|eu|ele|ela|meu|minha|seu|está|estou|tem|toma|é)(?![\p{L}])|[我他她]|私|彼|僕/iu;
const OTHER_ROWS: readonly { category: 'medical' | 'legal' | 'financial'; term: RegExp }[] = [
  { category: 'medical', term: /(?<![\p{L}])(?:schwanger|schwangerschaft|krebs|krebserkrankung|depressionen|depression|depressiv|antidepressiva|diabetes|diabetiker(?:in)?|chemotherapie|chemo|psychotherapie|krankgeschrieben|krankschreibung|burn-?out|fehlgeburt|hiv-positiv|epilepsie|angststörung|panikattacken|adhs|autist(?:in)?|autismus|entzug|psychiatrie|enceinte|grossesse|cancer|dépression|dépressif|dépressive|antidépresseurs?|diabète|diabétique|chimiothérapie|chimio|arrêt maladie|fausse couche|séropositi(?:f|ve)|épilepsie|tdah|autiste|embarazada|embarazo|cáncer|depresión|deprimid[oa]|antidepresivos?|diabétic[oa]|quimioterapia|quimio|baja médica|baja por enfermedad|aborto espontáneo|epilepsia|incinta|gravidanza|cancro|tumore|depressione|depress[oa]|antidepressivi|diabete|diabetic[oa]|chemioterapia|in malattia|aborto spontaneo|sieropositiv[oa]|epilessia|grávida|gravidez|câncer|depressão|antidepressivos?|quimioterapia|licença médica|atestado médico|soropositiv[oa])(?![\p{L}])|怀孕|懷孕|癌症|患癌|抑郁症|憂鬱症|抗抑郁|糖尿病|化疗|流产|艾滋病|癫痫|焦虑症|妊娠|がん|うつ病|鬱病|抗うつ薬|抗がん剤|流産|てんかん|不安障害/iu },
  { category: 'legal', term: /(?<![\p{L}])(?:verhaftet|festgenommen|vorbestraft|scheidung|geschieden|verklagt|strafverfahren|gerichtsverfahren|arrêté|casier judiciaire|divorce|divorcé|poursuivi|licencié|arrestado|detenido|antecedentes penales|divorcio|demandado|despedido|arrestato|precedenti penali|divorzio|licenziato|preso|antecedentes criminais|divórcio|processado|demitido)(?![\p{L}])|被捕|离婚|離婚|被起诉|被解雇|逮捕された|訴えられ|解雇され/iu },
  { category: 'financial', term: /(?<![\p{L}])(?:schulden|privatinsolvenz|gehalt|insolvent|dettes|faillite|salaire|endetté|deudas|quiebra|sueldo|salario|debiti|fallimento|stipendio|dívidas|falência|salário)(?![\p{L}])|债务|欠债|破产|工资|薪水|借金|破産|年収|給料/iu },
];
const OTHER_HINT = /[\u00c0-\u024f\u3040-\u30ff\u3400-\u9fff]|psychother|hiv|panik|chimio|chemio|fausse couche|deprim|depres|epiless|divorz|licenz|schwanger|krebs|depress|diabet|chemo|krank|burn|fehlgeburt|epilep|adhs|autis|entzug|psychiat|enceinte|grossesse|cancer|tdah|embaraz|quimio|baja|aborto|incinta|gravidanza|cancro|tumore|malattia|sieropositiv|gravidez|licença|atestado|soropositiv|verhaft|festgenommen|vorbestraft|scheid|geschieden|verklagt|verfahren|arrest|arrêt|casier|divorc|poursuivi|licenci|detenido|antecedentes|demandado|despedido|precedenti|preso|processad|demitido|schulden|insolven|gehalt|dettes|faillite|salaire|endett|deudas|quiebra|sueldo|salario|debiti|fallimento|stipendio/i;

const OTHER_LANGUAGE_FACTS: Detector[] = OTHER_ROWS.map((row) => {
  const re = new RegExp(row.term.source, 'giu');
  return {
  id: `${row.category === 'medical' ? 'medical-condition' : row.category === 'legal' ? 'legal-matter' : 'financial-situation'}-other-language`,
  category: row.category,
  message: MESSAGES[row.category],
  detect: (text: string, lower: string) => {
    if (!OTHER_HINT.test(lower)) return false;
    return someMatch(re, text, 16, (m) => OTHER_PERSON.test(sentenceAround(text, m.index, m[0].length).replace(m[0], ' ')));
  },
  };
});

// Taking a psychiatric or prescription drug is said of someone by its own grammar ("the PM
// takes antidepressants", "was on lithium"): no pronoun or name is needed.
const MEDICATION_TAKEN: Detector = {
  id: 'medication-taken',
  category: 'medical',
  message: MESSAGES.medical,
  detect: (text, lower) => /antidep|antipsych|insulin|lithium|ssri|methadone|adderall|ritalin|xanax|prozac|zoloft|lexapro|sertraline|fluoxetine|benzos|opioids/.test(lower) &&
    /\b(?:takes|taking|took|is on|was on|been on|started on|starts on|prescribed|stopped taking|needs)\s+(?:(?:his|her|their|daily|some|strong|new)\s+){0,2}(?:antidepressants?|antipsychotics?|insulin|lithium|ssris?|methadone|adderall|ritalin|xanax|prozac|zoloft|lexapro|sertraline|fluoxetine|benzos|opioids)\b/i.test(text),
};

export const SENSITIVE_FACT_DETECTORS: readonly Detector[] = [...FACT_ROWS.map(factDetector), ...OTHER_LANGUAGE_FACTS, MEDICATION_TAKEN, COMPANY_FINANCES];
