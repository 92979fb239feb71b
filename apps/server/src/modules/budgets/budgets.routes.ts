import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUDGET_MESSAGES as M,
  eventBudgetInput,
  expenseItemsInput,
  expenseItemUpdateInput,
} from '@huddle/domain/budget-schemas';
import {
  eventBudgetResponse,
  eventBudgetSavedResponse,
  expenseItemResponse,
  expenseItemsResponse,
} from '@huddle/domain/contracts/budgets';
import { idSchema } from '@huddle/domain/ids';
import { attachmentHeader, csvTextStream } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/access.ts';
import { hostOrAdmin, on } from '../../plugins/route-matrix.ts';
import { expenseTrackerCsv } from './budget-csv.ts';
import { presentEventBudget, presentExpenseItem } from './budgets.presenter.ts';
import type { BudgetsService } from './budgets.service.ts';

const idParams = z.object({ id: idSchema });
const eventQuery = z.object({ event_id: idSchema });
const messageResponse = z.object({ message: z.string() });
const csvResponse = z.unknown().describe('The expense tracker as a CSV file.');
/** The matrix's event with a saved budget and an expense (test/matrix/fixtures.ts). */
const withBudget = { query: { event_id: ':budgetEvent' } };

/** Spec guest-engagement §7 Budgets: the event budget and its expense items (managers of the event). */
export function budgetsRoutes(budgets: BudgetsService) {
  const manage = (changes: Parameters<typeof on>[1] = {}) => ({
    access: 'organizer' as const,
    matrix: on(hostOrAdmin, changes),
  });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/events/:id/event_budget',
      { config: manage(), schema: { params: idParams, response: { 200: eventBudgetResponse } } },
      async (request) => ({
        event_budget: presentEventBudget(await budgets.get(requireActor(request), request.params.id)),
      }),
    );

    r.patch(
      '/api/event_budgets',
      {
        config: manage({ query: { event_id: ':event' }, body: { event_budget: { amount: '250.00' } } }),
        schema: { querystring: eventQuery, body: eventBudgetInput, response: { 200: eventBudgetSavedResponse } },
      },
      async (request) => {
        const saved = await budgets.save(requireActor(request), request.query.event_id, request.body.event_budget);
        return { event_budget: presentEventBudget(saved), message: M.saved };
      },
    );

    r.delete(
      '/api/event_budgets',
      { config: manage(withBudget), schema: { querystring: eventQuery, response: { 200: messageResponse } } },
      async (request) => {
        await budgets.remove(requireActor(request), request.query.event_id);
        return { message: M.deleted };
      },
    );

    r.get(
      '/api/event_budgets/export',
      {
        config: manage(withBudget),
        schema: { querystring: eventQuery, produces: ['text/csv'], response: { 200: csvResponse } },
      },
      async (request, reply) => {
        const budget = await budgets.exportRows(requireActor(request), request.query.event_id);
        const { header, lines } = expenseTrackerCsv(budget);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(`${budget.eventName} - Expense Tracker.csv`))
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

    r.post(
      '/api/expense_items',
      {
        config: manage({ body: { expense_items: [{ name: 'Catering', event_budget_id: ':eventBudget' }] } }),
        schema: { body: expenseItemsInput, response: { 201: expenseItemsResponse } },
      },
      async (request, reply) => {
        const rows = await budgets.addItems(requireActor(request), request.body.expense_items);
        const expense_items = rows.map(({ row, currency }) => presentExpenseItem(row, currency));
        // Returned, not sent: the answer leaves after the request's transaction commits (plugins/tenant-scope.ts).
        reply.status(201);
        return { expense_items, message: M.expenseCreated };
      },
    );

    r.put(
      '/api/expense_items/:id',
      {
        config: manage({ body: { expense_item: { actual_cost: '12.50' } } }),
        schema: { params: idParams, body: expenseItemUpdateInput, response: { 200: expenseItemResponse } },
      },
      async (request) => {
        const { row, currency } = await budgets.updateItem(
          requireActor(request),
          request.params.id,
          request.body.expense_item,
        );
        return { expense_item: presentExpenseItem(row, currency), message: M.trackerUpdated };
      },
    );

    r.delete(
      '/api/expense_items/:id',
      { config: manage(), schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        await budgets.removeItem(requireActor(request), request.params.id);
        return { message: M.expenseDeleted };
      },
    );
  };
}
