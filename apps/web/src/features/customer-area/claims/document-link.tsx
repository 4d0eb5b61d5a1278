import type { ReactNode } from 'react';

/** Takes the customer to a document of the checklist: scrolled to, its upload button focused. */
export function focusDocumentUpload(type: string): void {
  const item = document.getElementById(`documento-${type}`);
  item?.scrollIntoView?.({ block: 'center' });
  const upload = item?.querySelector<HTMLElement>('[data-upload]');
  (upload ?? item)?.focus();
}

export function DocumentLink({ type, children }: { type: string; children: ReactNode }) {
  return (
    <a
      href={`#documento-${type}`}
      className="font-semibold text-brand-strong underline underline-offset-2"
      onClick={(event) => {
        event.preventDefault();
        focusDocumentUpload(type);
      }}
    >
      {children}
    </a>
  );
}
