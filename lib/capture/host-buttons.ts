// Text a host's button writes into the transcript as if the user had typed it: Cursor's plan
// runner ("Implement the plan as specified … Don't stop until you have completed all the
// to-dos."), VS Code Copilot's "@agent Continue" and "@agent Try Again". Its rules are the
// host's, the same in every session, and never the user's: they are taken out before a turn
// is judged, and what the user added after them is judged alone.

const CURSOR_PLAN = /^\s*Implement the plan as specified\b[\s\S]{0,600}?Don'?t stop until you have completed all the to-?dos\.?/i;
// An older or shorter form: its first paragraph only.
const CURSOR_PLAN_SHORT = /^\s*Implement the plan as specified\b[^\n]*/i;
const COPILOT_AGENT = /^\s*@agent (?:Continue|Try Again)\b[^\n]*/i;

export function withoutHostButtons(text: string): string {
  if (!text.includes('Implement the plan') && !text.includes('@agent')) return text;
  return text.replace(CURSOR_PLAN, '').replace(CURSOR_PLAN_SHORT, '').replace(COPILOT_AGENT, '').trim();
}
