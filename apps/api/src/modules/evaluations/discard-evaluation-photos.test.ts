import { describe, expect, it, vi } from 'vitest';
import type { FileStore } from '../../services/files/file-store.ts';
import type { StoredUpload } from '../../services/files/store-upload.ts';
import { discardEvaluationPhotos } from './evaluation-photo-uploads.ts';

// The cleanup after a refused send (create-evaluation.ts): best effort, never the customer's error.

const kept = (key: string) => ({ stored: { key } as StoredUpload });

describe('discardEvaluationPhotos', () => {
  it('deletes every stored photo, and logs (not throws) the one the store could not delete', async () => {
    const deleted: string[] = [];
    const store = {
      delete: vi.fn(async (key: string) => {
        if (key === 'b.jpg') throw new Error('disk gone');
        deleted.push(key);
        return true;
      }),
    } as unknown as FileStore;
    const log = { warn: vi.fn() };
    await discardEvaluationPhotos(store, [kept('a.jpg'), kept('b.jpg'), kept('c.jpg')], log);
    expect(deleted).toEqual(['a.jpg', 'c.jpg']);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ key: 'b.jpg' });
  });
});
