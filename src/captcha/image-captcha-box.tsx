/**
 * The image-code box (SPEC §2, §4) for merchants without Geetest: the platform's picture of a short code, a
 * control for a new picture and the field for what the player reads. Part of the captcha chunk.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { isApiError } from '../api/api-error.js';
import { errorMessage } from '../api/error-policy.js';
import { direction, language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { Modal } from '../ui/modal.js';
import { TextField } from '../ui/text-field.js';
import type { CaptchaFields } from './captcha.js';
import { mountCaptchaDialog } from './captcha-box.js';

const captchaImage = { method: 'GET', path: '/wps/captcha/image', auth: false } as const satisfies Endpoint;

// Only a picture as a data URL is shown: nothing the answer holds can load from elsewhere or run.
const PICTURE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

interface Picture {
  captchaKey: string;
  image: string;
}
type PictureState = { name: 'loading' } | ({ name: 'ready' } & Picture) | { name: 'error'; message: string };

async function fetchPicture(): Promise<Picture> {
  let answer: unknown;
  try {
    answer = await call(captchaImage, { query: { t: Date.now() }, alert: false });
  } catch (error) {
    if (isApiError(error) && error.status === 0) throw new Error(t('captcha_network_failure'), { cause: error });
    throw new Error(isApiError(error) ? errorMessage(error) : t('captcha_failed'), { cause: error });
  }
  const { captchaKey, image } = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (typeof captchaKey !== 'string' || !captchaKey || captchaKey.length > 128 || typeof image !== 'string' || !PICTURE.test(image)) {
    throw new Error(t('captcha_failed'));
  }
  return { captchaKey, image };
}

function ImageCaptchaBox({ onDone }: { onDone: (fields: CaptchaFields | null) => void }) {
  useSignals();
  const formId = useId();
  const [picture, setPicture] = useState<PictureState>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let over = false;
    setPicture({ name: 'loading' });
    fetchPicture()
      .then((loaded) => {
        if (over) return;
        setPicture({ name: 'ready', ...loaded });
        input.current?.focus();
      })
      .catch((failure: unknown) => !over && setPicture({ name: 'error', message: (failure as Error).message }));
    return () => void (over = true);
  }, [attempt]);

  // A new picture needs a new answer: what was typed belonged to the old one.
  function newPicture() {
    if (picture.name === 'loading') return;
    setCode('');
    setError('');
    setAttempt((n) => n + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picture.name !== 'ready') return;
    const answer = code.trim();
    if (!answer) {
      setError(t('captcha_image_required'));
      return input.current?.focus();
    }
    onDone({ captcha: answer, captchaKey: picture.captchaKey });
  }

  return (
    <Modal
      title={t('captcha_title')}
      part="captcha"
      kind="captcha"
      onDismiss={() => onDone(null)}
      actions={
        <>
          <button type="submit" form={formId} className="mc-button" aria-disabled={picture.name !== 'ready'}>
            {t('confirm')}
          </button>
          <button type="button" className="mc-button mc-button--secondary" onClick={() => onDone(null)}>
            {t('close')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="captcha captcha__form"
        data-state={picture.name}
        dir={direction.value}
        lang={languageInfo(language.value).tag}
        noValidate
        onSubmit={submit}
      >
        <p className={`captcha__status captcha__status--${picture.name}`} role={picture.name === 'error' ? 'alert' : 'status'} dir="auto">
          {picture.name === 'loading' && <span className="captcha__spinner" aria-hidden="true" />}
          {picture.name === 'loading' ? t('captcha_loading') : picture.name === 'ready' ? t('captcha_image_hint') : picture.message}
        </p>
        <div className="captcha__picture-row">
          <div className="captcha__picture" aria-busy={picture.name === 'loading'}>
            {picture.name === 'ready' && <img src={picture.image} alt={t('captcha_image_alt')} width={150} height={50} />}
          </div>
          <button
            type="button"
            className="captcha__refresh"
            part="captcha-refresh"
            aria-label={t('captcha_image_refresh')}
            title={t('captcha_image_refresh')}
            aria-disabled={picture.name === 'loading'}
            onClick={newPicture}
          >
            <span aria-hidden="true">↻</span>
          </button>
        </div>
        <TextField
          ref={input}
          label={t('captcha_image_label')}
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={8}
          dir="ltr"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError('');
          }}
        />
      </form>
    </Modal>
  );
}

/** Opens the box on the page and resolves with `captcha` and `captchaKey`, or null when the player closed it. */
export function openImageCaptchaBox(): Promise<CaptchaFields | null> {
  return mountCaptchaDialog((done) => <ImageCaptchaBox onDone={done} />);
}
