import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';

/** The viewer's timezone: their profile's when signed in and set, otherwise the browser's. */
export function useViewerTimezone(): string {
  const { user } = useCurrentUser();
  return user?.timezone || browserTimezone();
}
