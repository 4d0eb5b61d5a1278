import type { GenericItem, GenericItemInputSchema, z } from '@amparo/contract';
import type { genericItems } from '../../db/schema/index.ts';

export type Row = typeof genericItems.$inferSelect;

export type Input = z.output<typeof GenericItemInputSchema>;

export type Context = { now: Date; ip: string };

export const toGenericItem = (row: Row): GenericItem => ({
  id: row.id,
  kind: row.kind as GenericItem['kind'],
  brand: row.brand,
  model: row.model,
  reference: row.reference,
  part_number: row.part_number,
  reference_price: row.reference_price_cents,
  active: row.active,
});

export const values = (input: Partial<Input>) => ({
  kind: input.kind,
  brand: input.brand,
  model: input.model,
  reference: input.reference,
  part_number: input.part_number,
  reference_price_cents: input.reference_price,
  active: input.active,
});
