import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { FEEDBACK_CATEGORIES, loadMembershipKit, type FeedbackCategory } from '../../src/membership/index.js';
import { isLoggedIn } from '../../src/session/index.js';

export type McFeedbackProps = Record<string, never>;

/** Detail of `mc-feedback-sent`. */
export interface FeedbackSentDetail {
  ticket: string;
  category: FeedbackCategory;
}

// Named in full: a key ending in `_other` would read as a plural form to translators and to the locale check.
const CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  suggestion: 'feedback_category_suggestion',
  deposit: 'feedback_category_deposit',
  game: 'feedback_category_game',
  account: 'feedback_category_account',
  other: 'feedback_category_misc',
};
const MAX_LENGTH = 500;

export function McFeedback(_props: McFeedbackProps) {
  useSignals();
  const emit = useEmit();
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);

  if (!isLoggedIn.value) {
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!emit('mc-navigate', { path: '/m/login', reason: 'feedback' }, { cancelable: true })) event.preventDefault();
    };
    return (
      <div className="feedback" part="feedback">
        <p className="note">{t('member_login_needed')}</p>
        <a className="mc-button" href="/m/login" onClick={go}>
          {t('route_login')}
        </a>
      </div>
    );
  }

  if (ticket !== null) {
    return (
      <div className="feedback feedback--sent" part="feedback" role="status">
        <p className="sent__title">{t('feedback_thanks')}</p>
        {ticket && <p className="note">{t('feedback_ticket', { ticket })}</p>}
        <button
          type="button"
          className="mc-button mc-button--secondary"
          onClick={() => {
            setTicket(null);
            setContent('');
          }}
        >
          {t('feedback_another')}
        </button>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!content.trim()) {
      setInvalid(true);
      contentField.current?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const kit = await loadMembershipKit();
      const sent = await kit.sendFeedback({ category, content, contact });
      setTicket(sent);
      emit<FeedbackSentDetail>('mc-feedback-sent', { ticket: sent, category });
    } catch (caught) {
      // What the player typed stays in the form, so nothing is lost when the network fails.
      setError(isApiError(caught) ? errorMessage(caught) : t('network_failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="feedback" part="feedback" noValidate onSubmit={(event) => void submit(event)}>
      <label className="mc-field">
        <span className="mc-field__label">{t('feedback_category')}</span>
        <select className="mc-input" part="category" value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
          {FEEDBACK_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(CATEGORY_LABELS[name])}
            </option>
          ))}
        </select>
      </label>
      <label className="mc-field">
        <span className="mc-field__label">{t('feedback_content')}</span>
        <textarea
          ref={contentField}
          className="mc-input content"
          part="content"
          rows={5}
          maxLength={MAX_LENGTH}
          value={content}
          placeholder={t('feedback_placeholder')}
          aria-invalid={invalid}
          aria-describedby="feedback-count feedback-error"
          onChange={(event) => {
            setContent(event.target.value);
            if (event.target.value.trim()) setInvalid(false);
          }}
        />
        <span className="count" id="feedback-count">
          {content.length}/{MAX_LENGTH}
        </span>
        {invalid && (
          <p className="mc-field__error" id="feedback-error">
            {t('feedback_required')}
          </p>
        )}
      </label>
      <label className="mc-field">
        <span className="mc-field__label">{t('feedback_contact')}</span>
        <input className="mc-input" part="contact" maxLength={100} value={contact} autoComplete="email" onChange={(event) => setContact(event.target.value)} />
      </label>
      {error && (
        <p className="mc-field__error" role="alert" dir="auto">
          {error}
        </p>
      )}
      <button type="submit" className="mc-button submit" part="submit" disabled={sending} aria-busy={sending}>
        {sending ? t('feedback_sending') : t('feedback_submit')}
      </button>
    </form>
  );
}
