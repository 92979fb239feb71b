import type { Executor } from '../client.ts';
import { groupMemberships, groupOffices, groups } from '../schema/groups.ts';
import { invitationMappings } from '../schema/users.ts';

const GROUPS = [
  {
    name: 'Women in Tech',
    type: 'Employee Resource Group (ERG)',
    description: 'A community for women and allies in technology: mentoring circles, talks and a monthly lunch.',
    members: 14,
    offices: [0, 1],
  },
  {
    name: 'Black Employees Network',
    type: 'Employee Resource Group (ERG)',
    description: 'Connecting Black colleagues and allies through career development, culture and community events.',
    members: 10,
    offices: [],
  },
  {
    name: 'Pride Alliance',
    type: 'Employee Resource Group (ERG)',
    description: 'LGBTQIA+ employees and allies building an inclusive workplace. Everyone is welcome.',
    members: 12,
    offices: [],
  },
  {
    name: 'Run Club',
    type: 'Social',
    description: 'Easy 5k runs on Tuesday mornings and a team for the city half marathon.',
    members: 8,
    offices: [0],
    canOrganizersEdit: true,
  },
  {
    name: 'Board Games Night',
    type: 'Social',
    description: 'Thursday evenings in the kitchen: strategy games, party games and pizza.',
    members: 9,
    offices: [2],
  },
  {
    name: 'Book Club',
    type: 'Social',
    description: 'One book a month, voted by the members. Private so spoilers stay among readers.',
    members: 6,
    offices: [],
    private: true,
    userIsMember: true,
  },
  {
    name: 'Public Speaking Circle',
    type: 'Professional Development',
    description: 'Practise talks in a friendly room and get feedback. Toastmasters style, less formal.',
    members: 7,
    offices: [1],
    externalLink: 'https://www.toastmasters.org',
  },
  {
    name: 'Data Science Guild',
    type: 'Professional Development',
    description: 'Paper readings, notebooks show-and-tell and office hours for anyone working with data.',
    members: 8,
    offices: [],
    private: true,
  },
] as const;

/**
 * Demo groups (ERGs, social, professional development) with admins and members, and two pending invitations.
 * `people` is [admin, organizer, user, ...employees]; deactivated employees are never members.
 */
export async function seedDemoGroups(
  tx: Executor,
  input: {
    organizationId: number;
    domain: string;
    people: { id: number; status: string }[];
    officeIds: number[];
    groupTypes: { id: number; name: string }[];
  },
) {
  const { organizationId } = input;
  const [admin, organizer, user, ...employees] = input.people;
  const active = employees.filter((p) => p.status === 'active');
  const typeId = (name: string) => input.groupTypes.find((t) => t.name === name)?.id ?? null;
  const groupIds: number[] = [];
  for (const [index, spec] of GROUPS.entries()) {
    const [group] = await tx
      .insert(groups)
      .values({
        organizationId,
        name: spec.name,
        description: spec.description,
        safeDescription: `<p>${spec.description}</p>`,
        groupTypeId: typeId(spec.type),
        private: 'private' in spec ? spec.private : false,
        canOrganizersEdit: 'canOrganizersEdit' in spec ? spec.canOrganizersEdit : false,
        externalLink: 'externalLink' in spec ? spec.externalLink : null,
        organizerId: organizer!.id,
      })
      .returning({ id: groups.id });
    const groupId = group!.id;
    groupIds.push(groupId);
    // Rotate through the employees so each group has different people; the organizer admins most groups.
    const members = Array.from({ length: spec.members }, (_, i) => active[(index * 5 + i) % active.length]!.id);
    const groupAdmin = index % 3 === 2 ? members[0]! : organizer!.id;
    const rows = new Map<number, 'admin' | 'member'>([[groupAdmin, 'admin']]);
    for (const id of members) if (!rows.has(id)) rows.set(id, 'member');
    if ('userIsMember' in spec || index === 0) rows.set(user!.id, rows.get(user!.id) ?? 'member');
    if (index === 1) rows.set(admin!.id, 'member');
    await tx
      .insert(groupMemberships)
      .values([...rows].map(([userId, role]) => ({ organizationId, groupId, userId, role })));
    if (spec.offices.length > 0) {
      await tx
        .insert(groupOffices)
        .values(spec.offices.map((i) => ({ organizationId, groupId, officeId: input.officeIds[i]! })));
    }
  }
  await tx.insert(invitationMappings).values([
    {
      organizationId,
      invitedUserEmail: `new.hire@${input.domain}`,
      invitedUserName: 'Nina Newhire',
      roleProposed: 'user',
      invitedById: admin!.id,
      sentAt: new Date(),
    },
    {
      organizationId,
      invitedUserEmail: `events.lead@${input.domain}`,
      invitedUserName: 'Eli Eventslead',
      roleProposed: 'organizer',
      invitedById: admin!.id,
      sentAt: new Date(),
    },
  ]);
  return groupIds;
}
