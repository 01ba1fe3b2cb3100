import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { isApiError } from '../../../shared/api-error';
import { Alert } from '../../../shared/ui/alert';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText, useFieldErrorText } from '../../../shared/ui/use-error-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AuthCard } from '../../auth/auth-card';
import { selectIsSignedIn, selectSessionUser } from '../../auth/auth.slice';
import { useJoinGameMutation } from '../games.api';
import { clearStoredPlayer, deviceId, readLastJoin, storePlayer } from '../player-storage';
import { NAME_MAX } from '../../../../../domain/game/game.decider';
import { joinForm, normalisePin, PIN_LENGTH } from './join-form';
import '../games.css';

type Failure = { kind: 'notFound'; text: string } | { kind: 'other'; text: string };

/**
 * /join: a PIN (prefilled from `?pin=`) and, for guests, a player name (remembered on this device). A signed-in
 * user joins under their username. On success the player's id and name are stored and the waiting room opens.
 */
export function JoinPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('join.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectSessionUser);
  const [joinGame, { isLoading }] = useJoinGameMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const asGuest = !signedIn;
  const schema = useMemo(() => joinForm(asGuest), [asGuest]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { pin: normalisePin(params.get('pin') ?? ''), playerName: readLastJoin()?.playerName ?? '' },
  });
  const pin = useWatch({ control, name: 'pin' });
  const playerName = useWatch({ control, name: 'playerName' });
  const ready = pin.trim().length > 0 && (!asGuest || playerName.trim().length > 0);

  const pinField = register('pin');
  const onPinChange: typeof pinField.onChange = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = normalisePin(input.value);
    return pinField.onChange(event);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const pinValue = normalisePin(values.pin.trim());
    try {
      const joined = await joinGame({
        pin: pinValue,
        ...(asGuest ? { playerName: values.playerName.trim() } : {}),
        deviceId: deviceId(),
      }).unwrap();
      const { participantId, playerName, participantToken } = joined;
      storePlayer({ participantId, playerName, participantToken }, pinValue);
      void navigate(`/game/${joined.gameId}/participant`);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'game.alreadyParticipating' || (isApiError(error) && /already participating/i.test(error.message))) {
        clearStoredPlayer();
        setFailure({ kind: 'other', text: t('join.alreadyParticipating') });
      } else if (code === 'game.pinNotFound') {
        setFailure({ kind: 'notFound', text: errorText(error, { failed: t('join.failed') }) });
      } else {
        setFailure({ kind: 'other', text: errorText(error, { failed: t('join.failed'), thrown: t('join.failed') }) });
      }
    }
  });

  const joinAnother = () => {
    setFailure(null);
    setValue('pin', '');
    setFocus('pin');
  };

  return (
    <AuthCard title={t('join.title')} subtitle={t('join.subtitle')}>
      <form className="stack form join-form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        {failure?.kind === 'notFound' ? (
          <Alert tone="error" title={t('join.notFoundTitle')} className="alert-with-action">
            <span>{failure.text}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={joinAnother}>
              {t('join.joinAnother')}
            </button>
          </Alert>
        ) : failure ? (
          <Alert tone="error">{failure.text}</Alert>
        ) : null}
        <TextField
          id="join-pin"
          label={t('join.pin')}
          className="pin-input"
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PIN_LENGTH}
          placeholder="123456"
          required
          registration={{ ...pinField, onChange: onPinChange }}
          error={fieldError(errors.pin?.message)}
          hint={t('join.pinHint')}
        />
        {asGuest ? (
          <TextField
            id="join-name"
            label={t('join.name')}
            autoComplete="nickname"
            maxLength={NAME_MAX}
            required
            registration={register('playerName')}
            error={fieldError(errors.playerName?.message)}
            hint={t('join.nameHint')}
          />
        ) : (
          <p className="join-as muted">{t('join.joiningAs', { username: user?.username ?? '' })}</p>
        )}
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={!ready || isLoading}>
          {isLoading ? t('join.submitting') : t('join.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
