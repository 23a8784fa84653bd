// What session start shows, chosen under its character budget. Before this, one long
// project note could fill the whole block and push every user preference out of it. The
// rules, in order:
//   1. Priority within a scope: instructions, preferences, decisions, facts, notes, then
//      session digests; the most recently used or updated first; the later id on a tie.
//   2. Count: at most `limit` memories (digests apart). The user's preferences and the
//      project each keep half of that count; what one side cannot use goes to the other.
//   3. Characters: the block's budget, less the fence around it, is split the same way.
//      Within a side, lines share its part "water-filling": every line that fits its fair
//      share is shown whole, and only the longest are cut, all to the same length. Part of
//      one side's share it does not use flows to the other.
//   4. A line cut so short that it would show less than MIN_SHOWN characters of its memory
//      says too little: the lowest-priority memory is left out instead, and the budget is
//      shared again.
// A cut memory ends with a note of how much is missing; its id is on the line, and
// memory_list (scope and kind given) shows it whole. Pure and deterministic: the hook and
// `nuzo memory recall --session-start --explain` call it with the same inputs.
import { renderRecallFence, type FenceItem } from './fence.ts';

export type SessionCandidate = FenceItem & { recency: string; chars: number };
export type SessionDecision = {
  id: string;
  kind: string;
  scope: string;
  chars: number;
  outcome: 'whole' | 'cut' | 'left_out';
  shown_chars: number;
  reason: string;
};
export type SessionSelection = {
  items: FenceItem[];
  decisions: SessionDecision[];
  budget: { max_chars: number; fence_chars: number; project_share: number; user_share: number; used_chars: number };
};

const KIND_ORDER = ['instruction', 'preference', 'project_decision', 'fact', 'note', 'session digest'];
// Below this many characters of a memory, a cut line is left out rather than shown.
export const MIN_SHOWN = 60;
const NONCE = '000000000000';

const kindRank = (kind: string) => {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? KIND_ORDER.length : i;
};

