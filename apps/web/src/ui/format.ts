// Dates shown in Spanish format and Madrid time, whatever the device's zone:
// a receipt dated 1 March must not read 28 February on a phone abroad.
const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
});

const dateTimeSecondsFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Madrid',
});

function parse(value: string): Date | null {
  // A bare YYYY-MM-DD is a calendar date: read it at midday so no zone shifts the day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '01/03/2026'; the raw text when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

/** '01/03/2026, 09:30'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

/** '01/03/2026, 09:30:12': for evidence, where the seconds matter (code sent, confirmed, signed). */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date ? dateTimeSecondsFormat.format(date) : value;
}
