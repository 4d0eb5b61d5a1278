import fs from 'node:fs';
import path from 'node:path';
import { PolicyStatus, termEndOf } from '@amparo/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { policies } from './schema/index.ts';

// drizzle/0022_policy_term.sql gave every live policy booked before terms its term: the same
// dates as the domain's termEndOf, run again here on policies written without one (it only
// touches a live policy with a start and no end, so running it twice changes nothing).
const t = useTestApp();
const migration = fs.readFileSync(
  path.join(import.meta.dirname, '../../drizzle/0022_policy_term.sql'),
  'utf8',
);

describe('the policy-term migration', () => {
  it('writes the domain’s term end on live policies without one, and leaves the rest alone', async () => {
    const starts = ['2026-11-29', '2026-01-01', '2028-02-29', '2027-03-01'];
    const live = [];
    for (const starts_on of starts)
      live.push(
        (await seedPolicy(t.db, { status: PolicyStatus.ACTIVE_PAID_SIGNED, starts_on, ends_on: null }))
          .policy,
      );
    const cancelled = (
      await seedPolicy(t.db, { status: PolicyStatus.CANCELLED, starts_on: '2026-01-01', ends_on: null })
    ).policy;
    const draft = (await seedPolicy(t.db, { starts_on: null, ends_on: null })).policy;
    const ended = (
      await seedPolicy(t.db, {
        status: PolicyStatus.ACTIVE_PAID_SIGNED,
        starts_on: '2026-01-01',
        ends_on: '2026-06-30',
      })
    ).policy;

    await t.db.execute(sql.raw(migration));
    await t.db.execute(sql.raw(migration));

    const endOf = async (id: number) =>
      (await t.db.select({ ends_on: policies.ends_on }).from(policies).where(eq(policies.id, id)))[0]
        ?.ends_on;
    for (const [i, policy] of live.entries())
      expect(await endOf(policy.id), starts[i]).toBe(termEndOf(starts[i]!));
    expect(await endOf(cancelled.id)).toBeNull();
    expect(await endOf(draft.id)).toBeNull();
    expect(await endOf(ended.id)).toBe('2026-06-30');
  });
});
