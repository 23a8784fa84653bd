// Transient output: stack traces (JavaScript, Python, Java/Kotlin, Go, Rust, .NET, Ruby, PHP,
// Elixir, Swift) and terminal or log output (timestamped lines, shell prompts followed by
// output, CI markers, npm ERR!). One error line inside a sentence passes; a memory may name an
// error and its fix. Structure across lines is what marks a log.
import type { Detector } from './types.ts';

// Lines that only ever appear inside a trace or crash report, each behind a cheap substring
// test on the lowercased text.
const STRONG_MARKERS: readonly [string, RegExp][] = [
  ['traceback', /Traceback \(most recent call last\)/],
  ['goroutine', /^goroutine \d+ \[[\w ]+\]:/m],
  ['panicked at', /thread '[^'\n]{1,80}' panicked at/],
  ['exception in thread', /^Exception in thread "/m],
  ['caused by:', /^\s*Caused by: [\w.$]+(?:Exception|Error)/m],
  ['php ', /^PHP (?:Fatal|Parse) error:/m],
  ['stack trace:', /^Stack trace:\s*\n\s*#0 /m],
  ['** (', /^\*\* \([A-Z]\w+(?:Error|Exception)\)/m],
  ['stack backtrace', /^\s*stack backtrace:\s*$/m],
  ['fatal error', /^Fatal error: .* in \/.*:\d+/m],
  ['segmentation fault', /Segmentation fault \(core dumped\)/],
  [' 0x', /^\s*\d+\s+\S+\s+0x[0-9a-f]{8,16} /m],
];

// Lines that look like one frame or one log record.
const LOG_LINE: readonly RegExp[] = [
  /^\s+at (?:async )?[\w$.<>[\]/ -]{1,200}? ?\(?(?:[\w./\\:@-]{1,300}|<anonymous>|native|node:[\w/]+):\d+(?::\d+)?\)?\s*$/,
  /^\s+at [\w$.<>]+\([\w$]+\.(?:java|kt|scala|groovy):\d+\)|^\s+at [\w$.<>]+\((?:Unknown Source|Native Method)\)/,
  /^\s+at [\w.`<>[\], ]+\(.*\) in .+:line \d+/,
  /^\s+File "[^"]+", line \d+/,
  /^\s*[\w./-]+\.go:\d+ \+0x[0-9a-f]+/,
  /^\s*(?:from )?[\w./-]+\.rb:\d+:in [`'][^'`]+'/,
  /^#\d+ [\w/\\.-]+(?:\(\d+\))?: /,
  /^\s*\d+: +0x[0-9a-f]+ - /,
  /^\s*(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}|\[\d{2}:\d{2}:\d{2}(?:\.\d+)?\]|\[\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?\]|[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}|[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+)/,
  /^\s*(?:\[(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|ERR|CRIT)\]|(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL)[: ] )/,
  /^\s*(?:npm (?:ERR!|WARN)|yarn (?:error|warn)|##\[(?:error|warning|group|endgroup|section|command)\]|::(?:error|warning|group)::|Step \d+\/\d+ :|#\d+ \[[\w ]+ \d+\/\d+\])/,
  /^\s*(?:✓|✔|✗|✘|×|√|FAIL|PASS|ok \d+|not ok \d+)\s+\S/,
  /^\s*(?:\d+ passing|\d+ failing|\d+ pending|Tests?:\s+\d+|Test Files\s+\d+|Ran \d+ tests? in)/,
  /^\s*(?:[\w$]+\.)*[\w$]*(?:Error|Exception)(?: \[[\w-]+\])?: \S.*$/,
];

function isLogLine(line: string): boolean {
  return LOG_LINE.some((re) => re.test(line));
}

const PROMPT = /^\s*(?:\$|%|PS [A-Z]:\\[^>]*>|[\w.-]+@[\w.-]+:[^$\n]*\$) \S/;

function outputLinesAfter(all: string[], i: number): number {
  let n = 0;
  for (let j = i + 1; j < all.length && j <= i + 3; j++) {
    const next = all[j]!;
    if (next.trim() === '' || PROMPT.test(next) || /^\s*(?:[-*]|\d+\.)\s|^\s*```/.test(next)) break;
    n++;
  }
  return n;
}


export const LOG_DETECTORS: readonly Detector[] = [
  { id: 'stack-trace', category: 'stack_trace', message: 'The text contains a stack trace or crash report.',
    detect: (text, lower) => STRONG_MARKERS.some(([hint, re]) => lower.includes(hint) && re.test(text)) },
  { id: 'log-lines', category: 'log_output', message: 'The text looks like raw log or terminal output.',
    detect: (text) => {
      if (!text.includes('\n')) return false;
      const all = text.split(/\r?\n/).slice(0, 400);
      let hits = 0;
      for (let i = 0; i < all.length; i++) {
        const line = all[i]!;
        if (isLogLine(line)) hits++;
        // A prompt followed by lines of output is a terminal transcript; a list of commands is not.
        if (PROMPT.test(line)) hits += outputLinesAfter(all, i) >= 2 ? 2 : outputLinesAfter(all, i);
        if (hits >= 2) return true;
      }
      return false;
    } },
];
