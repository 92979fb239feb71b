import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { EVENT_MESSAGES } from '@huddle/domain/event-constants';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { eventKeys } from '../../../lib/event/event-keys';
import type { EventPage, HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useDeleteEvent } from '../api/delete-event';

/** Spec events §9: the lists reload a second after a delete. */
export const DELETE_REFRESH_DELAY_MS = 1000;

/** Drops the event from every cached list page at once; the refetch a second later confirms it. */
function removeFromLists(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<InfiniteData<EventPage>>({ queryKey: eventKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((e) => e.id !== id) })) }
      : data,
  );
}

interface DeleteEventDialogProps {
  event: Pick<HuddleEvent, 'id' | 'name'>;
  onClose: () => void;
}

export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  const queryClient = useQueryClient();

  const confirm = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        notify.success(EVENT_MESSAGES.deleted);
        onClose();
        removeFromLists(queryClient, event.id);
        queryClient.removeQueries({ queryKey: eventKeys.detail(event.id) });
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'range'] });
        }, DELETE_REFRESH_DELAY_MS);
      },
      // Closed either way: a refusal (e.g. the event has just started) would not change on a second try.
      onError: () => {
        notify.error(EVENT_MESSAGES.failed);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title="Delete event"
      confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Delete “{event.name}”? This cannot be undone.
    </ConfirmDialog>
  );
}
