// Tags are short lowercase labels for filtering: NFKC, trimmed, spaces become '-', only
// [a-z0-9._:-] survive as-is. Anything else is refused rather than silently rewritten, so a
// tag never means something other than what the caller typed.
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';

const TAG = /^[a-z0-9._:-]+$/;

export function normalizeTags(tags: unknown): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : tags;
  if (!Array.isArray(list)) throw new NuzoError('INVALID_TAGS', 'Tags must be an array of strings.');
  const out: string[] = [];
  for (const raw of list) {
    if (typeof raw !== 'string') throw new NuzoError('INVALID_TAGS', 'Tags must be an array of strings.');
    const tag = raw.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, '-');
    if (tag === '') continue;
    if (tag.length > LIMITS.tagMaxChars) {
      throw new NuzoError('INVALID_TAGS', `Each tag must be at most ${LIMITS.tagMaxChars} characters.`, { max_chars: LIMITS.tagMaxChars });
    }
    if (!TAG.test(tag)) throw new NuzoError('INVALID_TAGS', 'Tags may contain only a-z, 0-9, ".", "_", ":" and "-".', { allowed: '[a-z0-9._:-]' });
    if (!out.includes(tag)) out.push(tag);
  }
  if (out.length > LIMITS.tagsMax) throw new NuzoError('INVALID_TAGS', `At most ${LIMITS.tagsMax} tags are allowed.`, { max_tags: LIMITS.tagsMax });
  return out;
}
