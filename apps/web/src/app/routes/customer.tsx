import { CustomerPage } from '../../features/customer/components/customer-page.tsx';
import { SupportChat } from '../../features/support/components/support-chat.tsx';
import { useInhouseChat } from '../../features/support/hooks/use-inhouse-chat.ts';
import { PageLoading } from '../page-loading.tsx';

/** `/app/customer`: the in-house chat, or the brand's outside customer service (spec §6). */
export function Component() {
  const inhouse = useInhouseChat();
  if (inhouse === undefined) return <PageLoading />;
  return inhouse ? <SupportChat /> : <CustomerPage />;
}
