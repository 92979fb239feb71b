import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { COLLECTION_DELETE_REDIRECT_MS, COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/snackbars';
import { useDeleteCollection, type Collection } from '../api/collections-api';

/** Delete, after the confirmation dialog; then the list, 500 ms later (spec §9). Its events stay. */
export function DeleteCollectionButton({ collection, onDeleted }: { collection: Collection; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteCollection();
  const [confirming, setConfirming] = useState(false);
  const destroy = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted?.();
        notify.success(COLLECTION_MESSAGES.deleted);
        setTimeout(
          () => navigate(collection.published ? '/collections/upcoming' : '/collections/drafts'),
          COLLECTION_DELETE_REDIRECT_MS,
        );
      },
      onError: (error) => notify.error(COLLECTION_MESSAGES.deleteFailed(error.message)),
    });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Delete collection
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete collection?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirming(false)}
      >
        “{collection.name || 'Untitled collection'}” will be deleted. Its events stay, outside any collection.
      </ConfirmDialog>
    </>
  );
}
