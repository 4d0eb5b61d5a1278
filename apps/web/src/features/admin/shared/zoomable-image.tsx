import { clsx } from 'clsx';
import { ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageZoomDialog } from './image-zoom-dialog';

type Props = { src: string; name: string; className?: string };

/** A thumbnail that opens the full image in the zoom dialog; a real button, so keyboards reach it. */
export function ZoomableImage({ src, name, className }: Props) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('admin.evaluations.detail.zoomPhoto', { name })}
        className={clsx(
          'group relative flex w-full cursor-zoom-in items-center justify-center overflow-hidden rounded-xl bg-[#1f1f24] ring-1 ring-line',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          className,
        )}
      >
        <img src={src} alt="" className="h-full w-full object-contain" loading="lazy" />
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 flex size-10 items-center justify-center rounded-full bg-black/60 text-white group-hover:bg-black/80"
        >
          <ZoomIn className="size-5" />
        </span>
      </button>
      {isOpen ? <ImageZoomDialog src={src} name={name} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
