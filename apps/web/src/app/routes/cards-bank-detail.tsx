import { useNavigate, useSearchParams } from 'react-router';
import { AccountDetail } from '../../features/withdraw-accounts/components/account-detail.tsx';

/** `/cards/bankDetail?id=`: any withdrawal account by id (ids are unique across kinds). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccountDetail
      id={Number(params.get('id') ?? '')}
      onDeleted={() => void navigate('/cards', { replace: true })}
    />
  );
}
