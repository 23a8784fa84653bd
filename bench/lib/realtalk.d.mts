export type EvidenceCounts = {
  entries: number;
  well_formed: number;
  normalized: number;
  normalized_ids: number;
  unreadable: number;
  dangling: number;
  kept: number;
};
export type RealtalkMessage = { id: string; session: number; text: string; at: number | null; speaker: string };
export type RealtalkQuestion = { question: string; category: number | null; evidence: string[] };
export type RealtalkConversation = { file: string; speakers: Record<string, string>; messages: RealtalkMessage[]; questions: RealtalkQuestion[] };
export declare function benchCache(env?: Record<string, string | undefined>): string;
export declare function emptyEvidenceCounts(): EvidenceCounts;
export declare function cleanEvidence(evidence: unknown, known: Set<string>, counts?: EvidenceCounts): string[];
export declare function parseChatTime(text: unknown): number | null;
export declare function readConversation(json: Record<string, unknown>, counts: EvidenceCounts): Omit<RealtalkConversation, 'file'>;
export declare function loadRealtalk(cacheDir?: string): { dir: string; conversations: RealtalkConversation[]; counts: EvidenceCounts } | null;
