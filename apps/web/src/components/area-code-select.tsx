import type { ChangeEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { usePhoneAreas } from '../lib/api/get-phone-areas.ts';

/** Area codes from `/member/phoneArea` as a native select (the phone's own picker on mobile). */
export function AreaCodeSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useTranslation();
  const { data: areas, isPending } = usePhoneAreas();
  const known = areas?.some((area) => area.code === value) ?? false;
  return (
    <select
      id={id}
      className="native-select"
      value={value ?? ''}
      onChange={onChange}
      disabled={isPending}
    >
      <option value="" disabled>
        {t('account.field.areaCode.placeholder')}
      </option>
      {value && !known && <option value={value}>+{value}</option>}
      {areas?.map((area) => (
        <option key={area.code} value={area.code}>
          +{area.code} {area.name}
        </option>
      ))}
    </select>
  );
}
