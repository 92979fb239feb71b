import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useUpdateBudgetSettings, type CategoryAttribute } from '../api/budget-settings-api';
import { SettingsSection } from './settings-section';

const usedBy = (n: number) => (n === 0 ? undefined : n === 1 ? 'Used by 1 expense' : `Used by ${n} expenses`);

interface Category {
  id: number;
  name: string;
  expense_items_count: number;
}

/**
 * Expense categories (platform §2.9, §5): rename, delete, and add many at once (one a line; blank lines dropped).
 * Save stays disabled until something changed.
 */
export function BudgetCategoriesCard({ categories }: { categories: Category[] }) {
  const update = useUpdateBudgetSettings();
  const [names, setNames] = useState(() => new Map(categories.map((c) => [c.id, c.name])));
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [added, setAdded] = useState('');
  const kept = categories.filter((c) => !removed.has(c.id));
  const renamed = kept.filter((c) => names.get(c.id) !== c.name);
  const newNames = added
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
  const blank = kept.some((c) => !names.get(c.id)?.trim());
  const changed = renamed.length > 0 || removed.size > 0 || newNames.length > 0;

  const save = () => {
    const attributes: CategoryAttribute[] = [
      ...renamed.map((c) => ({ id: c.id, name: names.get(c.id)!.trim() })),
      ...[...removed].map((id) => ({ id, _destroy: true })),
      ...newNames.map((name) => ({ name })),
    ];
    update.mutate(
      { expense_categories_attributes: attributes },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          // The card is remounted with the saved categories once the organization is read again.
          setAdded('');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <SettingsSection title="Expense categories" description="The categories that event expenses are filed under.">
      {kept.length === 0 && <Typography color="text.secondary">No expense categories yet.</Typography>}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {kept.map((c) => {
          const value = names.get(c.id) ?? '';
          return (
            <Stack key={c.id} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                label="Category name"
                value={value}
                onChange={(e) => setNames(new Map(names).set(c.id, e.target.value))}
                error={!value.trim()}
                helperText={!value.trim() ? M.categoryName : usedBy(c.expense_items_count)}
              />
              <IconButton aria-label={`Delete ${c.name}`} onClick={() => setRemoved(new Set(removed).add(c.id))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <TextField
        label="Add categories"
        helperText="One per line; blank lines are dropped."
        multiline
        minRows={2}
        value={added}
        onChange={(e) => setAdded(e.target.value)}
      />
      <Button
        variant="contained"
        onClick={save}
        disabled={!changed || blank || update.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save categories
      </Button>
    </SettingsSection>
  );
}
