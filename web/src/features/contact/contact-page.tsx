import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactBody } from '../../../../domain/tickets/ticket.decider';
import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../shared/ui/alert';
import { TextAreaField } from '../../shared/ui/text-area-field';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { useSendContactMessageMutation } from './contact.api';

/** The same bound as the server's schema, shown as the message field's counter. */
const MESSAGE_MAX = 5000;
const SUPPORT_MAILBOX = 'support@quizstream.app';

/**
 * /contact: a message to the support team, recorded as a ticket that staff list, answer by mail and close in the
 * admin panel. A signed-in user's name and address are filled in; anyone may write.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  const user = useAppSelector((state) => state.auth.user);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [confirmation, setConfirmation] = useState<{ text: string; ticketId: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const successText = useSuccessText();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactBody),
    defaultValues: { name: user?.username ?? '', email: user?.email ?? '', subject: '', message: '' },
  });
  const messageLength = watch('message').length;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await send(body).unwrap();
      setConfirmation({ text: successText(answer, t('sent')), ticketId: answer.data.ticketId });
    } catch (error) {
      setFailure(errorText(error, { failed: t('failed') }));
    }
  });

  return (
    <div className="page auth-page contact-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <h1>{t('title')}</h1>
          <p className="muted">{t('subtitle')}</p>
        </div>
        {confirmation ? (
          <div className="stack">
            <Alert tone="success" title={t('sentTitle')}>
              {confirmation.text} {t('reference', { ticketId: confirmation.ticketId })}
            </Alert>
            <Link to="/" className="btn btn-secondary btn-block">
              {t('backHome')}
            </Link>
          </div>
        ) : (
          <form className="stack form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <TextField
              id="contact-name"
              label={t('fields.name')}
              autoComplete="name"
              required
              maxLength={100}
              registration={register('name')}
              error={fieldError(errors.name?.message)}
            />
            <TextField
              id="contact-email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              registration={register('email')}
              error={fieldError(errors.email?.message)}
            />
            <TextField
              id="contact-subject"
              label={t('fields.subject')}
              required
              maxLength={200}
              registration={register('subject')}
              error={fieldError(errors.subject?.message)}
            />
            <TextAreaField
              id="contact-message"
              label={t('fields.message')}
              rows={6}
              required
              maxLength={MESSAGE_MAX}
              hint={t('messageHint', { count: messageLength, max: MESSAGE_MAX })}
              registration={register('message')}
              error={fieldError(errors.message?.message)}
            />
            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={isLoading}>
              {isLoading ? t('sending') : t('send')}
            </button>
          </form>
        )}
        <div className="auth-card-foot">
          <p>
            {t('mailInstead')} <a href={`mailto:${SUPPORT_MAILBOX}`}>{SUPPORT_MAILBOX}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
