import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { isApiError } from '../../../shared/api-error';
import { Alert } from '../../../shared/ui/alert';
import { FieldFrame, fieldAria } from '../../../shared/ui/field-frame';
import { useErrorText, useFieldErrorText } from '../../../shared/ui/use-error-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AuthCard } from '../../../shared/ui/auth-card';
import { selectIsSignedIn, selectSessionUser } from '../../../shared/session/auth.slice';
import { useJoinGameMutation } from '../../../shared/games/games.api';
import { clearStoredPlayer, deviceId, readLastJoin, storePlayer } from '../player-storage';
import { NAME_MAX } from '../../../../../domain/game/game.decider';
import { checkJoin, normalisePin, PIN_LENGTH, type JoinErrors } from './join-form';
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
  // Plain state, not a forms library: the player's path stays light (bench/player-bundle.bench.ts).
  const [pin, setPin] = useState(() => normalisePin(params.get('pin') ?? ''));
  const [playerName, setPlayerName] = useState(() => readLastJoin()?.playerName ?? '');
  const [errors, setErrors] = useState<JoinErrors>({});
  const pinRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ready = pin.trim().length > 0 && (!asGuest || playerName.trim().length > 0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkJoin({ pin, playerName }, asGuest);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.pin ? pinRef : nameRef).current?.focus();
      return;
    }
    setErrors({});
    const { values } = checked;
    const pinValue = normalisePin(values.pin);
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
  };

  const joinAnother = () => {
    setFailure(null);
    setPin('');
    pinRef.current?.focus();
  };

  return (
    <AuthCard title={t('join.title')} subtitle={t('join.subtitle')}>
      <form
        className="stack form join-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-busy={isLoading}
      >
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
        <FieldFrame id="join-pin" label={t('join.pin')} hint={t('join.pinHint')} error={fieldError(errors.pin)}>
          <input
            id="join-pin"
            ref={pinRef}
            name="pin"
            className="pin-input"
            inputMode="numeric"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PIN_LENGTH}
            placeholder="123456"
            required
            value={pin}
            onChange={(event) => {
              const next = normalisePin(event.target.value);
              // The field shows the PIN as kept even when that equals the last one ("12 " after "12"): no re-render
              // would correct it under preact/compat (web/vite.config.ts).
              if (event.target.value !== next) event.target.value = next;
              setPin(next);
            }}
            {...fieldAria('join-pin', t('join.pinHint'), fieldError(errors.pin))}
          />
        </FieldFrame>
        {asGuest ? (
          <FieldFrame
            id="join-name"
            label={t('join.name')}
            hint={t('join.nameHint')}
            error={fieldError(errors.playerName)}
          >
            <input
              id="join-name"
              ref={nameRef}
              name="playerName"
              autoComplete="nickname"
              maxLength={NAME_MAX}
              required
              value={playerName}
              onChange={(event) => setPlayerName(event.target.value)}
              {...fieldAria('join-name', t('join.nameHint'), fieldError(errors.playerName))}
            />
          </FieldFrame>
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
