import type { ReactNode } from 'react';
import { ConfirmCancelProcessModal, ConfirmDeleteModal } from './confirm-modal';
import { ContactModal } from './contact-modal';
import { ContactSuccessModal } from './contact-success-modal';
import { LegalModal } from './legal-modal';
import { SignErrorModal } from './message-modals';
import type { OpenModal } from './modal-types';
import { PrecontractualModal } from './precontractual-modal';

/** Exhaustive: a modal added to ModalPropsMap without a case here fails to compile. */
export function renderModal(modal: OpenModal): ReactNode {
  switch (modal.name) {
    case 'contact':
      return <ContactModal {...modal.props} />;
    case 'contact-success':
      return <ContactSuccessModal {...modal.props} />;
    case 'terms':
      return <LegalModal document="terms" />;
    case 'privacy':
      return <LegalModal document="privacy" />;
    case 'precontractual-info':
      return <PrecontractualModal {...modal.props} />;
    case 'sign-error':
      return <SignErrorModal {...modal.props} />;
    case 'confirm-delete':
      return <ConfirmDeleteModal {...modal.props} />;
    case 'confirm-cancel-process':
      return <ConfirmCancelProcessModal {...modal.props} />;
    default: {
      const exhaustive: never = modal;
      return exhaustive;
    }
  }
}
