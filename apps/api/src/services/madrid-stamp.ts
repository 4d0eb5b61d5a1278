import { madridWallClock } from '@amparo/domain';

/** 'YYYY-MM-DD' as '23/11/2026'. */
export const spanishDate = (iso: string) => iso.split('-').reverse().join('/');
const pad = (n: number) => String(n).padStart(2, '0');

/** '23/11/2026 a las 09:41', Madrid time, as the mails write an instant. */
export function madridStamp(instant: Date): string {
  const wall = madridWallClock(instant);
  return `${spanishDate(wall.date)} a las ${pad(wall.hour)}:${pad(wall.minute)}`;
}
