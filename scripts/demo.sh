#!/bin/sh
# Nuzo's main job end to end, in a throwaway NUZO_HOME (your ~/.nuzo is never touched):
# remember a preference, recall it, let capture turn a session into drafts, review them,
# list and export. Runs the committed dist/cli.js on the project's own Node (npm ci first).
# Usage: sh scripts/demo.sh   (or npm run demo)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nuzo-demo.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
export NUZO_HOME="$tmp/nuzo-home"
unset NUZO_PROJECT_ROOT NUZO_CONFIG NUZO_DISABLED NUZO_CAPTURE 2>/dev/null || true
project="$tmp/acme-api"
mkdir -p "$project/.git"
cd "$project"

nuzo() { sh "$here/scripts/node.sh" 24 "$here/dist/cli.js" "$@"; }
node24() { sh "$here/scripts/node.sh" 24 "$@"; }
step() { printf '\n\033[1m== %s\033[0m\n$ nuzo %s\n' "$1" "$2"; }
[ -n "${NO_COLOR:-}" ] || [ ! -t 1 ] && step() { printf '\n== %s\n$ nuzo %s\n' "$1" "$2"; }

echo "Nuzo demo: NUZO_HOME=$NUZO_HOME, project $project"

step "Create the private store" "memory init"
nuzo memory init

step "You tell Nuzo something about yourself (every project)" 'memory remember "I prefer concise final answers." --kind preference --scope user --tag style'
nuzo memory remember "I prefer concise final answers." --kind preference --scope user --tag style

step "…and something about this project (the default scope inside a project)" 'memory remember "Run the integration tests with make itest before pushing." --kind instruction --tag ci'
nuzo memory remember "Run the integration tests with make itest before pushing." --kind instruction --tag ci

step "Any later session recalls what matters for the task" 'memory recall "how should I answer and what to run before pushing"'
nuzo memory recall "how should I answer and what to run before pushing"

# A short Claude Code session, appended turn by turn the way Claude Code writes its JSONL
# transcript; after each turn the Stop hook runs, exactly as the host would run it.
transcript="$tmp/session.jsonl"
: > "$transcript"
turn() {
  node24 -e '
const [path, cwd, text] = process.argv.slice(1);
const { randomUUID } = require("node:crypto");
const line = (type, message) => JSON.stringify({ parentUuid: null, isSidechain: false, userType: "external", cwd, sessionId: "demo-session", version: "2.1.330", type, message, uuid: randomUUID(), timestamp: new Date().toISOString() });
require("node:fs").appendFileSync(path, line("user", { role: "user", content: text }) + "\n" + line("assistant", { id: "msg_" + randomUUID().slice(0, 8), role: "assistant", model: "demo", content: [{ type: "text", text: "Understood." }] }) + "\n");
' "$transcript" "$project" "$1"
}
# The host runs `node dist/hook.cjs stop` with the hook payload on stdin; a checkout without
# the hook bundles runs the same Stop code from lib/ instead.
stop_hook() {
  payload='{"session_id":"demo-session","transcript_path":"'"$transcript"'","cwd":"'"$project"'","hook_event_name":"Stop"}'
  if [ -f "$here/dist/hook.cjs" ] && [ -f "$here/dist/hook-runtime.cjs" ]; then
    out=$(echo "$payload" | node24 "$here/dist/hook.cjs" stop)
  else
    out=$(echo "$payload" | node24 --experimental-strip-types --disable-warning=ExperimentalWarning --input-type=module -e "
import { runStopHook } from '$here/lib/hooks/stop.ts';
let input = ''; for await (const chunk of process.stdin) input += chunk;
process.stdout.write(runStopHook(input, process.env).stdout);
")
  fi
  if [ -n "$out" ]; then
    echo "$out" | node24 -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log("   Stop hook:", JSON.parse(s).systemMessage))'
  else
    echo "   Stop hook: nothing to suggest"
  fi
}

echo
echo "== A session in Claude Code; after each turn the Stop hook files drafts (never memories)"
for text in "For this repo, always use GitHub Issues for executable work." \
            "I like concise status updates while work is running." \
            "My token is ghp_0123456789abcdefghijklmnopqrstuvwxyzAB, can you check the CI logs?"; do
  echo "user> $text"
  turn "$text"
  stop_hook
done

step "The same session as a dry run: what capture proposes, and what it refused" "capture --transcript session.jsonl"
nuzo capture --transcript "$transcript"

step "Drafts wait for you" "drafts list"
nuzo drafts list

step "Review them: confirm the first, reject the second (answers piped in here; normally you type them)" "review"
printf 'c\nr\n' | nuzo review

step "How capture behaved (decision traces: counts only, no text)" "capture --stats"
nuzo capture --stats

step "Only what you confirmed became a memory" "memory list"
nuzo memory list

step "Export for another machine or host (JSON is importable; Markdown is for reading)" "memory export --path memories.json"
nuzo memory export --path "$tmp/memories.json"
nuzo memory export --path "$tmp/memories.md"
echo "--- memories.md"
cat "$tmp/memories.md"

step "Import that file into another Nuzo home (a second machine): exact equivalents are skipped" "memory import memories.json"
NUZO_HOME="$tmp/other-home" nuzo memory import "$tmp/memories.json"
NUZO_HOME="$tmp/other-home" nuzo memory import "$tmp/memories.json"
step "Check the installation: runtime, file modes, store, git, secrets, network" "memory doctor"
nuzo memory doctor

echo
echo "Done. Everything above lived under $tmp and is removed now."
