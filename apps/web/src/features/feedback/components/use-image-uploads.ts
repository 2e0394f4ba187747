import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { UPLOAD_IMAGE_MIMES, UPLOAD_MAX_BYTES } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { SessionExpiredError } from '../../../lib/api-client.ts';
import { loginHref } from '../../../lib/auth-paths.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { uploadImage } from '../api/upload-image.ts';

export type ImageSlot = {
  key: number;
  file: File;
  /** An object URL of the picked file: the preview shows before the upload ends. */
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  /** 0..100 */
  percent: number;
  id?: number;
};

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
const MIMES: readonly string[] = UPLOAD_IMAGE_MIMES;

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const release = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * Images picked for a post: each uploads as soon as it is picked (so the member sees progress
 * while still typing), can be retried or removed, and is sent by its upload id. The type and size
 * checked here only spare a doomed upload; the server decides by the bytes.
 */
export function useImageUploads(max: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [slots, setSlots] = useState<ImageSlot[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const slotsRef = useRef(slots);
  slotsRef.current = slots;

  const patch = useCallback((key: number, change: Partial<ImageSlot>) => {
    setSlots((all) => all.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { state: 'uploading', percent: 0 });
      uploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => patch(key, { percent: Math.round(fraction * 100) }),
      }).then(
        (result) => patch(key, { state: 'done', percent: 100, id: result.id }),
        (error: unknown) => {
          // Checked first: ending the session unmounts the page, which aborts its uploads.
          if (error instanceof SessionExpiredError) {
            void showToast(describeError(t, error), 'fail');
            void navigate(loginHref(`${location.pathname}${location.search}`));
            return;
          }
          if (controller.signal.aborted) return;
          patch(key, { state: 'failed' });
          void showToast(describeError(t, error), 'fail');
        },
      );
    },
    [location.pathname, location.search, navigate, patch, t],
  );

  function add(files: readonly File[]) {
    const room = max - slotsRef.current.length;
    const accepted: ImageSlot[] = [];
    for (const file of files) {
      if (!MIMES.includes(file.type)) {
        void showToast(t('feedback.images.wrongType'), 'fail');
      } else if (file.size > UPLOAD_MAX_BYTES) {
        void showToast(t('feedback.images.tooLarge', { size: UPLOAD_MAX_MB }), 'fail');
      } else if (accepted.length < room) {
        const key = nextKey.current++;
        accepted.push({ key, file, preview: previewOf(file), state: 'uploading', percent: 0 });
      }
    }
    if (accepted.length === 0) return;
    setSlots((all) => [...all, ...accepted]);
    for (const slot of accepted) start(slot.key, slot.file);
  }

  function remove(key: number) {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const slot = slotsRef.current.find((s) => s.key === key);
    if (slot) release(slot.preview);
    setSlots((all) => all.filter((s) => s.key !== key));
  }

  function retry(key: number) {
    const slot = slotsRef.current.find((s) => s.key === key);
    if (slot) start(key, slot.file);
  }

  function reset() {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    for (const slot of slotsRef.current) release(slot.preview);
    setSlots([]);
  }

  // Leaving the page cancels what is still on its way and frees the previews.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const slot of slotsRef.current) release(slot.preview);
    },
    [],
  );

  return {
    slots,
    max,
    add,
    remove,
    retry,
    reset,
    /** Upload ids of the finished images, in the order they were picked. */
    ids: slots.flatMap((slot) => (slot.state === 'done' && slot.id !== undefined ? [slot.id] : [])),
    busy: slots.some((slot) => slot.state === 'uploading'),
    failed: slots.some((slot) => slot.state === 'failed'),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
