/** Spec §9 and analytics §3: the NPS groups of an answer from 0 to 10. */
export type NpsGroup = 'promoter' | 'passive' | 'detractor';

export function npsGroup(value: number): NpsGroup {
  if (value >= 9) return 'promoter';
  if (value >= 7) return 'passive';
  return 'detractor';
}

export interface NpsResult {
  /** Percent of promoters minus percent of detractors, rounded to a whole number; null without answers. */
  score: number | null;
  counts: { promoter: number; passive: number; detractor: number; total: number };
  /** Each group's share of the answers in percent, to one decimal (0 without answers). */
  rates: { promoter: number; passive: number; detractor: number };
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/**
 * From the counts in one step, halves away from zero: the difference of two rounded-off percentages can fall just
 * under a half (5 promoters and 2 detractors of 24 is 12.5, computed as 12.4999…), and Math.round takes −12.5 to −12.
 */
const score = (difference: number, total: number) =>
  Math.sign(difference) * Math.round(Math.abs(100 * difference) / total);

/** The Net Promoter Score of a set of answers (promoters 9–10, passives 7–8, detractors 0–6). */
export function computeNps(values: readonly number[]): NpsResult {
  const groups = { promoter: 0, passive: 0, detractor: 0 };
  for (const v of values) groups[npsGroup(v)] += 1;
  return npsOfCounts(groups);
}

/** The same from how many answers fall in each group (counted by the database: the Summary, analytics). */
export function npsOfCounts(groups: { promoter: number; passive: number; detractor: number }): NpsResult {
  const counts = { ...groups, total: groups.promoter + groups.passive + groups.detractor };
  const rate = (n: number) => (counts.total === 0 ? 0 : (100 * n) / counts.total);
  return {
    score: counts.total === 0 ? null : score(counts.promoter - counts.detractor, counts.total),
    counts,
    rates: {
      promoter: oneDecimal(rate(counts.promoter)),
      passive: oneDecimal(rate(counts.passive)),
      detractor: oneDecimal(rate(counts.detractor)),
    },
  };
}
