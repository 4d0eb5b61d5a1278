import { type StoreInput, StoreInputSchema, type StorePriv } from '@amparo/contract';
import { commissionFromPercentText, commissionToPercentText } from '@amparo/domain';
import { contractResolver } from '../../../ui/form/contract-resolver';

/** As typed: text fields hold '' for "not given"; the commission is a percentage with a decimal comma. */
export type StoreFormValues = {
  distributor_id: string;
  code: string;
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  latitude: string;
  longitude: string;
  /** A percentage as typed ('8,5'), sent as basis points. */
  commission_bp: string;
  active: boolean;
};

const OPTIONAL_TEXT = [
  'contact_name',
  'email',
  'phone',
  'address',
  'postal_code',
  'city',
  'province',
  'latitude',
  'longitude',
] as const;

export const STORE_FORM_FIELDS = [
  'distributor_id',
  'code',
  'name',
  ...OPTIONAL_TEXT,
  'commission_bp',
  'active',
] as const;

export function toStoreFormValues(store?: StorePriv, distributorId?: string): StoreFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    distributor_id: store ? String(store.distributor_id) : (distributorId ?? ''),
    code: text(store?.code),
    name: text(store?.name),
    contact_name: text(store?.contact_name),
    email: text(store?.email),
    phone: text(store?.phone),
    address: text(store?.address),
    postal_code: text(store?.postal_code),
    city: text(store?.city),
    province: text(store?.province),
    latitude: text(store?.latitude),
    longitude: text(store?.longitude),
    commission_bp: commissionToPercentText(store?.commission_bp),
    active: store?.active ?? true,
  };
}

/** The request: an empty optional field is null, so an edit can clear it. */
export function toStoreRequest(values: StoreFormValues) {
  const request: Record<string, unknown> = {
    distributor_id: values.distributor_id ? Number(values.distributor_id) : undefined,
    code: values.code,
    name: values.name,
    commission_bp: commissionFromPercentText(values.commission_bp),
    active: values.active,
  };
  for (const key of OPTIONAL_TEXT) request[key] = values[key].trim() || null;
  return request;
}

/** Validation is the contract's: the schema the API parses a store with. */
export const storeResolver = contractResolver<StoreInput, StoreFormValues>(StoreInputSchema, toStoreRequest);
