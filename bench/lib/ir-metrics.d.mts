export type Relevance = Record<string, number>;
export declare function recallAtK(ranked: readonly string[], relevant: Relevance, k: number): number | null;
export declare function dcgAtK(ranked: readonly string[], relevant: Relevance, k: number): number;
export declare function ndcgAtK(ranked: readonly string[], relevant: Relevance, k: number): number | null;
export declare function mrrAtK(ranked: readonly string[], relevant: Relevance, k: number): number | null;
export declare function mean(values: Iterable<number | null | undefined>): number | null;
export declare function meanOver(
  runs: ReadonlyArray<{ ranked: readonly string[]; relevant: Relevance }>,
  metric: (ranked: readonly string[], relevant: Relevance, k: number) => number | null,
  k: number,
): number | null;
