/** Shown to whoever reads an event without its `can_manage` (docs/api-communications.md "Who"). */
export const NOT_MANAGER_TEXT = "Only the event's hosts and admins manage its communications.";
