import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_UPLOAD_BATCH, type UploadedContact } from '@huddle/domain/contact-schemas';
import { contactKeys, listKeys } from '../api/contact-keys';
import { uploadContactBatch } from '../api/upload-contacts';

export interface UploadProgress {
  done: number;
  total: number;
}

export interface UploadOutcome {
  rejected: number;
  intoList: boolean;
}

/** Where a failed upload stopped, so trying again neither re-sends the saved batches nor creates the list twice. */
interface Resume {
  rows: UploadedContact[];
  next: number;
  /** undefined until the first batch answers; null when it made no list (later batches then make none either). */
  listId: number | null | undefined;
  rejected: number;
}

/**
 * Sends the rows in batches of CONTACT_UPLOAD_BATCH (docs/api-guests.md): the first batch names the new list, the
 * later ones add to it by id. Throws the failing batch's error; contacts and lists are refreshed either way.
 */
export function useBatchUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const resume = useRef<Resume | null>(null);

  const upload = async (rows: UploadedContact[], listName: string | null): Promise<UploadOutcome> => {
    const state: Resume =
      resume.current?.rows === rows ? resume.current : { rows, next: 0, listId: undefined, rejected: 0 };
    resume.current = state;
    const saveToList = listName !== null;
    setProgress({ done: state.next, total: rows.length });
    try {
      while (state.next < rows.length) {
        const employees = rows.slice(state.next, state.next + CONTACT_UPLOAD_BATCH);
        const answer = await uploadContactBatch(
          !saveToList || state.listId === null
            ? { employees, save_as_segment: false }
            : state.listId === undefined
              ? { employees, save_as_segment: true, segment_name: listName }
              : { employees, save_as_segment: true, list_id: state.listId },
        );
        if (saveToList && state.listId === undefined) state.listId = answer.list?.id ?? null;
        state.rejected += answer.employees.rejected_count;
        state.next += employees.length;
        setProgress({ done: state.next, total: rows.length });
      }
      resume.current = null;
      return { rejected: state.rejected, intoList: saveToList && typeof state.listId === 'number' };
    } finally {
      setProgress(null);
      if (state.next > 0) {
        void queryClient.invalidateQueries({ queryKey: contactKeys.all });
        void queryClient.invalidateQueries({ queryKey: listKeys.all });
      }
    }
  };

  return { upload, progress, uploading: progress !== null };
}
