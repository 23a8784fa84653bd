// One error type for every failure a caller can act on. Adapters map it once at their
// boundary: MCP -> isError result, CLI -> exit code + one line, hooks -> fail open.
// Messages and details never carry stored or submitted text: a rejected secret must not
// come back out through an error, a log line or an audit payload.

export const ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_KIND',
  'INVALID_SCOPE',
  'INVALID_TAGS',
  'CONTENT_TOO_LONG',
  'CONTENT_EMPTY',
  'SECRET_DETECTED',
  'PII_DETECTED',
  'SENSITIVE_PERSONAL_FACT',
  'RAW_DUMP_DETECTED',
  'LOG_DETECTED',
  'SPECULATIVE_CONTENT',
  'DUPLICATE_MEMORY',
  'SUPERSEDE_CANDIDATE',
  'SCOPE_DISABLED',
  'SCOPE_NOT_ALLOWED',
  'PROJECT_UNRESOLVED',
  'MEMORY_NOT_FOUND',
  'DRAFT_NOT_FOUND',
  'REVISION_CONFLICT',
  'CONFIRMATION_REQUIRED',
  'CONFIRMATION_DECLINED',
  'INVALID_SELECTOR',
  'IMPORT_INVALID',
  'EXPORT_FAILED',
  'PATH_NOT_ALLOWED',
  'PATH_EXISTS',
  'STORE_BUSY',
  'STORE_CORRUPT',
  'STORE_UNAVAILABLE',
  'STORE_READ_ONLY',
  'SCHEMA_TOO_NEW',
  'DISK_FULL',
  'NODE_UNSUPPORTED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorDetails = Record<string, unknown>;

export class NuzoError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NuzoError';
    this.code = code;
    this.details = details;
  }

  toJSON(): { code: ErrorCode; message: string; details: ErrorDetails } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

export function isNuzoError(value: unknown): value is NuzoError {
  return value instanceof NuzoError;
}

// Anything that is not a NuzoError becomes INTERNAL with a generic message: foreign error
// messages (SQLite's included) may quote the SQL or values that were being processed. A
// full disk is the exception: the user can act on it, so it names itself wherever it
// surfaced (SQLite's SQLITE_FULL, or ENOSPC, EDQUOT, EFBIG from the file system).
export function toNuzoError(value: unknown): NuzoError {
  if (value instanceof NuzoError) return value;
  if (isDiskFull(value)) return diskFullError(value);
  return new NuzoError('INTERNAL', 'Nuzo hit an unexpected internal error.', {}, { cause: value });
}

const SQLITE_FULL = 13;
const FULL_ERRNOS = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export function isDiskFull(value: unknown): boolean {
  const e = value as { errcode?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.errcode === 'number' && (e.errcode & 0xff) === SQLITE_FULL) return true;
  return typeof e.code === 'string' && FULL_ERRNOS.has(e.code);
}

export function diskFullError(cause: unknown): NuzoError {
  const errno = (cause as { code?: unknown } | null)?.code;
  return new NuzoError('DISK_FULL', 'The disk (or your quota, or a file size limit) is full: nothing was written. Free some space and try again.', { errno: typeof errno === 'string' && /^E[A-Z0-9]+$/.test(errno) ? errno : null }, { cause });
}
