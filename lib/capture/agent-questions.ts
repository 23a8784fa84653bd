// What the agent asked at the end of its message: its last numbered list of questions (each
// with the sub-bullets under it) and the one choice it recommended. Pure: the assistant text
// in, data out. The user's reply is matched against these in option-answers.ts.

export type AgentQuestion = {
  number: string;
  // "Date Filtering Logic" from "**Date Filtering Logic**: …", else the question itself.
  topic: string;
  // The first sentence ending in "?" in the item or under it; the topic when there is none.
  question: string;
  // The item's line and every line under it, flattened, markdown stripped.
  text: string;
};

// A top-level numbered item: "1. …", "2) …", "**3.** …", "### 4. …", "**Q5:** …".
const NUMBERED = /^(\s*)(?:#{1,4}\s+)?(?:\*\*|__)?(?:(?:q|question)\s?)?(\d{1,2})[.):](?:\*\*|__)?\s+(.+)$/i;
const HEADING = /^\s*#{1,6}\s/;
const BULLET = /^\s*(?:[-*•+]|[a-h][.)])\s+/i;
const BOLD_LEAD = /^\s*(?:\*\*|__)([^*_\n]{2,80}?)(?:\*\*|__)\s*[:.—–-]?\s*(.*)$/;

// Markdown emphasis and code marks go; an underscore inside a name ("qr_code") stays.
export const unmark = (text: string): string => text.replace(/\*\*|__|`|(?<![\w])[*_]|[*_](?![\w])/g, '');
const plain = (text: string): string => unmark(text).replace(/^\s*(?:[-*•+]\s+)+/, '').replace(/\s+/g, ' ').trim();

// `heading`: a numbered heading ("### 2. Storage"), whose paragraphs run to the next heading.
type Item = { number: number; indent: number; line: string; under: string[]; heading: boolean };

// The numbered lists of a message, in order; a list starts again at "1".
function numberedLists(assistantText: string): Item[][] {
  const lists: Item[][] = [];
  let list: Item[] | null = null;
  let item: Item | null = null;
  for (const line of assistantText.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (HEADING.test(line) && !NUMBERED.test(line.replace(/^\s*#{1,6}\s+/, ''))) {
      list = null;
      item = null;
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const indent = (numbered[1] as string).length;
      const number = Number(numbered[2]);
      const next: Item = { number, indent, line: numbered[3] as string, under: [], heading: HEADING.test(line) };
      if (number === 1 && (list === null || indent <= list[0]!.indent)) {
        list = [next];
        lists.push(list);
        item = next;
        continue;
      }
      if (list !== null && indent <= list[0]!.indent + 1 && number === list[list.length - 1]!.number + 1) {
        list.push(next);
        item = next;
        continue;
      }
      // A numbered line deeper than the list's items belongs to the item above it.
      if (item !== null && indent > item.indent) {
        item.under.push(line);
        continue;
      }
      list = null;
      item = null;
      continue;
    }
    // Sub-bullets and indented lines belong to the item above; a paragraph at the margin ends it.
    if (item !== null && (item.heading || BULLET.test(line) || /^\s{2,}\S/.test(line))) {
      item.under.push(line);
      continue;
    }
    item = null;
  }
  return lists;
}

function questionOf(item: Item): AgentQuestion {
  const lead = BOLD_LEAD.exec(item.line);
  const text = plain([item.line, ...item.under.map((l) => plain(l))].join(' '));
  const topic = plain(lead ? (lead[1] as string) : item.line).replace(/[:?.]+$/, '').trim();
  // The first sentence that asks, from the item's line (after its bold lead) or a line under it.
  const pieces = [lead ? (lead[2] as string) : item.line, ...item.under].map((piece) => plain(piece).slice(0, 600));
  let question = topic;
  for (const piece of pieces) {
    const asked = /(?:^|[.!:]\s+)([^.!?:]*[A-Za-z][^.!?]*\?)/.exec(piece);
    if (asked) {
      question = plain(asked[1] as string);
      break;
    }
  }
  return { number: String(item.number), topic, question, text };
}

// A question mark that ends a sentence (not "a ? b : c").
const ASKS = /[A-Za-z)"'`*]\?(?=[\s*_"')]|$)/;

// The agent's last numbered list whose items mostly ask; empty when it asked nothing numbered.
export function numberedQuestions(assistantText: string): Map<string, AgentQuestion> {
  // Code asks nothing: "a ? b : c" in a fenced block is not a question.
  const lists = numberedLists(assistantText.replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1[^\n]*$/gm, ''));
  for (let i = lists.length - 1; i >= 0; i--) {
    const list = lists[i] as Item[];
    // Questions, not a list of approaches or findings with a question somewhere in it.
    const asking = list.filter((item) => ASKS.test([item.line, ...item.under].join(' '))).length;
    if (asking * 2 <= list.length) continue;
    return new Map(list.map((item) => [String(item.number), questionOf(item)]));
  }
  return new Map();
}

// The agent's last numbered list, asking or not ("1. **Clarify how the target folder is
// chosen.**"): the points a reply numbered item by item answers (option-answers.ts decides when
// a reply does). Empty when the message holds no numbered list.
export function numberedPoints(assistantText: string): Map<string, AgentQuestion> {
  const lists = numberedLists(assistantText.replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1[^\n]*$/gm, ''));
  const last = lists[lists.length - 1];
  // Numbered headings ("## 1. Pass the instance") are sections or alternatives, not points.
  if (!last || last.some((item) => item.heading)) return new Map();
  return new Map(last.map((item) => [String(item.number), questionOf(item)]));
}

// "I'd recommend the **Factory Functions** approach", "My recommendation: **Keep SQLite**",
// "I'd lean toward **Option 2: Pass the layers object**", an option marked "(Recommended)".
const RECOMMENDS =
  /\b(?:i(?:'d| would)?\s+(?:recommend|suggest|lean towards?|propose|go with)|my recommendation(?:\s+is)?|recommended (?:approach|option|choice)(?:\s+is)?)\s*:?\s*(?:going with |using |that we use |the |a |an )*(?:\*\*|__)([^*_\n]{3,120})(?:\*\*|__)/gi;
const MARKED_RECOMMENDED = /^ ?(?:[-*] |#{1,4} ?|\d{1,2}[.)] )?(.{3,160}?) ?\((?:recommended|preferred)\)/i;

// "Option 2: Pass the layers object" names the option by its text.
const choiceText = (raw: string): string =>
  plain(raw)
    .replace(/^(?:option|choice|approach|alternative)\s+#?\w{1,2}\s*[:.)—–-]\s*/i, '')
    .replace(/[.:;,]+$/, '');

// The single choice the agent recommended, in its words; null when it named none or several.
export function recommendedChoice(assistantText: string): string | null {
  const named = new Set<string>();
  // Blanks collapsed first: no pattern backtracks over a long run of them.
  // The agent types "I’d recommend" with a curly apostrophe as often as a straight one.
  for (const match of assistantText.replace(/\s+/g, ' ').replace(/[’‘]/g, "'").matchAll(RECOMMENDS)) named.add(choiceText(match[1] as string));
  if (named.size === 0) {
    for (const line of assistantText.split(/\r?\n/)) {
      if (line.length > 400 || !/\((?:recommended|preferred)\)/i.test(line)) continue;
      const marked = MARKED_RECOMMENDED.exec(line.replace(/\s+/g, ' '));
      if (marked) named.add(choiceText(marked[1] as string));
    }
  }
  if (named.size !== 1) return null;
  const [choice] = named;
  return choice && choice.length >= 3 ? choice : null;
}
