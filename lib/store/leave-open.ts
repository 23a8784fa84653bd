// SQLite copies the write-ahead log into the database when the last connection to a store
// closes: a checkpoint and two fsyncs (8-19 ms per close on this machine's disk, against
// ~30 ms for a bare `node -e 0`), paid on every turn by a Stop hook whose session has no MCP
// server holding the store open. A process that exits right after its last commit
// may leave the connection to the exit instead. To SQLite that is a crash after a commit:
// nothing committed is lost (with synchronous=NORMAL a commit was never promised to outlive
// a power cut before a checkpoint), and the next connection rebuilds the log's index by
// reading the log. That read grows with the log, so a store is left open only while its log
// is small; past that the close checkpoints as always, and the log starts over.
import { type Store, walBytes } from './store.ts';

// A log this small is read back in well under a millisecond by the next hook that opens it.
export const LEAVE_OPEN_WAL_BYTES = 256 * 1024;

export function mayLeaveOpen(logBytes: number | null): boolean {
  return logBytes !== null && logBytes <= LEAVE_OPEN_WAL_BYTES;
}

// For a process about to exit: closes the store unless its log is small enough to leave.
export function closeOrLeaveForExit(store: Store): 'closed' | 'left' {
  if (!store.readOnly && mayLeaveOpen(walBytes(store.path))) return 'left';
  store.close();
  return 'closed';
}
