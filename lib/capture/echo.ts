// The agent's own words quoted back: a user who pastes "Option 2: Use PowerShell as Primary
// Shell (Recommended)" from the previous answer is pointing at it, not stating it. Compared
// on letters and digits only, so markdown, quotes and spacing do not hide a copy.

const MIN_WORDS = 4;

function flatten(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

export function quotesAssistant(statement: string, assistantText: string | undefined): boolean {
  if (!assistantText) return false;
  const flat = flatten(statement);
  if (flat.trim().split(' ').length < MIN_WORDS) return false;
  return flatten(assistantText).includes(flat);
}
