import { type Discount, DiscountInputSchema, DiscountPatchSchema, type z } from '@amparo/contract';
import { formatPercentNumber } from '@amparo/domain';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { centsToInput, inputToCents } from '../components/euro-input';
import type { DiscountPatchValues, DiscountValues } from './discounts-api';

/** As typed: the value reads '15' or '15,5' (percent) or '10,00' (euros). */
export type DiscountFormValues = {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  valid_from: string;
  valid_to: string;
  max_uses: string;
  store_id: string;
  product_type_id: string;
  is_public: boolean;
  active: boolean;
};

export const DISCOUNT_FORM_FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'valid_from',
  'valid_to',
  'max_uses',
  'store_id',
  'product_type_id',
  'is_public',
  'active',
] as const;

export function toDiscountFormValues(discount?: Discount): DiscountFormValues {
  return {
    code: discount?.code ?? '',
    description: discount?.description ?? '',
    kind: discount?.kind ?? 'percent',
    value: discount
      ? discount.kind === 'percent'
        ? formatPercentNumber(discount.value)
        : centsToInput(discount.value)
      : '',
    valid_from: discount?.valid_from ?? '',
    valid_to: discount?.valid_to ?? '',
    max_uses: discount?.max_uses ? String(discount.max_uses) : '',
    store_id: discount?.store_id ? String(discount.store_id) : '',
    product_type_id: discount?.product_type_id ? String(discount.product_type_id) : '',
    is_public: discount?.is_public ?? false,
    active: discount?.active ?? true,
  };
}

const optionalId = (value: string) => (value ? Number(value) : null);

/**
 * The request body: a percent in hundredths (15 % → 1500), a fixed amount in
 * cents; empty optional fields are null so an edit can clear them.
 */
export function toDiscountRequest(values: DiscountFormValues) {
  const maxUses = values.max_uses.trim();
  return {
    code: values.code,
    description: values.description.trim() ? values.description : null,
    kind: values.kind,
    value: inputToCents(values.value) ?? undefined,
    valid_from: values.valid_from || null,
    valid_to: values.valid_to || null,
    max_uses: maxUses ? (/^\d+$/.test(maxUses) ? Number(maxUses) : Number.NaN) : null,
    store_id: optionalId(values.store_id),
    product_type_id: optionalId(values.product_type_id),
    is_public: values.is_public,
    active: values.active,
  };
}

function preparedResolver<TOut>(schema: z.ZodType<TOut>) {
  const base = contractResolver<TOut, DiscountFormValues>(schema);
  const resolver: Resolver<DiscountFormValues, unknown, TOut> = (values, context, options) =>
    base(toDiscountRequest(values) as unknown as DiscountFormValues, context, options);
  return resolver;
}

/** Validation is the contract's: the same schemas the API parses POST and PATCH with. */
export const createDiscountResolver = preparedResolver<DiscountValues>(DiscountInputSchema);
export const updateDiscountResolver = preparedResolver<DiscountPatchValues>(DiscountPatchSchema);
