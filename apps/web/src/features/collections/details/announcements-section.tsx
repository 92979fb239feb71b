import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_MESSAGES } from '@huddle/domain/announcement-schemas';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { Announcement } from '../api/announcement-models';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import type { CollectionAnnouncements } from '../api/get-collection-announcements';
import { useSendAnnouncementNow } from '../api/send-announcement-now';
import { AnnouncementRow } from './announcement-row';

interface AnnouncementsSectionProps {
  collectionId: string;
  query: { data?: CollectionAnnouncements; isError: boolean; refetch: () => unknown };
  timezone: string;
  onEdit: (announcement: Announcement) => void;
}

/** Spec events §2: the collection's announcements with their actions; the list polls while one is Sending. */
export function AnnouncementsSection({ collectionId, query, timezone, onEdit }: AnnouncementsSectionProps) {
  const remove = useDeleteAnnouncement(collectionId);
  const sendNow = useSendAnnouncementNow(collectionId);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const failed = (error: unknown) => notify.error(errorMessage(error, COMMUNICATION_MESSAGES.genericFailed));
  const announcements = query.data?.announcements ?? [];

  return (
    <Stack component="section" spacing={2} aria-labelledby="collection-announcements-heading">
      <Typography id="collection-announcements-heading" variant="h5" component="h2">
        Announcements
      </Typography>
      {query.isError ? (
        <ErrorState message={COMMUNICATION_MESSAGES.genericFailed} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Typography role="status">Loading announcements…</Typography>
      ) : announcements.length === 0 ? (
        <Typography color="text.secondary">{ANNOUNCEMENT_MESSAGES.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {announcements.map((announcement) => (
            <AnnouncementRow
              key={announcement.id}
              announcement={announcement}
              timezone={timezone}
              busy={remove.isPending || sendNow.isPending}
              onEdit={() => onEdit(announcement)}
              onDelete={() => setDeleting(announcement)}
              onSendNow={() =>
                sendNow.mutate(announcement.id, {
                  onSuccess: () => notify.success(ANNOUNCEMENT_MESSAGES.sendingNow),
                  onError: failed,
                })
              }
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this announcement?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.success(ANNOUNCEMENT_MESSAGES.deleted);
            },
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        It will not be sent.
      </ConfirmDialog>
    </Stack>
  );
}
