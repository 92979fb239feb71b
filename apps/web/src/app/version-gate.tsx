import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@huddle/domain/constants';
import { api } from '../lib/api-client';

export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
export const UPDATING_TEXT = 'Updating Huddle to the latest version…';
/** The server version this tab already reloaded for; a second mismatch for it must not reload again. */
export const VERSION_RELOAD_KEY = 'huddle.versionReload';

/** The server's version, or null when it can't be told (a failed check never blocks the app). */
async function fetchServerVersion(): Promise<string | null> {
  try {
    const body = await api.get<{ version?: unknown }>('/api/version');
    return typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  }
}

/** Marks a reload for `version`; false when this tab already reloaded for it (or storage is unavailable). */
function claimReload(version: string): boolean {
  try {
    if (sessionStorage.getItem(VERSION_RELOAD_KEY) === version) return false;
    sessionStorage.setItem(VERSION_RELOAD_KEY, version);
    return true;
  } catch {
    return false;
  }
}

function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(VERSION_RELOAD_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}

function reloadPage(): void {
  window.location.reload();
}

export function UpdatingScreen() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Stack role="status" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography>{UPDATING_TEXT}</Typography>
      </Stack>
    </Box>
  );
}

interface VersionGateProps {
  children: ReactNode;
  /** The check runs in production builds only; tests switch it on. */
  enabled?: boolean;
  /** Tests pass a spy; it must be stable across renders. */
  reload?: () => void;
}

/**
 * Spec §2.1 and §9: in production, compares the server's version with this build's on start and every
 * five minutes; on a difference it shows the updating screen and reloads the page once.
 */
export function VersionGate({ children, enabled = import.meta.env.PROD, reload = reloadPage }: VersionGateProps) {
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const check = async () => {
      const version = await fetchServerVersion();
      if (!active || version === null) return;
      if (version === APP_VERSION) {
        clearReloadMark();
        return;
      }
      if (!claimReload(version)) return;
      setUpdating(true);
      reload();
    };
    void check();
    const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [enabled, reload]);

  return updating ? <UpdatingScreen /> : children;
}
