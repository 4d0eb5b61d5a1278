import type { ClaimDetail } from '@amparo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { storeClaim, uploadClaimDocument } from './claims-api';
import { kindOf, prepareClaimFile, type Shrinker, shrinkWithLibrary } from './prepare-claim-file';

export type UploadState =
  /** `uploaded`: the claim after the last upload of this batch, if any. */
  | { phase: 'idle'; uploaded?: ClaimDetail }
  | { phase: 'preparing' | 'uploading'; name: string; current: number; total: number; fraction: number }
  | { phase: 'failed'; message: string };

/**
 * The files chosen for one checklist document, one after another (the server takes one file per
 * call): each photo shrunk, then sent with its progress. A refused file stops the rest, with the
 * server's Spanish reason; the ones already sent stay.
 */
export function useDocumentUpload(claimId: number, type: string, shrink: Shrinker = shrinkWithLibrary) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const upload = async (files: readonly File[]) => {
    const wrong = files.find((file) => kindOf(file) === 'other');
    if (wrong) {
      setState({ phase: 'failed', message: t('claims.documents.wrongType', { name: wrong.name }) });
      return;
    }
    let latest: ClaimDetail | null = null;
    try {
      for (const [index, file] of files.entries()) {
        const step = { name: file.name, current: index + 1, total: files.length, fraction: 0 };
        setState({ phase: 'preparing', ...step });
        const prepared = await prepareClaimFile(file, shrink);
        setState({ phase: 'uploading', ...step });
        latest = await uploadClaimDocument(claimId, { type, ...prepared }, (fraction) =>
          setState({ phase: 'uploading', ...step, fraction }),
        );
        await storeClaim(queryClient, latest);
      }
      setState(latest ? { phase: 'idle', uploaded: latest } : { phase: 'idle' });
      toast.success(t('claims.documents.uploaded', { count: files.length }));
    } catch (error) {
      setState({ phase: 'failed', message: errorMessage(error) });
    }
  };

  return { state, upload, isBusy: state.phase === 'preparing' || state.phase === 'uploading' };
}
