import type { PartnerOptions, ProductType, RepairCenter } from '@amparo/contract';
import { CLAIM_TYPE_NAMES, claimTypeName, claimTypesFor } from '@amparo/domain';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { DateRangeFields } from '../components/date-range-fields';
import { type ClaimFilters, EMPTY_CLAIM_FILTERS } from './claims-api';

const STATUSES = ['opened', 'documentation_rejected', 'closed', 'draft'] as const;

type Props = {
  filters: ClaimFilters;
  onChange: (filters: ClaimFilters) => void;
  productTypes: readonly ProductType[];
  /** Only for roles that see several distributors or stores; others see their own anyway. */
  partners: PartnerOptions | null;
  repairCenters: readonly RepairCenter[];
};

type Option = { id: number | string; name: string };

function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly Option[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}): ReactNode {
  return (
    <Field label={label}>
      {(aria) => (
        <Select {...aria} value={value} onChange={onChange}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Every filter applies at once; choosing a product type narrows the claim types to its own. */
export function ClaimFiltersForm({ filters, onChange, productTypes, partners, repairCenters }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof ClaimFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [key]: event.target.value });
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const activeCount = Object.values(filters).filter((value) => value !== '').length;
  const isFiltered = activeCount > 0;
  const claimTypeIds = filters.product_type_id
    ? claimTypesFor(Number(filters.product_type_id))
    : Object.keys(CLAIM_TYPE_NAMES).map(Number);
  const distributors = partners && partners.distributors.length > 1 ? partners.distributors : null;
  const stores = partners && partners.stores.length > 1 ? partners.stores : null;
  // Each shown only when there is a choice: a role scoped to one store sees no store filter.
  const wideSelects = [
    ['repair_center_id', 'repairCenter', 'allRepairCenters', repairCenters.length > 0 ? repairCenters : null],
    ['distributor_id', 'distributor', 'allDistributors', distributors],
    ['store_id', 'store', 'allStores', stores],
  ] as const satisfies readonly (readonly [keyof ClaimFilters, string, string, readonly Option[] | null])[];
  const changeProductType = (event: ChangeEvent<HTMLSelectElement>) => {
    const productType = event.target.value;
    // A claim type the new product line does not offer would match nothing.
    const keepsType =
      !productType || claimTypesFor(Number(productType)).some((id) => String(id) === filters.claim_type_id);
    onChange({
      ...filters,
      product_type_id: productType,
      claim_type_id: keepsType ? filters.claim_type_id : '',
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {/* On a phone the eight filters would fill the screen before the first claim: they fold. */}
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:hidden"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {isFiltered
          ? t('admin.claims.filters.showActive', { count: activeCount })
          : t('admin.claims.filters.show')}
      </Button>
      <search
        id={formId}
        className={clsx(
          'grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line lg:grid-cols-4',
          !isOpen && 'max-sm:hidden',
        )}
      >
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('admin.claims.filters.status')}
            allLabel={t('admin.claims.filters.allStatuses')}
            value={filters.status}
            options={STATUSES.map((status) => ({
              id: status,
              name: t(`admin.claims.filters.statuses.${status}`),
            }))}
            onChange={set('status')}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('admin.claims.filters.productType')}
            allLabel={t('admin.claims.filters.allProductTypes')}
            value={filters.product_type_id}
            options={productTypes}
            onChange={changeProductType}
          />
        </div>
        <div className="col-span-2">
          <FilterSelect
            label={t('admin.claims.filters.claimType')}
            allLabel={t('admin.claims.filters.allClaimTypes')}
            value={filters.claim_type_id}
            options={claimTypeIds.map((id) => ({ id, name: claimTypeName(id) }))}
            onChange={set('claim_type_id')}
          />
        </div>
        <DateRangeFields
          fromLabel={t('admin.claims.filters.from')}
          toLabel={t('admin.claims.filters.to')}
          from={filters.from}
          to={filters.to}
          onChange={(range) => onChange({ ...filters, ...range })}
        />
        {wideSelects.map(([key, label, allLabel, options]) =>
          options ? (
            <div key={key} className="col-span-2">
              <FilterSelect
                label={t(`admin.claims.filters.${label}`)}
                allLabel={t(`admin.claims.filters.${allLabel}`)}
                value={filters[key]}
                options={options}
                onChange={set(key)}
              />
            </div>
          ) : null,
        )}
        <div className="col-span-2 flex items-end lg:col-span-4">
          <Checkbox
            checked={filters.unread === '1'}
            onCheckedChange={(checked) => onChange({ ...filters, unread: checked ? '1' : '' })}
            label={t('admin.claims.filters.unread')}
          />
        </div>
        {isFiltered ? (
          <div className="col-span-2 lg:col-span-4">
            <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_CLAIM_FILTERS)}>
              {t('admin.claims.filters.clear')}
            </Button>
          </div>
        ) : null}
      </search>
    </div>
  );
}
