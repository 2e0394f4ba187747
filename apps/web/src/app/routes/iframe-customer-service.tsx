import { CustomerFrame } from '../../features/customer/components/customer-frame.tsx';
import { SupportChat } from '../../features/support/components/support-chat.tsx';
import { useInhouseChat } from '../../features/support/hooks/use-inhouse-chat.ts';
import { PageLoading } from '../page-loading.tsx';

/** `/iframeCustomerService`: the same chat under the page's bar, or the outside chat framed. */
export function Component() {
  const inhouse = useInhouseChat();
  if (inhouse === undefined) return <PageLoading />;
  return inhouse ? <SupportChat embedded /> : <CustomerFrame />;
}
