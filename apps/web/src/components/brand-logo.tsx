import * as brand from '@brand/brand.json';
// A file of its own rather than a data URL inside the app's script (Vite inlines small assets): it
// is cached across releases, and the first paint's JavaScript does not carry it.
import logoUrl from '@brand/logo.svg?no-inline';

export function BrandLogo({ height = 32 }: { height?: number }) {
  return (
    <img
      className="brand-logo"
      src={logoUrl}
      alt={brand.names[brand.defaultLocale]}
      height={height}
      width={height * 4}
    />
  );
}
