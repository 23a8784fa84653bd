import type { ProposedStatement } from '../../lib/hostfiles/proposed-statements.ts';
export function statementId(text: string): string;
export function importedStatementsOf(markdown: string): Array<ProposedStatement & { id: string }>;
export function bareText(text: string): string;
export function carriedTo(old: string, statements: ReadonlyArray<{ id: string; text: string }>): { id: string; how: 'format' | 'code' } | null;
