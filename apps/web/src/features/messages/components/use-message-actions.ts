import { useTranslation } from '../../../i18n/use-translation.ts';
import { showConfirm, showToast } from '../../../components/feedback.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useUpdateMessages, type UpdateMessagesParams } from '../api/update-messages.ts';

/**
 * What the inbox and one message can do: read all, read or delete the chosen ones (deleting asks
 * first). Each action resolves true when it went through, after its toast.
 */
export function useMessageActions() {
  const { t } = useTranslation();
  const mutation = useUpdateMessages();

  async function run(params: UpdateMessagesParams, done: string): Promise<boolean> {
    try {
      await mutation.mutateAsync(params);
      void showToast(done, 'success');
      return true;
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
      return false;
    }
  }

  return {
    busy: mutation.isPending,
    readAll: () => run({ action: 'read', all: true }, t('messages.markedAllRead')),
    read: (ids: readonly number[]) => run({ action: 'read', ids }, t('messages.markedRead')),
    async remove(ids: readonly number[]): Promise<boolean> {
      const confirmed = await showConfirm({
        title: t('messages.deleteTitle'),
        content:
          ids.length === 1
            ? t('messages.deleteOneConfirm')
            : t('messages.deleteConfirm', { count: ids.length }),
        confirmText: t('messages.delete'),
        cancelText: t('messages.cancel'),
      });
      if (!confirmed) return false;
      return run({ action: 'delete', ids }, t('messages.deleted'));
    },
  };
}
