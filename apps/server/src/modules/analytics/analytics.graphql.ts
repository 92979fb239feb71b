import type { EventAnalyticsRecord } from '@huddle/domain/contracts/analytics';
import { idSchema } from '@huddle/domain/ids';
import { AppError } from '../../lib/errors.ts';
import { isZoneName } from '../../lib/time-zones.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { hostOrAdmin, on } from '../../plugins/route-matrix.ts';
import type { AnalyticsService } from './analytics.service.ts';

type R = EventAnalyticsRecord;
type Survey = NonNullable<R['postEventSurvey']>;

const eventIdOf = (value: string | number) => {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new AppError('not_found', 'This event does not exist.');
  return parsed.data;
};

/**
 * Spec guest-engagement §7: eventAnalytics (id, timeZone). The "core", "upcoming" and "past" queries of the spec are
 * selections of this one field. Days and hours group in the zone the argument names, else in the event's own; the
 * record's timeZone says which (ADR 25).
 */
export function analyticsGraphql(analytics: AnalyticsService) {
  return (builder: Builder) => {
    const ints = <K extends string>(name: string, keys: readonly K[]) =>
      builder.objectRef<Record<K, number>>(name).implement({
        fields: (t) => Object.fromEntries(keys.map((k) => [k, t.int({ resolve: (c) => c[k] })])) as never,
      });
    const floats = <K extends string>(name: string, keys: readonly K[]) =>
      builder.objectRef<Record<K, number>>(name).implement({
        fields: (t) => Object.fromEntries(keys.map((k) => [k, t.float({ resolve: (c) => c[k] })])) as never,
      });
    const StatusCounts = ints('AnalyticsStatusCounts', ['rsvp', 'maybeAttending', 'notAttending', 'notResponded']);
    const AttendedCounts = ints('AnalyticsAttendedCounts', ['yes', 'no']);
    const Budget = ints('AnalyticsBudget', ['actualSpendCents', 'amountCents']);
    const NpsCounts = ints('NpsResponseCounts', ['promoter', 'passive', 'detractor', 'total']);
    const NpsRates = floats('NpsResponseRates', ['promoter', 'passive', 'detractor']);
    const BySource = builder.objectRef<R['rsvpSubmissionsGroupedBySource'][number]>('RsvpSourceCount').implement({
      fields: (t) => ({ source: t.exposeString('source'), count: t.exposeInt('count') }),
    });
    const ByTime = builder.objectRef<R['rsvpSubmissionsGroupedByDayAndTime'][number]>('RsvpDayTimeCount').implement({
      fields: (t) => ({ date: t.exposeString('date'), hour: t.exposeInt('hour'), count: t.exposeInt('count') }),
    });
    const Word = builder.objectRef<Survey['feedbackWordCloud'][number]>('FeedbackWord').implement({
      fields: (t) => ({ text: t.exposeString('text'), value: t.exposeInt('value') }),
    });
    const PostSurvey = builder.objectRef<Survey>('AnalyticsPostEventSurvey').implement({
      fields: (t) => ({
        id: t.exposeID('id'),
        feedbackState: t.exposeString('feedbackState'),
        feedbackWordCloud: t.field({ type: [Word], resolve: (s) => s.feedbackWordCloud }),
      }),
    });
    const ByContent = builder.objectRef<R['npsGroupedByContent'][number]>('NpsByContent').implement({
      fields: (t) => ({
        content: t.exposeString('content'),
        nps: t.int({ nullable: true, resolve: (c) => c.nps }),
        counts: t.field({ type: NpsCounts, resolve: (c) => c.counts }),
      }),
    });
    const EventAnalytics = builder.objectRef<R>('EventAnalytics').implement({
      fields: (t) => ({
        id: t.exposeID('id'),
        name: t.exposeString('name'),
        start: t.exposeString('start'),
        ends: t.exposeString('ends'),
        timeZone: t.exposeString('timeZone'),
        past: t.exposeBoolean('past'),
        daysUntilEvent: t.int({ nullable: true, resolve: (a) => a.daysUntilEvent }),
        hoursUntilEvent: t.int({ nullable: true, resolve: (a) => a.hoursUntilEvent }),
        inviteesCount: t.exposeInt('inviteesCount'),
        statusCounts: t.field({ type: StatusCounts, resolve: (a) => a.statusCounts }),
        attendedCounts: t.field({ type: AttendedCounts, resolve: (a) => a.attendedCounts }),
        budget: t.field({ type: Budget, nullable: true, resolve: (a) => a.budget }),
        nps: t.int({ nullable: true, resolve: (a) => a.nps }),
        npsResponseCounts: t.field({ type: NpsCounts, resolve: (a) => a.npsResponseCounts }),
        npsResponseRates: t.field({ type: NpsRates, resolve: (a) => a.npsResponseRates }),
        totalUniquePostSurveyResponders: t.exposeInt('totalUniquePostSurveyResponders'),
        rsvpSubmissionsGroupedBySource: t.field({ type: [BySource], resolve: (a) => a.rsvpSubmissionsGroupedBySource }),
        rsvpSubmissionsGroupedByDayAndTime: t.field({
          type: [ByTime],
          resolve: (a) => a.rsvpSubmissionsGroupedByDayAndTime,
        }),
        postEventSurvey: t.field({ type: PostSurvey, nullable: true, resolve: (a) => a.postEventSurvey }),
        npsGroupedByContent: t.field({ type: [ByContent], resolve: (a) => a.npsGroupedByContent }),
      }),
    });

    builder.queryField('eventAnalytics', (t) =>
      t.field({
        type: EventAnalytics,
        extensions: { matrix: on(hostOrAdmin, { args: { id: ':event' } }) },
        args: { id: t.arg.id({ required: true }), timeZone: t.arg.string() },
        resolve: (_root, args, { actor }) => {
          if (args.timeZone != null && !isZoneName(args.timeZone)) {
            throw new AppError('validation', `Unknown time zone ${args.timeZone.slice(0, 64)}`);
          }
          return analytics.eventAnalytics(actor, eventIdOf(args.id), args.timeZone ?? null);
        },
      }),
    );
  };
}
