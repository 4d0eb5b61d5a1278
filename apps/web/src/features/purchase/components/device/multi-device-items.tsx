import {
  APPLIANCE_TYPES,
  MULTI_DEVICE_ITEM_KINDS,
  MULTIMEDIA_TYPES,
  ProductType,
  purchaseDateProblem,
} from '@amparo/domain';
import { CircleAlert, CircleCheck, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { EuroInput } from '../../../../ui/euro-input';
import { Field, Input } from '../../../../ui/field';
import { Select } from '../../../../ui/select';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import type { FieldErrors } from '../../model/field-errors';
import { emptyItem, type ItemKind, type MultiItemDraft } from '../../model/purchase-draft';
import { todayInMadrid } from '../../model/today';

const MAX_ITEMS = 20;

/** Multi-device (type 5): a list of items, each with spec 5's 3-year rule shown as it is typed. */
export function MultiDeviceItems({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  const { draft, setDraft } = usePurchaseFlow();
  const setItems = (update: (items: MultiItemDraft[]) => MultiItemDraft[]) =>
    setDraft((d) => ({ ...d, items: update(d.items) }));

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold text-ink">{t('purchase.device.multi.title')}</h2>
        <p className="mt-1 text-base text-muted">{t('purchase.device.multi.lead')}</p>
      </div>
      {errors.items ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.items}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {draft.items.map((item, index) => (
          <ItemCard
            key={item.key}
            item={item}
            index={index}
            errors={errors}
            canRemove={draft.items.length > 1}
            onChange={(patch) =>
              setItems((items) => items.map((it) => (it.key === item.key ? { ...it, ...patch } : it)))
            }
            onRemove={() => setItems((items) => items.filter((it) => it.key !== item.key))}
          />
        ))}
      </ol>
      <Button
        variant="secondary"
        className="w-fit"
        disabled={draft.items.length >= MAX_ITEMS}
        onClick={() => setItems((items) => [...items, emptyItem()])}
      >
        <Plus className="size-5" aria-hidden="true" />
        {t('purchase.device.multi.add')}
      </Button>
    </div>
  );
}

type ItemCardProps = {
  item: MultiItemDraft;
  index: number;
  errors: FieldErrors;
  canRemove: boolean;
  onChange: (patch: Partial<MultiItemDraft>) => void;
  onRemove: () => void;
};

function ItemCard({ item, index, errors, canRemove, onChange, onRemove }: ItemCardProps) {
  const { t } = useTranslation();
  const key = (field: string) => errors[`items.${index}.${field}`];
  const types =
    item.kind === 'appliance' ? APPLIANCE_TYPES : item.kind === 'multimedia' ? MULTIMEDIA_TYPES : [];
  // Spec 5's 3-year rule, shown as the date is typed (phones are exempt).
  const isTooOld = purchaseDateProblem(ProductType.MULTI_DEVICE, item, new Date()) === 'too_old';
  const title = t('purchase.device.multi.itemTitle', { number: index + 1 });
  return (
    <li className="rounded-2xl bg-page p-4 ring-1 ring-line sm:p-5">
      <fieldset className="relative flex flex-col gap-4">
        <legend className="float-left flex min-h-9 items-center text-base font-bold text-ink">{title}</legend>
        {canRemove ? (
          <div className="absolute top-0 right-0">
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={t('purchase.device.multi.removeAria', { title })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('purchase.device.multi.remove')}
            </Button>
          </div>
        ) : null}
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <Field label={t('purchase.device.multi.kind')} error={key('kind')}>
            {(aria) => (
              <Select
                {...aria}
                value={item.kind}
                onChange={(e) => onChange({ kind: e.target.value as ItemKind, device_type: '' })}
              >
                {MULTI_DEVICE_ITEM_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`purchase.device.multi.kinds.${kind}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {types.length > 0 ? (
            <Field label={t('purchase.device.multi.type')} error={key('device_type')}>
              {(aria) => (
                <Select
                  {...aria}
                  value={item.device_type}
                  onChange={(e) => onChange({ device_type: e.target.value })}
                >
                  <option value="">{t('purchase.device.multi.typePlaceholder')}</option>
                  {types.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : (
            <div className="hidden sm:block" />
          )}
          <Field label={t('purchase.device.brand')} error={key('brand')}>
            {(aria) => (
              <Input {...aria} value={item.brand} onChange={(e) => onChange({ brand: e.target.value })} />
            )}
          </Field>
          <Field label={t('purchase.device.model')} error={key('model')}>
            {(aria) => (
              <Input {...aria} value={item.model} onChange={(e) => onChange({ model: e.target.value })} />
            )}
          </Field>
          <Field
            label={t('purchase.device.value')}
            hint={t('purchase.device.valueHint')}
            error={key('value')}
          >
            {(aria) => <EuroInput {...aria} value={item.value} onChange={(value) => onChange({ value })} />}
          </Field>
          <Field
            label={t('purchase.device.purchaseDate')}
            error={isTooOld ? undefined : key('purchase_date')}
          >
            {(aria) => (
              <Input
                {...aria}
                type="date"
                max={todayInMadrid()}
                value={item.purchase_date}
                onChange={(e) => onChange({ purchase_date: e.target.value })}
              />
            )}
          </Field>
        </div>
        <ThreeYearRule item={item} isTooOld={isTooOld} />
      </fieldset>
    </li>
  );
}

function ThreeYearRule({ item, isTooOld }: { item: MultiItemDraft; isTooOld: boolean }) {
  const { t } = useTranslation();
  if (item.kind === 'mobile') {
    return <p className="text-sm text-muted">{t('purchase.device.multi.mobileRule')}</p>;
  }
  if (isTooOld) {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-semibold text-danger">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('purchase.device.tooOld')}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      {item.purchase_date ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      ) : null}
      {item.purchase_date ? t('purchase.device.multi.ruleOk') : t('purchase.device.multi.rule')}
    </p>
  );
}
