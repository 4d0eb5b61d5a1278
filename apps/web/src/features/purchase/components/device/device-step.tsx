import type { GenericItem } from '@amparo/contract';
import type { ProductType } from '@amparo/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalogItem } from '../../api/catalog-api';
import { usePurchaseFlow, useStepErrors } from '../../hooks/purchase-flow';
import { productLineOf } from '../../model/product-lines';
import { EMPTY_DEVICE, emptyItem, type PurchaseDraft } from '../../model/purchase-draft';
import { type FieldErrors, validateDeviceStep } from '../../model/validate-steps';
import { StepActions } from '../step-actions';
import { MultiDeviceItems } from './multi-device-items';
import { ProductLinePicker } from './product-line-picker';
import { SingleDeviceFields } from './single-device-fields';

export function deviceFromCatalog(item: GenericItem) {
  return {
    ...EMPTY_DEVICE,
    generic_item_id: item.id,
    brand: item.brand,
    model: item.model,
    reference: item.reference ?? '',
    part_number: item.part_number ?? '',
    value: item.reference_price,
  };
}

/** Step a: product line, then the device (catalog or by hand) or the household's items. */
export function DeviceStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete } = usePurchaseFlow();
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = useStepErrors(localErrors);
  const line = productLineOf(draft.productTypeId);
  const [searchParams] = useSearchParams();
  const preselectId = Number(searchParams.get('modelo')) || null;
  const preselected = useCatalogItem(draft.device.brand ? null : preselectId);

  // '/destacados' links carry `?modelo=<id>`: prefill once, the customer can still change it.
  useEffect(() => {
    const item = preselected.data;
    if (item && !draft.device.brand) setDraft((d) => ({ ...d, device: deviceFromCatalog(item) }));
  }, [preselected.data, draft.device.brand, setDraft]);

  function changeLine(typeId: number) {
    setLocalErrors({});
    setDraft((d) => ({
      ...d,
      productTypeId: typeId as ProductType,
      device: EMPTY_DEVICE,
      items: productLineOf(typeId).isMulti && d.items.length === 0 ? [emptyItem()] : d.items,
      productId: null,
    }));
  }

  function onContinue() {
    const result = validateDeviceStep(draft, new Date());
    if (!result.ok) {
      setLocalErrors(result.errors);
      return;
    }
    setLocalErrors({});
    const next: PurchaseDraft = line.isMulti ? { ...draft, device: EMPTY_DEVICE } : { ...draft, items: [] };
    complete('device', next);
  }

  return (
    <div className="flex flex-col gap-8">
      <ProductLinePicker value={draft.productTypeId} onChange={changeLine} />
      {line.isMulti ? (
        <MultiDeviceItems errors={errors} />
      ) : (
        <SingleDeviceFields errors={errors} onEdit={() => setLocalErrors({})} />
      )}
      {Object.keys(localErrors).length > 0 ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('purchase.fixErrors')}
        </p>
      ) : null}
      <StepActions onContinue={onContinue} />
    </div>
  );
}
