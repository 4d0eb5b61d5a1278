import { type StoreLanding, StoreLandingInputSchema } from '@amparo/contract';
import { isHexColour } from '@amparo/domain';
import type { Resolver } from 'react-hook-form';
import { i18n } from '../../../i18n';
import { contractResolver } from '../../../ui/form/contract-resolver';
import type { LandingValues } from './stores-api';

export type LandingFormValues = {
  slug: string;
  title: string;
  body: string;
  accent: string;
  logo_text: string;
  discount_id: string;
  active: boolean;
};

export const LANDING_FORM_FIELDS = ['slug', 'title', 'body', 'discount_id', 'active'] as const;

/** The brand magenta (spec 1 theme colour) until the store picks its own. */
export const DEFAULT_ACCENT = '#d6007e';

/** 'MóvilMarket Madrid Gran Vía' → 'movilmarket-madrid-gran-via', a first suggestion for the address. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function toLandingFormValues(
  storeName: string,
  landing: StoreLanding | null,
  discountId: number | null,
): LandingFormValues {
  return {
    slug: landing?.slug ?? suggestSlug(storeName),
    title: landing?.title ?? '',
    body: landing?.body ?? '',
    accent: landing?.branding?.accent ?? DEFAULT_ACCENT,
    logo_text: landing?.branding?.logo_text ?? storeName,
    discount_id: discountId ? String(discountId) : '',
    active: landing?.active ?? true,
  };
}

export function toLandingRequest(values: LandingFormValues) {
  const branding = Object.fromEntries(
    Object.entries({ accent: values.accent.trim(), logo_text: values.logo_text.trim() }).filter(([, v]) => v),
  );
  return {
    slug: values.slug,
    title: values.title,
    body: values.body.trim() ? values.body : null,
    branding: Object.keys(branding).length ? branding : null,
    discount_id: values.discount_id ? Number(values.discount_id) : null,
    active: values.active,
  };
}

const schemaResolver = contractResolver<LandingValues, LandingFormValues>(StoreLandingInputSchema);

/**
 * Validation is the contract's, on the body the API will receive. The contract
 * takes any branding text; the page paints the accent as a CSS colour, so the
 * form also insists on #RRGGBB (what the colour picker writes).
 */
export const landingResolver: Resolver<LandingFormValues, unknown, LandingValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(
    toLandingRequest(values) as unknown as LandingFormValues,
    context,
    options,
  );
  if (!values.accent.trim() || isHexColour(values.accent.trim())) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      accent: { type: 'pattern', message: i18n.t('admin.stores.form.accentInvalid') },
    },
  };
};
