import type { Settings } from '@amparo/contract';
import { formatSpanishPhone } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { readSettings } from '../settings/read-settings.ts';

/** The line the seed writes, for a database whose setting was removed. */
const SEEDED_PHONE = '900000000';

/** The customer service line as the documents print it ('900 000 000'), from the settings. */
export const serviceLine = (settings: Pick<Settings, 'customer_service_phone'>): string =>
  formatSpanishPhone(settings.customer_service_phone ?? SEEDED_PHONE);

/** The same, read from the database. */
export const customerServicePhone = async (db: Executor): Promise<string> =>
  serviceLine(await readSettings(db, true));
