import { type ProductLineFields, ProductType, productLineFields } from '@amparo/domain';

// How the device step presents each product line (spec 1, 3). What each line
// asks for (a purchase date, a part number, a list of items) is the domain's
// rule (productLineFields); the web adds only how it is reached and searched:
// the `?tipo=` slug and the catalog to search.
export type CatalogKind = 'mobile' | 'portable' | 'smarttv' | 'scooter';

export type ProductLine = ProductLineFields & {
  typeId: ProductType;
  /** Value of `?tipo=` that preselects the line. */
  slug: string;
  /** The catalog searched by brand and model; null for lines typed by hand. */
  catalogKind: CatalogKind | null;
};

const line = (typeId: ProductType, slug: string, catalogKind: CatalogKind | null): ProductLine => ({
  ...productLineFields(typeId),
  typeId,
  slug,
  catalogKind,
});

export const PRODUCT_LINES: readonly ProductLine[] = [
  line(ProductType.MOBILE, 'movil', 'mobile'),
  line(ProductType.PORTABLE, 'portatil', 'portable'),
  line(ProductType.SMART_TV, 'smarttv', 'smarttv'),
  line(ProductType.SCOOTER, 'patinete', 'scooter'),
  line(ProductType.EXTENDED_WARRANTY, 'garantia', null),
  line(ProductType.MULTI_DEVICE, 'multidispositivo', null),
];

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