export function sessionPriority(a: SessionCandidate, b: SessionCandidate): number {
  return kindRank(a.kind) - kindRank(b.kind) || (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export function cutNote(missing: number): string {
  return ` … [cut: ${missing} more characters; memory_list shows it whole]`;
}

export type SessionSelectionInput = {
  candidates: SessionCandidate[];
  digests?: SessionCandidate[];
  projectScope: string | null;
  limit: number;
  maxChars: number;
};

type Side = { name: 'project' | 'user'; items: SessionCandidate[] };

export function selectForSessionStart(input: SessionSelectionInput): SessionSelection {
  const { projectScope } = input;
  const render = (items: FenceItem[]) => renderRecallFence(items, { nonce: NONCE, projectScope, maxChars: Number.MAX_SAFE_INTEGER }).length;
  const fenceChars = render([]);
  // A line's cost in the block: the line and its newline.
  const lineCost = (item: FenceItem) => render([item]) - fenceChars;
  const budget = Math.max(0, input.maxChars - fenceChars);

  const sorted = [...input.candidates].sort(sessionPriority);
  const project = sorted.filter((c) => c.scope === projectScope);
  const user = sorted.filter((c) => c.scope !== projectScope);
  const decisions = new Map<string, SessionDecision>();
  const leave = (c: SessionCandidate, reason: string) => decisions.set(c.id, { id: c.id, kind: c.kind, scope: c.scope, chars: c.chars, outcome: 'left_out', shown_chars: 0, reason });

  // 2. The count.
  const limit = Math.max(0, Math.floor(input.limit));
  let userCount = Math.min(user.length, Math.floor(limit / 2));
  const projectCount = Math.min(project.length, limit - userCount);
  userCount = Math.min(user.length, limit - projectCount);
  for (const c of project.slice(projectCount)) leave(c, `past the ${limit}-memory limit (project memories of higher priority came first)`);
  for (const c of user.slice(userCount)) leave(c, `past the ${limit}-memory limit (user memories of higher priority came first)`);
  const digests = [...(input.digests ?? [])];
  const sides: Side[] = [
    { name: 'project', items: [...project.slice(0, projectCount), ...digests] },
    { name: 'user', items: user.slice(0, userCount) },
  ];

  // 3 and 4: share the characters, dropping the lowest priority until every line says enough.
  const headerCost = new Map<string, number>();
  const fullCost = new Map<string, number>();
  for (const c of [...sides[0].items, ...sides[1].items]) {
    headerCost.set(c.id, lineCost({ ...c, content: '' }));
    fullCost.set(c.id, lineCost(c));
  }
  let shares = splitBudget(budget, sides);
  let alloc = allocate(sides, shares, fullCost);
  for (;;) {
    const short = sides.find((side) => side.items.some((c) => (alloc.get(c.id) ?? 0) < fullCost.get(c.id)! && (alloc.get(c.id) ?? 0) - headerCost.get(c.id)! - cutNote(c.chars).length < MIN_SHOWN));
    if (!short) break;
    const dropped = short.items.pop()!;
    leave(dropped, `no room: the ${input.maxChars}-character block could not show enough of it (lower priority than what was kept)`);
    shares = splitBudget(budget, sides);
    alloc = allocate(sides, shares, fullCost);
  }

  const items: FenceItem[] = [];
  let used = fenceChars;
  for (const side of sides) {
    const share = side.name === 'project' ? shares.project : shares.user;
    for (const c of side.items) {
      const room = alloc.get(c.id) ?? 0;
      const whole = room >= fullCost.get(c.id)!;
      const { content, shown } = whole ? { content: c.content, shown: c.chars } : cutToFit(c, room, lineCost);
      const item: FenceItem = { id: c.id, kind: c.kind, scope: c.scope, age_days: c.age_days, source: c.source, content };
      items.push(item);
      used += lineCost(item);
      const what = c.kind === 'session digest' ? 'session digest' : `${c.kind.replace('_', ' ')}, ${side.name === 'project' ? 'this project' : 'user'}`;
      decisions.set(c.id, {
        id: c.id, kind: c.kind, scope: c.scope, chars: c.chars, outcome: whole ? 'whole' : 'cut', shown_chars: shown,
        reason: whole ? `shown whole (${what}; ${c.chars} characters)` : `shown cut to ${shown} of ${c.chars} characters (${what}): the longest lines share the ${share}-character ${side.name} part of the budget equally`,
      });
    }
  }
  const order = [...sides[0].items, ...sides[1].items].map((c) => c.id);
  const rest = [...input.candidates, ...digests].map((c) => c.id).filter((id) => !order.includes(id));
  return {
    items,
    decisions: [...order, ...rest].map((id) => decisions.get(id)!).filter(Boolean),
    budget: { max_chars: input.maxChars, fence_chars: fenceChars, project_share: shares.project, user_share: shares.user, used_chars: used },
  };
}

// Half the budget each when both sides have something to show; all of it otherwise.
function splitBudget(budget: number, sides: Side[]): { project: number; user: number } {
  const [project, user] = sides;
  if (project.items.length === 0) return { project: 0, user: budget };
  if (user.items.length === 0) return { project: budget, user: 0 };
  const half = Math.floor(budget / 2);
  return { project: budget - half, user: half };
}

// Each side's share water-filled over its lines; what a side leaves unused flows to the other.
function allocate(sides: Side[], shares: { project: number; user: number }, cost: Map<string, number>): Map<string, number> {
  const [project, user] = sides;
  const fill = (side: Side, share: number) => waterFill(side.items.map((c) => cost.get(c.id)!), share);
  let p = fill(project, shares.project);
  let u = fill(user, shares.user);
  const spareP = shares.project - sum(p);
  const spareU = shares.user - sum(u);
  if (spareP > 0) u = fill(user, shares.user + spareP);
  if (spareU > 0) p = fill(project, shares.project + spareU);
  const out = new Map<string, number>();
  project.items.forEach((c, i) => out.set(c.id, p[i]));
  user.items.forEach((c, i) => out.set(c.id, u[i]));
  return out;
}

// Max-min fair shares: lines shorter than an equal share get their whole length, and what
// they leave is shared equally by the longer ones.
export function waterFill(costs: number[], budget: number): number[] {
  const order = costs.map((cost, i) => ({ cost, i })).sort((a, b) => a.cost - b.cost || a.i - b.i);
  const out = new Array<number>(costs.length).fill(0);
  let left = Math.max(0, budget);
  order.forEach(({ cost, i }, k) => {
    const fair = Math.floor(left / (order.length - k));
    out[i] = Math.min(cost, fair);
    left -= out[i];
  });
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

// The longest start of the memory that, with its cut note, fits `room` once rendered
// (escaping can lengthen text, so the line is measured, not estimated).
function cutToFit(c: SessionCandidate, room: number, lineCost: (item: FenceItem) => number): { content: string; shown: number } {
  let n = Math.max(0, Math.min(c.content.length, room));
  for (;;) {
    if (n > 0 && /[\ud800-\udbff]/.test(c.content[n - 1])) n -= 1;
    const kept = c.content.slice(0, n).trimEnd();
    const content = kept + cutNote(c.content.length - kept.length);
    const over = lineCost({ ...c, content }) - room;
    if (over <= 0 || n === 0) return { content, shown: kept.length };
    n = Math.max(0, n - over);
  }
}
