import type { Actor } from '../auth/actor.ts';

/** What other modules use of survey templates (docs/architecture.md, "Ports"): the surveys module's check. */
export interface SurveyTemplatesPort {
  /** Refuses (404/403) a template the caller may not use; the surveys module reads nothing of it. */
  get(actor: Actor, id: number): Promise<unknown>;
}
