import type { AgentApplicationState, AgentContactKind } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';

// Written out key by key, so that the translation test sees every one.

/** The name of each kind of contact. */
export function useKindLabels(): Record<AgentContactKind, string> {
  const { t } = useTranslation();
  return {
    phone: t('joinUs.kind.phone'),
    email: t('joinUs.kind.email'),
    wechat: t('joinUs.kind.wechat'),
    qq: t('joinUs.kind.qq'),
    telegram: t('joinUs.kind.telegram'),
  };
}

/** The name of each state of an application. */
export function useStateLabels(): Record<AgentApplicationState, string> {
  const { t } = useTranslation();
  return {
    pending: t('joinUs.state.pending'),
    approved: t('joinUs.state.approved'),
    declined: t('joinUs.state.declined'),
  };
}
