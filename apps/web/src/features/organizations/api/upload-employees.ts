import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeCsvInvalidRowRecord,
  EmployeeCsvRowRecord,
  EmployeeImportResponse,
} from '@huddle/domain/contracts/users';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { refreshUsers } from './get-users';

/** A valid row of the preview; `exists`: an existing user (by email) is updated rather than created. */
export type EmployeeCsvRow = EmployeeCsvRowRecord;

export type EmployeeCsvInvalidRow = EmployeeCsvInvalidRowRecord;

/** The same shape answers the preview (dry run) and the upload. */
export type EmployeeCsvResult = EmployeeImportResponse;

export function useUploadEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const data = new FormData();
      data.set('file', file);
      data.set('dry_run', String(dryRun));
      return api.post<EmployeeCsvResult>('/api/organizations/upload_employees', data);
    },
    onSuccess: (result) => {
      if (result.dry_run) return;
      // New offices can appear with the users.
      void refreshUsers(queryClient);
      void queryClient.invalidateQueries({ queryKey: referenceKeys.offices() });
    },
  });
}
