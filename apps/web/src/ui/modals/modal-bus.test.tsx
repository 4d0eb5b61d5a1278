// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { closeModal, getOpenModal, openModal } from './modal-bus';
import { ModalHost } from './modal-host';

describe('modal bus (spec 2: modals opened by events)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeModal());
  });

  it('opens a named modal from outside React and closes it again', async () => {
    renderWithProviders(<ModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openModal('terms'));
    // The first open fetches the lazily loaded dialog chunk: allow it time.
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones del seguro' });
    expect(dialog.textContent).toContain('Desistimiento y cancelación');

    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and clears the bus', async () => {
    renderWithProviders(<ModalHost />);
    act(() => openModal('privacy'));
    await screen.findByRole('dialog', { name: 'Política de privacidad' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getOpenModal()).toBeNull();
  });

  it('replaces the open modal when another is opened', async () => {
    // The contact form reads the public settings (the slots' hours honour regional holidays).
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<ModalHost />);
    act(() => openModal('terms'));
    await screen.findByRole('dialog', { name: 'Condiciones del seguro' });
    act(() => openModal('contact'));
    await screen.findByRole('dialog', { name: 'Te llamamos' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
