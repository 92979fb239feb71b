// The schema object drizzle needs for typed queries; modules import the tables from their own files.
export * from './organizations.ts';
export * from './users.ts';
export * from './mail.ts';
export * from './groups.ts';
export * from './collections.ts';
export * from './events.ts';
export * from './guests.ts';
export * from './communications.ts';
export * from './surveys.ts';
export * from './budgets.ts';
export * from './ai.ts';
export * from './domain-events.ts';
export * from './integrations.ts';
export * from './slack.ts';
