import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import Button from 'antd-mobile/es/components/button';

/** The full-width primary button at the bottom of every form, with its loading state. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={loading}
      loadingText={t('account.form.submitting')}
      disabled={disabled}
      className="submit-button"
    >
      {children}
    </Button>
  );
}
