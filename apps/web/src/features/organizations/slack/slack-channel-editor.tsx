import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SLACK_MESSAGES,
  SLACK_PRIVATE_ALERT_KEY,
  SLACK_SHOW_FILTER_LABELS,
  SLACK_SHOW_FILTERS,
  type SlackShowFilter,
} from '@huddle/domain/slack-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSlackChannelsPage } from '../api/get-slack-channels';
import type { Syncable } from '../api/get-syncables';
import { useUpdateSyncables } from '../api/update-syncables';
import { SlackChannelGrid } from './slack-channel-grid';

interface SlackChannelEditorProps {
  /** The saved selection, with the groups that follow its channels. */
  initial: Syncable[];
  syncedAt: string | null;
  onDone: () => void;
}

const alertDismissed = () => localStorage.getItem(SLACK_PRIVATE_ALERT_KEY) === 'true';

/** Spec §2.9, §4: the channel editor's edit mode. Save puts the whole selection. */
export function SlackChannelEditor({ initial, syncedAt, onDone }: SlackChannelEditorProps) {
  const [selected, setSelected] = useState(() => new Set(initial.map((channel) => channel.id)));
  const [typed, setTyped] = useState('');
  const name = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [show, setShow] = useState<SlackShowFilter>('all');
  // The page belongs to the search and filter it was picked for: a new one starts on the first page.
  const [paging, setPaging] = useState({ key: '', page: 0 });
  const key = `${show}|${name}`;
  const page = paging.key === key ? paging.page : 0;
  const [showAlert, setShowAlert] = useState(() => !alertDismissed());
  const [confirming, setConfirming] = useState(false);
  const channels = useSlackChannelsPage({ page: page + 1, name, show }, syncedAt);
  const update = useUpdateSyncables();

  const unsyncing = initial.filter((channel) => channel.synced_group_id !== null && !selected.has(channel.id));
  const save = () => {
    setConfirming(false);
    update.mutate([...selected], {
      onSuccess: () => {
        notify.success(SLACK_MESSAGES.syncablesSaved);
        onDone();
      },
      onError: (error) => notify.error(SLACK_MESSAGES.syncablesFailed.replace('{message}', errorMessage(error))),
    });
  };
  const dismissAlert = () => {
    localStorage.setItem(SLACK_PRIVATE_ALERT_KEY, 'true');
    setShowAlert(false);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Edit channels
        </Typography>
        <Typography color="text.secondary" variant="body2" aria-live="polite">
          {selected.size} selected
        </Typography>
      </Stack>
      {showAlert && (
        <Alert severity="info" onClose={dismissAlert}>
          {SLACK_MESSAGES.privateChannelsInfo}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField label={SLACK_MESSAGES.searchChannels} value={typed} onChange={setTyped} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={show}
          onChange={(_, next: SlackShowFilter | null) => next && setShow(next)}
          aria-label="Show"
        >
          {SLACK_SHOW_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter}>
              {SLACK_SHOW_FILTER_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {channels.isError && !channels.data ? (
        <ErrorState message="The channels couldn't be loaded." onRetry={() => void channels.refetch()} />
      ) : (
        <SlackChannelGrid
          rows={channels.data?.data ?? []}
          totalCount={channels.data?.meta.total_count ?? 0}
          loading={channels.isFetching}
          page={page}
          onPageChange={(next) => setPaging({ key, page: next })}
          selected={selected}
          onSelectedChange={setSelected}
          emptyLabel={name ? 'No channels match your search.' : 'No channels'}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => (unsyncing.length > 0 ? setConfirming(true) : save())}
          disabled={update.isPending}
        >
          Save
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Stop syncing groups?"
        confirmLabel="Save"
        onConfirm={save}
        onClose={() => setConfirming(false)}
      >
        <Box component="span" sx={{ display: 'block', mb: 1 }}>
          {SLACK_MESSAGES.unselectSyncedConfirm}
        </Box>
        {unsyncing.map((channel) => `#${channel.name}`).join(', ')}
      </ConfirmDialog>
    </Stack>
  );
}
