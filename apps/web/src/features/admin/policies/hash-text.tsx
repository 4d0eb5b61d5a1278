import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast-store';

/** 'a1b2c3d4…e5f6a7b8': enough to compare by eye; the whole value goes to the clipboard. */
export const shortHash = (hash: string, ends = 8) =>
  hash.length > ends * 2 + 4 ? `${hash.slice(0, ends)}…${hash.slice(-ends)}` : hash;

/** A SHA-256 shortened on screen (the full value in its title) with a button that copies it whole. */
export function HashText({ hash, what }: { hash: string; what: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      toast.success(t('admin.signing.copied'));
    } catch {
      toast.error(t('admin.signing.copyFailed'));
    }
  };
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <code title={hash} className="truncate rounded bg-page px-1.5 py-0.5 font-mono text-xs text-ink">
        {/* Phones have room for fewer characters beside a label. */}
        <span className="sm:hidden">{shortHash(hash, 6)}</span>
        <span className="hidden sm:inline">{shortHash(hash)}</span>
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('admin.signing.copy', { what })}
        title={t('admin.signing.copy', { what })}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-strong"
      >
        <Copy className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}
