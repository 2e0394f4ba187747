import brand from '@brand/brand.json';
import logoUrl from '@brand/logo.svg';

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
