export { SportsLobby as Component } from '../../features/sports/components/sports-lobby.tsx';
