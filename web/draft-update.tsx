// A draft that updates a memory shows what changes: the memory's text now, then the draft's.
// Both only as text nodes (Prose renders code spans, nothing else).
import { useEffect, useState } from 'preact/hooks';
import { api } from './api.ts';
import { Prose, type Memory } from './shared.tsx';

export function DraftUpdate({ memoryId, proposed }: { memoryId: string; proposed: string }) {
  const [now, setNow] = useState<Memory | null | 'missing'>(null);
  useEffect(() => {
    let live = true;
    void api.get<{ memory: Memory }>(`/api/memories/${encodeURIComponent(memoryId)}`).then((r) => { if (live) setNow(r.ok ? r.data.memory : 'missing'); });
    return () => { live = false; };
  }, [memoryId]);
  return (
    <div class="before-after" data-testid="draft-before-after">
      <span class="label">Now</span>
      <p class="content before" data-testid="draft-before">{now === null ? '…' : now === 'missing' ? `(${memoryId} is no longer there)` : <Prose text={now.content} />}</p>
      <span class="label">Proposed</span>
      <p class="content" data-testid="draft-after"><Prose text={proposed} /></p>
    </div>
  );
}
