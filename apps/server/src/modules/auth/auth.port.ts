import type { LinkBase } from '../../lib/links.ts';
import type { Actor } from './actor.ts';

/**
 * What other modules use of auth (docs/architecture.md, "Ports"): the users module's account steps. `Actor` is not
 * here: every module names it from its own leaf file, auth/actor.ts, which the module-port lint rule also allows.
 */
export interface EmailChange {
  email: string;
  oldEmail: string;
}

export interface AccountPort {
  /** Checks a change of the caller's own email (the current password); null when the address stays the same. */
  proveEmailChange(actor: Actor, email: string, currentPassword: string | undefined): Promise<EmailChange | null>;
  /** Mails the link that confirms the new address. */
  startEmailChange(actor: Actor, change: EmailChange, link: LinkBase): Promise<void>;
  /** Two-factor on or off for the caller (off needs the current password). */
  setMfa(actor: Actor, enable: boolean, currentPassword: string | undefined): Promise<void>;
}
