import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { showConfirm, showToast } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { describeError } from '../../../lib/describe-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { findAccount, useCards } from '../api/get-cards.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { AccountCard } from './account-card.tsx';

/** `/cards/bankDetail?id=`: one withdrawal account (any kind), and its removal. */
export function AccountDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useCards();
  const remove = useDeleteAccount();

  if (isPending) return <SkeletonLines lines={5} />;
  if (isError) return <LoadError onRetry={refetch} />;
  const account = Number.isSafeInteger(id) ? findAccount(data, id) : undefined;
  if (!account) {
    return (
      <StateBlock kind="missing" title={t('account.cards.missing')}>
        <Link className="button-secondary" to="/cards" replace>
          {t('account.cards.backToList')}
        </Link>
      </StateBlock>
    );
  }

  async function confirmDelete() {
    const ok = await showConfirm({
      title: t('account.cards.deleteTitle'),
      content: t('account.cards.deleteConfirm'),
      confirmText: t('account.cards.delete'),
      cancelText: t('account.form.cancel'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id });
      void showToast(t('account.cards.deleted'), 'success');
      onDeleted();
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
    }
  }

  return (
    <div className="account-detail">
      <AccountCard account={account} />
      <EntryList>
        {account.kind === 'bank' && (
          <>
            <EntryRow label={t('account.field.bank.label')} value={account.bankName} />
            <EntryRow label={t('account.field.cardNo.label')} value={account.cardNo} />
            <EntryRow label={t('account.field.holder.label')} value={account.holder} verbatim />
            {account.branch && (
              <EntryRow label={t('account.field.branch.label')} value={account.branch} verbatim />
            )}
          </>
        )}
        {account.kind === 'virtual' && (
          <>
            <EntryRow
              label={t('account.field.network.label')}
              value={`${account.currency} · ${account.network}`}
            />
            <EntryRow label={t('account.field.address.label')} value={account.address} />
          </>
        )}
        {account.kind === 'alipay' && (
          <>
            <EntryRow label={t('account.field.alipay.label')} value={account.account} />
            <EntryRow label={t('account.field.holder.label')} value={account.holder} verbatim />
          </>
        )}
        <EntryRow
          label={t('account.cards.addedAt')}
          value={formatDateTime(account.createdAt, i18n.language) || '—'}
        />
      </EntryList>
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        shape="rounded"
        loading={remove.isPending}
        loadingText={t('account.form.submitting')}
        onClick={() => void confirmDelete()}
      >
        {t('account.cards.delete')}
      </Button>
    </div>
  );
}
