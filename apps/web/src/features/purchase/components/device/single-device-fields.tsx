import { deviceName } from '@amparo/domain';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { EuroInput } from '../../../../ui/euro-input';
import { Field, Input } from '../../../../ui/field';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import type { FieldErrors } from '../../model/field-errors';
import { productLineOf } from '../../model/product-lines';
import { type DeviceDraft, deviceFromCatalog, EMPTY_DEVICE } from '../../model/purchase-draft';
import { todayInMadrid } from '../../model/today';
import { CatalogCombobox } from './catalog-combobox';

/** Phones, laptops, TVs and scooters from the catalog or by hand; extended warranty by hand. */
export function SingleDeviceFields({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  const { draft, setDraft } = usePurchaseFlow();
  const line = productLineOf(draft.productTypeId);
  const device = draft.device;
  const update = (patch: Partial<DeviceDraft>) =>
    setDraft((d) => ({ ...d, device: { ...d.device, ...patch } }));
  const isPicked = device.generic_item_id !== null;
  const isManual = line.catalogKind === null || device.isManual;

  return (
    <div className="flex flex-col gap-5">
      {line.catalogKind && !isPicked && !isManual ? (
        <div className="flex flex-col gap-3">
          <CatalogCombobox
            kind={line.catalogKind}
            label={t('purchase.device.searchLabel')}
            error={errors['device.brand'] ?? errors['device.model']}
            onSelect={(item) => setDraft((d) => ({ ...d, device: deviceFromCatalog(item) }))}
            onAddByHand={(typed) => update({ ...EMPTY_DEVICE, isManual: true, model: typed })}
          />
          <Button
            variant="ghost"
            className="w-fit"
            onClick={() => update({ ...EMPTY_DEVICE, isManual: true })}
          >
            {t('purchase.device.notFound')}
          </Button>
        </div>
      ) : null}

      {isPicked ? (
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-page p-4 ring-1 ring-line">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Smartphone className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm text-muted">{t('purchase.device.chosen')}</p>
              <p className="text-base font-semibold text-ink">{deviceName(device)}</p>
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={() => update(EMPTY_DEVICE)}>
            {t('purchase.device.change')}
          </Button>
        </div>
      ) : null}

      {isManual ? (
        <div className="flex flex-col gap-5">
          {line.catalogKind ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-base text-muted">{t('purchase.device.manualLead')}</p>
              <Button variant="ghost" size="sm" onClick={() => update(EMPTY_DEVICE)}>
                {t('purchase.device.backToSearch')}
              </Button>
            </div>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('purchase.device.brand')} error={errors['device.brand']}>
              {(aria) => (
                <Input {...aria} value={device.brand} onChange={(e) => update({ brand: e.target.value })} />
              )}
            </Field>
            <Field label={t('purchase.device.model')} error={errors['device.model']}>
              {(aria) => (
                <Input {...aria} value={device.model} onChange={(e) => update({ model: e.target.value })} />
              )}
            </Field>
          </div>
        </div>
      ) : null}

      {isPicked || isManual ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('purchase.device.value')}
            hint={isPicked ? t('purchase.device.valueHintCatalog') : t('purchase.device.valueHint')}
            error={errors['device.value']}
          >
            {(aria) => <EuroInput {...aria} value={device.value} onChange={(value) => update({ value })} />}
          </Field>
          {line.asksPartNumber ? (
            <Field
              label={t('purchase.device.partNumber')}
              hint={t('purchase.device.partNumberHint')}
              error={errors['device.part_number']}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={device.part_number}
                  autoComplete="off"
                  onChange={(e) => update({ part_number: e.target.value })}
                />
              )}
            </Field>
          ) : null}
          {line.asksPurchaseDate ? (
            <Field
              label={t('purchase.device.purchaseDate')}
              hint={t('purchase.device.purchaseDateHint')}
              error={errors['device.purchase_date']}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  max={todayInMadrid()}
                  value={device.purchase_date}
                  onChange={(e) => update({ purchase_date: e.target.value })}
                />
              )}
            </Field>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
