import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { SepaCreditor } from './pain008-writer.ts';

export const DEFAULT_REPRESENT_DAYS = 5;

/** The creditor of the SEPA files, from settings; refuses with the list of what is missing. */
export async function readSepaCreditor(db: Executor): Promise<SepaCreditor> {
  const settings = await readSettings(db, false);
  const creditor = {
    name: settings.sepa_creditor_name,
    creditorId: settings.sepa_creditor_id,
    iban: settings.sepa_creditor_iban,
    bic: settings.sepa_creditor_bic,
  };
  const missing = Object.entries({
    sepa_creditor_name: creditor.name,
    sepa_creditor_id: creditor.creditorId,
    sepa_creditor_iban: creditor.iban,
    sepa_creditor_bic: creditor.bic,
  })
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) throw new AppError('SEPA_NOT_CONFIGURED', { params: { missing } });
  return creditor as SepaCreditor;
}

export async function readRepresentDays(db: Executor): Promise<number> {
  return (await readSettings(db, false)).sepa_represent_days ?? DEFAULT_REPRESENT_DAYS;
}
