import * as Dialog from '@radix-ui/react-dialog';
import { Maximize, X, ZoomIn, ZoomOut } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

// Zoom is relative to "fit": 1 shows the whole image in the window. Panning is
// the container's own scrolling (touch, wheel, scroll bars) plus mouse drag;
// Ctrl + wheel (what a trackpad pinch sends) and a two-finger pinch zoom.
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
const STEP = 1.5;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

type Size = { width: number; height: number };

function useZoom(container: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoomState] = useState(MIN_ZOOM);
  // Where the view was centred (as a fraction of the content) before a zoom, to keep it centred after.
  const centre = useRef<{ x: number; y: number } | null>(null);
  const setZoom = (next: number) => {
    const box = container.current;
    if (box && box.scrollWidth > 0) {
      centre.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
      };
    }
    setZoomState(clampZoom(next));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each zoom change, to re-centre.
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || !centre.current) return;
    box.scrollLeft = centre.current.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = centre.current.y * box.scrollHeight - box.clientHeight / 2;
    centre.current = null;
  }, [zoom]);
  return [zoom, setZoom] as const;
}

type Props = { src: string; name: string; onClose: () => void };

/** The whole image on a dark full-screen sheet, with zoom buttons that a keyboard reaches. */
export function ImageZoomDialog({ src, name, onClose }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useZoom(box);
  const [fit, setFit] = useState<Size | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const measure = (image: HTMLImageElement) => {
    const area = box.current;
    if (!area || !image.naturalWidth) return;
    const scale = Math.min(area.clientWidth / image.naturalWidth, area.clientHeight / image.naturalHeight);
    setFit({ width: image.naturalWidth * scale, height: image.naturalHeight * scale });
  };

  // React's wheel listener is passive: Ctrl + wheel needs a native one to stop the page zooming.
  useEffect(() => {
    const area = box.current;
    if (!area) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom(zoomRef.current * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') setZoom(zoom * STEP);
    else if (event.key === '-') setZoom(zoom / STEP);
    else if (event.key === '0') setZoom(MIN_ZOOM);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const area = box.current;
    if (!area) return;
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom };
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, left: area.scrollLeft, top: area.scrollTop };
    area.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const area = box.current;
    if (!area) return;
    if (event.pointerType === 'touch') {
      if (!touches.current.has(event.pointerId)) return;
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.current.values()];
      if (a && b && pinch.current)
        setZoom(pinch.current.zoom * (Math.hypot(a.x - b.x, a.y - b.y) / pinch.current.distance));
      return;
    }
    if (!drag.current) return;
    area.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    area.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pinch.current = null;
    drag.current = null;
  };

  const control =
    'flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-[#111114] text-white focus:outline-none"
        >
          <div className="flex flex-wrap items-center gap-2 px-3 py-2 sm:px-5">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-base font-bold">{name}</Dialog.Title>
              <Dialog.Description className="text-xs text-white/75 max-sm:sr-only">
                {t('admin.evaluations.zoom.description')}
              </Dialog.Description>
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className={control}
                onClick={() => setZoom(zoom / STEP)}
                disabled={zoom <= MIN_ZOOM}
                aria-label={t('admin.evaluations.zoom.zoomOut')}
              >
                <ZoomOut className="size-5" aria-hidden="true" />
              </button>
              <output aria-live="polite" className="w-14 text-center text-sm tabular-nums">
                <span className="sr-only">
                  {t('admin.evaluations.zoom.level', { percent: Math.round(zoom * 100) })}
                </span>
                <span aria-hidden="true">{Math.round(zoom * 100)} %</span>
              </output>
              <button
                type="button"
                className={control}
                onClick={() => setZoom(zoom * STEP)}
                disabled={zoom >= MAX_ZOOM}
                aria-label={t('admin.evaluations.zoom.zoomIn')}
              >
                <ZoomIn className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={control}
                onClick={() => setZoom(MIN_ZOOM)}
                disabled={zoom === MIN_ZOOM}
                aria-label={t('admin.evaluations.zoom.fit')}
              >
                <Maximize className="size-5" aria-hidden="true" />
              </button>
              <Dialog.Close aria-label={t('nav.close')} className={control}>
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <div
            ref={box}
            data-testid="zoom-area"
            className="flex min-h-0 flex-1 touch-pan-x touch-pan-y overflow-auto select-none"
            style={{ cursor: zoom > MIN_ZOOM ? 'grab' : 'default' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <img
              src={src}
              alt={name}
              draggable={false}
              onLoad={(event) => measure(event.currentTarget)}
              className="m-auto max-w-none"
              style={
                fit
                  ? { width: fit.width * zoom, height: fit.height * zoom }
                  : { maxWidth: '100%', maxHeight: '100%' }
              }
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
