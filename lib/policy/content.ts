// Shape checks on memory text before policy: a trimmed, non-empty, bounded, well-formed
// string. Errors describe the problem, never the text.
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function validateContent(text: unknown): string {
  if (typeof text !== 'string') throw new NuzoError('INVALID_INPUT', 'Content must be a string.', { field: 'content' });
  if (text.includes('\u0000')) throw new NuzoError('INVALID_INPUT', 'Content must not contain NUL characters.', { field: 'content' });
  if (LONE_SURROGATE.test(text)) throw new NuzoError('INVALID_INPUT', 'Content must be well-formed Unicode.', { field: 'content' });
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new NuzoError('CONTENT_EMPTY', 'Content must not be empty.', { field: 'content' });
  if (trimmed.length > LIMITS.contentMaxChars) {
    throw new NuzoError('CONTENT_TOO_LONG', `Content must be at most ${LIMITS.contentMaxChars} characters.`, { field: 'content', max_chars: LIMITS.contentMaxChars });
  }
  return trimmed;
}
