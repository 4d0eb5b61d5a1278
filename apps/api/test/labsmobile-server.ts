import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for LabsMobile's JSON API (POST /json/send), the one part of it Amparo calls,
// speaking its protocol: HTTP Basic with the account's user and token, a JSON body with `message`,
// `tpoa`, `recipient: [{msisdn}]`, `subid`, `ucs2` and `long`, and a JSON answer whose `code` is
// "0" when accepted (with the `subid`) or another code with its reason. It checks what the real
// service checks before accepting, so a malformed call fails here as it would there.

export type ReceivedSms = {
  msisdn: string;
  message: string;
  tpoa: string | undefined;
  subid: string | undefined;
  ucs2: boolean;
  long: boolean;
};

export type LocalLabsMobile = {
  url: string;
  /** What was accepted, in order. */
  received: ReceivedSms[];
  /** The next answers, used up one per call (an outage, no credit), before accepting again. */
  failNext(...answers: { status?: number; code: string; message: string }[]): void;
  /** The environment that points the API at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export const LABSMOBILE_TEST_USER = 'siniestros@amparo.test';
export const LABSMOBILE_TEST_TOKEN = 'token-de-prueba';

type Body = {
  message?: unknown;
  tpoa?: unknown;
  recipient?: unknown;
  subid?: unknown;
  ucs2?: unknown;
  long?: unknown;
};

function refusal(body: Body): { code: string; message: string } | null {
  if (typeof body.message !== 'string' || body.message.length === 0)
    return { code: '21', message: 'The message element cannot be empty.' };
  const recipients = Array.isArray(body.recipient) ? body.recipient : [];
  if (recipients.length === 0) return { code: '23', message: 'There are no recipients.' };
  for (const r of recipients as { msisdn?: unknown }[])
    if (typeof r.msisdn !== 'string' || !/^\d{8,15}$/.test(r.msisdn))
      return { code: '27', message: 'The message contains an invalid msisdn.' };
  if (body.tpoa !== undefined && (typeof body.tpoa !== 'string' || !/^[A-Za-z0-9]{1,11}$/.test(body.tpoa)))
    return { code: '28', message: 'The sender (tpoa) is not valid.' };
  const max = body.ucs2 ? (body.long ? 500 : 70) : body.long ? 459 : 160;
  if (body.message.length > max) return { code: '29', message: 'The message is too long.' };
  if (typeof body.subid === 'string' && body.subid.length > 20)
    return { code: '32', message: 'The subid is too long.' };
  return null;
}

export async function startLocalLabsMobile(): Promise<LocalLabsMobile> {
  const received: ReceivedSms[] = [];
  const failures: { status?: number; code: string; message: string }[] = [];
  const expected = `Basic ${Buffer.from(`${LABSMOBILE_TEST_USER}:${LABSMOBILE_TEST_TOKEN}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/json/send')
        return answer(404, { code: '404', message: 'Not found' });
      if (req.headers.authorization !== expected)
        return answer(401, { code: '403', message: 'Unauthorized' });
      const failure = failures.shift();
      if (failure) return answer(failure.status ?? 200, { code: failure.code, message: failure.message });
      let body: Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
      } catch {
        return answer(400, { code: '20', message: 'Invalid JSON.' });
      }
      const refused = refusal(body);
      if (refused) return answer(200, refused);
      for (const r of body.recipient as { msisdn: string }[])
        received.push({
          msisdn: r.msisdn,
          message: body.message as string,
          tpoa: body.tpoa as string | undefined,
          subid: body.subid as string | undefined,
          ucs2: Boolean(body.ucs2),
          long: Boolean(body.long),
        });
      return answer(200, {
        subid: body.subid ?? 'lm-0',
        code: '0',
        message: 'Message has been successfully sent.',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    failNext: (...answers) => void failures.push(...answers),
    env: {
      SMS_SENDER: 'labsmobile',
      LABSMOBILE_URL: url,
      LABSMOBILE_USERNAME: LABSMOBILE_TEST_USER,
      LABSMOBILE_TOKEN: LABSMOBILE_TEST_TOKEN,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
