import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestBlobAnswer } from '../../../lib/api-blob.ts';
import { solveProofOfWork } from '../../../lib/proof-of-work.ts';

/**
 * The graphic captcha: an SVG bound to this device (`device_no`), single use, 5 minutes, with the
 * proof-of-work challenge the answer must carry solved (`x-captcha-pow`).
 */
export const getCaptcha = async () => {
  const { blob, headers } = await requestBlobAnswer('/findmed/v1/member/captcha', {
    query: { _: Date.now() },
  });
  return { blob, pow: headers.get('x-captcha-pow') ?? undefined };
};

// Never from cache: every image replaces the one before it on the server.
export const captchaQuery = queryOptions({
  queryKey: ['member', 'captcha'],
  queryFn: getCaptcha,
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/**
 * The current captcha as an object URL (the old one is revoked), a way to get a new one, and the
 * proof of work, solved in the background from the moment the picture arrives (the member is
 * typing meanwhile): `proof()` waits for it when the form is sent sooner.
 */
export function useCaptcha(enabled: boolean) {
  const query = useQuery({ ...captchaQuery, enabled });
  const [url, setUrl] = useState<string>();
  const solving = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const answer = query.data;

  useEffect(() => {
    if (!answer) return;
    const next = URL.createObjectURL(answer.blob);
    setUrl(next);
    const stop = new AbortController();
    solving.current = answer.pow
      ? solveProofOfWork(answer.pow, stop.signal)
      : Promise.resolve(undefined);
    return () => {
      stop.abort();
      URL.revokeObjectURL(next);
    };
  }, [answer]);

  return {
    url: enabled ? url : undefined,
    loading: query.isFetching,
    failed: query.isError,
    refresh: () => void query.refetch(),
    proof: () => solving.current,
  };
}
