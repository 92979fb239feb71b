import type { FastifyInstance } from 'fastify';
import { AI_NOT_CONFIGURED_REASON } from '@huddle/domain/ai-schemas';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { Builder } from '../plugins/graphql.ts';
import type { Services } from '../services.ts';
import { aiGraphql } from './ai/ai.graphql.ts';
import { analyticsGraphql } from './analytics/analytics.graphql.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { samlRoutes } from './auth/saml.routes.ts';
import { ssoRoutes } from './auth/sso.routes.ts';
import { budgetsRoutes } from './budgets/budgets.routes.ts';
import { groupBudgetsRoutes } from './budgets/group-budgets.routes.ts';
import { collectionsGraphql } from './collections/collections.graphql.ts';
import { communicationsGraphql } from './communications/communications.graphql.ts';
import { communicationsRoutes } from './communications/communications.routes.ts';
import { contactsRoutes } from './contacts/contacts.routes.ts';
import { eventsGraphql } from './events/events.graphql.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { featureFlagsRoutes } from './feature-flags/feature-flags.routes.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { guestsGraphql } from './guests/guests.graphql.ts';
import { guestsRoutes } from './guests/guests.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
// The list itself is plain JSON so that eslint.config.js reads the same one (it cannot import TypeScript).
import manifest from './manifest.json';
import { officesRoutes } from './offices/offices.routes.ts';
import { organizationsRoutes } from './organizations/organizations.routes.ts';
import { surveyTemplatesRoutes } from './survey-templates/survey-templates.routes.ts';
import { surveysRoutes } from './surveys/surveys.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { slackInboundRoutes } from './integrations/slack-inbound.routes.ts';
import { slackRoutes } from './integrations/slack.routes.ts';
import { googleAdminRoutes } from './integrations/google-admin.routes.ts';
import { googleGroupsRoutes } from './contacts/google-groups.routes.ts';

/** What the app hands a module's route registrations besides the services. */
export interface RouteContext {
  config: Config;
  clock: Clock;
  /** Mail goes to an SMTP server (not kept in the outbox). */
  mailerEnabled: boolean;
  secureCookies: boolean;
}

type RoutePlugin = (app: FastifyInstance) => Promise<void>;
type GraphqlContribution = (builder: Builder) => void;

interface Wiring {
  /** The module's services in the composition root (services.ts); each service belongs to one module. */
  services: readonly (keyof Services)[];
  /** One plugin per `*.routes.ts` file of the module. */
  routes?: (services: Services, context: RouteContext) => RoutePlugin[];
  /** One contribution per `*.graphql.ts` file of the module. */
  graphql?: (services: Services) => GraphqlContribution[];
}

