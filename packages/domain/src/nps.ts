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

/** The Net Promoter Score of a set of answers (promoters 9–10, passives 7–8, detractors 0–6). */
export function computeNps(values: readonly number[]): NpsResult {
  const counts = { promoter: 0, passive: 0, detractor: 0, total: values.length };
  for (const v of values) counts[npsGroup(v)] += 1;
  const rate = (n: number) => (counts.total === 0 ? 0 : (100 * n) / counts.total);
  return {
    score: counts.total === 0 ? null : Math.round(rate(counts.promoter) - rate(counts.detractor)),
    counts,
    rates: {
      promoter: oneDecimal(rate(counts.promoter)),
      passive: oneDecimal(rate(counts.passive)),
      detractor: oneDecimal(rate(counts.detractor)),
    },
  };
}
