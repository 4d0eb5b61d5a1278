import { EXPORT_ACTIONS, type ExportResource } from '@amparo/domain';
import { z } from './zod.ts';

/** Short lists for selectors (assigning staff, filters). */
export const DistributorOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const StoreOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  distributor_id: z.number().int(),
});
export const PartnerOptionsSchema = z.object({
  distributors: z.array(DistributorOptionSchema),
  stores: z.array(StoreOptionSchema),
});
export type PartnerOptions = z.infer<typeof PartnerOptionsSchema>;

export const ExportTokenRequestSchema = z.object({
  resource: z.enum(Object.keys(EXPORT_ACTIONS) as [ExportResource, ...ExportResource[]], {
    error: 'Exportación desconocida',
  }),
});
export const ExportTokenResponseSchema = z.object({ token: z.string(), expires_at: z.string() });
