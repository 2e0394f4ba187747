import { useTranslation } from '../i18n/use-translation.ts';
import { brandName } from '../lib/brand-name.ts';
// A file of its own rather than a data URL inside the app's script (Vite inlines small assets): it
// is cached across releases, and the first paint's JavaScript does not carry it.
import logoUrl from '@brand/logo.svg?no-inline';

export function BrandLogo({ height = 32 }: { height?: number }) {
  const { i18n } = useTranslation();
  return (
    <img
      className="brand-logo"
      src={logoUrl}
      alt={brandName(i18n.language)}
      height={height}
      width={height * 4}
    />
  );
}
