import { Select, type SelectProps } from 'antd';
import { SITE_CODES } from '@kirin/contract';

/**
 * A brand picker: the operator's own brands when they are kept to some, else every brand of the
 * platform; typing narrows the list (there are 19).
 */
export function SiteSelect({
  sites = null,
  ...rest
}: { sites?: readonly string[] | null } & Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  return (
    <Select<string>
      showSearch
      style={{ width: 120 }}
      {...rest}
      options={(sites ?? SITE_CODES).map((code) => ({ value: code, label: code }))}
    />
  );
}
