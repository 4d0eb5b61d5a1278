// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { evaluationFlow } from '../flow/evaluation-flow-store';
import { CapturePage } from './capture-page';
import {
  ACCESS,
  buildPhoto,
  inEvaluation,
  mockCamera,
  openLinkSession,
  POLICY_ID,
  RISK_ID,
  SESSION_TOKEN,
} from './capture-test-utils';

// The frame itself needs a real camera and canvas: here the countdown's end is what is tested.
const captureVideoFrame = vi.fn();
vi.mock('./resize-photo', () => ({
  captureVideoFrame: (...args: unknown[]) => captureVideoFrame(...args),
  resizePhotoFile: vi.fn(),
}));

function renderCapture(side: 'front' | 'back') {
  return renderRoutes(
    [
      { path: `/evaluation/capture/${side}`, element: inEvaluation(<CapturePage side={side} />) },
      { path: '/evaluation/precapture/back', element: <h1>Foto trasera: instrucciones</h1> },
      { path: '/evaluation/summary', element: <h1>Resumen</h1> },
      { path: '/permission-required', element: <h1>Permiso de cámara</h1> },
    ],
    `/evaluation/capture/${side}`,
  );
}

function answerApi() {
  return mockFetch((url) => {
    if (url.startsWith('/api/policy-access/evaluation')) return { body: ACCESS };
    if (url.includes('/evaluation-code')) {
      return { status: 201, body: { code: 'QX7P2K9M', expires_at: '2030-01-01T00:10:00Z' } };
    }
    return { status: 404, body: { message: 'No existe' } };
  });
}

describe('capture pages', () => {
  beforeEach(() => {
    sessionStorage.clear();
    evaluationFlow.resetForTests();
    openLinkSession();
    captureVideoFrame.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('front: shows the one-time code, counts down 10 seconds and takes the photo at zero', async () => {
    const fetchMock = answerApi();
    const camera = mockCamera('granted');
    const photo = buildPhoto();
    captureVideoFrame.mockResolvedValue(photo);
    const { router } = renderCapture('front');

    expect(await screen.findByTestId('screen-code')).toHaveProperty('textContent', 'QX7P2K9M');
    const codeCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/evaluation-code'));
    expect(String(codeCall?.[0])).toBe(
      `/api/policies/${POLICY_ID}/risk/${RISK_ID}/evaluation-code?token=${SESSION_TOKEN}`,
    );
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } },
      audio: false,
    });
    const start = screen.getByRole('button', { name: 'Empezar cuenta atrás' });
    await waitFor(() => expect(start).toHaveProperty('disabled', false));

    vi.useFakeTimers();
    act(() => start.click());
    // The code fills the screen as a QR code, and the seconds are announced politely.
    expect(screen.getByRole('img', { name: 'Código QR de esta comprobación: QX7P2K9M' })).toBeTruthy();
    expect(screen.getByText('Foto en 10 segundos').getAttribute('aria-live')).toBe('polite');
    for (let second = 0; second < 9; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Foto en 1 segundo')).toBeTruthy();
    expect(captureVideoFrame).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();

    expect(captureVideoFrame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/precapture/back'));
    expect(evaluationFlow.get()).toMatchObject({
      policyId: POLICY_ID,
      riskId: RISK_ID,
      screenCode: 'QX7P2K9M',
      photos: { front: photo },
    });
    // Leaving the page turns the camera off.
    expect(camera.stop).toHaveBeenCalled();
  });

  it('cancel stops the countdown before the photo', async () => {
    answerApi();
    mockCamera('granted');
    renderCapture('back');
    const start = await screen.findByRole('button', { name: 'Empezar cuenta atrás' });
    await waitFor(() => expect(start).toHaveProperty('disabled', false));
    vi.useFakeTimers();
    act(() => start.click());
    for (let second = 0; second < 3; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Foto en 7 segundos')).toBeTruthy();
    // One 'Cancelar' while counting: the overlay's, which stops the countdown (not the page's link away).
    expect(screen.getAllByText('Cancelar')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Cancelar' }).click());
    for (let second = 0; second < 12; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(captureVideoFrame).not.toHaveBeenCalled();
    expect(screen.queryByText(/Foto en/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeTruthy();
  });

  it('a refused camera permission goes to /permission-required with the page to come back to', async () => {
    answerApi();
    mockCamera(new DOMException('Permission denied', 'NotAllowedError'));
    const { router } = renderCapture('back');
    await waitFor(() => expect(router.state.location.pathname).toBe('/permission-required'));
    expect(router.state.location.search).toBe('?desde=%2Fevaluation%2Fcapture%2Fback');
  });

  it('with no camera it says so and offers to upload a photo', async () => {
    answerApi();
    mockCamera(new DOMException('Requested device not found', 'NotFoundError'));
    renderCapture('back');
    expect(await screen.findByText(/No encontramos ninguna cámara/)).toBeTruthy();
    expect(screen.getByLabelText('Subir una foto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar cuenta atrás' })).toHaveProperty('disabled', true);
  });

  it('the back photo uses the rear camera and goes on to the summary', async () => {
    answerApi();
    const camera = mockCamera('granted');
    captureVideoFrame.mockResolvedValue(buildPhoto({ width: 900, height: 1600 }));
    const { router } = renderCapture('back');
    const start = await screen.findByRole('button', { name: 'Empezar cuenta atrás' });
    await waitFor(() => expect(start).toHaveProperty('disabled', false));
    expect(camera.getUserMedia.mock.calls[0]).toEqual([
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    ]);
    vi.useFakeTimers();
    act(() => start.click());
    // One tick a second: each second schedules the next.
    for (let second = 0; second < 10; second += 1) await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/summary'));
    expect(evaluationFlow.get().photos.back?.width).toBe(900);
  });
});
