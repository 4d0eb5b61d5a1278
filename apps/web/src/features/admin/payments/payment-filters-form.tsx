import type { PartnerOptions } from '@amparo/contract';
import { PAYMENT_METHOD_TYPE_NAMES } from '@amparo/domain';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { SearchField } from '../components/search-field';
import { EMPTY_PAYMENT_FILTERS, type PaymentFilters } from './payments-api';

const STATUSES = ['PAGADO', 'IMPAGADO', 'PROGRAMADO', 'ABONADO', 'PENDIENTE_ABONO'] as const;

type Props = {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
  /** Only for roles that see several distributors or stores; others see their own anyway. */
  partners: PartnerOptions | null;
};

/** Selects apply at once; the search is debounced by the page. */
export function PaymentFiltersForm({ filters, onChange, partners }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof PaymentFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [key]: event.target.value });
  const isFiltered = Object.values(filters).some((value) => value !== '');
  const distributors = partners && partners.distributors.length > 1 ? partners.distributors : null;
  const stores = partners && partners.stores.length > 1 ? partners.stores : null;
  return (
    <search className="grid grid-cols-2 gap-4 rounded-card bg-white p-4 ring-1 ring-line lg:grid-cols-4">
      <div className="col-span-2">
        <SearchField
          label={t('admin.payments.filters.search')}
          value={filters.search}
          placeholder={t('admin.payments.filters.searchPlaceholder')}
          onChange={(search) => onChange({ ...filters, search })}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.payments.filters.status')}>
          {(aria) => (
            <Select {...aria} value={filters.status} onChange={set('status')}>
              <option value="">{t('admin.payments.filters.allStatuses')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`customer.receiptStatus.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field label={t('admin.payments.filters.method')}>
          {(aria) => (
            <Select {...aria} value={filters.payment_method_type} onChange={set('payment_method_type')}>
              <option value="">{t('admin.payments.filters.allMethods')}</option>
              {Object.entries(PAYMENT_METHOD_TYPE_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {distributors ? (
        <div className="col-span-2">
          <Field label={t('admin.payments.filters.distributor')}>
            {(aria) => (
              <Select {...aria} value={filters.distributor_id} onChange={set('distributor_id')}>
                <option value="">{t('admin.payments.filters.allDistributors')}</option>
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
        <div className="col-span-2">
          <Field label={t('admin.payments.filters.store')}>
            {(aria) => (
              <Select {...aria} value={filters.store_id} onChange={set('store_id')}>
                <option value="">{t('admin.payments.filters.allStores')}</option>
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
      <Field label={t('admin.payments.filters.from')}>
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
      <Field label={t('admin.payments.filters.to')}>
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
      {isFiltered ? (
        <div className="col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_PAYMENT_FILTERS)}>
            {t('admin.payments.filters.clear')}
          </Button>
        </div>
      ) : null}
    </search>
  );
}
