import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useCurrencyCatalog } from '../../../lib/reference/budget-settings';
import { useUpdateCurrencies } from '../api/budget-settings-api';
import { SettingsSection } from './settings-section';

interface Currency {
  id: number;
  code: string;
  name: string;
  symbol: string;
}

/**
 * Currencies (platform §2.9, §5): USD is always selected and cannot be removed. A refused save (a budget uses a
 * currency being removed) keeps the choice and says why under the field.
 */
export function BudgetCurrenciesCard({ selected }: { selected: Currency[] }) {
  const all = useCurrencyCatalog();
  const update = useUpdateCurrencies();
  const [value, setValue] = useState<Currency[]>(selected);
  const isUsd = (c: Currency) => c.code === 'USD';
  const changed = value.map((c) => c.id).join() !== selected.map((c) => c.id).join();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = () => {
    setRefusal(null);
    update.mutate(
      value.filter((c) => !isUsd(c)).map((c) => c.id),
      {
        onSuccess: (r) => notify.success(r.message),
        onError: (error) => {
          notify.error(M.currenciesFailed);
          setRefusal(errorMessage(error, M.currenciesFailed));
        },
      },
    );
  };
  return (
    <SettingsSection title="Currencies" description="The currencies events and groups can budget in. USD is always on.">
      <Autocomplete
        multiple
        options={all.data ?? []}
        loading={all.isPending}
        value={value}
        onChange={(_e, next) => {
          const usd = value.find(isUsd);
          setRefusal(null);
          setValue(usd && !next.some(isUsd) ? [usd, ...next] : next);
        }}
        getOptionLabel={(c) => `${c.code} — ${c.name}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderValue={(items, getItemProps) =>
          items.map((c, index) => {
            const { key, onDelete, ...props } = getItemProps({ index });
            return <Chip key={key} label={`${c.code} ${c.symbol}`} {...props} {...(!isUsd(c) && { onDelete })} />;
          })
        }
        renderInput={(params) => <TextField {...params} label="Currencies" />}
      />
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Button
        variant="contained"
        onClick={save}
        disabled={!changed || update.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save currencies
      </Button>
    </SettingsSection>
  );
}
