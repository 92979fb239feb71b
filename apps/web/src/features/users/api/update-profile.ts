import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeFields, type OfficeChoice } from '@huddle/domain/profile-forms';
import { api } from '../../../lib/api-client';
import type { CurrentUserResponse } from '@huddle/domain/contracts/users';
import { currentUserKey, setCurrentUser } from '../../../lib/current-user';

export interface WelcomeProfile {
  timezone: string;
  /** An existing office is sent as office_id, a typed new name as office_raw (the server creates it). */
  office: OfficeChoice;
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  email: string;
  /** null clears the office; a choice without id is a new office the server creates. */
  office: OfficeChoice | null;
  timezone: string;
  /** Needed when the email changes. */
  current_password?: string | undefined;
  /** A new avatar file; undefined keeps the current one. */
  avatar?: File;
}

function profileFormData(changes: ProfileChanges): FormData {
  const data = new FormData();
  data.set('first_name', changes.first_name);
  data.set('last_name', changes.last_name);
  data.set('email', changes.email);
  if (changes.current_password) data.set('current_password', changes.current_password);
  const office = changes.office ? officeFields(changes.office) : { office_id: null };
  if ('office_raw' in office) data.set('office_raw', office.office_raw);
  else data.set('office_id', office.office_id === null ? '' : String(office.office_id));
  data.set('timezone', changes.timezone);
  data.set('profileImageChanged', String(Boolean(changes.avatar)));
  if (changes.avatar) data.set('avatar', changes.avatar);
  return data;
}

function useProfileMutation<V>(toBody: (variables: V) => object | FormData) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => api.post<CurrentUserResponse>('/api/users/update_profile', toBody(variables)),
    onSuccess: ({ user }) => {
      setCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/** The welcome step (JSON). */
export function useCompleteWelcome() {
  return useProfileMutation(({ timezone, office }: WelcomeProfile) => ({
    timezone,
    ...officeFields(office),
    welcome: true,
  }));
}

/** Edit profile (multipart, with the avatar). */
export function useUpdateProfile() {
  return useProfileMutation(profileFormData);
}
