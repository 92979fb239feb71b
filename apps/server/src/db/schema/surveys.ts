import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { invitees } from './guests.ts';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** The pre-event and post-event survey of an event (spec guest-engagement §3 "Survey"): at most one of each. */
export const surveys = pgTable(
  'surveys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    eventId: integer().notNull(),
    style: text({ enum: ['pre', 'post'] }).notNull(),
    enabled: boolean().notNull().default(true),
    description: text().notNull().default(''),
    /** display_responders off: nobody reading the results learns who answered (spec §6). */
    isAnonymous: boolean().notNull().default(false),
    /** Post only: how long after the event's end it is sent ('2.hours'); 0 = right after. */
    delayAmount: integer().notNull().default(0),
    delayUnit: text({ enum: ['minute', 'hour', 'day'] })
      .notNull()
      .default('hour'),
    /** The template it was made from (migration 0021: a composite key, SET NULL when the template goes). */
    surveyTemplateId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_org_event_style_key').on(t.organizationId, t.eventId, t.style),
    index('surveys_event_idx').on(t.eventId),
    index('surveys_org_template_idx').on(t.organizationId, t.surveyTemplateId),
    tenantKey('surveys', t),
    tenantReference('surveys_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    // The template a survey was made from, of the same organization; deleting the template keeps the survey.
    tenantReference(
      'surveys_survey_template_id_fk',
      [t.organizationId, t.surveyTemplateId],
      surveyTemplates,
      'set null',
    ),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    surveyId: integer().notNull(),
    position: integer().notNull().default(0),
    title: text().notNull(),
    questionType: text({ enum: ['nps', 'short', 'single_select', 'multi_select'] }).notNull(),
    required: boolean().notNull().default(false),
  },
  (t) => [
    index('survey_questions_org_survey_idx').on(t.organizationId, t.surveyId, t.position),
    index('survey_questions_survey_idx').on(t.surveyId),
    tenantKey('survey_questions', t),
    tenantReference('survey_questions_survey_id_fk', [t.organizationId, t.surveyId], surveys, 'cascade'),
  ],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    surveyQuestionId: integer().notNull(),
    position: integer().notNull().default(0),
    text: text().notNull(),
  },
  (t) => [
    index('survey_options_org_question_idx').on(t.organizationId, t.surveyQuestionId, t.position),
    index('survey_options_question_idx').on(t.surveyQuestionId),
    tenantKey('survey_options', t),
    tenantReference(
      'survey_options_question_id_fk',
      [t.organizationId, t.surveyQuestionId],
      surveyQuestions,
      'cascade',
    ),
  ],
);

/**
 * One guest's answers to one survey: one per guest (the unique key). The guest is kept even for an anonymous survey,
 * so a guest answers once; the presenters and exports of an anonymous survey never show it (ADR 19).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    surveyId: integer().notNull(),
    inviteeId: integer().notNull(),
    userId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_org_survey_invitee_key').on(t.organizationId, t.surveyId, t.inviteeId),
    index('survey_responses_survey_idx').on(t.surveyId),
    index('survey_responses_invitee_idx').on(t.inviteeId),
    index('survey_responses_user_idx').on(t.userId),
    tenantKey('survey_responses', t),
    tenantReference('survey_responses_survey_id_fk', [t.organizationId, t.surveyId], surveys, 'cascade'),
    tenantReference('survey_responses_invitee_id_fk', [t.organizationId, t.inviteeId], invitees, 'cascade'),
    tenantReference('survey_responses_user_id_fk', [t.organizationId, t.userId], users, 'set null'),
  ],
);

/** An answer: an NPS value, a short text, or one chosen option (a multiple choice has a row per option). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    surveyResponseId: integer().notNull(),
    surveyQuestionId: integer().notNull(),
    surveyOptionId: integer(),
    value: integer(),
    text: text(),
  },
  (t) => [
    index('survey_answers_org_response_idx').on(t.organizationId, t.surveyResponseId),
    index('survey_answers_org_question_idx').on(t.organizationId, t.surveyQuestionId),
    index('survey_answers_response_idx').on(t.surveyResponseId),
    index('survey_answers_question_idx').on(t.surveyQuestionId),
    index('survey_answers_option_idx').on(t.surveyOptionId),
    tenantKey('survey_answers', t),
    tenantReference(
      'survey_answers_response_id_fk',
      [t.organizationId, t.surveyResponseId],
      surveyResponses,
      'cascade',
    ),
    tenantReference(
      'survey_answers_question_id_fk',
      [t.organizationId, t.surveyQuestionId],
      surveyQuestions,
      'cascade',
    ),
    tenantReference('survey_answers_option_id_fk', [t.organizationId, t.surveyOptionId], surveyOptions, 'cascade'),
  ],
);

/** A template question as stored (ADR 19: one JSON column; a template is read and copied whole, never answered). */
export interface TemplateQuestion {
  title: string;
  question_type: 'nps' | 'short' | 'single_select' | 'multi_select';
  required: boolean;
  position: number;
  survey_options: { text: string; position: number }[];
}

/** Survey templates (spec §3 "Survey template"): private to their creator or shared with the organizers. */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    name: text().notNull(),
    privacy: text({ enum: ['private', 'shared'] })
      .notNull()
      .default('private'),
    style: text({ enum: ['pre', 'post'] }).notNull(),
    creatorId: integer(),
    questions: jsonb().$type<TemplateQuestion[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_templates_org_created_idx').on(t.organizationId, t.createdAt),
    index('survey_templates_org_creator_idx').on(t.organizationId, t.creatorId),
    index('survey_templates_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('survey_templates_creator_idx').on(t.creatorId),
    tenantKey('survey_templates', t),
    tenantReference('survey_templates_creator_id_fk', [t.organizationId, t.creatorId], users, 'set null'),
  ],
);
