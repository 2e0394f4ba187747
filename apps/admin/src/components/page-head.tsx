import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A screen's title, with its main action (new, send…) at the other end of the line. */
export function PageHead({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-head">
      <Typography.Title level={3}>{title}</Typography.Title>
      {extra}
    </div>
  );
}
