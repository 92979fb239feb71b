import { formatMinor } from '@huddle/domain/money';
import { csvLine } from '../../lib/csv.ts';
import type { LoadedEventBudget } from './budgets.presenter.ts';

/**
 * The expense tracker as CSV (spec §7 GET /api/event_budgets/export): one line per expense, then the totals. Money
 * is written from integer cents as decimal text (never a float); csvLine escapes formulas.
 */
export function expenseTrackerCsv(b: LoadedEventBudget) {
  const header = ['Name', 'Category', 'Vendor', 'Date', 'Estimated cost', 'Actual cost', 'Currency', 'Notes'];
  const category = (id: number | null) => b.categories.find((c) => c.id === id)?.name ?? '';
  const code = b.currency.code;
  const lines = b.items.map((i) =>
    csvLine([
      i.name,
      category(i.expenseCategoryId),
      i.vendor,
      i.spentOn ?? '',
      formatMinor(i.estimatedCostCents),
      formatMinor(i.actualCostCents),
      code,
      i.notes,
    ]),
  );
  const sum = (pick: (i: LoadedEventBudget['items'][number]) => number) =>
    formatMinor(b.items.reduce((total, i) => total + BigInt(pick(i)), 0n));
  lines.push(csvLine(['Total', '', '', '', sum((i) => i.estimatedCostCents), sum((i) => i.actualCostCents), code, '']));
  lines.push(csvLine(['Budget', '', '', '', '', formatMinor(b.amountCents), code, '']));
  return { header, lines };
}

export interface GroupExport {
  currency: string;
  period: { start: string; end: string; total: string; spent: string; status: string };
  events: { start: string; name: string; eventType: string | null; budget: string; actual: string; items: number }[];
}

/** The group Budget tab as CSV (platform §2.8): the period summary, then one line per event. */
export function groupBudgetCsv(g: GroupExport) {
  const header = ['Start', 'Event', 'Event type', 'Budget', 'Actual', 'Items', 'Currency'];
  const lines = g.events.map((e) =>
    csvLine([e.start, e.name, e.eventType ?? '', e.budget, e.actual, e.items, g.currency]),
  );
  lines.push(
    csvLine([
      g.period.start,
      `Budget period to ${g.period.end}`,
      g.period.status,
      g.period.total,
      g.period.spent,
      '',
      g.currency,
    ]),
  );
  return { header, lines };
}
