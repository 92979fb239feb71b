import { ANALYTICS_MESSAGES as M, PDF_TOKEN_LIFE_SECONDS } from '@huddle/domain/analytics';
import type { AnalyticsOverviewQuery } from '@huddle/domain/contracts/analytics';
import { mayViewAnalyticsOverview, mayViewEventAnalytics } from '@huddle/domain/policy/analytics';
import { isAdmin } from '@huddle/domain/policy/subject';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import * as overviewRepository from './analytics-overview.repository.ts';
import { presentEventAnalytics, presentOverview } from './analytics.presenter.ts';
import * as repository from './analytics.repository.ts';
import { signPdfToken, verifyPdfToken } from './pdf-token.ts';

const EVENT_NOT_FOUND = 'This event does not exist.';

/**
 * Event analytics, the analytics overview and the PDF link (spec guest-engagement §2, §3, §7; platform §2.1, §6).
 * Every figure is an aggregate in SQL (ADR 24); this service guards, then presents.
 */
export function createAnalyticsService(deps: {
  bind: Tenancy['bind'];
  events: EventsPort;
  clock: Clock;
  featureFlags: Pick<FeatureFlagsPort, 'isOn'>;
}) {
  const repo = deps.bind(repository);
  const overviewRepo = deps.bind(overviewRepository);

  /** 404 for an event the caller cannot see (or another organization's), 403 below a co-hosting organizer. */
  async function guard(actor: Actor, eventId: number) {
    const { isHost } = await deps.events.access(actor, eventId);
    if (!mayViewEventAnalytics(actor, { isHost })) throw forbidden(M.notAllowed);
  }

  /** Spec §2, §6: budgets are an event-budget feature; with the flag off no budget figure leaves the server. */
  const budgetEnabled = () => deps.featureFlags.isOn('event-budget');

  async function record(eventId: number, withBudget: boolean, timeZone: string | null = null) {
    const now = deps.clock.now();
    const row = await repo.eventAnalytics(eventId, now, timeZone);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return presentEventAnalytics(withBudget ? row : { ...row, budget: null }, now);
  }

  return {
    /** Days and hours in `timeZone` (a checked zone name) when given, else in the event's own (ADR 25). */
    async eventAnalytics(actor: Actor, eventId: number, timeZone: string | null = null) {
      await guard(actor, eventId);
      return record(eventId, await budgetEnabled(), timeZone);
    },

    /** A short-lived token for the PDF page of one event (its managers only). */
    async pdfToken(actor: Actor, eventId: number, secret: string) {
      await guard(actor, eventId);
      const expiresAt = new Date(deps.clock.now().getTime() + PDF_TOKEN_LIFE_SECONDS * 1000);
      return {
        token: signPdfToken(secret, actor.organizationId, eventId, expiresAt),
        expires_at: expiresAt.toISOString(),
      };
    },

    /** pdf_data?token=: the token instead of a session; 401 for a forged, foreign or expired one. */
    async pdfData(organization: { id: number; linkSecret: string }, eventId: number, token: string) {
      const now = deps.clock.now();
      const check = verifyPdfToken(
        organization.linkSecret,
        organization.id,
        eventId,
        token,
        now,
        PDF_TOKEN_LIFE_SECONDS * 1000,
      );
      if (!check.ok) throw new AppError('unauthorized', M.tokenInvalid);
      // The page has no session to read the flags with: the answer says whether to show the budget section.
      const budget_enabled = await budgetEnabled();
      const eventAnalytics = await record(eventId, budget_enabled);
      const budget = eventAnalytics.budget && {
        amount_cents: eventAnalytics.budget.amountCents,
        actual_spend_cents: eventAnalytics.budget.actualSpendCents,
        currency_code: eventAnalytics.budget.currencyCode,
      };
      return { budget_enabled, budget, eventAnalytics };
    },

    async overview(actor: Actor, query: AnalyticsOverviewQuery) {
      if (!mayViewAnalyticsOverview(actor)) throw forbidden();
      const viewer = { userId: actor.userId, seesEverything: isAdmin(actor), now: deps.clock.now() };
      const totals = await overviewRepo.overviewTotals(viewer, query);
      const rows = await overviewRepo.overviewPage(viewer, query);
      return presentOverview(actor, totals, rows, query.page, query.per_page);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
