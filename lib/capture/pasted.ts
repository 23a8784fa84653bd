// Typed versus pasted, one line at a time: what a person pastes into a chat (a terminal
// session, log and CI lines, stack traces, ssh and tool banners, file listings, diffs) has
// shapes prose does not. A line that looks pasted is never a statement, and a block whose
// lines mostly look pasted is pasted as a whole (the banner's middle line included).
import { prefilter } from './prefilter.ts';

// A shell prompt with a command after it: `m@book ~ % npm i`, `user@host:~/app$ make`,
// `$ git push`, `PS C:\src> dir`, `>>> import os`, `❯ pnpm dev`.
const SHELL_PROMPT =
  /^\s*(?:[\w.-]+@[\w.-]+(?::\S*|\s+\S+)?\s*[%$#>]\s|(?:\(\S+\)\s+)?[$%]\s+\S|PS [A-Z]:\\[^>]*>|>>>\s|❯\s|➜\s|λ\s)/;

// Log records: a timestamp or level first, bracketed levels, tool prefixes.
const LOG_LINE =
  /^\s*(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|\[?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?\s|(?:WARNING|WARN|ERROR|ERR|INFO|DEBUG|TRACE|FATAL|CRITICAL|NOTICE|SEVERE|PANIC)\b\s*[:\]|-]|\[(?:INFO|WARN|WARNING|ERROR|ERR|DEBUG|TRACE|FATAL|NOTICE|SUCCESS|OK|FAIL)\]|(?:npm|pnpm|yarn|pip|cargo|gradle|mvn|make(?:\[\d+\])?|go|tsc|vite|webpack|docker|git|fatal|error|warning|hint|remote)(?:\s+(?:ERR!|WARN|notice|error|warning))?:\s|(?:npm|pnpm) (?:ERR!|WARN)\b|error(?:\[E\d+\]| TS\d+)?:|E\d{3,5}\b|\w+Warning:|DeprecationWarning)/i;

// Stack traces and compiler diagnostics.
const TRACE_LINE =
  /^\s*(?:at\s+(?:async\s+)?[\w$.<>[\]]+\s*\(|at\s+\S+:\d+(?::\d+)?\)?\s*$|File\s+"[^"]+",\s+line\s+\d+|Traceback \(most recent call last\)|(?:[\w$]+\.)*[A-Z]\w*(?:Error|Exception|Panic)(?::|\s*$)|Caused by:|panic:|goroutine \d+|\^+\s*$|~+\^~*\s*$|-->\s+\S+:\d+|\d+\s*\|\s)/;

// CI runners and test runners.
const CI_LINE =
  /(?:^\s*##\[(?:error|warning|group|endgroup|debug|notice)\]|^\s*::(?:error|warning|notice|group|debug)\b|\/home\/runner\/|\/github\/workspace|\bD:\\a\\|^\s*Run [\w./-]+(?:@v?\d+)?\s*$|Process completed with exit code \d+|^\s*(?:PASS|FAIL)\s+\S|^\s*(?:ok|not ok)\s+\d|^\s*(?:Tests?|Test Suites|Snapshots|Time):\s+\d|^\s*[✓✗×✔✘]\s|^\s*\d+ (?:passing|failing|pending|passed|failed|skipped)\b|exit (?:code|status) \d+)/;

// ssh, gpg and tool banners.
const BANNER_LINE =
  /(?:The authenticity of host|key fingerprint is|Are you sure you want to continue connecting|Warning: Permanently added|This key is not known by any other names|Permission denied \(publickey|Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|\bSHA256:[A-Za-z0-9+/]{20,}|\b(?:[0-9a-f]{2}:){15}[0-9a-f]{2}\b|^\s*Last login:|^\s*Welcome to [\w .-]+\d|^\s*(?:Cloning into|Receiving objects|Resolving deltas|remote: (?:Enumerating|Counting|Compressing|Total))|^\s*Password:|^\s*Enter passphrase)/i;

// Diffs, JSON, YAML-ish key dumps, tables and listings.
const STRUCTURED_LINE =
  /^\s*(?:>\s|(?:\+\+\+|---)\s+[ab]?\/?\S|@@\s+-\d|diff --git\s|index [0-9a-f]{6,}\.\.|[{}[\]],?\s*$|"[\w.-]+"\s*:\s*\S|[\w-]+:\s*[|>]\s*$|\|.*\|.*\|\s*$|[-+]{3,}\s*$|[drwx-]{10}\s|total \d+$|[\w./-]+:\d+(?::\d+)?(?::|\s+-)\s)/;

// A bare path or file:line on a line of its own (a paste from a terminal, not a sentence).
const BARE_PATH = /^\s*(?:~|\.{1,2})?\/[\w.@+-]+(?:\/[\w.@+-]*)+(?:\s+--?[\w-]+)*(?:\s+[\w./:-]+){0,4}\.?\s*$/;

// Source code pasted without a fence: declarations, imports, braces, statements ending in ";".
const CODE_LINE =
  /^\s*(?:(?:import|export|const|let|var|function|async function|def|class|interface|type|enum|return|public|private|protected|static|package|using|#include|fn|func|impl|struct|module\.exports)\s+[\w{*([<'"`@$]|(?:if|for|while|switch|catch)\s*\(|[\w$.[\]]+\s*(?:=|\+=|=>)\s*.+;\s*$|[\w$.]+\([^)]*\);?\s*$|<\/?[A-Za-z][\w.-]*(?:\s[^>]*)?\/?>|[})\]];?,?\s*$|.*[{;]\s*$)/;

export function looksPasted(line: string): boolean {
  if (!line.trim()) return false;
  return (
    CODE_LINE.test(line) ||
    SHELL_PROMPT.test(line) ||
    LOG_LINE.test(line) ||
    TRACE_LINE.test(line) ||
    CI_LINE.test(line) ||
    BANNER_LINE.test(line) ||
    STRUCTURED_LINE.test(line) ||
    BARE_PATH.test(line) ||
    mostlySymbols(line)
  );
}

// Hashes, base64, minified code: few letters among many characters, or no spaces at length.
function mostlySymbols(line: string): boolean {
  const text = line.trim();
  if (text.length < 24) return false;
  if (!/\s/.test(text)) return true;
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  return letters / text.length < 0.45;
}

// A lead that announces a paste: the block after it is pasted whatever its lines look like.
export const EXPLICIT_PASTE_LEAD =
  /^(?:pasting|copying|i got|i get|i'?m getting|it says|it said|it shows|it printed|this is what|output|logs?|errors?|stack ?trace|traceback|console|terminal)\b[^.!?]{0,80}:\s*$/i;

// A pattern whose words (or characters) the line lacks is not run, nor compiled (./prefilter.ts).
prefilter(SHELL_PROMPT, LOG_LINE, TRACE_LINE, CI_LINE, BANNER_LINE, STRUCTURED_LINE, BARE_PATH, CODE_LINE, EXPLICIT_PASTE_LEAD);
