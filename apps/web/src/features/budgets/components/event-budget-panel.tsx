import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import {
  exportExpenseTracker,
  useAddExpense,
  useBudgetChoices,
  useDeleteEventBudget,
  useDeleteExpense,
  useEventBudget,
  useReloadEventBudget,
  useSaveEventBudget,
  useUpdateExpense,
  useUpdateExpenses,
  type ExpenseDraft,
  type ExpenseItem,
} from '../api/event-budget-api';
import { BudgetLoadError } from './budget-load-error';
import { BudgetOverview } from './budget-overview';
import { BudgetSettingsDialog, type BudgetSettingsValues } from './budget-settings-dialog';
import { ExpenseBulkTable, type ExpenseRowEdit } from './expense-bulk-table';
import { ExpenseDialog } from './expense-dialog';
import { ExpenseTable } from './expense-table';

type Editing = { item: ExpenseItem | null } | null;

/** /event/{id}/budget (spec guest-engagement §2): overview cards, the expense tracker, settings and export. */
export function EventBudgetPanel({ eventId, eventName }: { eventId: number; eventName: string }) {
  const budget = useEventBudget(eventId);
  const choices = useBudgetChoices();
  const saveBudget = useSaveEventBudget(eventId);
  const deleteBudget = useDeleteEventBudget(eventId);
  const addExpense = useAddExpense(eventId);
  const updateExpense = useUpdateExpense(eventId);
  const deleteExpense = useDeleteExpense(eventId);
  const updateExpenses = useUpdateExpenses(eventId);
  const [bulkEditing, setBulkEditing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ExpenseItem | null>(null);
  const [deletingBudget, setDeletingBudget] = useState(false);
  const reload = useReloadEventBudget();

  if (budget.isError || choices.isError)
    return (
      <Stack spacing={3}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Budget
        </Typography>
        <BudgetLoadError onRetry={reload} />
      </Stack>
    );
  if (budget.isPending || !choices.data) return <PageLoader label="Loading budget…" />;
  const b = budget.data;
  const categories = choices.data.categories;

  const onSaveSettings = (values: BudgetSettingsValues) =>
    saveBudget.mutate(values, {
      onSuccess: (r) => {
        notify.success(r.message);
        setSettingsOpen(false);
      },
      // A first save that fails says why; a change to a saved budget says which part failed.
      onError: (error) => notify.error(b.id === null ? M.saveFailed(errorMessage(error)) : M.settingsFailed),
    });
  const onSaveExpense = (draft: ExpenseDraft) => {
    const item = editing?.item;
    const done = () => setEditing(null);
    if (item)
      updateExpense.mutate(
        { id: item.id, ...draft },
        { onSuccess: (r) => (notify.success(r.message), done()), onError: () => notify.error(M.somethingWrong) },
      );
    else
      addExpense.mutate(
        { ...draft, event_budget_id: b.id! },
        { onSuccess: (r) => (notify.success(r.message), done()), onError: () => notify.error(M.addFailed) },
      );
  };
  const onSaveBulk = (rows: ExpenseRowEdit[]) =>
    updateExpenses.mutate(rows, {
      onSuccess: () => (notify.success(M.expensesUpdated), setBulkEditing(false)),
      onError: () => notify.error(M.updateExpensesFailed),
    });
  const onExport = () =>
    exportExpenseTracker(eventId, eventName).then(
      () => notify.success(M.trackerExported),
      () => notify.error(M.somethingWrong),
    );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Budget
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} onClick={() => setSettingsOpen(true)}>
            Budget settings
          </Button>
          {b.id !== null && (
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void onExport()}>
              Export CSV
            </Button>
          )}
        </Stack>
      </Stack>
      {b.id === null ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            No budget set yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Set an amount and a currency to start tracking this event's expenses.
          </Typography>
          <Button variant="contained" onClick={() => setSettingsOpen(true)}>
            Set a budget
          </Button>
        </Paper>
      ) : (
        <>
          <BudgetOverview budget={b} />
          <Paper component="section" variant="outlined" aria-labelledby="expense-tracker" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
            >
              <Typography id="expense-tracker" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                Expense tracker
              </Typography>
              {!bulkEditing && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {b.expense_items.length > 0 && (
                    <Button
                      variant="outlined"
                      startIcon={<EditNoteOutlinedIcon />}
                      onClick={() => setBulkEditing(true)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      Edit expenses
                    </Button>
                  )}
                  <Button
                    variant="contained"
                    startIcon={<AddIcon />}
                    onClick={() => setEditing({ item: null })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    Add expense
                  </Button>
                </Stack>
              )}
            </Stack>
            {bulkEditing ? (
              <ExpenseBulkTable
                items={b.expense_items}
                categories={categories}
                saving={updateExpenses.isPending}
                onSave={onSaveBulk}
                onCancel={() => setBulkEditing(false)}
                onInvalid={() => notify.error(M.resolveErrors)}
              />
            ) : (
              <ExpenseTable
                items={b.expense_items}
                categories={categories}
                onEdit={(item) => setEditing({ item })}
                onDelete={setDeleting}
              />
            )}
          </Paper>
        </>
      )}
      {settingsOpen && (
        <BudgetSettingsDialog
          budget={b}
          currencies={choices.data.currencies}
          groups={choices.data.groups}
          saving={saveBudget.isPending}
          onSave={onSaveSettings}
          onDelete={() => setDeletingBudget(true)}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {editing && (
        <ExpenseDialog
          item={editing.item}
          currencyCode={b.currency.code}
          categories={categories}
          saving={addExpense.isPending || updateExpense.isPending}
          onSave={onSaveExpense}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete expense?"
        confirmLabel="Delete"
        destructive
        pending={deleteExpense.isPending}
        onConfirm={() =>
          deleteExpense.mutate(deleting!.id, {
            onSuccess: (r) => (notify.success(r.message), setDeleting(null)),
            onError: () => notify.error(M.somethingWrong),
          })
        }
        onClose={() => setDeleting(null)}
      >
        {M.confirmDelete}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingBudget}
        title="Delete budget?"
        confirmLabel="Delete budget"
        destructive
        pending={deleteBudget.isPending}
        onConfirm={() =>
          deleteBudget.mutate(undefined, {
            onSuccess: (r) => {
              notify.success(r.message);
              setDeletingBudget(false);
              setSettingsOpen(false);
            },
            onError: () => notify.error(M.somethingWrong),
          })
        }
        onClose={() => setDeletingBudget(false)}
      >
        {M.confirmDeleteBudget}
      </ConfirmDialog>
    </Stack>
  );
}
