import {
  type RequestClaimDocumentRequest,
  RequestClaimDocumentRequestSchema,
  type StaffClaimDetail,
} from '@amparo/contract';
import { ProductType } from '@amparo/domain';
import { FilePlus2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { FormDialog } from '../components/form-dialog';
import { useRequestClaimDocument } from './claims-api';

type RequestForm = { kind: 'location_history' | 'other'; title: string; description: string };

const toRequest = ({ kind, title, description }: RequestForm) =>
  kind === 'location_history'
    ? { kind, ...(description.trim() ? { description } : {}) }
    : { kind, title, description };
const resolver = contractResolver<RequestClaimDocumentRequest, RequestForm>(
  RequestClaimDocumentRequestSchema,
  toRequest,
);

/** The location history is a phone's: offered where the claim may be on one. */
const mayBePhone = (claim: StaffClaimDetail) =>
  claim.product_type_id === ProductType.MOBILE || claim.product_type_id === ProductType.MULTI_DEVICE;

function RequestDialog({ claim, onClose }: { claim: StaffClaimDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const request = useRequestClaimDocument(claim.id);
  const [key] = useState(newIdempotencyKey);
  const offersHistory =
    mayBePhone(claim) && !claim.checklist.items.some((item) => item.type === 'location_history');
  const { register, handleSubmit, formState, watch } = useForm<
    RequestForm,
    unknown,
    RequestClaimDocumentRequest
  >({
    resolver,
    defaultValues: { kind: offersHistory ? 'location_history' : 'other', title: '', description: '' },
  });
  const kind = watch('kind');
  const errors = formState.errors as Partial<Record<keyof RequestForm, { message?: string }>>;
  return (
    <FormDialog
      title={t('admin.claims.request.title')}
      description={t('admin.claims.request.description')}
      onClose={onClose}
      formId={formId}
      onSubmit={handleSubmit((body) => {
        if (request.isPending) return;
        request.mutate(
          { body, key },
          {
            onSuccess: () => {
              toast.success(t('admin.claims.request.done'));
              onClose();
            },
          },
        );
      })}
      submitLabel={t('admin.claims.request.submit')}
      mutation={request}
      className="grid gap-4"
    >
      <Field label={t('admin.claims.request.kind')}>
        {(aria) => (
          <Select {...aria} {...register('kind')}>
            {offersHistory ? (
              <option value="location_history">{t('admin.claims.request.kinds.location_history')}</option>
            ) : null}
            <option value="other">{t('admin.claims.request.kinds.other')}</option>
          </Select>
        )}
      </Field>
      {kind === 'other' ? (
        <Field
          label={t('admin.claims.request.documentTitle')}
          hint={t('admin.claims.request.documentTitleHint')}
          error={errors.title?.message}
        >
          {(aria) => <Input {...aria} {...register('title')} maxLength={80} />}
        </Field>
      ) : null}
      <Field
        label={kind === 'other' ? t('admin.claims.request.what') : t('admin.claims.request.whatOptional')}
        hint={t('admin.claims.request.whatHint')}
        error={errors.description?.message}
      >
        {(aria) => <Textarea {...aria} {...register('description')} rows={3} maxLength={500} />}
      </Field>
    </FormDialog>
  );
}

/** 'Pedir un documento': one more document for the customer's checklist, mailed to them. */
export function ClaimDocumentRequest({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        <FilePlus2 className="size-4" aria-hidden="true" />
        {t('admin.claims.request.button')}
      </Button>
      {isOpen ? <RequestDialog claim={claim} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
