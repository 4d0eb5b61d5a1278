// The customer's side of the phone check over HTTP, as the browser does it:
// the link's token from the booking mail, the IMEI, a screen code, two photos.
import { expect } from 'vitest';
import { asUpload, photoPair } from '../evaluations.ts';
import { type Api, call, type Database, eventually } from './cluster.ts';
import { imei } from './workload.ts';

/** The secrets a mail carried (masked in the back office): what the customer reads in their inbox. */
export async function secretsMailedTo(db: Database, email: string, template: string) {
  const rows = await eventually(
    async () => {
      const found = await db.query<{ masked_values: string[] }>(
        'select masked_values from mail_outbox where to_address = $1 and template = $2 order by id desc',
        [email, template],
      );
      return found.length > 0 ? found : null;
    },
    15_000,
    `a ${template} mail to ${email}`,
  );
  return rows[0]!.masked_values;
}

/**
 * Saves the phone's IMEI and asks a screen code on `issuer`, then sends the photos showing it to
 * `sender` (the same API or another). Answers the send and what a second send would repeat.
 */
export async function sendPhoneCheck(
  db: Database,
  policy: { id: number; holder: { email: string } },
  apis: { issuer: Api; sender: Api },
  imeiSerial: number,
) {
  // A phone's booking mail carries one link, the phone check's (its payment link comes after the check).
  const [token] = await secretsMailedTo(db, policy.holder.email, 'booking');
  const [risk] = await db.query<{ id: number }>('select id from policy_risks where policy_id = $1', [
    policy.id,
  ]);
  const base = `/api/policies/${policy.id}/risk/${risk!.id}`;
  const saved = await call(apis.sender.baseUrl, 'PUT', `${base}/imei?token=${token}`, {
    body: { imei: imei(imeiSerial), source: 'manual' },
  });
  expect(saved.status).toBe(200);
  const issued = await call(apis.issuer.baseUrl, 'POST', `${base}/evaluation-code?token=${token}`);
  expect(issued.status).toBe(201);
  const { front, back } = await photoPair(issued.json.code);
  const body = {
    risk_id: risk!.id,
    screen_code: issued.json.code,
    device_type: 'android',
    photos: { front: asUpload(front), back: asUpload(back) },
  };
  const url = `/api/policies/${policy.id}/evaluations?token=${token}`;
  const sent = await call(apis.sender.baseUrl, 'POST', url, { body });
  return { sent, resend: (api: Api) => call(api.baseUrl, 'POST', url, { body }) };
}
