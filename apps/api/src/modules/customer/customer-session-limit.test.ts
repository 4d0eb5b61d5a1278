import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

// The sign-in limit per address is a setting (CUSTOMER_SESSIONS_PER_15_MIN_PER_ADDRESS): an office
// behind one address, or the e2e server, raises it; the default is LIMITS.customerSessionPerIp (20).
const t = useTestApp({ env: { CUSTOMER_SESSIONS_PER_15_MIN_PER_ADDRESS: '3' } });

const enter = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/session',
    payload: { email, code: '123456' },
    remoteAddress: ip,
  });

describe('customer sign-ins per address', () => {
  it('answers 429 past the configured count from one address, whatever the email, and only there', async () => {
    for (const n of [1, 2, 3])
      expect((await enter(`nadie${n}@amparo.test`, '10.20.0.1')).statusCode).toBe(401);
    const fourth = await enter('otro@amparo.test', '10.20.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/Demasiados intentos/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await enter('otro@amparo.test', '10.20.0.2')).statusCode).toBe(401);
  });
});
