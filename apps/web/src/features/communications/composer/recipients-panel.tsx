import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  GUEST_TYPE_LABELS,
  GUEST_TYPES,
  type DeliveryMethod,
  type GuestType,
} from '@huddle/domain/communication-schemas';
import { ComposerSection } from './composer-section';
import { RecipientTable } from './recipient-table';
import { SelectedRecipients } from './selected-recipients';
import { UploadContactsDialog } from './upload-contacts-dialog';
import type { InvitationState } from './use-invitation-state';

interface RecipientsPanelProps {
  eventId: number;
  invitationId: number | null;
  method: DeliveryMethod;
  /** The organization has contact lists: the lists tab is offered (spec §2). */
  hasLists: boolean;
  state: InvitationState;
  disabled: boolean;
}

/** The invitation's right column: who is selected, and a tab per guest type to pick from. */
export function RecipientsPanel({ eventId, invitationId, method, hasLists, state, disabled }: RecipientsPanelProps) {
  const types = GUEST_TYPES.filter((type) => type !== 'list' || hasLists);
  const [active, setActive] = useState<GuestType>('contact');
  const [uploading, setUploading] = useState(false);
  const baseId = useId();
  const tabId = (type: GuestType) => `${baseId}-tab-${type}`;
  const panelId = (type: GuestType) => `${baseId}-panel-${type}`;

  return (
    <ComposerSection
      title="Guests"
      action={
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => setUploading(true)}
          disabled={disabled}
        >
          Upload contacts
        </Button>
      }
    >
      <SelectedRecipients
        selections={state.selections}
        types={types}
        activeType={active}
        disabled={disabled}
        onRemove={state.remove}
        onClear={state.clear}
      />
      <Divider />
      <Box>
        <Tabs
          value={active}
          onChange={(_event, next: GuestType) => setActive(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Guest types"
        >
          {types.map((type) => (
            <Tab
              key={type}
              value={type}
              label={GUEST_TYPE_LABELS[type]}
              id={tabId(type)}
              aria-controls={panelId(type)}
            />
          ))}
        </Tabs>
        <Divider />
        <Box role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} sx={{ pt: 2 }}>
          <RecipientTable
            key={active}
            type={active}
            eventId={eventId}
            invitationId={invitationId}
            method={method}
            state={state}
            disabled={disabled}
          />
        </Box>
      </Box>
      {uploading && (
        <UploadContactsDialog
          eventId={eventId}
          onUploaded={(options) => state.add('contact', options)}
          onClose={() => setUploading(false)}
        />
      )}
    </ComposerSection>
  );
}
