// The page's receipts: the sessions summary `nuzo memory receipts --json` gives, plus the
// week's cost per session for the Overview. Ids and sizes only, like the receipts.
import { readReceipts, type ReceiptLimits } from '../receipts/log.ts';
import { summarizeReceipts, weekCost, type ReceiptsReport, type WeekCost } from '../receipts/summary.ts';

const SESSIONS_SHOWN = 100;

export function receiptsView(home: string, limits: ReceiptLimits, now: number): ReceiptsReport & { week: WeekCost; sessions_total: number } {
  const receipts = readReceipts(home, limits, now);
  const report = summarizeReceipts(receipts);
  return { ...report, sessions: report.sessions.slice(0, SESSIONS_SHOWN), sessions_total: report.sessions.length, week: weekCost(receipts, now) };
}
