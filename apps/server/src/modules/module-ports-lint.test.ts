import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Issue 32: the lint rule huddle/module-ports of eslint.config.js lets a module enter another only through its port. */
const root = path.join(import.meta.dirname, '..', '..', '..', '..');
const eslint = new ESLint({ cwd: root });
const guestsService = path.join(root, 'apps/server/src/modules/guests/guests.service.ts');

const messagesOf = async (code: string, filePath = guestsService) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'huddle/module-ports').map((m) => m.message);
};

describe('the module-ports lint rule', () => {
  it("refuses another module's service, and names its port", async () => {
    const code = `import type { EventsService } from '../events/events.service.ts';\nexport type E = EventsService;\n`;
    expect(await messagesOf(code)).toEqual([
      expect.stringContaining(
        "Module guests enters module events through events/events.service.ts: import 'events/events.port.ts' instead",
      ),
    ]);
  });

  it('refuses a presenter or SQL file reached around the port, by export or import() too', async () => {
    const code = [
      `import { presentOneEvent } from '../events/events.presenter.ts';`,
      `export { seenBy } from '../events/events.sql.ts';`,
      `export const load = () => import('../mail/mail.service.ts');`,
      `export type Row = import('../organizations/organizations.types.ts').OrganizationRow;`,
      `export const p = presentOneEvent;`,
    ].join('\n');
    expect(await messagesOf(code)).toHaveLength(4);
  });

  it("accepts a port, the Actor, and the module's own files", async () => {
    const code = [
      `import { presentOneEvent, type EventsPort } from '../events/events.port.ts';`,
      `import type { Actor } from '../auth/actor.ts';`,
      `import * as inviteesRepository from './invitees.repository.ts';`,
      `import { fileUrl } from '../../lib/links.ts';`,
      `export type Uses = [EventsPort, Actor, typeof inviteesRepository, typeof presentOneEvent, typeof fileUrl];`,
    ].join('\n');
    expect(await messagesOf(code)).toEqual([]);
  });

  it('leaves tests free to build the services of other modules', async () => {
    const code = `import { createEventsService } from '../events/events.service.ts';\nexport const c = createEventsService;\n`;
    expect(await messagesOf(code, guestsService.replace('.service.ts', '.test.ts'))).toEqual([]);
  });
});
