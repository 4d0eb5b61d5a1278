import type { ClaimMessage } from '@amparo/contract';
import { clsx } from 'clsx';
import { Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from './format';

/**
 * Marks the other side's messages read while they are on screen: once for the newest unread one,
 * not again on every render of the same (cached) conversation, and again when a newer one arrives.
 */
export function useMarkReadOnScreen(
  messages: readonly ClaimMessage[],
  otherSide: ClaimMessage['author'],
  markRead: () => void,
) {
  const newestUnread = Math.max(
    0,
    ...messages.filter((m) => m.author === otherSide && m.read_at === null).map((m) => m.id),
  );
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (newestUnread <= markedUpTo.current) return;
    markedUpTo.current = newestUnread;
    markRead();
  }, [newestUnread, markRead]);
}

/**
 * A conversation, oldest first: the reader's own messages on the right in the
 * brand's tint, the other side's on the left, each with who wrote it, when,
 * and its attachment as a link. Used by the claim page and the claims desk.
 */
export function MessageThread({
  messages,
  mine,
  youLabel,
  attachmentLabel,
  readLabel,
}: {
  messages: readonly ClaimMessage[];
  /** Which side the reader is on. */
  mine: ClaimMessage['author'];
  /** How the reader's own messages are signed ('Tú'); without it, by their author's name. */
  youLabel?: string | undefined;
  /** The attachment link's accessible prefix ('Archivo adjunto'). */
  attachmentLabel: string;
  /** Under the reader's own messages the other side has opened ('Leído el 29/11/2026 17:05'). */
  readLabel?: ((readAt: string) => string) | undefined;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const own = message.author === mine;
        return (
          <li key={message.id} className={clsx('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              className={clsx(
                'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
                own
                  ? 'rounded-br-sm bg-brand-soft text-ink'
                  : 'rounded-bl-sm bg-page text-ink ring-1 ring-line',
              )}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">
                  {own && youLabel ? youLabel : message.author_name}
                </span>
                {' · '}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>
              {message.attachment ? (
                <a
                  href={message.attachment.url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-2 hover:underline"
                >
                  <Paperclip className="size-4" aria-hidden="true" />
                  <span className="sr-only">{attachmentLabel}: </span>
                  {message.attachment.filename}
                </a>
              ) : null}
              {own && readLabel && message.read_at ? (
                <p className="mt-1 text-right text-xs text-muted">{readLabel(message.read_at)}</p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
