import type { StaffClaimDetail } from '@amparo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { Section } from '../shared/section';
import { useAssignRepairCenter, useRepairCenterOptions } from './claims-api';

function AssignForm({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  const centers = useRepairCenterOptions({ product_type_id: claim.product_type_id, active: 'true' });
  const assign = useAssignRepairCenter(claim.id);
  const current = claim.repair_center_id === null ? '' : String(claim.repair_center_id);
  const [chosen, setChosen] = useState(current);
  const options = centers.data ?? [];
  // The assigned center stays choosable even if it was deactivated since.
  const isCurrentListed = current === '' || options.some((center) => String(center.id) === current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending || chosen === current) return;
    assign.mutate(chosen === '' ? null : Number(chosen), {
      onSuccess: () =>
        toast.success(
          chosen === '' ? t('admin.claims.repairCenter.unassigned') : t('admin.claims.repairCenter.assigned'),
        ),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {assign.isError ? <Alert>{errorMessage(assign.error)}</Alert> : null}
      {centers.isError ? <Alert>{errorMessage(centers.error)}</Alert> : null}
      <Field
        label={t('admin.claims.repairCenter.label')}
        hint={
          centers.isSuccess && options.length === 0
            ? t('admin.claims.repairCenter.noneActive', { productType: claim.product_type_name })
            : t('admin.claims.repairCenter.hint', { productType: claim.product_type_name })
        }
      >
        {(aria) => (
          <Select {...aria} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t('admin.claims.repairCenter.none')}</option>
            {!isCurrentListed ? (
              <option value={current}>{claim.repair_center_name ?? `#${current}`}</option>
            ) : null}
            {options.map((center) => (
              <option key={center.id} value={center.id}>
                {center.city ? `${center.name} (${center.city})` : center.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="self-start"
        isLoading={assign.isPending}
        disabled={chosen === current}
      >
        {t('admin.claims.repairCenter.save')}
      </Button>
    </form>
  );
}

/** Who repairs the item: read-only for roles that only look; a select of active centers for the desk. */
export function ClaimRepairCenter({ claim, canAssign }: { claim: StaffClaimDetail; canAssign: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.claims.repairCenter.title')}>
      {canAssign ? (
        <AssignForm key={claim.repair_center_id ?? 'none'} claim={claim} />
      ) : (
        <p className="font-semibold text-ink">
          {claim.repair_center_name ?? t('admin.claims.repairCenter.none')}
        </p>
      )}
    </Section>
  );
}
