import { type Distributor, type DistributorInput, DistributorInputSchema } from '@amparo/contract';
import { commissionFromPercentText, commissionToPercentText } from '@amparo/domain';
import { contractResolver } from '../../../ui/form/contract-resolver';

/** As typed: text fields hold '' for "not given"; the commission is a percentage with a decimal comma. */
export type DistributorFormValues = {
  name: string;
  tax_id: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  /** A percentage as typed ('12,5'), sent as basis points. */
  commission_bp: string;
  active: boolean;
};

const OPTIONAL_TEXT = [
  'tax_id',
  'contact_name',
  'email',
  'phone',
  'address',
  'postal_code',
  'city',
  'province',
] as const;

export const DISTRIBUTOR_FORM_FIELDS = ['name', ...OPTIONAL_TEXT, 'commission_bp', 'active'] as const;

export function toDistributorFormValues(distributor?: Distributor): DistributorFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(distributor?.name),
    tax_id: text(distributor?.tax_id),
    contact_name: text(distributor?.contact_name),
    email: text(distributor?.email),
    phone: text(distributor?.phone),
    address: text(distributor?.address),
    postal_code: text(distributor?.postal_code),
    city: text(distributor?.city),
    province: text(distributor?.province),
    commission_bp: commissionToPercentText(distributor?.commission_bp),
    active: distributor?.active ?? true,
  };
}

/** The request: an empty optional field is null, so an edit can clear it. */
export function toDistributorRequest(values: DistributorFormValues) {
  const request: Record<string, unknown> = {
    name: values.name,
    commission_bp: commissionFromPercentText(values.commission_bp),
    active: values.active,
  };
  for (const key of OPTIONAL_TEXT) request[key] = values[key].trim() || null;
  return request;
}

/** Validation is the contract's: the schema the API parses a distributor with. */
export const distributorResolver = contractResolver<DistributorInput, DistributorFormValues>(
  DistributorInputSchema,
  toDistributorRequest,
);
