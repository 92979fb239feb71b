import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserResponse } from '../../../lib/api-types';
import { currentUserKey, setCurrentUser } from '../../../lib/current-user';

export interface WelcomeProfile {
  timezone: string;
  office_id: number;
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  email: string;
  office_id: number | null;
  timezone: string;
  /** A new avatar file; undefined keeps the current one. */
  avatar?: File;
}

function profileFormData(changes: ProfileChanges): FormData {
  const data = new FormData();
  data.set('first_name', changes.first_name);
  data.set('last_name', changes.last_name);
  data.set('email', changes.email);
  data.set('office_id', changes.office_id === null ? '' : String(changes.office_id));
  data.set('timezone', changes.timezone);
  data.set('profileImageChanged', String(Boolean(changes.avatar)));
  if (changes.avatar) data.set('avatar', changes.avatar);
  return data;
}

function useProfileMutation<V>(toBody: (variables: V) => object | FormData) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => api.post<UserResponse>('/api/users/update_profile', toBody(variables)),
    onSuccess: ({ user }) => {
      setCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/** The welcome step (JSON). */
export function useCompleteWelcome() {
  return useProfileMutation((profile: WelcomeProfile) => ({ ...profile, welcome: true }));
}

/** Edit profile (multipart, with the avatar). */
export function useUpdateProfile() {
  return useProfileMutation(profileFormData);
}
