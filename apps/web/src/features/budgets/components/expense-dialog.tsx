import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { isMoneyInput } from '../../../lib/money';
import type { ExpenseDraft, ExpenseItem } from '../api/event-budget-api';
import { categoryChoices, categoryLabel, type CategoryChoice } from './category-choices';

interface ExpenseDialogProps {
  item: ExpenseItem | null;
  currencyCode: string;
  /** Every category of the organization, deleted ones too (active: false). */
  categories: CategoryChoice[];
  saving: boolean;
  onSave: (draft: ExpenseDraft) => void;
  onClose: () => void;
}

/** Add or edit one expense: category, amount, currency (the budget's), date and notes (spec §2, §5). */
export function ExpenseDialog({ item, currencyCode, categories, saving, onSave, onClose }: ExpenseDialogProps) {
  const [name, setName] = useState(item?.name ?? '');
  const [amount, setAmount] = useState(item ? item.actual_cost : '');
  const [estimate, setEstimate] = useState(item ? item.estimated_cost : '');
  const [vendor, setVendor] = useState(item?.vendor ?? '');
  const [category, setCategory] = useState<number | ''>(item?.expense_category_id ?? '');
  const [date, setDate] = useState(item?.spent_on ?? '');
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [touched, setTouched] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const dirty =
    name !== (item?.name ?? '') ||
    amount !== (item ? item.actual_cost : '') ||
    estimate !== (item ? item.estimated_cost : '') ||
    vendor !== (item?.vendor ?? '') ||
    category !== (item?.expense_category_id ?? '') ||
    date !== (item?.spent_on ?? '') ||
    notes !== (item?.notes ?? '');
  const close = () => (dirty ? setDiscarding(true) : onClose());
  const nameError = touched && !name.trim() ? M.nameRequired : null;
  const amountError = touched && !isMoneyInput(amount || '0') ? M.amount : null;
  const estimateError = touched && !isMoneyInput(estimate || '0') ? M.amount : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !isMoneyInput(amount || '0') || !isMoneyInput(estimate || '0')) return;
    onSave({
      name: name.trim(),
      actual_cost: amount.trim() || '0',
      estimated_cost: estimate.trim() || '0',
      vendor: vendor.trim(),
      expense_category_id: category === '' ? null : category,
      spent_on: date || null,
      notes,
    });
  };

  return (
    <>
      <FormDialog
        title={item ? 'Edit expense' : 'Add expense'}
        submitLabel={item ? 'Save expense' : 'Add expense'}
        submitting={saving}
        failure={touched && (nameError || amountError || estimateError) ? M.resolveErrors : null}
        onSubmit={submit}
        onClose={close}
        maxWidth="sm"
      >
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          error={Boolean(nameError)}
          helperText={nameError}
          autoFocus
        />
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">No category</MenuItem>
          {categoryChoices(categories, item?.expense_category_id ?? null).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {categoryLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Estimated cost"
          value={estimate}
          onChange={(e) => setEstimate(e.target.value)}
          error={Boolean(estimateError)}
          helperText={estimateError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField label="Vendor" value={vendor} onChange={(e) => setVendor(e.target.value)} />
        <TextField label="Currency" value={currencyCode} disabled helperText="Expenses are in the budget's currency." />
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} />
      </FormDialog>
      <DiscardChangesDialog
        open={discarding}
        message={M.confirmDiscard}
        onKeep={() => setDiscarding(false)}
        onDiscard={onClose}
      />
    </>
  );
}
