import type { PartnerDelivery } from '@amparo/contract';
import type { partnerDeliveries } from '../../db/schema/index.ts';

export type PartnerDeliveryRow = typeof partnerDeliveries.$inferSelect;

export const partnerDeliveryView = (row: PartnerDeliveryRow): PartnerDelivery => ({
  id: row.id,
  partner: row.partner,
  status: row.status as PartnerDelivery['status'],
  attempts: row.attempts,
  last_http_status: row.last_http_status,
  last_error: row.last_error,
  created_at: row.created_at.toISOString(),
  delivered_at: row.delivered_at?.toISOString() ?? null,
});
