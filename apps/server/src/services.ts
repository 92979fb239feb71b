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
import { createSingleSignOn } from './modules/auth/single-sign-on.ts';
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
import { createSlackRsvp } from './modules/guests/slack-rsvp.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { groupsSubscribers } from './modules/groups/groups.subscribers.ts';
import { createAnnouncementsService } from './modules/collections/announcements.service.ts';
import { announcementsSubscribers } from './modules/collections/announcements.subscribers.ts';
import { createInvitedChannels } from './modules/communications/invited-channels.ts';
import { dispatchAnnouncementJob } from './jobs/dispatch-announcement.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { createDeliverMailJob, type MailRetry } from './modules/mail/mail.delivery.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { dispatchCommunicationJob, type DispatchCommunicationData } from './jobs/dispatch-communication.ts';
import { createDispatcher } from './modules/communications/communications.dispatch.ts';
import { linkBaseOf } from './lib/links.ts';
import { createCommunicationsService } from './modules/communications/communications.service.ts';
import { communicationsSubscribers } from './modules/communications/communications.subscribers.ts';
import { createDomainEventDelivery, type DomainEventRef } from './domain-events/delivery.job.ts';
import { createPublisher } from './domain-events/publisher.ts';
import { createSubscriberRegistry } from './domain-events/subscribers.ts';
import { createOfficesService } from './modules/offices/offices.service.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createOrganizationSettings } from './modules/organizations/organizations.settings.ts';
import { createEmployeeImport } from './modules/users/employee-import.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createSurveyAnswers } from './modules/surveys/survey-answers.service.ts';
import { createSurveysService } from './modules/surveys/surveys.service.ts';
import { surveysSubscribers } from './modules/surveys/surveys.subscribers.ts';
import { createSurveyTemplatesService } from './modules/survey-templates/survey-templates.service.ts';
import { createSealer } from './integrations/sealed.ts';
import { createSlackClient } from './integrations/slack/slack-client.ts';
import { createConnectionStore } from './modules/integrations/connection-store.ts';
import { createSlackWorker } from './modules/integrations/slack.jobs.ts';
import { createSlackService } from './modules/integrations/slack.service.ts';
import { createGoogleAdminService } from './modules/integrations/google-admin.service.ts';
import { createGoogleIntegration } from './modules/integrations/google-integration.ts';
import { createGoogleGroupsService } from './modules/contacts/google-groups.service.ts';

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
  /** Told of each domain event once committed (the test app delivers them before it answers; ADR 27). */
  onDomainEventCommitted?: (ref: DomainEventRef) => void;
}) {
  // Services see the database only through the tenant scope of the request or job (ADR 12).
  const tenancy = createTenancy(deps.database);
  // Every link in mail and every address a provider returns to: from configuration, never from a request.
  const link = linkBaseOf(deps.config);
  const { db } = tenancy;
  // Who listens to which domain event: each module's subscribers are added below, once its service exists.
  const subscribers = createSubscriberRegistry();
  const domainEventDelivery = createDomainEventDelivery({ tenancy, subscribers, logger: deps.logger });
  // The jobs below call the communications service, which enqueues them: their handlers name it, and run only once
  // the queue has started, when every service of this function exists.
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
    onFinished: (_organizationId, communicationId) => communications.settle(communicationId),
  });
  // A dispatch runs in its organization's scope; a job queued before jobs named it looks it up across tenants.
  const inScopeOf = async (data: DispatchCommunicationData, work: () => Promise<void>) => {
    const organizationId =
      data.organizationId ?? (await tenancy.asSystem(() => communications.organizationOf(data.communicationId)));
    if (organizationId !== null) await tenancy.inOrganization(organizationId, work);
  };
  const dispatchCommunication = dispatchCommunicationJob(
    async (data) => {
      // The dispatch opens its own transactions in the organization's scope: one per page of guests.
      const organizationId =
        data.organizationId ?? (await tenancy.asSystem(() => communications.organizationOf(data.communicationId)));
      if (organizationId === null) return;
      await communications.dispatch({ ...data, organizationId });
      // Committed: the delivery jobs it queued start now rather than at the next poll.
      mail.wake();
    },
    (data) => inScopeOf(data, () => communications.markFailed(data.communicationId)),
  );
  const dispatchAnnouncement = dispatchAnnouncementJob(
    (data) => tenancy.inOrganization(data.organizationId, () => announcements.dispatch(data)),
    (data) => tenancy.inOrganization(data.organizationId, () => announcements.giveUp(data)),
  );
  // Integrations (ADR 33): tokens sealed with INTEGRATIONS_KEY; Slack's calls are the Slack worker's jobs.
  const sealer = deps.config.integrationsKey ? createSealer(deps.config.integrationsKey) : null;
  const connectionStore = sealer ? createConnectionStore({ bind: tenancy.bind, sealer, clock: deps.clock }) : null;
  const slackWorker = createSlackWorker({
    tenancy,
    client: deps.config.slack ? createSlackClient(deps.config.slack) : null,
    store: connectionStore,
    queue: () => queue,
    domainEvents: () => domainEvents,
    // Made below, with the guests' RSVP service; the worker calls it only once the queue runs.
    onRsvp: (press) => slackRsvp(press),
    logger: deps.logger,
  });
  // Google Groups lists (ADR 36): an admin's grant of the directory scope; the lists' syncs are contacts' jobs.
  const google = createGoogleIntegration({ config: deps.config, tenancy, store: connectionStore, logger: deps.logger });
  const googleGroups = createGoogleGroupsService({
    tenancy,
    directory: google.directory,
    queue: () => queue,
    clock: deps.clock,
    // Made below; read only when a request or job runs.
    enabled: () => contactListsOn(),
  });
  const jobs = [
    deliverMail,
    dispatchCommunication,
    dispatchAnnouncement,
    domainEventDelivery.job,
    ...slackWorker.definitions,
    ...google.adminWorker.definitions,
    ...googleGroups.definitions,
  ] as JobDefinition<never>[];
  const queue: Queue = createQueue(deps.database, jobs, deps.logger, {
    leaseSeconds: deps.config.jobLeaseSeconds,
    ...deps.queueOptions,
  });
  const domainEvents = createPublisher({
    tenancy,
    queue,
    job: domainEventDelivery.job,
    ...(deps.onDomainEventCommitted && { onCommitted: deps.onDomainEventCommitted }),
  });
  const organizations = createOrganizationsService(db);
  const slack = createSlackService({
    tenancy,
    config: deps.config.slack,
    store: connectionStore,
    queue,
    jobs: slackWorker.jobs,
    domainEvents,
    linkBase: link,
  });
  const googleAdmin = createGoogleAdminService({
    tenancy,
    config: deps.config.google,
    store: connectionStore,
    queue,
    jobs: google.adminWorker.jobs,
    linkBase: link,
  });
  const offices = createOfficesService({ bind: tenancy.bind });
  const organizationSettings = createOrganizationSettings({
    bind: tenancy.bind,
    storage: deps.storage,
    offices,
    // groupBudgets is made below; this runs only when a request reads the record.
    money: async () => presentBudgetOrganization(await groupBudgets.organization()),
    okta: { sealer, allowHttp: !deps.config.production },
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
    domainEvents,
  });
  const events = createEventsService({
    bind: tenancy.bind,
    storage: deps.storage,
    clock: deps.clock,
    publicEventsOff: () => featureFlags.isOn('event-privacy-never-public'),
    domainEvents,
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
  const announcements = createAnnouncementsService({
    db,
    bind: tenancy.bind,
    clock: deps.clock,
    queue,
    dispatchJob: dispatchAnnouncement,
    slack,
    invitedChannels: createInvitedChannels({ bind: tenancy.bind }),
    collectionUrl: async (organizationId, collectionId) => {
      const organization = await organizations.findById(organizationId);
      return `${link(organization!)}/collections/${collectionId}/details`;
    },
  });
  const guests = createGuestsService({
    bind: tenancy.bind,
    clock: deps.clock,
    events,
    streamIn: tenancy.streamIn,
    copyCsvOut: tenancy.copyCsvOut,
    domainEvents,
  });
  const rsvp = createRsvpService({
    db,
    bind: tenancy.bind,
    savepoint: tenancy.savepoint,
    clock: deps.clock,
    events,
    mail,
    domainEvents,
  });
  const slackRsvp = createSlackRsvp({
    bind: tenancy.bind,
    currentOrganization: tenancy.currentOrganization,
    events,
    rsvp,
  });
  const contactListsOn = () => featureFlags.isOn('contact-lists');
  const contacts = createContactsService({ bind: tenancy.bind, contactListsOn });
  const contactLists = createContactListsService({ bind: tenancy.bind, enabled: contactListsOn });
  const groups = createGroupsService({
    bind: tenancy.bind,
    storage: deps.storage,
    clock: deps.clock,
    domainEvents,
    slack,
  });
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
      slack,
      mailFrom: deps.config.mailFrom,
      linkBase: link,
    }),
    events,
    featureFlags,
    organizations,
    slack,
    emailOf: async (organizationId, userId) => (await users.get(organizationId, userId)).email,
    asSystem: tenancy.asSystem,
  });
  const surveyTemplates = createSurveyTemplatesService({ bind: tenancy.bind, clock: deps.clock });
  const surveys = createSurveysService({
    bind: tenancy.bind,
    clock: deps.clock,
    events,
    communications,
    templates: surveyTemplates,
    streamIn: tenancy.streamIn,
  });
  subscribers.add(
    ...communicationsSubscribers(communications, link),
    ...surveysSubscribers(surveys),
    ...groupsSubscribers(groups),
    ...announcementsSubscribers(announcements),
  );
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
  const { sso, saml } = createSingleSignOn({
    db,
    clock: deps.clock,
    config: deps.config,
    link,
    organizations,
    users,
    inOrganization: tenancy.inOrganization,
    startSession: auth.startSession,
  });
  return {
    queue,
    tenancy,
    /** The publisher, one committed event's delivery now (what the delivery job does), and who listens. */
    domainEvents: { publish: domainEvents.publish, deliver: domainEventDelivery.deliver, subscribers },
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
      announcements,
      ai,
      guests,
      rsvp,
      contacts,
      contactLists,
      googleGroups,
      communications,
      surveys,
      surveyAnswers,
      surveyTemplates,
      budgets,
      analytics,
      groupBudgets,
      auth,
      sso,
      saml,
      slack,
      googleAdmin,
    },
  };
}

export type Services = ReturnType<typeof createServices>['services'];
