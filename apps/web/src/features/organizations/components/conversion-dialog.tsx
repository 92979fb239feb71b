import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { DEFAULT_CONVERSION_RATE, parseRate } from '@huddle/domain/money';
import type { GroupBudgetRow } from '../api/budget-settings-api';

/**
 * The conversion confirmation (platform §4): a group whose currency changes takes its linked events along, converted
 * with the rate given here (default 1).
 */
export function ConversionDialog(props: {
  groups: GroupBudgetRow[];
  currencies: { id: number; code: string }[];
  targets: Map<number, number>;
  onConfirm: (rates: Map<number, string>) => void;
  onClose: () => void;
}) {
  const [rates, setRates] = useState(new Map(props.groups.map((g) => [g.id, DEFAULT_CONVERSION_RATE])));
  const code = (id: number | undefined) => props.currencies.find((c) => c.id === id)?.code ?? '';
  const invalid = [...rates.values()].some((r) => parseRate(r) === null);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="conversion-title" maxWidth="sm" fullWidth>
      <DialogTitle id="conversion-title">Convert linked events?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.confirmConversion}</DialogContentText>
        <Stack spacing={2}>
          {props.groups.map((g) => {
            const value = rates.get(g.id) ?? '';
            return (
              <TextField
                key={g.id}
                label={`${g.name}: 1 ${g.currency.code} = ? ${code(props.targets.get(g.id))}`}
                value={value}
                onChange={(e) => setRates(new Map(rates).set(g.id, e.target.value))}
                error={parseRate(value) === null}
                helperText={parseRate(value) === null ? M.rate : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" disabled={invalid} onClick={() => props.onConfirm(rates)}>
          Convert and save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
