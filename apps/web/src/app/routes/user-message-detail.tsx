import { useSearchParams } from 'react-router';
import { MessageDetail } from '../../features/messages/components/message-detail.tsx';

/** `/user/message/detail?id=`. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // A new id is a new page: nothing of the previous message carries over.
  return <MessageDetail key={id} id={id} />;
}
