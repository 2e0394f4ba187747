export { AgentPage as Component } from '../../features/agent/components/agent-page.tsx';
