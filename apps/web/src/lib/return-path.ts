const KEY = 'huddle.returnPath';

let suppressed = false;

/** Remembers where an unauthenticated visitor wanted to go, so login can bring them back. */
export function rememberReturnPath(path: string): void {
  if (suppressed || !isSafePath(path) || path === '/') return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); returning to /events is an acceptable fallback.
  }
}

/** Reads and forgets the remembered page. */
export function takeReturnPath(): string | null {
  suppressed = false;
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** A deliberate sign-out must not bring the next person back to the previous user's page. */
export function forgetReturnPathUntilLogin(): void {
  suppressed = true;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See rememberReturnPath.
  }
}

function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');
}
