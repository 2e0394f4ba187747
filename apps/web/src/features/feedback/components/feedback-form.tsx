import './feedback.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES, type FeedbackType } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { describeError, fieldErrorsOf } from '../../../lib/describe-error.ts';
import { useCreateFeedback } from '../api/create-feedback.ts';
import { ContentField, contentError } from './content-field.tsx';
import { useTypeLabel } from './feedback-labels.ts';
import { ImagePicker } from './image-picker.tsx';
import { useImageUploads } from './use-image-uploads.ts';

type Errors = { type?: string | undefined; content?: string | undefined };

/**
 * A new feedback thread: the topic, the text with its counter, up to three images (uploaded as
 * they are picked), submit. `types` narrows the topics (the tutorial page offers two).
 */
export function FeedbackForm({
  types = FEEDBACK_TYPES,
  initialType,
  contentLabel,
  contentPlaceholder,
  onDone,
}: {
  types?: readonly FeedbackType[];
  initialType?: FeedbackType;
  contentLabel?: string;
  contentPlaceholder?: string;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const [type, setType] = useState<FeedbackType | undefined>(initialType);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const uploads = useImageUploads(FEEDBACK_IMAGES_MAX);
  const create = useCreateFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const found: Errors = {
      type: type ? undefined : t('feedback.type.required'),
      content: contentError(t, content),
    };
    setErrors(found);
    if (!type || found.type || found.content) return;
    if (uploads.busy) {
      void showToast(t('feedback.images.wait'));
      return;
    }
    try {
      const { id } = await create.mutateAsync({
        type,
        content: content.trim(),
        images: uploads.ids,
      });
      void showToast(t('account.success.submitted'), 'success');
      uploads.reset();
      setContent('');
      onDone(id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ type: fields['type'], content: fields['content'] });
      void showToast(describeError(t, error), 'fail');
    }
  }

  return (
    <form className="fb-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="fb-field">
        {/* Seen, not read out: the radio group carries the same label. */}
        <p className="fb-label" aria-hidden="true">
          {t('feedback.type.label')}
        </p>
        <ChoiceChips
          label={t('feedback.type.label')}
          choices={types.map((value) => ({ value, label: typeLabel(value) }))}
          value={type}
          onChange={(value) => {
            setType(value);
            setErrors((was) => ({ ...was, type: undefined }));
          }}
        />
        {errors.type && (
          <span className="fb-error" role="alert">
            {errors.type}
          </span>
        )}
      </div>
      <ContentField
        label={contentLabel ?? t('feedback.content.label')}
        placeholder={contentPlaceholder ?? t('feedback.content.placeholder')}
        value={content}
        error={errors.content}
        onChange={(value) => {
          setContent(value);
          if (errors.content) setErrors((was) => ({ ...was, content: undefined }));
        }}
      />
      <ImagePicker uploads={uploads} />
      <SubmitButton loading={create.isPending}>{t('feedback.submit')}</SubmitButton>
    </form>
  );
}
