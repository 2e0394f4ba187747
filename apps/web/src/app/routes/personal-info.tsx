export { PersonalInfo as Component } from '../../features/profile/components/personal-info.tsx';
