/** A unique index refused the row (pg and PGlite both report SQLSTATE 23505, sometimes wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: string } | null)?.code === '23505';
}
