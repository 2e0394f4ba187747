import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiData } from '../../../lib/api-client.ts';

export type TreeNode = { id: string; name: string; children: TreeNode[] };

/** Dictionary tree `010`: the banks a card may be added for. */
export const BANK_TREE_ID = '010';

export const getTree = (id: string) =>
  apiData<{ list: TreeNode[] }>('/findmed/v1/member/tree', { query: { id } }).then((d) => d.list);

export const bankTreeQuery = (lang: string) =>
  queryOptions({
    queryKey: ['member', 'tree', BANK_TREE_ID, lang],
    queryFn: () => getTree(BANK_TREE_ID),
    staleTime: 10 * 60_000,
  });

export function useBankTree() {
  const { i18n } = useTranslation();
  return useQuery(bankTreeQuery(i18n.language));
}
