import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { ComposerFooter } from './composer-footer';
import { ComposerNotices } from './composer-notices';
import { ComposerOverlays } from './composer-overlays';
import type { ComposerFlow } from './use-composer-flow';

interface ComposerChromeOptions {
  flow: ComposerFlow;
  /** Why this communication cannot be sent at all, or null. */
  refusal: string | null;
  /** The saved communication can no longer change. */
  locked: boolean;
  warning?: string | null;
  /** Nothing can be sent yet (a refusal, or nothing selected). */
  blocked: boolean;
  blockedHelp?: string | null;
}

/** What every composer puts around its columns: Cancel, the notices above, the footer and its dialogs below. */
export function composerChrome({
  flow,
  refusal,
  locked,
  warning = null,
  blocked,
  blockedHelp = null,
}: ComposerChromeOptions) {
  return {
    onCancel: flow.requestCancel,
    notices: (
      <ComposerNotices
        refusal={refusal}
        locked={locked ? COMMUNICATION_MESSAGES.notChangeable : null}
        warning={warning}
        failure={flow.failure}
      />
    ),
    footer: (
      <>
        <ComposerFooter flow={flow} locked={locked} blocked={blocked} blockedHelp={blockedHelp} />
        <ComposerOverlays flow={flow} />
      </>
    ),
  };
}
