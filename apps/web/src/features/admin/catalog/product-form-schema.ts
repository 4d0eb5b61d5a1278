import { type Product, UpdateProductRequestSchema } from '@amparo/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '../../../i18n';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { centsToInput, inputToCents } from '../components/euro-input';
import type { UpdateProductValues } from './catalog-api';

/** A price range as typed: euros with a comma. */
export type PriceRangeInput = {
  min_value: string;
  max_value: string;
  price_monthly: string;
  price_yearly: string;
};

export const PRICE_FIELDS = ['min_value', 'max_value', 'price_monthly', 'price_yearly'] as const;

export type ProductFormValues = {
  name: string;
  reference: string;
  category_id: string;
  active: boolean;
  coverages: { text: string }[];
  prices: PriceRangeInput[];
  /** The renewal's depreciation by year, as typed: '100, 80, 65, 50, 40'; empty: the default table. */
  renewal_depreciation: string;
};

export const PRODUCT_FORM_FIELDS = [
  'name',
  'reference',
  'category_id',
  'active',
  'coverages',
  'prices',
  'renewal_depreciation',
] as const;

export function toProductFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    reference: product.reference ?? '',
    category_id: product.category_id ? String(product.category_id) : '',
    active: product.active,
    coverages: product.coverages.map((text) => ({ text })),
    renewal_depreciation: product.renewal_depreciation?.join(', ') ?? '',
    prices: [...product.prices]
      .sort((a, b) => a.min_value - b.min_value)
      .map((range) => ({
        min_value: centsToInput(range.min_value),
        max_value: centsToInput(range.max_value),
        price_monthly: centsToInput(range.price_monthly),
        price_yearly: centsToInput(range.price_yearly),
      })),
  };
}

/** The PATCH body: every amount in cents; the prices replace the product's whole table. */
export function toProductRequest(values: ProductFormValues) {
  return {
    name: values.name,
    reference: values.reference.trim() ? values.reference : null,
    coverages: values.coverages.map((coverage) => coverage.text),
    category_id: values.category_id ? Number(values.category_id) : null,
    active: values.active,
    // '100, 80, 65' (commas, semicolons or spaces between years); empty keeps the default table.
    renewal_depreciation: values.renewal_depreciation.trim()
      ? values.renewal_depreciation
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(Number)
      : null,
    prices: values.prices.map((range) => ({
      min_value: inputToCents(range.min_value),
      max_value: inputToCents(range.max_value),
      price_monthly: inputToCents(range.price_monthly),
      price_yearly: inputToCents(range.price_yearly),
    })),
  };
}

const schemaResolver = contractResolver<UpdateProductValues, ProductFormValues>(UpdateProductRequestSchema);

/**
 * Validation is the contract's (the API parses the PATCH with the same schema),
 * after turning euros into cents. An amount that is not a number gets a message
 * about the format rather than zod's type error.
 */
export const productResolver: Resolver<ProductFormValues, unknown, UpdateProductValues> = async (
  values,
  context,
  options,
) => {
  const request = toProductRequest(values);
  const result = await schemaResolver(request as unknown as ProductFormValues, context, options);
  const typos = request.prices.flatMap((range, index) =>
    PRICE_FIELDS.filter((key) => range[key] === null || Number.isNaN(range[key])).map((key) => ({
      index,
      key,
      message: range[key] === null ? i18n.t('admin.form.requiredAmount') : i18n.t('admin.form.invalidAmount'),
    })),
  );
  if (typos.length === 0) return result;
  const current = result.errors.prices as unknown;
  const prices: Record<number, Record<string, unknown>> = Array.isArray(current)
    ? [...current]
    : { ...(current as object) };
  for (const { index, key, message } of typos) {
    prices[index] = { ...prices[index], [key]: { type: 'format', message } };
  }
  return { values: {}, errors: { ...result.errors, prices } as FieldErrors<ProductFormValues> };
};
