// Which repair center a claim may be sent to (the claims desk, docs/claims.md).

export interface RepairCenterFacts {
  active: boolean;
  deletedAt: Date | string | null;
  productTypeIds: readonly number[];
}

export type RepairCenterRefusal = 'not_found' | 'inactive' | 'wrong_product_type';

/**
 * A center takes a claim when it exists (a deleted one does not, for the
 * desk), is active, and repairs the product type of the claim's policy.
 */
export function repairCenterRefusal(
  center: RepairCenterFacts | null | undefined,
  productTypeId: number,
): RepairCenterRefusal | null {
  if (!center || center.deletedAt) return 'not_found';
  if (!center.active) return 'inactive';
  return center.productTypeIds.includes(productTypeId) ? null : 'wrong_product_type';
}
