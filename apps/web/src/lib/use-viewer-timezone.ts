import { useCurrentUser } from './current-user';
import { browserTimezone } from './dates';

/** The viewer's timezone: their profile's when signed in and set, otherwise the browser's. */
export function useViewerTimezone(): string {
  const { user } = useCurrentUser();
  return user?.timezone || browserTimezone();
}
