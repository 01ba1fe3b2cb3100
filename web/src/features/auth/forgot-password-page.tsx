import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '../../../../domain/user/user.schemas';
import { Alert } from '../../shared/ui/alert';
import { TextField } from '../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../shared/ui/use-error-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSuccessText } from '../../shared/ui/use-success-text';
import { useForgotPasswordMutation } from './auth.api';
import { AuthCard, AuthForm } from '../../shared/ui/auth-card';

/** Request a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const successText = useSuccessText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await requestReset({ email }).unwrap();
      setConfirmation(successText(answer, t('forgot.sent')));
    } catch (error) {
      setFailure(errorText(error, { failed: t('forgot.failed') }));
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <p>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      }
    >
      {confirmation ? (
        <Alert tone="success" title={t('forgot.checkInbox')}>
          {confirmation}
        </Alert>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          busy={isLoading}
          failure={failure}
          submitLabel={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
        >
          <TextField
            id="forgot-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            registration={register('email')}
            error={fieldError(errors.email?.message)}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
