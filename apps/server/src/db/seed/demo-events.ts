import sharp from 'sharp';
import type { Executor } from '../client.ts';
import { eventGroups, eventHosts, eventOffices, eventResources, events } from '../schema/events.ts';

const DAY = 24 * 3600 * 1000;
const NEW_YORK_OFFSET_HOURS = 5;

type Spec = {
  name: string;
  day: number;
  hour: number;
  hours: number;
  type: number;
  location?: string;
  meeting?: string;
  privacy?: 'open' | 'organization' | 'invite_only';
  draft?: boolean;
  group?: number;
  office?: number;
  resources?: [string, string][];
  ongoing?: boolean;
  description: string;
};

const S = (
  name: string,
  day: number,
  hour: number,
  hours: number,
  type: number,
  extra: Partial<Spec> & { description: string },
): Spec => ({
  name,
  day,
  hour,
  hours,
  type,
  ...extra,
});

/** 32 events across upcoming (one under way), past and drafts (days relative to today). Types index DEFAULT_EVENT_TYPES. */
const EVENTS: Spec[] = [
  S('Quarterly all-hands', 2, 16, 1, 1, {
    location: 'Main auditorium',
    meeting: 'https://meet.example.com/all-hands',
    description: 'Company results, roadmap and a long Q&A with the leadership team.',
    resources: [['Agenda', 'docs.example.com/all-hands-agenda']],
  }),
  S('Intro to TypeScript workshop', 3, 10, 3, 0, {
    location: 'Room 4.01',
    description: 'Hands-on: types, generics and strict mode. Bring a laptop.',
    resources: [
      ['Setup guide', 'docs.example.com/ts-setup'],
      ['Slides', 'slides.example.com/ts'],
    ],
    office: 0,
  }),
  S('Lunch & learn: negotiation', 4, 12, 1, 2, {
    meeting: 'https://meet.example.com/negotiation',
    description: 'A practical session on salary and vendor negotiation.',
  }),
  S('Women in Tech mentoring circle', 5, 17, 2, 1, {
    location: 'Lounge, 3rd floor',
    group: 0,
    description: 'Monthly mentoring circle. New mentees welcome.',
  }),
  S('Volunteering at the food bank', 6, 9, 4, 5, {
    location: 'City Food Bank, 12 Harbour St',
    description: 'Sorting and packing food parcels. Wear closed shoes.',
    office: 1,
  }),
  S('Guest speaker: the future of work', 7, 15, 1, 3, {
    location: 'Main auditorium',
    meeting: 'https://meet.example.com/future-of-work',
    description: 'An economist on remote work, AI and what comes next.',
  }),
  S('Yoga before work', 8, 8, 1, 6, {
    location: 'Wellness room',
    description: 'Gentle flow for all levels. Mats provided.',
    office: 0,
  }),
  S('Pride Alliance book swap', 9, 18, 2, 1, {
    location: 'Library corner',
    group: 2,
    description: 'Bring a book, take a book. Snacks included.',
  }),
  // Under way whenever the demo is seeded (started two hours before, ends three days after): the attendance card
  // and the guest list's attendance controls have an event to show.
  S('Winter hackathon', 0, 0, 74, 0, {
    ongoing: true,
    location: 'Innovation lab',
    meeting: 'https://meet.example.com/hackathon',
    description: 'Three days of building whatever you like. Demos on the last afternoon.',
  }),
  S('Design critique', 10, 14, 1, 0, {
    meeting: 'https://meet.example.com/design-crit',
    description: 'Share work in progress and get kind, useful feedback.',
  }),
  S('Board games night', 11, 18, 3, 1, {
    location: 'Kitchen',
    group: 4,
    description: 'Strategy games, party games and pizza.',
    office: 2,
  }),
  S('Watercolour for beginners', 13, 17, 2, 4, {
    location: 'Studio B',
    description: 'All materials provided; no experience needed.',
  }),
  S('Leadership offsite (invite only)', 15, 9, 8, 2, {
    location: 'Lakeside Lodge',
    privacy: 'invite_only',
    description: 'Strategy day for the leadership team.',
  }),
  S('Mental health first aid', 17, 10, 3, 6, {
    location: 'Room 2.10',
    description: 'Certified course: recognise and respond to mental health issues.',
    resources: [['Course outline', 'mhfa.example.com/outline']],
  }),
  S('Hackathon kickoff', 20, 9, 2, 0, {
    location: 'Main auditorium',
    meeting: 'https://meet.example.com/hackathon',
    description: 'Pitch ideas, form teams, and start building.',
    privacy: 'organization',
  }),
  S('Run Club 10k', 24, 7, 2, 6, {
    location: 'Riverside park gate',
    group: 3,
    description: 'A relaxed 10k along the river, all paces.',
  }),
  S('Holiday party', 30, 19, 4, 1, {
    location: 'Rooftop terrace',
    description: 'Food, music and the famous photo booth.',
  }),
  S('Public speaking practice', 36, 12, 1, 2, {
    location: 'Room 1.05',
    group: 6,
    description: 'Five-minute talks with friendly feedback.',
  }),
  S('Kickoff retrospective', -2, 15, 1, 0, {
    meeting: 'https://meet.example.com/retro',
    description: 'What went well, what did not, what we change.',
  }),
  S('Beach clean-up', -5, 9, 3, 5, {
    location: 'North Beach car park',
    description: 'Gloves and bags provided.',
    office: 1,
  }),
  S('Speaker series: climate tech', -8, 16, 1, 3, {
    location: 'Main auditorium',
    description: 'Founders on building climate companies.',
  }),
  S('Pottery evening', -12, 18, 2, 4, {
    location: 'Clay Studio, 4 Mill Lane',
    description: 'Hand-building with clay; pieces fired for you.',
  }),
  S('Black Employees Network mixer', -15, 17, 2, 1, {
    location: 'Lounge, 3rd floor',
    group: 1,
    description: 'Meet colleagues across teams.',
  }),
  S('Excel power tips', -20, 12, 1, 2, {
    meeting: 'https://meet.example.com/excel',
    description: 'Pivot tables, XLOOKUP and shortcuts.',
  }),
  S('Meditation hour', -26, 8, 1, 6, {
    location: 'Wellness room',
    description: 'Guided meditation, beginners welcome.',
  }),
  S('Summer picnic', -45, 12, 4, 1, {
    location: 'Central Park, east lawn',
    description: 'Games, food trucks and sunshine.',
  }),
  S('Security awareness training', -60, 10, 2, 2, {
    meeting: 'https://meet.example.com/security',
    description: 'Phishing, passwords and safe travel.',
  }),
  S('Draft: cooking class', 40, 18, 2, 1, {
    location: 'Test kitchen',
    draft: true,
    description: 'Knife skills and a three-course menu.',
  }),
  S('Draft: charity run', 50, 8, 3, 5, {
    location: 'Stadium',
    draft: true,
    description: 'Sponsored 5k for the children’s hospital.',
  }),
  S('Draft: AI ethics panel', 45, 15, 1, 3, {
    meeting: 'https://meet.example.com/ai-ethics',
    draft: true,
    description: 'Researchers and product leaders discuss responsible AI.',
  }),
  S('Draft: jazz night', 33, 19, 3, 4, {
    location: 'Blue Note room',
    draft: true,
    description: 'Live trio and open mic.',
  }),
  S('Draft: onboarding bootcamp', 28, 9, 6, 2, {
    location: 'Room 4.01',
    draft: true,
    description: 'Two days of onboarding for new joiners.',
  }),
];

