/** True when the error (or a cause drizzle wrapped it in) is PostgreSQL's 23505 on the named index. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === index || String(message).includes(index))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
