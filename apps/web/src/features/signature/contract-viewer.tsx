import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../../api/download-file';
import { errorMessage } from '../../api/http';
import { getApiToken } from '../../auth/session-store';
import { externalLinkProps } from '../../navigation/notification-targets';
import { ScrollBox } from '../../ui/scroll-box';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast/toast-store';
import { signingDocumentUrl } from './signing-api';
import type { SigningCredential } from './use-signing-access';

type Progress = { status: 'rendering' | 'done' | 'failed'; pages: number };

/**
 * The contract to read before signing, page by page in canvases (pdf.js, loaded on demand). The
 * download link is always there: it is the fallback when the reader cannot run (an old web view,
 * no canvas) and the copy the customer keeps.
 */
export function ContractViewer({
  policyId,
  credential,
  sha256,
}: {
  policyId: number;
  credential: SigningCredential;
  sha256: string;
}) {
  const { t } = useTranslation();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<Progress>({ status: 'rendering', pages: 0 });
  const url = signingDocumentUrl(policyId, credential);
  const isSession = credential.kind === 'session';

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return;
    let cancelled = false;
    container.replaceChildren();
    setProgress({ status: 'rendering', pages: 0 });
    const token = isSession ? getApiToken() : null;
    const width = Math.max(container.clientWidth, 280);
    import('./pdf-loader')
      .then(({ renderPdf }) =>
        renderPdf(
          { url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) },
          width,
          (canvas, page, pages) => {
            canvas.className = 'block h-auto w-full bg-white shadow-card ring-1 ring-line';
            canvas.setAttribute('role', 'img');
            canvas.setAttribute('aria-label', t('signing.document.page', { page, pages }));
            container.append(canvas);
            setProgress({ status: 'rendering', pages });
          },
          () => cancelled,
        ),
      )
      .then(() => {
        if (!cancelled) setProgress((now) => ({ ...now, status: 'done' }));
      })
      .catch(() => {
        if (!cancelled) setProgress((now) => ({ ...now, status: 'failed' }));
      });
    return () => {
      cancelled = true;
    };
  }, [url, isSession, t]);

  return (
    <section aria-labelledby="firma-contrato" className="flex flex-col gap-3">
      <h2 id="firma-contrato" className="text-lg font-bold text-ink">
        {t('signing.document.title')}
      </h2>
      <ScrollBox className="max-h-[70vh] overflow-y-auto rounded-xl bg-page p-2 ring-1 ring-line sm:p-3">
        {progress.status === 'rendering' && progress.pages === 0 ? (
          <div className="flex items-center gap-3 p-4 text-sm text-muted" role="status">
            <Spinner />
            {t('signing.document.rendering')}
          </div>
        ) : null}
        {progress.status === 'failed' ? (
          <p className="p-4 text-sm font-medium text-ink" role="status">
            {t('signing.document.cannotShow')}
          </p>
        ) : null}
        <div ref={pagesRef} className="flex flex-col gap-3" />
      </ScrollBox>
      {isSession ? (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 self-start text-base font-semibold text-brand-strong underline underline-offset-4"
          onClick={() =>
            void downloadApiFile('openSigningDocument', { id: policyId }, 'contrato.pdf').catch((error) =>
              toast.error(errorMessage(error)),
            )
          }
        >
          <Download className="size-5" aria-hidden="true" />
          {t('signing.document.download')}
        </button>
      ) : (
        <a
          {...externalLinkProps(url)}
          download
          className="inline-flex min-h-11 items-center gap-2 self-start text-base font-semibold text-brand-strong underline underline-offset-4"
        >
          <Download className="size-5" aria-hidden="true" />
          {t('signing.document.download')}
        </a>
      )}
      <p className="text-xs break-all text-muted">
        {t('signing.document.sha256', { hash: sha256 })}
        <br />
        {t('signing.document.sha256Hint')}
      </p>
    </section>
  );
}
