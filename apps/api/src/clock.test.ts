import { describe, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.ts';
import { seedSession } from '../test/auth-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { manualClock } from './clock.ts';

// The app reads the time from its clock (src/clock.ts), so a rule that turns on the Madrid day can
// be tested at any hour of the real one: here a campaign code valid in December only, asked at the
// edges of 1 December in Madrid (UTC+1 in winter).
describe('the app clock', () => {
  const clock = manualClock('2026-11-30T12:00:00Z');
  const t = useTestApp({ clock });

  it('answers by the Madrid day of the clock, not the machine’s', async () => {
    const api = apiClient(t.app);
    const admin = await seedSession(t.db, 'admin');
    // The login was issued now, and the auth check reads the same clock.
    clock.set(new Date());
    await api.ok('createDiscount', {
      token: admin.token,
      body: {
        code: 'DICIEMBRE',
        kind: 'percent',
        value: 1000,
        valid_from: '2026-12-01',
        valid_to: '2026-12-31',
      },
    });

    // 23:30 on 30 November in Madrid: not yet.
    clock.set('2026-11-30T22:30:00Z');
    const early = await api.call('validateDiscount', { params: { code: 'DICIEMBRE' } });
    expect([early.status, early.error?.code]).toEqual([422, 'DISCOUNT_NOT_STARTED']);

    // 00:30 on 1 December in Madrid, still 30 November in UTC: valid.
    clock.set('2026-11-30T23:30:00Z');
    const valid = await api.ok('validateDiscount', { params: { code: 'DICIEMBRE' } });
    expect(valid.code).toBe('DICIEMBRE');

    // 00:30 on 1 January in Madrid: over.
    clock.set('2026-12-31T23:30:00Z');
    const late = await api.call('validateDiscount', { params: { code: 'DICIEMBRE' } });
    expect([late.status, late.error?.code]).toEqual([422, 'DISCOUNT_EXPIRED']);
  });
});
