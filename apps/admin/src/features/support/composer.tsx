import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { App, Button, Image, Input, Space, Typography } from 'antd';
import {
  SUPPORT_IMAGES_MAX,
  SUPPORT_MESSAGE_MAX,
  UPLOAD_IMAGE_MIMES,
  supportLength,
} from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { uploadImage, type StoredImage } from './support-api.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The reply box: Enter sends, Shift+Enter breaks the line (and Enter while an input method is
 * composing Chinese only picks the characters). Pictures are stored as soon as they are chosen
 * or pasted, so the server's check of their bytes answers before the reply is sent; `send`
 * answers whether the reply went, and the draft stays when it did not.
 */
export function Composer({
  send,
}: {
  send: (content: string, images: number[]) => Promise<boolean>;
}) {
  const { texts, lang } = useLanguage();
  const t = texts.support;
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const [images, setImages] = useState<StoredImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const attach = async (files: readonly File[]) => {
    const room = SUPPORT_IMAGES_MAX - images.length - uploading;
    if (files.length > room) void message.warning(fill(t.attachLimit, { n: SUPPORT_IMAGES_MAX }));
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    setUploading((n) => n + taken.length);
    await Promise.all(
      taken.map(async (file) => {
        try {
          const stored = await uploadImage(file, lang);
          setImages((old) => [...old, stored]);
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const submit = async () => {
    if (sending || uploading > 0) return;
    const content = draft.trim();
    if (content === '' && images.length === 0) {
      void message.warning(t.empty);
      return;
    }
    setSending(true);
    try {
      if (
        await send(
          content,
          images.map((image) => image.id),
        )
      ) {
        setDraft('');
        setImages([]);
      }
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (files.length === 0) return;
    event.preventDefault();
    void attach(files);
  };

  return (
    <div className="support-composer">
      {(images.length > 0 || uploading > 0) && (
        <Space wrap className="support-composer-images">
          {images.map((image, index) => (
            <span key={image.id} className="support-composer-image">
              <Image
                src={image.url}
                width={64}
                height={64}
                alt={fill(t.picture, { n: index + 1 })}
              />
              <Button
                size="small"
                type="text"
                danger
                aria-label={t.removeImage}
                onClick={() => setImages((old) => old.filter((item) => item.id !== image.id))}
              >
                ×
              </Button>
            </span>
          ))}
          {uploading > 0 && <Typography.Text type="secondary">{t.uploading}</Typography.Text>}
        </Space>
      )}
      <Input.TextArea
        aria-label={t.reply}
        placeholder={t.replyPlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        autoSize={{ minRows: 3, maxRows: 6 }}
        count={{ show: true, max: SUPPORT_MESSAGE_MAX, strategy: supportLength }}
      />
      <div className="support-composer-actions">
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          accept={UPLOAD_IMAGE_MIMES.join(',')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void attach(files);
          }}
        />
        <Button
          onClick={() => picker.current?.click()}
          disabled={images.length + uploading >= SUPPORT_IMAGES_MAX}
        >
          {t.attach}
        </Button>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={sending}
          disabled={uploading > 0}
        >
          {t.send}
        </Button>
      </div>
    </div>
  );
}
