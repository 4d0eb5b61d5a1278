/**
 * The first name of a holder's complete name, for a greeting ("Hola, María"): the first word, or the
 * whole name when it has no space. Extra spaces around or between words are ignored.
 */
export function firstNameOf(completeName: string): string {
  const trimmed = completeName.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}
