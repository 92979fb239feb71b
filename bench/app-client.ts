/**
 * The demo organization's admin driving a running server through its API, as the mail bench and the fault
 * scenarios do: sign in, upload guests, pick an upcoming event, send an invitation.
 */
export const INVITATION_BODY = `<p>${'Join us for the yearly all-hands: talks, food and the awards. '.repeat(6)}</p>`;

export function appClient(base: string) {
  const host = `acme.localhost:${new URL(base).port}`;
  let headers: Record<string, string> = { host };

  async function api(method: string, url: string, body?: unknown) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  }

  return {
    api,
    get headers() {
      return headers;
    },
    /** The demo admin of acme (DEMO_DATA=1). */
    async signIn() {
      const login = await api('POST', '/api/users/login', {
        user: { email: 'admin@acme.test', organization_id: 1, password: 'Password1!' },
      });
      headers = { host, authorization: `Bearer ${String(login.token)}` };
    },
    /** An upcoming event that starts more than an hour from now. */
    async upcomingEventId() {
      const upcoming = (await api('GET', '/api/events/upcoming?per_page=50')) as {
        data: { id: number; start: string }[];
      };
      return upcoming.data.find((e) => Date.parse(e.start) > Date.now() + 3_600_000)!.id;
    },
    /** Contacts through the upload route, 5,000 a request (its batch size); returns their ids in order. */
    async uploadContacts(emails: string[]) {
      const ids: number[] = [];
      for (let offset = 0; offset < emails.length; offset += 5_000) {
        const employees = emails
          .slice(offset, offset + 5_000)
          .map((email, i) => ({ email, first_name: 'Bench', last_name: `Guest ${offset + i}` }));
        const answer = (await api('POST', '/api/employees/upload', { employees })) as {
          employees: { ids: number[] };
        };
        ids.push(...answer.employees.ids);
      }
      return ids;
    },
    /** An email invitation of these contacts (recipient groups of 10,000); returns the communication's id. */
    async invite(eventId: number, ids: number[], extra: Record<string, unknown> & { subject?: string } = {}) {
      const { subject = 'You are invited: Bench all-hands', ...rest } = extra;
      const groups = [];
      for (let i = 0; i < ids.length; i += 10_000) {
        groups.push({ recipient_type: 'Invitees', recipient_ids: ids.slice(i, i + 10_000) });
      }
      const answer = (await api('POST', '/api/event_invitations', {
        event_id: eventId,
        invite_type: 'email',
        invite_subject: subject,
        invite_body: INVITATION_BODY,
        recipient_attributes: groups,
        ...rest,
      })) as { communication: { id: number } };
      return answer.communication.id;
    },
  };
}
