// A file the user named for Nuzo to read (a transcript, an import). Checked before reading
// so each mistake gets its own one-line reason and an input error, rather than a failed
// read surfacing as INTERNAL, a directory parsing as zero lines, or a FIFO blocking forever.
import { statSync } from 'node:fs';
import { NuzoError } from './errors.ts';

export type InputFileProblem = 'not_found' | 'directory' | 'not_file' | 'empty';

// `label` names the file in the message ("The transcript", "The import file"); `field`
// is the input it came from. Returns the file's size.
export function assertInputFile(path: string, label: string, field: string, options: { allowEmpty?: boolean } = {}): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw problem(`${label} does not exist.`, field, 'not_found');
  }
  if (stat.isDirectory()) throw problem(`${label} is a directory, not a file.`, field, 'directory');
  if (!stat.isFile()) throw problem(`${label} is not a regular file (a device, FIFO or socket).`, field, 'not_file');
  if (stat.size === 0 && !options.allowEmpty) throw problem(`${label} is empty.`, field, 'empty');
  return stat.size;
}

function problem(message: string, field: string, reason: InputFileProblem): NuzoError {
  return new NuzoError('INVALID_INPUT', message, { field, reason });
}
