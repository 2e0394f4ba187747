export { HomePage as Component } from '../../features/home/components/home-page.tsx';
