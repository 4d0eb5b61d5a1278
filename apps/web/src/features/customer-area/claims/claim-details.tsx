import type { ClaimDetail } from '@amparo/contract';
import { madridDate } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { formatDate } from '../../../ui/format';
import { toast } from '../../../ui/toast/toast-store';
import { useCustomerHome } from '../customer-api';
import { ClaimForm } from './claim-form';
import type { ClaimFormContext, ClaimFormOutput, ClaimFormValues } from './claim-form-schema';
import { storeClaim, updateClaimDraft } from './claims-api';

type Answer = ClaimDetail['extra_fields'][number];

type Words = { yes: string; no: string; empty: string };

function answerText(field: Answer, words: Words): string {
  if (field.value === null || field.value === '') return words.empty;
  if (typeof field.value === 'boolean') return field.value ? words.yes : words.no;
  if (field.type === 'date') return formatDate(field.value);
  return field.value === 'Si' ? words.yes : field.value;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-base break-words whitespace-pre-line text-ink">{value}</dd>
    </div>
  );
}

function valuesOf(claim: ClaimDetail): ClaimFormValues {
  const answers: ClaimFormValues['extra_fields'] = {};
  for (const field of claim.extra_fields) {
    if (field.value !== null) answers[field.id] = field.value;
  }
  return {
    risk_id: String(claim.policy_risk_id),
    claim_type_id: String(claim.claim_type_id),
    occurred_at: claim.occurred_on,
    description: claim.description,
    extra_fields: answers,
  };
}

function EditDraft({ claim, now, onDone }: { claim: ClaimDetail; now: Date; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const home = useCustomerHome();
  // The item's risk type picks the multi-risk device list; the home (usually cached) knows it.
  const riskType = home.data?.policies
    .find((p) => p.id === claim.policy_id)
    ?.risks?.find((r) => r.id === claim.policy_risk_id)?.risk_type;
  const context = useMemo<ClaimFormContext>(
    () => ({
      productTypeId: claim.product_type_id,
      riskTypeOf: () => riskType,
      today: madridDate(now) ?? now.toISOString().slice(0, 10),
    }),
    [claim.product_type_id, riskType, now],
  );
  const save = async ({ risk_id: _, ...changes }: ClaimFormOutput) => {
    await storeClaim(queryClient, await updateClaimDraft(claim.id, changes));
    toast.success(t('claims.form.saved'));
    onDone();
  };
  return (
    <ClaimForm
      context={context}
      risks={[]}
      defaultValues={valuesOf(claim)}
      submitLabel={t('claims.form.saveEdit')}
      onSubmit={save}
      onCancel={onDone}
    />
  );
}

/** What the customer declared; a draft can be edited here (type, date, description, answers). */
export function ClaimDetails({ claim, now }: { claim: ClaimDetail; now: Date }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const words = { yes: t('claims.yes'), no: t('claims.no'), empty: t('claims.details.empty') };
  // Opening or closing the editor moves focus to the section's title, which then says which it is.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(isEditing);
  useEffect(() => {
    if (wasEditing.current !== isEditing) titleRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {isEditing ? t('claims.details.editTitle') : t('claims.details.title')}
        </h2>
        {claim.is_draft && !isEditing ? (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            <PenLine className="size-4" aria-hidden="true" />
            {t('claims.details.edit')}
          </Button>
        ) : null}
      </div>
      {isEditing ? (
        <EditDraft claim={claim} now={now} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="flex flex-col gap-3">
          <Row label={t('claims.details.type')} value={claim.claim_type_name} />
          <Row label={t('claims.details.date')} value={formatDate(claim.occurred_on)} />
          <Row label={t('claims.details.description')} value={claim.description} />
          {claim.extra_fields.map((field) => (
            <Row key={field.id} label={field.label} value={answerText(field, words)} />
          ))}
        </dl>
      )}
    </Card>
  );
}
