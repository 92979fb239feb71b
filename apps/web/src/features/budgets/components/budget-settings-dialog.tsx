import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { isMoneyInput } from '../../../lib/money';
import type { EventBudget } from '../api/event-budget-api';

interface GroupChoice {
  id: number;
  name: string;
  currency_details: { code: string } | null;
}

export interface BudgetSettingsValues {
  amount: string;
  currency_id: number;
  group_ids: number[];
}

interface Props {
  budget: EventBudget;
  currencies: { id: number; code: string; name: string }[];
  groups: GroupChoice[];
  saving: boolean;
  onSave: (values: BudgetSettingsValues) => void;
  onDelete: () => void;
  onClose: () => void;
}

type Pending = 'currency' | 'unlink' | 'discard' | null;

/** Budget settings (spec §2, §4, §5): amount, currency, linked groups, with the confirmations of §4. */
export function BudgetSettingsDialog({ budget, currencies, groups, saving, onSave, onDelete, onClose }: Props) {
  const [amount, setAmount] = useState(budget.id === null ? '' : budget.amount);
  const [currencyId, setCurrencyId] = useState(budget.currency_id);
  // A linked group that is not among the choices (archived since) keeps its own currency: none set reads as USD.
  const [kept] = useState<GroupChoice[]>(() =>
    budget.linked_groups
      .filter((g) => !groups.some((c) => c.id === g.id))
      .map((g) => {
        const code = g.currency_id === null ? 'USD' : currencies.find((c) => c.id === g.currency_id)?.code;
        return { id: g.id, name: g.name, currency_details: { code: code ?? budget.currency.code } };
      }),
  );
  const options = [...groups, ...kept];
  const [linked, setLinked] = useState<GroupChoice[]>(() =>
    budget.linked_groups.map((g) => options.find((c) => c.id === g.id)!),
  );
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const codes = new Set(linked.map((g) => g.currency_details?.code ?? 'USD'));
  const groupsError = codes.size > 1 ? M.sameCurrency : null;
  const groupCurrency = codes.size === 1 ? currencies.find((c) => c.code === [...codes][0]) : undefined;
  const effectiveCurrency = groupCurrency?.id ?? currencyId;
  const amountError = touched && !isMoneyInput(amount) ? M.amount : null;
  const dirty =
    amount !== (budget.id === null ? '' : budget.amount) ||
    effectiveCurrency !== budget.currency_id ||
    linked.map((g) => g.id).join() !== budget.linked_groups.map((g) => g.id).join();

  const save = (skip: Pending[] = []) => {
    // An unsaved budget's groups are only proposed (ADR 0022 addendum): leaving one out unlinks nothing.
    const unlinked = budget.id !== null && budget.linked_groups.some((g) => !linked.some((l) => l.id === g.id));
    if (
      !skip.includes('currency') &&
      budget.id !== null &&
      budget.expense_items.length > 0 &&
      effectiveCurrency !== budget.currency_id
    )
      return setPending('currency');
    if (!skip.includes('unlink') && unlinked) return setPending('unlink');
    setPending(null);
    onSave({ amount: amount.trim(), currency_id: effectiveCurrency, group_ids: linked.map((g) => g.id) });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    if (!isMoneyInput(amount) || groupsError) return;
    save();
  };
  const close = () => (dirty ? setPending('discard') : onClose());

  return (
    <>
      <FormDialog
        title="Budget settings"
        submitLabel="Save budget"
        submitting={saving}
        failure={touched && (amountError || groupsError) ? M.resolveErrors : null}
        onSubmit={submit}
        onClose={close}
        maxWidth="sm"
      >
        <TextField
          label="Budget amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
          autoFocus
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label="Currency"
          value={effectiveCurrency}
          onChange={(e) => setCurrencyId(Number(e.target.value))}
          disabled={linked.length > 0}
          helperText={linked.length > 0 ? 'The currency of the linked groups.' : undefined}
        >
          {currencies.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.code} — {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          options={options}
          value={linked}
          onChange={(_e, value) => setLinked(value)}
          getOptionLabel={(g) => `${g.name} (${g.currency_details?.code ?? 'USD'})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label="Linked groups" error={Boolean(groupsError)} helperText={groupsError} />
          )}
        />
        {budget.id !== null && (
          <Button color="error" onClick={onDelete} sx={{ alignSelf: 'flex-start' }}>
            Delete budget
          </Button>
        )}
      </FormDialog>
      <ConfirmDialog
        open={pending === 'currency'}
        title="Change the currency?"
        confirmLabel="Change currency"
        onConfirm={() => save(['currency'])}
        onClose={() => setPending(null)}
      >
        {M.confirmCurrencyChange}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'unlink'}
        title="Unlink groups?"
        confirmLabel="Unlink"
        onConfirm={() => save(['currency', 'unlink'])}
        onClose={() => setPending(null)}
      >
        {M.confirmUnlink}
      </ConfirmDialog>
      <DiscardChangesDialog
        open={pending === 'discard'}
        message={M.confirmDiscard}
        onKeep={() => setPending(null)}
        onDiscard={onClose}
      />
    </>
  );
}
