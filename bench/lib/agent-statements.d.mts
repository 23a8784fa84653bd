export function statementsOf(text: string): string[];
