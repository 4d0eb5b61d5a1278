import { VERIFY_DOCUMENT_MAX_BYTES, type VerifyDocumentResult } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { readFileAsDataUrl } from '../../../api/read-file';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatEvidenceTime } from './evidence-timeline';
import { HashText } from './hash-text';
import { verifyPolicyDocument } from './signing-api';

class LocalRefusal extends Error {}

const TONES = { signed: 'success', unsigned: 'info', none: 'danger' } as const;

function Verdict({ result, filename }: { result: VerifyDocumentResult; filename: string }) {
  const { t } = useTranslation();
  const text =
    result.match === 'signed' && result.signed_at
      ? t('admin.signing.verify.signedOn', { date: formatEvidenceTime(result.signed_at) })
      : t(`admin.signing.verify.${result.match}`);
  return (
    <Alert tone={TONES[result.match]}>
      <p className="font-bold">{text}</p>
      <p className="mt-1 break-all font-normal">{t('admin.signing.verify.file', { name: filename })}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 font-normal">
        {t('admin.signing.verify.hash')}
        <HashText hash={result.sha256} what={t('admin.signing.verify.hash')} />
      </p>
    </Alert>
  );
}

/**
 * "Comprobar un PDF": a staff member picks the file a customer or a court sent
 * back; the server compares its SHA-256 with the policy's signings and says
 * whether it is the sealed contract, the contract as shown, or neither.
 */
export function VerifyDocumentControl({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [filename, setFilename] = useState('');
  const check = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > VERIFY_DOCUMENT_MAX_BYTES) throw new LocalRefusal(t('admin.signing.verify.tooLarge'));
      if (file.size === 0) throw new LocalRefusal(t('admin.signing.verify.unreadable'));
      const base64 = await readFileAsDataUrl(file).catch(() => {
        throw new LocalRefusal(t('admin.signing.verify.unreadable'));
      });
      return verifyPolicyDocument(policyId, base64);
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again checks it again.
    event.target.value = '';
    if (!file) return;
    setFilename(file.name);
    check.mutate(file);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-bold text-ink">{t('admin.signing.verify.title')}</h3>
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
            {t('admin.signing.verify.hint')}
          </p>
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={t('admin.signing.verify.title')}
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
          onChange={choose}
        />
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          isLoading={check.isPending}
          onClick={() => input.current?.click()}
        >
          <FileSearch className="size-4" aria-hidden="true" />
          {check.isPending ? t('admin.signing.verify.checking') : t('admin.signing.verify.choose')}
        </Button>
      </div>
      {check.isError ? (
        <Alert>{check.error instanceof LocalRefusal ? check.error.message : errorMessage(check.error)}</Alert>
      ) : null}
      {check.data ? <Verdict result={check.data} filename={filename} /> : null}
    </div>
  );
}
