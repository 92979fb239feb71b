import { describe, expect, it } from 'vitest';
import { connectSnackbarHost, notify, type SnackbarRequest } from './snackbars';

describe('snackbars', () => {
  it('keeps requests made before the host has loaded, in order, then hands new ones straight over', () => {
    notify.success('Saved');
    notify.warning('Some rows were skipped');
    const shown: SnackbarRequest[] = [];
    const disconnect = connectSnackbarHost((request) => shown.push(request));
    expect(shown).toEqual([
      { message: 'Saved', variant: 'success' },
      { message: 'Some rows were skipped', variant: 'warning' },
    ]);
    notify.error('Failed');
    expect(shown.at(-1)).toEqual({ message: 'Failed', variant: 'error' });

    disconnect();
    notify.info('Later');
    const next: SnackbarRequest[] = [];
    connectSnackbarHost((request) => next.push(request));
    expect(next).toEqual([{ message: 'Later', variant: 'info' }]);
  });
});
