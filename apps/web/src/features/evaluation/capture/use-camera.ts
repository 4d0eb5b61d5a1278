import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../navigation/paths';

/** Front camera ('user') for the screen in the mirror, rear ('environment') for the back. */
export type CameraFacing = 'user' | 'environment';

export type CameraStatus = 'starting' | 'ready' | 'no-camera' | 'failed';

/** What the permission page needs to send the customer back to the step that asked. */
export function permissionRequiredPath(from: string): string {
  return `${PATHS.permissionRequired}?${new URLSearchParams({ desde: from }).toString()}`;
}

function constraints(facing: CameraFacing): MediaStreamConstraints {
  return {
    video: { facingMode: facing, width: { ideal: 1920 }, height: { ideal: 1080 } },
    audio: false,
  };
}

function errorName(error: unknown): string {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
}

/**
 * Opens the camera for as long as the page is shown, and stops every track when it goes (the
 * phone's camera light goes off). A refused permission goes to /permission-required (spec 8).
 */
export function useCamera(facing: CameraFacing) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let isActive = true;
    setStatus('starting');
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setStatus('no-camera');
      return;
    }
    media.getUserMedia(constraints(facing)).then(
      async (opened) => {
        if (!isActive) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        if (video) {
          video.srcObject = opened;
          try {
            await video.play();
          } catch {
            // Autoplay is muted and inline; a refused play() still shows frames once the user taps.
          }
        }
        if (isActive) setStatus('ready');
      },
      (error: unknown) => {
        if (!isActive) return;
        const name = errorName(error);
        if (name === 'NotAllowedError' || name === 'SecurityError') {
          void navigate(permissionRequiredPath(pathname));
        } else if (name === 'NotFoundError' || name === 'OverconstrainedError') {
          setStatus('no-camera');
        } else {
          setStatus('failed');
        }
      },
    );
    return () => {
      isActive = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video) video.srcObject = null;
    };
  }, [facing, navigate, pathname]);

  return { videoRef, status };
}
