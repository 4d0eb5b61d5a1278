import type { StoreLanding, StoreLandingInputSchema, z } from '@amparo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, storeLandings, stores } from '../../db/schema/index.ts';

export type Input = z.output<typeof StoreLandingInputSchema>;

export type Context = { now: Date; ip: string };

export const select = (db: Executor) =>
  db
    .select({ landing: storeLandings, store_name: stores.name, discount_code: discounts.code })
    .from(storeLandings)
    .innerJoin(stores, eq(stores.id, storeLandings.store_id))
    .leftJoin(
      discounts,
      and(
        eq(discounts.id, storeLandings.discount_id),
        eq(discounts.active, true),
        isNull(discounts.deleted_at),
      ),
    );

export type Joined = {
  landing: typeof storeLandings.$inferSelect;
  store_name: string;
  discount_code: string | null;
};

export const view = ({ landing, store_name, discount_code }: Joined): StoreLanding => ({
  id: landing.id,
  store_id: landing.store_id,
  store_name,
  slug: landing.slug,
  title: landing.title,
  body: landing.body,
  branding: landing.branding ?? null,
  discount_code,
  active: landing.active,
});
