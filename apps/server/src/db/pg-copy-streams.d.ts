// The part of pg-copy-streams (which ships no types) that db/copy-out.ts uses.
declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';
  import type { Submittable } from 'pg';

  /** `COPY … TO STDOUT` as a query for pg's `client.query`: a stream of the COPY's data. */
  export function to(text: string): Readable & Submittable;
}
