// @vitest-environment happy-dom
import type { ClaimMessage } from '@amparo/contract';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageThread, useMarkReadOnScreen } from './message-thread';

const message = (id: number, author: ClaimMessage['author'], read_at: string | null): ClaimMessage => ({
  id,
  author,
  author_name: author === 'staff' ? 'Mesa de siniestros' : 'Lucía',
  body: `Mensaje ${id}`,
  attachment: null,
  created_at: '2026-11-29T10:00:00Z',
  read_at,
});

describe('MessageThread', () => {
  it("says under the reader's own messages when the other side read them, and nothing under theirs", () => {
    render(
      <MessageThread
        messages={[
          message(1, 'customer', '2026-11-29T11:00:00Z'),
          message(2, 'staff', '2026-11-29T12:00:00Z'),
          message(3, 'customer', null),
        ]}
        mine="customer"
        attachmentLabel="Archivo adjunto"
        readLabel={(readAt) => `Leído ${readAt}`}
      />,
    );
    expect(screen.getAllByText(/^Leído /).map((node) => node.textContent)).toEqual([
      'Leído 2026-11-29T11:00:00Z',
    ]);
  });
});

describe('useMarkReadOnScreen', () => {
  it('marks once per newest unread message of the other side, again only when a newer one arrives', () => {
    const mark = vi.fn();
    const { rerender } = renderHook(({ messages }) => useMarkReadOnScreen(messages, 'staff', mark), {
      initialProps: { messages: [message(1, 'staff', null), message(2, 'customer', null)] },
    });
    expect(mark).toHaveBeenCalledTimes(1);
    rerender({ messages: [message(1, 'staff', null), message(2, 'customer', null)] });
    expect(mark).toHaveBeenCalledTimes(1);
    rerender({ messages: [message(1, 'staff', '2026-11-29T12:00:00Z'), message(3, 'staff', null)] });
    expect(mark).toHaveBeenCalledTimes(2);
    rerender({
      messages: [message(1, 'staff', '2026-11-29T12:00:00Z'), message(3, 'staff', '2026-11-29T12:05:00Z')],
    });
    expect(mark).toHaveBeenCalledTimes(2);
  });
});
