import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createTenancy } from './db/tenancy.ts';
import { CACHE_CHANNEL, cacheInvalidator } from './lib/organization-cache.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { Storage } from './integrations/storage/storage.ts';
import { createQueue, type JobDefinition, type Queue, type QueueOptions } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createFeatureFlagsService } from './modules/feature-flags/feature-flags.service.ts';
import { createContactListsService } from './modules/contacts/contact-lists.service.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { createAiService } from './modules/ai/ai.service.ts';
import { createLlmClient } from './integrations/ai/llm-client.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { presentBudgetOrganization } from './modules/budgets/budgets.presenter.ts';
import { createBudgetsService } from './modules/budgets/budgets.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createGroupBudgetsService } from './modules/budgets/group-budgets.service.ts';
import { createCollectionsService } from './modules/collections/collections.service.ts';
import { createGuestsService } from './modules/guests/guests.service.ts';
import { createRsvpService } from './modules/guests/rsvp.service.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { createDeliverMailJob, type MailRetry } from './modules/mail/mail.delivery.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { dispatchCommunicationJob, type DispatchCommunicationData } from './jobs/dispatch-communication.ts';
import { createDispatcher } from './modules/communications/communications.dispatch.ts';
import { linkBaseOf } from './lib/links.ts';
import {
  createCommunicationsService,
  type CommunicationsService,
} from './modules/communications/communications.service.ts';
import { createOfficesService } from './modules/offices/offices.service.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createOrganizationSettings } from './modules/organizations/organizations.settings.ts';
import { createEmployeeImport } from './modules/users/employee-import.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createSurveyAnswers } from './modules/surveys/survey-answers.service.ts';
import { createSurveysService } from './modules/surveys/surveys.service.ts';
import { createSurveyTemplatesService } from './modules/survey-templates/survey-templates.service.ts';
import type { OwnedService } from './modules/manifest.ts';

