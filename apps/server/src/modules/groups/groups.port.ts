import type { Actor } from '../auth/actor.ts';

/** What other modules use of groups (docs/architecture.md, "Ports"): the budgets module's checks. */
export interface GroupsPort {
  /** Those of `ids` the caller may see. */
  visibleIds(actor: Actor, ids: number[]): Promise<number[]>;
  /** A caller who may not change the group hears so (403/404) before their input is read. */
  assertEditable(actor: Actor, id: number): Promise<void>;
}
