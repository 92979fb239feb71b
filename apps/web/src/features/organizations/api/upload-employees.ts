import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@huddle/domain/roles';
import { api } from '../../../lib/api-client';
import { officesKey } from './get-offices';
import { adminUsersKey } from './get-users';

export interface EmployeeCsvRow {
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'deactivated';
  role: Role;
  office: string | null;
  birthday: string | null;
  start_date: string | null;
  ethnicity: string | null;
  gender: string | null;
  /** An existing user (by email) is updated rather than created. */
  exists: boolean;
}

export interface EmployeeCsvInvalidRow {
  line: number;
  email: string;
  errors: string[];
}

/** The same shape answers the preview (dry run) and the upload. */
export interface EmployeeCsvResult {
  dry_run: boolean;
  columns: string[];
  ignored_columns: string[];
  total_rows: number;
  valid_count: number;
  invalid_count: number;
  duplicate_count: number;
  created_count: number;
  updated_count: number;
  rows: EmployeeCsvRow[];
  invalid: EmployeeCsvInvalidRow[];
  message?: string;
}

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
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: officesKey });
    },
  });
}
