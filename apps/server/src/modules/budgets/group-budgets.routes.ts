import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUDGET_MESSAGES as M,
  groupBudgetEventsQuery,
  groupBudgetsInput,
  groupBudgetsQuery,
  updateCurrenciesInput,
} from '@huddle/domain/budget-schemas';
import {
  budgetPeriodBreakdownSchema,
  budgetSettingsResponse,
  currenciesResponse,
  groupBudgetEventsResponse,
  groupBudgetsResponse,
  groupBudgetsSavedResponse,
} from '@huddle/domain/contracts/budgets';
import { idSchema } from '@huddle/domain/ids';
import { formatMinor } from '@huddle/domain/money';
import { attachmentHeader, csvTextStream } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, anyMember, hostOrAdmin, on } from '../../plugins/route-matrix.ts';
import { groupBudgetCsv } from './budget-csv.ts';
import { presentBudgetOrganization, presentCurrency, presentGroupBudgetRow } from './budgets.presenter.ts';
import type { GroupBudgetsService } from './group-budgets.service.ts';

const idParams = z.object({ id: idSchema });
const admin = (changes: Parameters<typeof on>[1] = {}) => ({
  access: 'admin' as const,
  matrix: on(adminOnly, changes),
});
/** Group editors (the group's admins, org admins, organizers when the group lets them): the service checks. */
const editors = { access: 'authenticated' as const, matrix: hostOrAdmin };
const csvResponse = z.unknown().describe('The group budget tracker as a CSV file.');
const EXPORT_PAGE = 100;

/** Spec platform §2.8, §2.9, §7: the organization's budget settings, group budgets and the group Budget tab. */
export function groupBudgetsRoutes(service: GroupBudgetsService) {
  const presentEvents = (rows: Awaited<ReturnType<GroupBudgetsService['events']>>['rows']) =>
    rows.map((e) => ({
      id: e.id,
      start: new Date(e.start).toISOString(),
      name: e.name,
      event_type_id: e.event_type_id,
      event_type: e.event_type,
      budget_amount: formatMinor(BigInt(e.budget_cents)),
      actual_amount: formatMinor(BigInt(e.actual_cents)),
      items_count: e.items_count,
    }));

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/currencies',
      { config: { access: 'authenticated', matrix: anyMember }, schema: { response: { 200: currenciesResponse } } },
      async () => ({ currencies: (await service.allCurrencies()).map(presentCurrency) }),
    );

    r.put(
      '/api/organizations/update_currencies',
      {
        config: admin({ body: { currency_ids: [] } }),
        schema: { body: updateCurrenciesInput, response: { 200: budgetSettingsResponse } },
      },
      async (request) => ({
        organization: presentBudgetOrganization(await service.updateCurrencies(request.body.currency_ids)),
        message: M.currenciesUpdated,
      }),
    );

    r.get(
      '/api/organizations/group_budgets',
      { config: admin(), schema: { querystring: groupBudgetsQuery, response: { 200: groupBudgetsResponse } } },
      async (request) => {
        const { rows, meta } = await service.groupBudgets(request.query);
        return { groups_budgets: rows.map(({ row, currency }) => presentGroupBudgetRow(row, currency)), meta };
      },
    );

    r.put(
      '/api/organizations/update_group_budgets',
      {
        config: admin({ body: { groups_budgets: [{ group_id: ':group', budget: '10', currency_id: 1 }] } }),
        schema: { body: groupBudgetsInput, response: { 200: groupBudgetsSavedResponse } },
      },
      async (request) => {
        await service.updateGroupBudgets(request.body.groups_budgets);
        const { rows } = await service.groupBudgets({ page: 1, per_page: 500 });
        const saved = new Set(request.body.groups_budgets.map((g) => g.group_id));
        const groups_budgets = rows
          .filter(({ row }) => saved.has(row.id))
          .map(({ row, currency }) => presentGroupBudgetRow(row, currency));
        return { groups_budgets, message: M.organizationUpdated };
      },
    );

    r.get(
      '/api/groups/:id/analytics/budget_period_breakdown',
      { config: editors, schema: { params: idParams, response: { 200: budgetPeriodBreakdownSchema } } },
      async (request) => {
        const { currency, ...rest } = await service.breakdown(requireActor(request), request.params.id);
        return { ...rest, currency_details: presentCurrency(currency) };
      },
    );

    r.get(
      '/api/groups/:id/analytics/events_with_budget',
      {
        config: editors,
        schema: { params: idParams, querystring: groupBudgetEventsQuery, response: { 200: groupBudgetEventsResponse } },
      },
      async (request) => {
        const { rows, meta } = await service.events(requireActor(request), request.params.id, request.query);
        return { events: presentEvents(rows), meta };
      },
    );

    r.get(
      '/api/groups/:id/budget/export',
      { config: editors, schema: { params: idParams, produces: ['text/csv'], response: { 200: csvResponse } } },
      async (request, reply) => {
        const actor = requireActor(request);
        const { id } = request.params;
        const summary = await service.breakdown(actor, id);
        const events: ReturnType<typeof presentEvents> = [];
        for (let page = 1; ; page += 1) {
          const { rows, meta } = await service.events(actor, id, { tab: 'all', page, per_page: EXPORT_PAGE });
          events.push(...presentEvents(rows));
          if (!meta.next_page) break;
        }
        const { header, lines } = groupBudgetCsv({
          currency: summary.currency.code,
          period: {
            start: summary.budget_period_start_date,
            end: summary.budget_period_end_date,
            total: summary.budget_period_total,
            spent: summary.budget_period_total_spent,
            status: summary.budget_status,
          },
          events: events.map((e) => ({
            start: e.start.slice(0, 10),
            name: e.name,
            eventType: e.event_type,
            budget: e.budget_amount,
            actual: e.actual_amount,
            items: e.items_count,
          })),
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(`Group Budget Tracker.csv`))
          .send(
            csvTextStream(
              header,
              (async function* () {
                yield* lines;
              })(),
            ),
          );
      },
    );
  };
}
