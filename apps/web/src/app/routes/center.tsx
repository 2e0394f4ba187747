import { MemberCenter } from '../../features/center/components/member-center.tsx';
import { useLogout } from '../use-logout.ts';

export function Component() {
  return <MemberCenter onLogout={useLogout()} />;
}
