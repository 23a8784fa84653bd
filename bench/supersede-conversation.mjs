// How often an ordinary conversation turn, stored as an explicit write, is held to replace an
// earlier one (lib/memory/supersede.ts): REALTALK's chats, turn by turn, each turn compared
// with every earlier turn of its chat still active (a turn held to replace one is not stored,
// as remember() refuses it). The rate of false "replacements" an agent storing a conversation
// through memory_remember would meet. Data: node scripts/fetch-realtalk.mjs (cached, never
// committed). Comparing every pair is quadratic: --chats picks a range (default the first two).
//
//   sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/supersede-conversation.mjs [--from N] [--chats M] [--show K]
import { findSuperseded } from '../lib/memory/supersede.ts';
import { loadRealtalk } from './lib/realtalk.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const from = opt('--from', 0);
const count = opt('--chats', 2);
const show = opt('--show', 0);

const data = loadRealtalk();
if (!data) {
  console.log('supersede-conversation: skipped, REALTALK is not cached. Run: node scripts/fetch-realtalk.mjs');
  process.exit(0);
}
let turns = 0;
const bySignal = {};
const examples = [];
for (const chat of data.conversations.slice(from, from + count)) {
  const active = [];
  for (const message of chat.messages) {
    turns++;
    const match = findSuperseded(message.text, 'project:x', active);
    if (!match) {
      active.push({ content: message.text, scope: 'project:x' });
      continue;
    }
    bySignal[match.signal] = (bySignal[match.signal] ?? 0) + 1;
    if (examples.length < show) examples.push(`${match.signal} (${match.similarity.toFixed(2)}): ${message.text.slice(0, 80)} <= ${match.memory.content.slice(0, 80)}`);
  }
}
const flagged = Object.values(bySignal).reduce((a, b) => a + b, 0);
console.log(`REALTALK chats ${from + 1}-${from + count}: ${turns} turns, ${flagged} held to replace an earlier one (${((100 * flagged) / Math.max(1, turns)).toFixed(2)}%) ${JSON.stringify(bySignal)}`);
for (const e of examples) console.log(`  ${e}`);
