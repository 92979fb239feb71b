import { ApiError } from './api-client';

/** A file name without the characters file systems refuse; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const printable = Array.from(name, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return safe || fallback;
}

/**
 * GET `path` and save the answer as `fileName`. Fetched (rather than a plain link) so a failure can say so instead
 * of leaving the browser on an error page; a network failure is an ApiError with `failure` as its message.
 */
export async function downloadFile(path: string, accept: string, fileName: string, failure: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: accept }, credentials: 'include' });
  } catch {
    throw new ApiError(0, { error: failure });
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
