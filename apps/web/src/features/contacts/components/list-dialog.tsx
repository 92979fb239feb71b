import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LIST_MESSAGES, contactListInput } from '@huddle/domain/contact-schemas';
import type { z } from 'zod';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import type { ContactList } from '../api/contact-models';
import { useCreateList } from '../api/create-list';
import { useContactList } from '../api/get-list';
import { useUpdateList } from '../api/update-list';
import { plural } from './contact-format';
import { MemberPicker } from './member-picker';

const listForm = contactListInput.pick({ name: true, is_private: true });
type ListForm = z.output<typeof listForm>;

interface ListDialogProps {
  /** Edits this list; without it the dialog creates one. */
  list?: ContactList;
  onClose: () => void;
}

/** Spec §5: a contact list needs a name and at least one member. Full screen: the member table needs the room. */
export function ListDialog({ list, onClose }: ListDialogProps) {
  const titleId = useId();
  const privateHelpId = useId();
  const detail = useContactList(list?.id);
  const createList = useCreateList();
  const updateList = useUpdateList();
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [membersError, setMembersError] = useState<string | null>(null);
  const preloaded = useMemo(() => (detail.data ? new Set(detail.data.employee_ids) : null), [detail.data]);
  // A new list starts empty; an edit starts from the members the server has, until the user changes them.
  const selection = picked ?? (list ? preloaded : new Set<number>());
  const form = useForm<z.input<typeof listForm>, unknown, ListForm>({
    resolver: zodResolver(listForm),
    defaultValues: { name: list?.name ?? '', is_private: list?.is_private ?? false },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const submitting = form.formState.isSubmitting;
  const count = selection?.size ?? 0;

  const save = form.handleSubmit(async (values) => {
    if (!selection || selection.size === 0) return setMembersError(LIST_MESSAGES.membersRequired);
    setMembersError(null);
    const input = { ...values, employee_ids: [...selection] };
    try {
      const answer = list ? await updateList.mutateAsync({ id: list.id, input }) : await createList.mutateAsync(input);
      const savedName = answer.list?.name ?? values.name;
      notify.success(list ? LIST_MESSAGES.updated(savedName) : LIST_MESSAGES.created(savedName));
      onClose();
    } catch (error) {
      const memberError = isApiError(error) ? error.errors?.employee_ids?.[0] : undefined;
      if (memberError) setMembersError(memberError);
      const placed = placeFieldErrors(error, form.setError, ['name', 'is_private']);
      if (!placed && !memberError) {
        notify.error(list ? LIST_MESSAGES.updateFailed : LIST_MESSAGES.createFailed);
      }
    }
  });

  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullScreen aria-labelledby={titleId}>
      <Stack component="form" onSubmit={save} noValidate aria-labelledby={titleId} sx={{ height: '100%' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {list ? 'Edit list' : 'New list'}
        </DialogTitle>
        <DialogContent dividers sx={{ flex: 1 }}>
          <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormTextField
                control={form.control}
                name="name"
                label="List name"
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ maxWidth: { sm: 420 } }}
              />
              <Controller
                control={form.control}
                name="is_private"
                render={({ field }) => (
                  <Stack>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={Boolean(field.value)}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          slotProps={{ input: { 'aria-describedby': privateHelpId } }}
                        />
                      }
                      label="Private"
                    />
                    <FormHelperText id={privateHelpId} sx={{ mt: 0 }}>
                      Only you can see a private list.
                    </FormHelperText>
                  </Stack>
                )}
              />
            </Stack>
            <Stack spacing={1}>
              <Typography variant="h6" component="h3">
                Members
              </Typography>
              <Typography role="status" color={membersError ? 'error' : 'text.secondary'}>
                {selection ? `${plural(count, 'contact')} selected` : ''}
                {selection && count === 0 ? ` · ${LIST_MESSAGES.membersRequired}` : ''}
              </Typography>
              {membersError && count > 0 && <Alert severity="error">{membersError}</Alert>}
            </Stack>
            {selection ? (
              <MemberPicker selection={selection} onChange={setPicked} disabled={submitting} />
            ) : detail.isError ? (
              <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
            ) : (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>Loading the members…</Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || !name?.trim() || count === 0}>
            {submitting ? 'Saving…' : list ? 'Save' : 'Create list'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
