import type { FormInstance } from 'antd-mobile/es/components/form';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useCaptcha } from '../api/get-captcha.ts';

/**
 * The graphic captcha where the site asks for one (`features.captcha`): `image` for CaptchaField,
 * `answer` for the request (the typed code and the solved proof of work), and `renew` for after a
 * failed attempt, since a captcha is good for one attempt only.
 */
export function useSiteCaptcha(form: FormInstance) {
  const on = useSiteConfig().data?.features.captcha ?? false;
  const { proof, ...image } = useCaptcha(on);
  return {
    on,
    image,
    answer: async (typed: string | undefined) =>
      on ? { captcha: (typed ?? '').trim(), captchaProof: await proof() } : {},
    renew: () => {
      if (!on) return;
      form.setFieldValue('captcha', '');
      image.refresh();
    },
  };
}
