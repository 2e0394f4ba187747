export { MyBets as Component } from '../../features/sports/components/my-bets.tsx';
