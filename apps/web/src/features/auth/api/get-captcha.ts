import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api-blob.ts';

/** The graphic captcha: an SVG bound to this device (`device_no`), single use, 5 minutes. */
export const getCaptcha = () =>
  requestBlob('/findmed/v1/member/captcha', { query: { _: Date.now() } });

// Never from cache: every image replaces the one before it on the server.
export const captchaQuery = queryOptions({
  queryKey: ['member', 'captcha'],
  queryFn: getCaptcha,
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/** The current captcha as an object URL (the old one is revoked), and a way to get a new one. */
export function useCaptcha(enabled: boolean) {
  const query = useQuery({ ...captchaQuery, enabled });
  const [url, setUrl] = useState<string>();
  const blob = query.data;

  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);

  return {
    url: enabled ? url : undefined,
    loading: query.isFetching,
    failed: query.isError,
    refresh: () => void query.refetch(),
  };
}
