import { type PartnerOptions, POLICY_SORTS, type PolicySort, type ProductType } from '@amparo/contract';
import { EVALUATION_STATUS_NAMES, POLICY_STATUS_NAMES } from '@amparo/domain';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { SearchField } from '../components/search-field';
import { EMPTY_POLICY_FILTERS, type PolicyFilters } from './policies-api';

type PolicyFiltersFormProps = {
  filters: PolicyFilters;
  onChange: (filters: PolicyFilters) => void;
  productTypes: readonly ProductType[];
  /** Only for roles that see several distributors. */
  distributors: PartnerOptions['distributors'] | null;
  /** Only for roles that see several stores; a store seller sees its own anyway. */
  stores: PartnerOptions['stores'] | null;
  sort: PolicySort;
  onSortChange: (sort: PolicySort) => void;
};

/** Selects apply at once; the search is debounced by the page. */
export function PolicyFiltersForm({
  filters,
  onChange,
  productTypes,
  distributors,
  stores,
  sort,
  onSortChange,
}: PolicyFiltersFormProps) {
  const { t } = useTranslation();
  const set = (key: keyof PolicyFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [key]: event.target.value });
  const isFiltered = Object.values(filters).some((value) => value !== '');
  return (
    <search className="grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line lg:grid-cols-4">
      <div className="col-span-2">
        <SearchField
          label={t('admin.policies.filters.search')}
          value={filters.search}
          placeholder={t('admin.policies.filters.searchPlaceholder')}
          hint={t('admin.policies.filters.searchHint')}
          onChange={(search) => onChange({ ...filters, search })}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.policies.filters.status')}>
          {(aria) => (
            <Select {...aria} value={filters.status} onChange={set('status')}>
              <option value="">{t('admin.policies.filters.allStatuses')}</option>
              {Object.entries(POLICY_STATUS_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.policies.filters.evaluationStatus')}>
          {(aria) => (
            <Select {...aria} value={filters.evaluation_status} onChange={set('evaluation_status')}>
              <option value="">{t('admin.policies.filters.allEvaluationStatuses')}</option>
              {Object.entries(EVALUATION_STATUS_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.policies.filters.productType')}>
          {(aria) => (
            <Select {...aria} value={filters.product_type_id} onChange={set('product_type_id')}>
              <option value="">{t('admin.policies.filters.allProductTypes')}</option>
              {productTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {distributors ? (
        <div className="col-span-2 sm:col-span-1">
          <Field label={t('admin.policies.filters.distributor')}>
            {(aria) => (
              <Select {...aria} value={filters.distributor_id} onChange={set('distributor_id')}>
                <option value="">{t('admin.policies.filters.allDistributors')}</option>
                {distributors.map((distributor) => (
                  <option key={distributor.id} value={distributor.id}>
                    {distributor.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}
      {stores ? (
        <div className="col-span-2 sm:col-span-1">
          <Field label={t('admin.policies.filters.store')}>
            {(aria) => (
              <Select {...aria} value={filters.store_id} onChange={set('store_id')}>
                <option value="">{t('admin.policies.filters.allStores')}</option>
                {stores.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}
      <Field label={t('admin.policies.filters.from')}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={set('from')}
          />
        )}
      </Field>
      <Field label={t('admin.policies.filters.to')}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={set('to')}
          />
        )}
      </Field>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.policies.filters.sort')}>
          {(aria) => (
            <Select
              {...aria}
              value={sort}
              onChange={(event) => onSortChange(event.target.value as PolicySort)}
            >
              {POLICY_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.policies.sorts.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {isFiltered ? (
        <div className="col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_POLICY_FILTERS)}>
            {t('admin.policies.filters.clear')}
          </Button>
        </div>
      ) : null}
    </search>
  );
}