/** How each module of manifest.json is wired into the app: its services, REST routes and GraphQL fields. */
const WIRING = {
  organizations: {
    services: ['organizations', 'organizationSettings'],
    routes: (s, c) => [
      organizationsRoutes(
        s.organizations,
        s.organizationSettings,
        async (input) => s.groupBudgets.updateSettings(input),
        { googleSso: c.config.google !== null },
      ),
    ],
  },
  'feature-flags': {
    services: ['featureFlags'],
    routes: (s, c) => [
      featureFlagsRoutes(s.featureFlags, c.config.llm ? {} : { 'ai-generate-event': AI_NOT_CONFIGURED_REASON }),
    ],
  },
  auth: {
    services: ['auth', 'sso', 'saml'],
    routes: (s, c) => [
      authRoutes(s.auth, { rateLimit: c.config.authRateLimit, secureCookies: c.secureCookies }),
      ssoRoutes(s.sso, { rateLimit: c.config.authRateLimit, secureCookies: c.secureCookies }),
      samlRoutes(s.saml, { rateLimit: c.config.authRateLimit, secureCookies: c.secureCookies }),
    ],
  },
  users: {
    services: ['users', 'employeeImport'],
    routes: (s) => [usersRoutes(s.users, s.employeeImport, s.auth.account)],
  },
  offices: { services: ['offices'], routes: (s) => [officesRoutes(s.offices)] },
  groups: { services: ['groups'], routes: (s) => [groupsRoutes(s.groups)] },
  events: {
    services: ['events'],
    routes: (s) => [eventsRoutes(s.events, { organizations: s.organizations })],
    graphql: (s) => [eventsGraphql(s.events)],
  },
  collections: {
    services: ['collections', 'announcements'],
    graphql: (s) => [collectionsGraphql(s.collections, s.announcements)],
  },
  guests: {
    services: ['guests', 'rsvp'],
    routes: (s, c) => [guestsRoutes({ guests: s.guests, rsvp: s.rsvp, events: s.events, now: () => c.clock.now() })],
    graphql: (s) => [guestsGraphql(s.guests)],
  },
  contacts: {
    services: ['contacts', 'contactLists', 'googleGroups'],
    // The Google Groups routes first: /api/lists/google_groups is not a list id.
    routes: (s) => [googleGroupsRoutes(s.googleGroups), contactsRoutes(s.contacts, s.contactLists)],
  },
  communications: {
    services: ['communications'],
    routes: (s, c) => [
      communicationsRoutes({
        communications: s.communications,
        rsvp: s.rsvp,
        organizations: s.organizations,
        now: () => c.clock.now(),
      }),
    ],
    graphql: (s) => [communicationsGraphql(s.communications)],
  },
  surveys: {
    services: ['surveys', 'surveyAnswers'],
    routes: (s, c) => [
      surveysRoutes({
        surveys: s.surveys,
        answers: s.surveyAnswers,
        organizations: s.organizations,
        now: () => c.clock.now(),
      }),
    ],
  },
  'survey-templates': { services: ['surveyTemplates'], routes: (s) => [surveyTemplatesRoutes(s.surveyTemplates)] },
  budgets: {
    services: ['budgets', 'groupBudgets'],
    routes: (s) => [budgetsRoutes(s.budgets), groupBudgetsRoutes(s.groupBudgets)],
  },
  analytics: {
    services: ['analytics'],
    routes: (s) => [analyticsRoutes(s.analytics)],
    graphql: (s) => [analyticsGraphql(s.analytics)],
  },
  ai: { services: ['ai'], graphql: (s) => [aiGraphql(s.ai)] },
  invitations: { services: ['invitations'], routes: (s) => [invitationsRoutes(s.invitations)] },
  integrations: {
    services: ['slack', 'googleAdmin'],
    routes: (s, c) => [
      slackRoutes(s.slack),
      googleAdminRoutes(s.googleAdmin),
      slackInboundRoutes({ config: c.config.slack, clock: c.clock, receive: (job) => s.slack.receive(job) }),
    ],
  },
  mail: {
    services: ['mail'],
    // The development outbox holds other people's reset links and codes: only when asked for, never in production.
    routes: (s, c) => [mailRoutes(s.mail, c.config.devOutbox && !c.mailerEnabled && !c.config.production)],
  },
} satisfies Record<string, Wiring>;

/** The services some module of the manifest owns (with one that none owns, the check below does not compile). */
export type OwnedService = (typeof WIRING)[keyof typeof WIRING]['services'][number];

/** Each service belongs to a module of the manifest: a service of services.ts that none owns does not compile. */
type Unowned = Exclude<keyof Services, OwnedService>;
const _everyServiceOwned: [Unowned] extends [never] ? true : { unowned: Unowned } = true;

export type ModuleTenancy = 'bound' | 'own-scope';

export interface ModuleEntry extends Wiring {
  /** The module's folder in apps/server/src/modules. */
  name: string;
  /** 'bound': its services reach its repositories only through tenancy.bind (ADR 12, the lint rule). */
  tenancy: ModuleTenancy;
  /** Why an 'own-scope' module names its tenant itself. */
  why?: string;
}

const wiring: Record<string, Wiring | undefined> = WIRING;

/** The server's modules in the order the app registers them. A list that does not match its wiring stops the boot. */
export const MODULES: readonly ModuleEntry[] = manifest.modules.map((entry) => {
  const own = wiring[entry.name];
  if (!own) throw new Error(`Module ${entry.name} of manifest.json has no wiring in manifest.ts`);
  if (entry.tenancy !== 'bound' && entry.tenancy !== 'own-scope') {
    throw new Error(`Module ${entry.name} of manifest.json: tenancy is 'bound' or 'own-scope'`);
  }
  return { ...entry, tenancy: entry.tenancy, ...own };
});

const unlisted = Object.keys(WIRING).filter((name) => !MODULES.some((module) => module.name === name));
if (unlisted.length > 0) throw new Error(`Modules wired in manifest.ts but not in manifest.json: ${unlisted}`);
