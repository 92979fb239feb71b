import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMMUNICATION_MESSAGES,
  GUEST_TYPE_LABELS,
  GUEST_TYPE_NOUNS,
  SELECTED_PAGE_SIZE,
  type GuestType,
} from '@huddle/domain/communication-schemas';
import type { Selections } from './use-invitation-state';

interface SelectedRecipientsProps {
  selections: Selections;
  /** The guest types on offer, in tab order. */
  types: readonly GuestType[];
  /** The open tab names the empty text ('No contacts selected yet'). */
  activeType: GuestType;
  disabled: boolean;
  onRemove: (type: GuestType, id: number) => void;
  onClear: () => void;
}

/** The chosen recipients as chips grouped by type, 15 a page (spec §9), with Deselect all. */
export function SelectedRecipients({
  selections,
  types,
  activeType,
  disabled,
  onRemove,
  onClear,
}: SelectedRecipientsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const chosen = types.flatMap((type) => selections[type].map((option) => ({ type, option })));
  const pages = Math.max(1, Math.ceil(chosen.length / SELECTED_PAGE_SIZE));
  // Removing chips can leave the last page empty: show the last one that has any.
  const current = Math.min(page, pages);
  const onPage = chosen.slice((current - 1) * SELECTED_PAGE_SIZE, current * SELECTED_PAGE_SIZE);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h4">
          Selected ({chosen.length})
        </Typography>
        <Button size="small" onClick={onClear} disabled={disabled || chosen.length === 0}>
          Deselect all
        </Button>
      </Stack>
      {chosen.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {COMMUNICATION_MESSAGES.noneSelected(GUEST_TYPE_NOUNS[activeType])}
        </Typography>
      ) : (
        types.map((type) => {
          const chips = onPage.filter((entry) => entry.type === type);
          if (chips.length === 0) return null;
          return (
            <Stack key={type} spacing={0.75} role="group" aria-label={`Selected ${GUEST_TYPE_NOUNS[type]}`}>
              <Typography variant="caption" color="text.secondary">
                {GUEST_TYPE_LABELS[type]} ({selections[type].length})
              </Typography>
              <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {chips.map(({ option }) => (
                  <Chip
                    key={option.id}
                    size="small"
                    label={option.name}
                    title={'email' in option ? option.email : undefined}
                    onDelete={disabled ? undefined : () => onRemove(type, option.id)}
                  />
                ))}
              </Stack>
            </Stack>
          );
        })
      )}
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={current}
          onChange={(_event, next) => setPage(next)}
          aria-label="Selected recipients pages"
        />
      )}
    </Stack>
  );
}
