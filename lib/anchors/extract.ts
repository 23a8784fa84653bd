// Which words of a memory name a file or folder: the pure half of code anchors. It only
// proposes candidates (resolve.ts keeps those that exist under the project root), but it
// is deliberately narrow, since any word that happens to match a path would tie a memory
// to a file it never meant: a candidate needs a slash, a file extension or a well-known
// extensionless file name, and looks like nothing else (a URL, a version, an npm spec, an
// abbreviation, a glob, a date, a domain).

export const MAX_ANCHORS_PER_MEMORY = 12;
const MAX_PATH_CHARS = 400;

// Extensionless names that are files in practice, matched whole (case-sensitive).
const KNOWN_FILES = new Set(['Makefile', 'Dockerfile', 'Containerfile', 'Gemfile', 'Rakefile', 'Procfile', 'Justfile', 'justfile', 'Vagrantfile', 'Brewfile', 'LICENSE', 'CODEOWNERS', 'Jenkinsfile', 'Pipfile', 'Taskfile']);
// A bare word ending in one of these is a domain far more often than a file.
const DOMAIN_ENDINGS = new Set(['com', 'org', 'net', 'io', 'dev', 'app', 'ai', 'co', 'edu', 'gov', 'info', 'me', 'us', 'uk', 'de', 'fr']);
const ABBREVIATION = /^(?:[a-z]\.){1,3}[a-z]?$/i; // e.g. i.e. a.k.a
const VERSION = /^v?\d+(?:\.\d+)+(?:[-+][0-9a-z.-]+)?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const GLOB_OR_SHELL = /[*?{}[\]<>|$`"'\\,;()!=&^%#]/;

// The candidate path strings of a text, in order of first mention, without repeats.
export function extractPathCandidates(text: string): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const candidate = pathCandidate(raw);
    if (candidate && !found.includes(candidate) && found.length < MAX_ANCHORS_PER_MEMORY) found.push(candidate);
  };
  // Backticked spans first: the author marked them as code, so they weigh most.
  for (const match of text.matchAll(/`([^`\n]{1,400})`/g)) add(match[1].trim());
  for (const word of text.replace(/`[^`\n]*`/g, ' ').split(/\s+/)) add(word);
  return found;
}

// One word as a path, cleaned of prose punctuation and a line suffix, or null.
export function pathCandidate(word: string): string | null {
  let w = word.trim();
  // Prose wrapping: quotes, brackets, and sentence punctuation at either end.
  w = w.replace(/^[("'«“‘[{<]+/, '').replace(/[)"'»”’\]}>]+$/, '');
  w = w.replace(/[.,;:!?…]+$/, '');
  w = w.replace(/^[("'«“‘[{<]+/, '').replace(/[)"'»”’\]}>]+$/, '');
  // `src/a.ts:42`, `src/a.ts:42:7`, `src/a.ts#L42`.
  w = w.replace(/(?::\d+){1,2}$/, '').replace(/#L\d+(?:-L?\d+)?$/, '');
  if (w.length === 0 || w.length > MAX_PATH_CHARS) return null;
  if (w.includes('://') || SCHEME.test(w) && !w.startsWith('/')) return null; // URLs, `npm:pkg`, `C:`
  if (w.startsWith('~') || w.startsWith('@') || w.includes('@')) return null; // home paths, npm specs, e-mail
  if (w.startsWith('-') || GLOB_OR_SHELL.test(w)) return null; // flags, globs, code
  if (/^www\./i.test(w)) return null;
  if (ABBREVIATION.test(w) || VERSION.test(w)) return null;
  if (w === '.' || w === './' || w === '/' || w === '..' || w.startsWith('//')) return null;
  const segments = w.replace(/\/+$/, '').split('/').filter((s, i) => s !== '' || i === 0);
  if (segments.some((s) => s === '..')) return null;
  const named = segments.filter((s) => s !== '' && s !== '.');
  if (named.length === 0) return null;
  // Dates and fractions: 2026/11/20, 1/2.
  if (named.every((s) => /^[\d.]+$/.test(s))) return null;
  const base = named[named.length - 1];
  const hasSlash = w.includes('/');
  if (hasSlash) {
    // "and/or", "client/server": words joined by a slash stay candidates (only an existing
    // path survives), but each segment must look like a file name.
    return named.every((s) => /^[\w.+-]+$/.test(s)) ? w : null;
  }
  if (KNOWN_FILES.has(base)) return w;
  const ext = /^([\w.+-]*)\.([a-z][a-z0-9]{0,9})$/i.exec(base);
  if (!ext || (ext[1] !== '' && !/[a-z_]/i.test(ext[1]))) return null;
  // `process.env`, `example.com`: a dotted identifier or domain, not a file, unless it
  // starts with a dot (.env, .eslintrc.json).
  if (!base.startsWith('.') && DOMAIN_ENDINGS.has(ext[2].toLowerCase())) return null;
  if (!/^[\w.+-]+$/.test(base)) return null;
  return w;
}
