// The only door from capture into content policy. Capture never decides what is a secret; it
// asks lib/policy. TEMPORARY stand-in until lib/policy/index.ts lands: replace the body of
// this file with a re-export of checkContent, similarity and NEAR_DUPLICATE_THRESHOLD.

export type PolicyFinding = { code: string; message?: string };

const RULES: { code: string; pattern: RegExp }[] = [
  { code: 'SECRET_DETECTED', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { code: 'SECRET_DETECTED', pattern: /\b(ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}\b|\bglpat-[A-Za-z0-9_-]{20}\b|\bsk-(ant-|proj-)?[A-Za-z0-9_-]{20,}\b|\bAKIA[0-9A-Z]{16}\b|\bxox[abpr]-[A-Za-z0-9-]{10,}\b|\b(sk|rk|pk)_(live|test)_[A-Za-z0-9]{16,}\b|\bAIza[0-9A-Za-z_-]{35}\b|\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\b|\bhf_[A-Za-z0-9]{30,}\b|\bnpm_[A-Za-z0-9]{36}\b|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  { code: 'SECRET_DETECTED', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]+@/i },
  { code: 'SECRET_DETECTED', pattern: /\b(password|passwd|pwd|passphrase|api[_ -]?key|secret|token|cookie)\b\s*(is|=|:)\s*\S{6,}/i },
  { code: 'SECRET_DETECTED', pattern: /\b(password|passwd|pwd|passphrase)\s+(?=\S*[\d!@#$%^&*])\S{4,}/i },
  { code: 'PII_DETECTED', pattern: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\b\d{3}-\d{2}-\d{4}\b|\+?\d{1,3}[ -]?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}\b/ },
  { code: 'SENSITIVE_PERSONAL_FACT', pattern: /\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b|\b(card|diagnos\w+|therap\w+|medication|lawsuit|salary|mortgage)\b/i },
  { code: 'RAW_DUMP_DETECTED', pattern: /(^|\n)\s*[A-Z][A-Z0-9_]{2,}=\S+(\s*\n\s*[A-Z][A-Z0-9_]{2,}=\S+){2,}/ },
  { code: 'LOG_DETECTED', pattern: /\n\s+at [\w.<>$]+ \(?[^)]*:\d+:\d+\)?|Traceback \(most recent call last\)|^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}.*\b(INFO|WARN|ERROR|DEBUG)\b/m },
];

export function checkContent(text: string): PolicyFinding | null {
  for (const rule of RULES) if (rule.pattern.test(text)) return { code: rule.code };
  return null;
}

export function normalizeContent(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

export const NEAR_DUPLICATE_THRESHOLD = 0.85;

export function similarity(a: string, b: string): number {
  const left = new Set(normalizeContent(a).split(' ').filter(Boolean));
  const right = new Set(normalizeContent(b).split(' ').filter(Boolean));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of right) if (left.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}
