import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api-error';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { TextField } from '../../shared/ui/text-field';
import { useFieldErrorText } from '../../shared/ui/use-error-text';
import { cardForm, formatCardNumber, formatExpiry, toCardPayment, type CardFormValues } from './card-form.schema';
import type { SandboxPayBody } from '../../../../domain/subscription/subscription.views';

const fields = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
const isField = (value: string): value is (typeof fields)[number] => (fields as readonly string[]).includes(value);

/** A registration whose input is reformatted as it is typed (card number groups, MM / YY). */
const formatted = (registration: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn => ({
  ...registration,
  onChange: (event: { target: HTMLInputElement }) => {
    event.target.value = format(event.target.value);
    return registration.onChange(event);
  },
});

interface CardFormProps {
  payLabel: string;
  onPay: (card: SandboxPayBody) => Promise<void>;
}

/**
 * The test card form: card number, expiry, CVC and name, validated with the form's zod schema; a declined card
 * or a server-side field message is shown on the form.
 */
export function CardForm({ payLabel, onPay }: CardFormProps) {
  const { t } = useTranslation('subscription');
  const fieldError = useFieldErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => cardForm(new Date()), []);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });

  // The form opens ready to type, like a payment overlay.
  useEffect(() => setFocus('cardNumber'), [setFocus]);

  // After a refused payment, focus goes back into the form once its fields are enabled again: to the first field
  // the server named, else to the card number (a declined card).
  const focusAfterFailure = isApiError(failure)
    ? (failure.details?.map((issue) => issue.field).find(isField) ?? 'cardNumber')
    : failure
      ? 'cardNumber'
      : null;
  useEffect(() => {
    if (focusAfterFailure && !isSubmitting) setFocus(focusAfterFailure);
  }, [focusAfterFailure, isSubmitting, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onPay(toCardPayment(values));
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details ?? [])
          if (isField(issue.field)) setError(issue.field, { message: issue.code });
      }
      setFailure(error);
    }
  });

  return (
    <form className="form checkout-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="checkout-fieldset" disabled={isSubmitting}>
        <legend className="checkout-legend">{t('checkout.cardTitle')}</legend>
        <TextField
          id="checkout-card-number"
          label={t('checkout.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
          registration={formatted(register('cardNumber'), formatCardNumber)}
          error={fieldError(errors.cardNumber?.message)}
        />
        <div className="checkout-row">
          <TextField
            id="checkout-expiry"
            label={t('checkout.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('checkout.expiryPlaceholder')}
            maxLength={7}
            required
            registration={formatted(register('expiry'), formatExpiry)}
            error={fieldError(errors.expiry?.message)}
          />
          <TextField
            id="checkout-cvc"
            label={t('checkout.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            required
            registration={register('cvc')}
            error={fieldError(errors.cvc?.message)}
          />
        </div>
        <TextField
          id="checkout-name"
          label={t('checkout.name')}
          autoComplete="cc-name"
          required
          registration={register('name')}
          error={fieldError(errors.name?.message)}
        />
      </fieldset>

      <div aria-live="assertive">
        {failure ? (
          <ApiErrorAlert
            error={failure}
            failed={
              isApiError(failure) && failure.code === 'billing.cardDeclined'
                ? t('checkout.declined')
                : t('checkout.payFailed')
            }
          />
        ) : null}
      </div>

      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        aria-busy={isSubmitting}
        disabled={isSubmitting}
      >
        {isSubmitting ? t('checkout.paying') : payLabel}
      </button>
      <p className="checkout-secure">{t('checkout.secureNote')}</p>
    </form>
  );
}
