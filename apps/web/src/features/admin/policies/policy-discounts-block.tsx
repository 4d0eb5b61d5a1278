import { type PolicyDetail, PolicyDiscountRequestSchema, type PolicyDiscountResult } from '@amparo/contract';
import { Action, can, formatEuro, PolicyStatus } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { openModal } from '../../../ui/modals/modal-bus';
import { toast } from '../../../ui/toast/toast-store';
import { FormDialog } from '../components/form-dialog';
import { IconButton } from '../components/icon-button';
import { Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { POLICIES_KEY } from './policies-api';
import { applyPolicyDiscount, removePolicyDiscount } from './policy-admin-api';

/** What the receipts still ask after the change, for the toast. */
function owedLeft(t: TFunction, account: PolicyDiscountResult['account']): string {
  return account.owed_receipts === 0
    ? t('admin.policyAdmin.discounts.nothingLeft')
    : t('admin.policyAdmin.discounts.left', { count: account.owed_receipts, owed: formatEuro(account.owed) });
}

function AddDiscountDialog({ policyId, onClose }: { policyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const apply = useMutation({
    mutationFn: (body: { code: string }) => applyPolicyDiscount(policyId, body),
    onSuccess: async (result) => {
      toast.success(
        t('admin.policyAdmin.discounts.applied', {
          code: result.discount.code,
          premium: formatEuro(result.premium),
          left: owedLeft(t, result.account),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PolicyDiscountRequestSchema.safeParse({ code });
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success && !apply.isPending) apply.mutate({ code: code.trim() });
  };
  return (
    <FormDialog
      title={t('admin.policyAdmin.discounts.addTitle')}
      description={t('admin.policyAdmin.discounts.addDescription')}
      onClose={onClose}
      formId="add-discount-form"
      onSubmit={submit}
      submitLabel={t('admin.policyAdmin.discounts.apply')}
      mutation={apply}
      className="flex flex-col gap-4"
    >
      <Field label={t('admin.policyAdmin.discounts.code')} error={problem}>
        {(aria) => (
          <Input
            {...aria}
            value={code}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** The policy's discounts; staff who change policies add one by code or remove one (with a confirmation). */
export function PolicyDiscountsBlock({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const mayChange = can(role, Action.POLICIES_UPDATE) && policy.status !== PolicyStatus.CANCELLED;
  const remove = (discount: PolicyDetail['discounts'][number]) =>
    openModal('confirm-delete', {
      title: t('admin.policyAdmin.discounts.removeTitle', { code: discount.code }),
      description: t('admin.policyAdmin.discounts.removeBody'),
      onConfirm: async () => {
        const result = await removePolicyDiscount(policy.id, discount.id);
        toast.success(
          t('admin.policyAdmin.discounts.removed', {
            code: discount.code,
            left: owedLeft(t, result.account),
          }),
        );
        await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      },
    });
  return (
    <Section title={t('admin.policy.discounts')}>
      {policy.discounts.length === 0 ? (
        <p className="text-muted">{t('admin.policy.noDiscounts')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {policy.discounts.map((discount) => (
            <li key={discount.id} className="flex items-center justify-between gap-3">
              <code className="rounded bg-page px-2 py-0.5 font-mono text-sm font-semibold">
                {discount.code}
              </code>
              <span className="ml-auto font-semibold tabular-nums text-success">
                -{formatEuro(discount.amount)}
              </span>
              {mayChange ? (
                <IconButton
                  label={t('admin.policyAdmin.discounts.remove', { code: discount.code })}
                  icon={Trash2}
                  isDanger
                  onClick={() => remove(discount)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <Button className="mt-4" variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.policyAdmin.discounts.add')}
        </Button>
      ) : null}
      {adding ? <AddDiscountDialog policyId={policy.id} onClose={() => setAdding(false)} /> : null}
    </Section>
  );
}
