import { useTranslation } from '../i18n/use-translation.ts';
import { showToast } from './feedback.ts';

/**
 * The Clipboard API needs a secure context; elsewhere (and in old WebViews) a selected text area
 * and execCommand still copy.
 */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** Copies `text`, with the catalogue's 复制成功 / 复制失败 toast (spec §8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await writeClipboard(text);
      void showToast(t('common.copied'), 'success');
    } catch {
      void showToast(t('common.copyFailed'), 'fail');
    }
  }
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={t('common.copyLabel', { label })}
      onClick={() => void copy()}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M8 8V5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-3M5 8h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{t('common.copy')}</span>
    </button>
  );
}
