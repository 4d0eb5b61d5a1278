import { type SignContractRequest, SignContractRequestSchema, type SigningState } from '@amparo/contract';
import { signingConsentText } from '@amparo/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/http';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Field, Input } from '../../ui/field';
import { contractResolver } from '../../ui/form/contract-resolver';
import { CodeRequest } from './code-request';
import { SignatureCanvas } from './signature-canvas';
import { signContract } from './signing-api';
import type { SigningCredential } from './use-signing-access';

type FormValues = { code: string; signature_image: string; consent: boolean };

function Step({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Steps 2 to 4: the code, the drawn signature and the consent, validated with the API's own
 * schema (SignContractRequestSchema) before anything is sent.
 */
export function SignForm({
  policyId,
  credential,
  state,
  fetchedAt,
  onChanged,
  onSigned,
}: {
  policyId: number;
  credential: SigningCredential;
  state: SigningState & { signature: NonNullable<SigningState['signature']> };
  fetchedAt: number;
  /** The server's state may have moved (a code sent, a failed try): read it again. */
  onChanged: () => void;
  onSigned: () => void;
}) {
  const { t } = useTranslation();
  // One key per attempt; kept only when the answer was lost (network), so that retry is the same attempt.
  const keyRef = useRef(newIdempotencyKey());
  const sign = useMutation({
    mutationFn: (body: SignContractRequest) => signContract(policyId, credential, body, keyRef.current),
    onSuccess: onSigned,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== null) keyRef.current = newIdempotencyKey();
      onChanged();
    },
  });
  const { register, control, handleSubmit, formState, setValue } = useForm<
    FormValues,
    unknown,
    SignContractRequest
  >({
    resolver: contractResolver<SignContractRequest, FormValues>(SignContractRequestSchema),
    defaultValues: { code: '', signature_image: '', consent: false },
  });
  const { errors, isSubmitted } = formState;
  const submit = handleSubmit((values) => sign.mutate(values));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      <Step id="firma-codigo" title={t('signing.code.title')}>
        <CodeRequest
          policyId={policyId}
          credential={credential}
          signature={state.signature}
          fetchedAt={fetchedAt}
          onSent={onChanged}
        />
        <Field label={t('signing.code.label')} error={errors.code?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...register('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              className="max-w-56 text-center font-mono text-2xl tracking-[0.4em]"
            />
          )}
        </Field>
      </Step>
      <Step id="firma-trazo" title={t('signing.pad.title')}>
        <SignatureCanvas
          isInvalid={!!errors.signature_image}
          describedBy={errors.signature_image ? 'firma-trazo-error' : undefined}
          onChange={(dataUrl) =>
            setValue('signature_image', dataUrl ?? '', { shouldValidate: isSubmitted, shouldDirty: true })
          }
        />
        {errors.signature_image ? (
          <p id="firma-trazo-error" className="text-sm font-medium text-danger">
            {errors.signature_image.message}
          </p>
        ) : null}
      </Step>
      <div className="flex flex-col gap-1.5">
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={field.onChange}
              isInvalid={!!errors.consent}
              describedBy={errors.consent ? 'firma-consentimiento-error' : undefined}
              label={signingConsentText(state.policy.number)}
            />
          )}
        />
        {errors.consent ? (
          <p id="firma-consentimiento-error" className="pl-9 text-sm font-medium text-danger">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      {sign.isError ? <Alert>{errorMessage(sign.error)}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={sign.isPending}
        className="sm:w-auto sm:self-start"
      >
        {sign.isPending ? t('signing.submitting') : t('signing.submit')}
      </Button>
    </form>
  );
}