const PALETTE = [
  ['#4f46e5', '#06b6d4'],
  ['#db2777', '#f59e0b'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#ec4899'],
  ['#0ea5e9', '#22c55e'],
  ['#ea580c', '#facc15'],
] as const;

/** Simple gradient banners (16:9) so the demo looks like real events without shipping image files. */
export async function demoBanners(put: (data: Buffer) => Promise<string>) {
  const keys: string[] = [];
  for (const [from, to] of PALETTE) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1300" cy="200" r="260" fill="#ffffff" fill-opacity="0.12"/><circle cx="250" cy="760" r="340" fill="#ffffff" fill-opacity="0.08"/></svg>`;
    keys.push(await put(await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()));
  }
  return keys;
}

/** Demo events for one organization: hosts are the organizer and admin, in turns. */
export async function seedDemoEvents(
  tx: Executor,
  input: {
    organizationId: number;
    now: Date;
    hostIds: number[];
    officeIds: number[];
    groupIds: number[];
    eventTypeIds: number[];
    banners: string[];
    limit?: number;
  },
) {
  const { organizationId } = input;
  const seeded: { id: number; name: string; startAt: Date; endsAt: Date; privacy: string; published: boolean }[] = [];
  const today = new Date(input.now);
  today.setUTCHours(0, 0, 0, 0);
  for (const [i, spec] of EVENTS.slice(0, input.limit ?? EVENTS.length).entries()) {
    // Hours are New York wall-clock times (UTC-5 in winter; close enough for demo data in summer too).
    const start = spec.ongoing
      ? new Date(input.now.getTime() - 2 * 3600 * 1000)
      : new Date(today.getTime() + spec.day * DAY + (spec.hour + NEW_YORK_OFFSET_HOURS) * 3600 * 1000);
    const description = `<p>${spec.description}</p>`;
    const [row] = await tx
      .insert(events)
      .values({
        organizationId,
        name: spec.name.replace(/^Draft: /, ''),
        description,
        safeDescription: description,
        startAt: start,
        endsAt: new Date(start.getTime() + spec.hours * 3600 * 1000),
        timezone: 'America/New_York',
        location: spec.location ?? '',
        privacy: spec.privacy ?? 'open',
        published: !spec.draft,
        publishedAt: spec.draft ? null : new Date(input.now.getTime() - 30 * DAY),
        coverImageKey: input.banners.length > 0 && i % 5 !== 4 ? input.banners[i % input.banners.length]! : null,
        eventTypeId: input.eventTypeIds[spec.type] ?? null,
        meetingService: spec.meeting ? 'unknown' : null,
        meetingLink: spec.meeting ?? null,
        createdById: input.hostIds[0] ?? null,
      })
      .returning({
        id: events.id,
        name: events.name,
        startAt: events.startAt,
        endsAt: events.endsAt,
        privacy: events.privacy,
        published: events.published,
      });
    seeded.push(row!);
    const eventId = row!.id;
    const hosts = i % 3 === 0 ? input.hostIds : [input.hostIds[i % input.hostIds.length]!];
    await tx.insert(eventHosts).values(hosts.map((userId) => ({ organizationId, eventId, userId })));
    if (spec.group !== undefined && input.groupIds[spec.group]) {
      await tx.insert(eventGroups).values({ organizationId, eventId, groupId: input.groupIds[spec.group]! });
    }
    if (spec.office !== undefined && input.officeIds[spec.office]) {
      await tx.insert(eventOffices).values({ organizationId, eventId, officeId: input.officeIds[spec.office]! });
    }
    if (spec.resources) {
      await tx.insert(eventResources).values(
        spec.resources.map(([title, link], position) => ({
          organizationId,
          eventId,
          title,
          link: `https://${link}`,
          position,
        })),
      );
    }
  }
  return seeded;
}
