export { VipPrivileges as Component } from '../../features/vip/components/vip-privileges.tsx';
