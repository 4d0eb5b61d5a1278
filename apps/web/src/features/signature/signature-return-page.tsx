import { CircleCheck, FileClock, FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { openModal } from '../../ui/modals/modal-bus';
import { StatusPage } from '../../ui/status-page';

type SignOutcome = 'signed' | 'failed' | 'pending';

// The e-signature provider sends the customer back here with ?status=. Until
// the signature issue confirms it with the server, we only trust it to choose
// the wording, never to mark the contract as signed.
function readOutcome(status: string | null): SignOutcome {
  if (status === 'signed' || status === 'ok') return 'signed';
  if (status === 'error' || status === 'cancelled' || status === 'failed') return 'failed';
  return 'pending';
}

const icons = { signed: CircleCheck, failed: FileWarning, pending: FileClock };
const tones = { signed: 'success', failed: 'danger', pending: 'brand' } as const;

export default function SignatureReturnPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const outcome = readOutcome(searchParams.get('status'));
  return (
    <StatusPage
      icon={icons[outcome]}
      tone={tones[outcome]}
      eyebrow={t('signature.title')}
      title={t(`signature.${outcome}.title`)}
      body={<p>{t(`signature.${outcome}.body`, { id })}</p>}
      callYouReason={outcome === 'signed' ? undefined : 'signature'}
      actions={
        <>
          {outcome === 'failed' ? (
            <Button onClick={() => openModal('sign-error')}>{t('signature.failed.action')}</Button>
          ) : null}
          <Button asChild variant="secondary">
            <Link to="/">{t('nav.goHome')}</Link>
          </Button>
        </>
      }
    />
  );
}
