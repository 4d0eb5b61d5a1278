import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../auth/session-store';
import { Wordmark } from '../../../ui/wordmark';
import { AdminNav } from './admin-nav';
import { UserPanel } from './user-panel';

/** Phones: a top bar whose menu opens the navigation as a side drawer (Radix handles focus and Escape). */
export function MobileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label={t('admin.shell.openMenu')}
        className="-mr-2 flex size-11 items-center justify-center rounded-full text-ink hover:bg-page"
      >
        <Menu className="size-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-[#1a0a14]/60 animate-overlay-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-white p-4 shadow-2xl animate-sheet-in focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <span>
                <Wordmark />
                <span className="sr-only">{t('admin.shell.nav')}</span>
              </span>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('admin.shell.closeMenu')}
              className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-page"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            <AdminNav staffRole={session.role} onNavigate={() => setIsOpen(false)} />
          </div>
          <UserPanel session={session} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
