import type { CommunicationType, DeliveryMethod } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { ComposerShell } from './composer-frame';
import { InvitationComposer } from './invitation-composer';
import { MessageComposer } from './message-composer';

export interface ComposerDialogProps {
  event: HuddleEvent;
  type: CommunicationType;
  method: DeliveryMethod;
  /** A saved communication to edit, or null for a new one. */
  commId: number | null;
  /** Back to the communications page; saved is true after a save or send. */
  onClose: (saved: boolean) => void;
}

/**
 * The full-screen composer of /event/{id}/communications/{type}/{method}/{commId?} (spec §2 Composer). The key
 * starts a fresh composer when the route moves to another communication.
 */
export default function ComposerDialog({ event, type, method, commId, onClose }: ComposerDialogProps) {
  const key = `${type}-${method}-${commId ?? 'new'}`;
  return (
    <ComposerShell onClose={() => onClose(false)}>
      {type === 'invitation' ? (
        <InvitationComposer key={key} event={event} method={method} commId={commId} onClose={onClose} />
      ) : (
        <MessageComposer key={key} event={event} method={method} commId={commId} onClose={onClose} />
      )}
    </ComposerShell>
  );
}
