import { ProductType } from '@amparo/domain';

// How the device step behaves for each product line (spec 1, 3): which catalog
// to search, whether a part number (portables, smart TVs, spec 3) or a purchase
// date (extended warranty, spec 5's 3-year rule) is asked for.
export type CatalogKind = 'mobile' | 'portable' | 'smarttv' | 'scooter';

export type ProductLine = {
  typeId: ProductType;
  /** Value of `?tipo=` that preselects the line. */
  slug: string;
  catalogKind: CatalogKind | null;
  hasPartNumber: boolean;
  needsPurchaseDate: boolean;
  isMulti: boolean;
};

export const PRODUCT_LINES: readonly ProductLine[] = [
  line(ProductType.MOBILE, 'movil', 'mobile'),
  line(ProductType.PORTABLE, 'portatil', 'portable', { hasPartNumber: true }),
  line(ProductType.SMART_TV, 'smarttv', 'smarttv', { hasPartNumber: true }),
  line(ProductType.SCOOTER, 'patinete', 'scooter'),
  line(ProductType.EXTENDED_WARRANTY, 'garantia', null, { needsPurchaseDate: true }),
  line(ProductType.MULTI_DEVICE, 'multidispositivo', null, { isMulti: true }),
];

function line(
  typeId: ProductType,
  slug: string,
  catalogKind: CatalogKind | null,
  options: Partial<Pick<ProductLine, 'hasPartNumber' | 'needsPurchaseDate' | 'isMulti'>> = {},
): ProductLine {
  return {
    typeId,
    slug,
    catalogKind,
    hasPartNumber: false,
    needsPurchaseDate: false,
    isMulti: false,
    ...options,
  };
}

export function productLineOf(typeId: number): ProductLine {
  return PRODUCT_LINES.find((item) => item.typeId === typeId) ?? PRODUCT_LINES[0]!;
}

/** `?tipo=movil` or `?tipo=1`; anything else falls back to mobile (the default line). */
export function productLineFromParam(value: string | null): ProductLine {
  if (!value) return PRODUCT_LINES[0]!;
  const byId = Number(value);
  return (
    PRODUCT_LINES.find((item) => item.slug === value.toLowerCase() || item.typeId === byId) ??
    PRODUCT_LINES[0]!
  );
}
