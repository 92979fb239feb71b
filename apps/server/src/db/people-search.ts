import { ilike, or, sql, Subquery, type SQL } from 'drizzle-orm';
import { users } from './schema/users.ts';

/**
 * A people list with a search (`pattern` from likePattern) reads from one of two FROM items, both named "users" so
 * that every condition, column and order written against `users` applies unchanged.
 *
 * Under row-level security PostgreSQL checks `ilike` row by row after the policy (it is not leakproof), so a search of
 * the table cannot use the trigram indexes: it walks the list's order and tests each person. Migration 0018's
 * huddle_matching_users finds the matching rows through the indexes instead, as huddle_system within the scope's
 * organization exactly as the policy. The count always reads the function (5,000 matches among 100,000 people:
 * 2.8 ms, against 58 ms under the policy). A page walks the order when matches are common, so it meets its rows
 * early (it reads about (offset + limit) × people / matches rows, and stops), and reads the function when they are
 * few (it then sorts only the matches): the choice PostgreSQL would make from its statistics if it could use them.
 */
export const peopleFrom = (pattern: string | null) =>
  pattern === null
    ? users
    : // A subquery named "users" (drizzle checks the columns' table by that name); PostgreSQL flattens it.
      (new Subquery(sql`select * from huddle_matching_users(${pattern})`, {}, 'users') as Subquery<
        'users',
        Record<string, never>
      >);

/** Matches per row a page needs, above which walking the order beats sorting every match. */
const WALK_RATIO = 40;

/** Where a page of a people list reads its rows, knowing how many people match (the count, read first). */
export function peoplePage(pattern: string | null, matches: number, end: number) {
  if (pattern === null || matches < WALK_RATIO * end) return { from: peopleFrom(pattern), match: undefined };
  return { from: users, match: personMatches(pattern) };
}

const personMatches = (pattern: string): SQL =>
  or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))!;
