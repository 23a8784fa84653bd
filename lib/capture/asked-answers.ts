// Answers the user gave through the host's own question picker (Claude Code's AskUserQuestion,
// Codex's request_user_input: the agent asks, the user picks an option or types an answer;
// lib/transcript/asked.ts reads them), turned into decision drafts the
// way a typed reply to the agent's options is (option-answers.ts). A pick is the user's explicit
// choice; a question about carrying on with this turn's work ("How should we proceed?", "Shall I
// commit now?") or a pick of a next step ("Fix the failing test first") settles nothing lasting,
// and a typed answer keeps only what it settles. Pure: answers in, drafts out.

import type { AgentQuestion } from './agent-questions.ts';
import { ANSWERS_CONFIDENCE, NEXT_STEP_QUESTION, PICK_CONFIDENCE, settledAnswer, TASK_CHOICE, type OptionDraft } from './option-answers.ts';
import { toThirdPerson } from './rewrite.ts';
import type { AskedAnswer } from '../transcript/events.ts';

// "How should we proceed?", "What should I do next?": the turn's own course, not a decision.
const PROCEED = /\bhow (?:should|do|shall|would) (?:we|i|you) (?:proceed|continue|go forward|move forward|handle (?:this|it))\b|\bwhat (?:should|do|shall) (?:we|i) do (?:now|next|here|about (?:this|it))\b|\b(?:proceed|continue|retry|try again|go ahead)\b[^?]{0,40}\?/i;
const RECOMMENDED = /\s*\((?:recommended|preferred|default)\)\s*$/i;
const MAX_TITLE_WORDS = 14;
const MAX_DESCRIPTION_CHARS = 200;

const flat = (text: string): string => text.toLowerCase().replace(RECOMMENDED, '').replace(/\s+/g, ' ').trim();

// The question as the draft's label: the question itself when short, else its header.
function title(asked: AskedAnswer): string {
  const question = asked.question.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/[?:.\s]+$/, '').trim();
  if (question && question.split(/\s+/).length <= MAX_TITLE_WORDS) return question;
  return asked.header || question.split(/\s+/).slice(0, MAX_TITLE_WORDS).join(' ') + '…';
}

// The options the answer names, by their labels; null when it names none of them (typed).
function picked(asked: AskedAnswer): AskedAnswer['options'] | null {
  const byLabel = new Map(asked.options.map((o) => [flat(o.label), o]));
  const whole = byLabel.get(flat(asked.answer));
  if (whole) return [whole];
  if (!asked.multi) return null;
  const parts = asked.answer.split(/,\s*/).map((p) => byLabel.get(flat(p)));
  return parts.length > 1 && parts.every(Boolean) ? (parts as AskedAnswer['options']) : null;
}

export function draftsFromAskedAnswers(answers: readonly AskedAnswer[]): { drafts: OptionDraft[]; rejected: string[] } {
  const drafts: OptionDraft[] = [];
  const rejected: string[] = [];
  for (const asked of answers) {
    if (PROCEED.test(asked.question) || NEXT_STEP_QUESTION.test(asked.question)) {
      rejected.push('one_off_choice');
      continue;
    }
    const label = title(asked);
    const chosen = picked(asked);
    if (chosen) {
      const names = chosen.map((o) => o.label.replace(RECOMMENDED, ''));
      if (names.some((n) => TASK_CHOICE.test(n))) {
        rejected.push('one_off_choice');
        continue;
      }
      const description = chosen.length === 1 && chosen[0]!.description && chosen[0]!.description.length <= MAX_DESCRIPTION_CHARS ? ` — ${chosen[0]!.description.replace(/[.\s]+$/, '')}` : '';
      const content = `${label}: the user chose ${names.join(' and ')}${description}.`;
      drafts.push({ content, source: `${asked.question} ${asked.answer}`, confidence: PICK_CONFIDENCE, shape: 'pick' });
      continue;
    }
    const question: AgentQuestion = { number: '1', topic: asked.header || label, question: asked.question, text: asked.question };
    const settled = settledAnswer(asked.answer, question);
    if (settled === null) {
      rejected.push('answers_settle_nothing');
      continue;
    }
    drafts.push({ content: `${label}: ${toThirdPerson(settled)}.`, source: `${asked.question} ${asked.answer}`, confidence: ANSWERS_CONFIDENCE, shape: 'pick' });
  }
  return { drafts, rejected };
}
