// Opening a transcript named by a host's hook input. The path is only data: a FIFO there
// blocks open() until some writer appears (a hook's watchdog timer cannot fire while open()
// holds the thread), /dev/zero never ends, and a directory or socket is no transcript. So
// the type is checked with stat() before opening, the open itself cannot block
// (O_NONBLOCK), and the descriptor is checked again in case the path changed in between.
import { closeSync, constants, fstatSync, openSync, statSync } from 'node:fs';
import { NuzoError } from '../errors.ts';

export function openRegularFile(path: string): number {
  if (!statSync(path).isFile()) throw notRegular();
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile()) throw notRegular();
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

function notRegular(): NuzoError {
  return new NuzoError('INVALID_INPUT', 'The transcript path is not a regular file.', { field: 'transcript_path' });
}
