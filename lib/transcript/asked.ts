// What the user said inside tool results: answers given in a host's question picker, and the
// words typed when refusing a tool call (refusalFeedback, below). Picker answers are read out
// of the tool records both hosts keep (the text the model reads is a summary; the records keep
// questions and answers apart):
// - Claude Code's AskUserQuestion result line carries `toolUseResult: { questions, answers }`,
//   each question (question, header, options with label and description, multiSelect) and the
//   answers keyed by the question's text: the label picked (several joined by ", ") or what the
//   user typed instead (observed in 2.1.x sessions, shared fixtures);
// - Codex's request_user_input call carries `questions` (id, header, question, options) and its
//   output `{ answers: { <id>: { answers: [...] } } }`, a typed note as "user_note: …" (the
//   app-server protocol's ToolRequestUserInputResponse; not yet seen in a shared rollout, so an
//   output of any other shape yields nothing).
// Bounded: a few questions, short texts, whatever the record holds.
import type { AskedAnswer } from './events.ts';
import { isRecord } from './tools.ts';

const MAX_ASKED = 8;
const MAX_OPTIONS = 8;
const MAX_ASKED_CHARS = 600;

const bounded = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_ASKED_CHARS).trim() : '');

function optionsOf(raw: unknown): AskedAnswer['options'] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_OPTIONS)
    .filter(isRecord)
    .map((o) => ({ label: bounded(o.label), description: bounded(o.description) }))
    .filter((o) => o.label);
}

export function claudeAskedAnswers(record: unknown): AskedAnswer[] | null {
  if (!isRecord(record) || !Array.isArray(record.questions) || !isRecord(record.answers)) return null;
  const given = record.answers;
  const out: AskedAnswer[] = [];
  for (const q of record.questions.slice(0, MAX_ASKED)) {
    if (!isRecord(q) || typeof q.question !== 'string') continue;
    const answer = bounded(given[q.question]);
    if (!answer) continue;
    out.push({ question: bounded(q.question), header: bounded(q.header), options: optionsOf(q.options), multi: q.multiSelect === true, answer });
  }
  return out.length > 0 ? out : null;
}

// `input`: the call's parsed arguments; `output`: the call output as the rollout keeps it.
export function codexAskedAnswers(input: unknown, output: unknown): AskedAnswer[] | null {
  if (!isRecord(input) || !Array.isArray(input.questions)) return null;
  let parsed: unknown = output;
  if (typeof output === 'string') {
    if (output.length > 64 * 1024 || !output.trimStart().startsWith('{')) return null;
    try {
      parsed = JSON.parse(output);
    } catch {
      return null;
    }
  }
  if (!isRecord(parsed) || !isRecord(parsed.answers)) return null;
  const given = parsed.answers;
  const out: AskedAnswer[] = [];
  for (const q of input.questions.slice(0, MAX_ASKED)) {
    if (!isRecord(q) || typeof q.id !== 'string' || typeof q.question !== 'string') continue;
    const entry = given[q.id];
    const picks = isRecord(entry) && Array.isArray(entry.answers) ? entry.answers.slice(0, MAX_OPTIONS).map(bounded).filter(Boolean) : [];
    // "None of the above" beside a typed note: the note is the answer.
    const note = picks.find((p) => p.startsWith('user_note:'));
    const answer = note ? bounded(note.slice('user_note:'.length)) : picks.join(', ');
    if (!answer) continue;
    out.push({ question: bounded(q.question), header: bounded(q.header), options: optionsOf(q.options), multi: picks.length > 1, answer });
  }
  return out.length > 0 ? out : null;
}

// What the user typed when refusing a tool call in Claude Code ("No, and tell Claude what to do
// differently"): the result is an error whose text is the host's refusal sentence, then "To tell
// you how to proceed, the user said:" and the user's words. Those words are the user's, often a
// correction that holds beyond this call ("no, we generate that file, never edit it"). The
// host's own stand-in for a clarification ("The user wants to clarify these questions. …") is
// not. Bounded like a typed message's first 4,000 characters.
const REFUSAL = "The user doesn't want to proceed with this tool use.";
const SAID = 'the user said:';
const HOST_CLARIFY = /^The user wants to clarify these questions\b/;
const MAX_REFUSAL_CHARS = 4000;

export function refusalFeedback(content: unknown): string | null {
  const text = typeof content === 'string' ? content : Array.isArray(content) ? content.map((b) => (isRecord(b) && typeof b.text === 'string' ? b.text : '')).join('\n') : '';
  if (!text.startsWith(REFUSAL)) return null;
  const at = text.indexOf(SAID);
  if (at < 0 || at > 400) return null;
  const said = text.slice(at + SAID.length, at + SAID.length + MAX_REFUSAL_CHARS).trim();
  return said && !HOST_CLARIFY.test(said) ? said : null;
}
