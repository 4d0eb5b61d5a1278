import { describe, expect, it } from 'vitest';
import { findSecretsInLog } from './log-secrets.ts';

const requestLine = (url: string) =>
  JSON.stringify({ level: 30, time: 1795485198275, reqId: 'req-8', req: { method: 'GET', url } });

describe('secrets in a log', () => {
  it('passes the lines a real run writes: request lines, response times, timestamps, redacted queries', () => {
    const log = [
      requestLine('/api/policies/12?expand=receipts'),
      requestLine('/api/files/claims/1/f.pdf?expires=1795485198&signature=[oculto]'),
      requestLine('/api/policies?export_csv=1&token=[oculto]'),
      '{"level":30,"time":1795485211341,"reqId":"req-5x","res":{"statusCode":200},"responseTime":1.5871599999954924}',
      '{"msg":"policy AMP-2026-000123 booked","imei_count":1}',
    ].join('\n');
    expect(findSecretsInLog(log, ['la-contraseña-del-admin'])).toEqual([]);
  });

  it.each([
    ['secreto conocido', requestLine('/api/x?note=la-contraseña-del-admin')],
    ['secreto en la URL', requestLine('/api/files/a.pdf?expires=1&signature=Zm9vYmFyYmF6')],
    ['secreto en la URL', requestLine('/api/policies?export_csv=1&token=tok_abcdef')],
    ['token de portador', '{"headers":"Bearer abcdefghijklmnopqrstuvwx"}'],
    ['JWT', '{"t":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVl"}'],
    ['cookie', '{"req":{"headers":{"cookie":"amparo_session=x"}}}'],
    ['contraseña', '{"body":{"password":"hunter2hunter2"}}'],
    ['IBAN', '{"err":"mandate ES91 2100 0418 4502 0005 1332 refused"}'],
    ['IBAN', '{"iban":"ES9121000418450200051332"}'],
    ['DNI', '{"detail":"Key (document_code)=(12345678Z) already exists."}'],
    ['NIE', '{"holder":"X1234567L"}'],
    ['número de tarjeta', '{"pan":"4548812049400004"}'],
    ['número de tarjeta', '{"msg":"card 4548 8120 4940 0004 refused"}'],
    ['número de tarjeta', requestLine('/api/x?pan=4548-8120-4940-0004&y=1')],
  ])('finds a %s', (kind, line) => {
    const findings = findSecretsInLog(`${requestLine('/api/health')}\n${line}`, ['la-contraseña-del-admin']);
    expect(findings.map((f) => f.kind)).toContain(kind);
    expect(findings[0]?.line).toBe(2);
    // The report names the line, never the whole value.
    for (const f of findings) expect(f.excerpt).toMatch(/^(\*\*\*|.{4}…\(\d+\))$/);
  });

  it('ignores look-alikes that fail their check digits', () => {
    const log = [
      '{"dni":"12345678A"}',
      '{"iban":"ES0021000418450200051332"}',
      '{"n":"4548812049400005"}',
      // A file's UUID in a URL whose groups are digits that pass Luhn's check.
      requestLine('/api/files/policies/58/imei/2026/12/2904e390-9379-4201-8871-dce1bd6c0db1.png'),
    ].join('\n');
    expect(findSecretsInLog(log, [])).toEqual([]);
  });
});