/** The composition root: every service, the job definitions and the queue that runs them. */
export function createServices(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  queueOptions?: QueueOptions;
  mailRetry?: MailRetry;
}) {
  // Services see the database only through the tenant scope of the request or job (ADR 12).
  const tenancy = createTenancy(deps.database);
  const { db } = tenancy;
  // The jobs call the communications service, which enqueues them: bound once it exists below.
  const late: { communications?: CommunicationsService } = {};
  const deliverMail = createDeliverMailJob({
    db,
    tenancy,
    mailer: deps.mailer,
    mailFrom: deps.config.mailFrom,
    clock: deps.clock,
    logger: deps.logger,
    separateDatabase: deps.database.kind === 'postgres',
    ...(deps.mailRetry && { retry: deps.mailRetry }),
    // In the scope of the mail's organization: the communication is of the same one.
    onFinished: (_organizationId, communicationId) => late.communications!.settle(communicationId),
  });
  // A dispatch runs in its organization's scope; a job queued before jobs named it looks it up across tenants.
  const inScopeOf = async (data: DispatchCommunicationData, work: () => Promise<void>) => {
    const organizationId =
      data.organizationId ?? (await tenancy.asSystem(() => late.communications!.organizationOf(data.communicationId)));
    if (organizationId !== null) await tenancy.inOrganization(organizationId, work);
  };
  const dispatchCommunication = dispatchCommunicationJob(
    async (data) => {
      // The dispatch opens its own transactions in the organization's scope: one per page of guests.
      const organizationId =
        data.organizationId ??
        (await tenancy.asSystem(() => late.communications!.organizationOf(data.communicationId)));
      if (organizationId === null) return;
      await late.communications!.dispatch({ ...data, organizationId });
      // Committed: the delivery jobs it queued start now rather than at the next poll.
      mail.wake();
    },
    (data) => inScopeOf(data, () => late.communications!.markFailed(data.communicationId)),
  );
  const jobs = [deliverMail, dispatchCommunication] as JobDefinition<never>[];
  const queue: Queue = createQueue(deps.database, jobs, deps.logger, {
    leaseSeconds: deps.config.jobLeaseSeconds,
    ...deps.queueOptions,
  });
  const organizations = createOrganizationsService(db);
  const offices = createOfficesService({ bind: tenancy.bind });
  const organizationSettings = createOrganizationSettings({
    bind: tenancy.bind,
    storage: deps.storage,
    offices,
    // groupBudgets is made below; this runs only when a request reads the record.
    money: async () => presentBudgetOrganization(await groupBudgets.organization()),
  });
  const featureFlags = createFeatureFlagsService({
    bind: tenancy.bind,
    currentOrganization: tenancy.currentOrganization,
    afterCommit: tenancy.afterCommit,
  });
  // Cached rows are dropped when any process changes them (migration 0016).
  const invalidator = cacheInvalidator({ feature_flags: featureFlags.cache });
  const listening = deps.database.listen(CACHE_CHANNEL, invalidator.onMessage, invalidator.onGap);
  const mail = createMailService({ db, queue, deliverJob: deliverMail });
  const users = createUsersService({
    db,
    bind: tenancy.bind,
    storage: deps.storage,
    offices,
    allowsEmail: organizations.allowsEmail,
    now: () => deps.clock.now(),
  });
  const events = createEventsService({
    bind: tenancy.bind,
    storage: deps.storage,
    clock: deps.clock,
    publicEventsOff: () => featureFlags.isOn('event-privacy-never-public'),
  });
  const ai = createAiService({
    bind: tenancy.bind,
    savepoint: tenancy.savepoint,
    inOrganization: tenancy.inOrganization,
    clock: deps.clock,
    llm: deps.config.llm ? createLlmClient(deps.config.llm, deps.logger) : null,
    featureFlags,
    events,
  });
  const collections = createCollectionsService({ bind: tenancy.bind, storage: deps.storage, clock: deps.clock });
  const guests = createGuestsService({
    bind: tenancy.bind,
    clock: deps.clock,
    events,
    streamIn: tenancy.streamIn,
    copyCsvOut: tenancy.copyCsvOut,
  });
  const rsvp = createRsvpService({
    db,
    bind: tenancy.bind,
    savepoint: tenancy.savepoint,
    clock: deps.clock,
    events,
    mail,
  });
  const contactListsOn = () => featureFlags.isOn('contact-lists');
  const contacts = createContactsService({ bind: tenancy.bind, contactListsOn });
  const contactLists = createContactListsService({ bind: tenancy.bind, enabled: contactListsOn });
  const groups = createGroupsService({ bind: tenancy.bind, storage: deps.storage, clock: deps.clock });
  const employeeImport = createEmployeeImport({ bind: tenancy.bind, offices });
  const invitations = createInvitationsService({
    db,
    bind: tenancy.bind,
    clock: deps.clock,
    mail,
    users,
    organizations,
    contacts,
  });
  const communications = createCommunicationsService({
    db,
    bind: tenancy.bind,
    clock: deps.clock,
    queue,
    dispatchJob: dispatchCommunication,
    dispatcher: createDispatcher({
      db,
      bind: tenancy.bind,
      inOrganization: tenancy.inOrganization,
      clock: deps.clock,
      mail,
      events,
      organizations,
      featureFlags,
      mailFrom: deps.config.mailFrom,
      linkBase: linkBaseOf(deps.config),
    }),
    events,
    featureFlags,
    organizations,
    emailOf: async (organizationId, userId) => (await users.get(organizationId, userId)).email,
    asSystem: tenancy.asSystem,
  });
  late.communications = communications;
  const surveyTemplates = createSurveyTemplatesService({ bind: tenancy.bind, clock: deps.clock });
  const surveys = createSurveysService({
    bind: tenancy.bind,
    clock: deps.clock,
    events,
    communications,
    templates: surveyTemplates,
    streamIn: tenancy.streamIn,
  });
  const surveyAnswers = createSurveyAnswers({ bind: tenancy.bind, clock: deps.clock, events, rsvp });
  const budgets = createBudgetsService({ bind: tenancy.bind, events, featureFlags, groups });
  const analytics = createAnalyticsService({ bind: tenancy.bind, events, clock: deps.clock, featureFlags });
  const groupBudgets = createGroupBudgetsService({ bind: tenancy.bind, clock: deps.clock, groups });
  const account = createAccountService({
    db,
    clock: deps.clock,
    mail,
    users,
    organizations,
    guests,
    keepWritesOnError: tenancy.keepWritesOnError,
  });
  const auth = createAuthService({
    db,
    clock: deps.clock,
    mail,
    organizations,
    users,
    invitations,
    account,
    callDefiner: tenancy.callDefiner,
    openIdentified: tenancy.openIdentified,
    keepWritesOnError: tenancy.keepWritesOnError,
  });
  return {
    queue,
    tenancy,
    /** Resolves once this process hears of changes to cached rows; start serving after it. */
    listening,
    services: {
      organizations,
      organizationSettings,
      featureFlags,
      mail,
      offices,
      users,
      employeeImport,
      invitations,
      groups,
      events,
      collections,
      ai,
      guests,
      rsvp,
      contacts,
      contactLists,
      communications,
      surveys,
      surveyAnswers,
      surveyTemplates,
      budgets,
      analytics,
      groupBudgets,
      auth,
    },
  };
}

export type Services = ReturnType<typeof createServices>['services'];

/** Each service belongs to a module of the manifest (modules/manifest.ts): a service that none owns does not compile. */
type Unowned = Exclude<keyof Services, OwnedService>;
const _everyServiceOwned: [Unowned] extends [never] ? true : { unowned: Unowned } = true;
