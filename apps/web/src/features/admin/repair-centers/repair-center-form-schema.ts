import { type RepairCenter, type RepairCenterInput, RepairCenterInputSchema } from '@amparo/contract';
import { contractResolver } from '../../../ui/form/contract-resolver';

/** As typed: text fields hold '' for "not given"; the product types are ticked boxes. */
export type RepairCenterFormValues = {
  name: string;
  tax_id: string;
  email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  product_type_ids: number[];
  active: boolean;
};

const OPTIONAL_TEXT = ['tax_id', 'email', 'phone', 'address', 'postal_code', 'city', 'province'] as const;

export const REPAIR_CENTER_FORM_FIELDS = ['name', ...OPTIONAL_TEXT, 'product_type_ids', 'active'] as const;

export function toRepairCenterFormValues(center?: RepairCenter): RepairCenterFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(center?.name),
    tax_id: text(center?.tax_id),
    email: text(center?.email),
    phone: text(center?.phone),
    address: text(center?.address),
    postal_code: text(center?.postal_code),
    city: text(center?.city),
    province: text(center?.province),
    product_type_ids: center ? [...center.product_type_ids] : [],
    active: center?.active ?? true,
  };
}

/** The request: an empty optional field is null, so an edit can clear it. */
export function toRepairCenterRequest(values: RepairCenterFormValues) {
  const request: Record<string, unknown> = {
    name: values.name,
    product_type_ids: values.product_type_ids,
    active: values.active,
  };
  for (const key of OPTIONAL_TEXT) request[key] = values[key].trim() || null;
  return request;
}

/** Validation is the contract's: the schema the API parses a repair center with (a full body on edit too). */
export const repairCenterResolver = contractResolver<RepairCenterInput, RepairCenterFormValues>(
  RepairCenterInputSchema,
  toRepairCenterRequest,
);
