/** True for PostgreSQL's unique violation (23505), from pg or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object";) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
