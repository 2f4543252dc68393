import { useRef, useState } from 'react';
import type {} from 'mc-elements/jsx';
import type { LoginSuccessDetail } from 'mc-elements/elements/mc-login';

export function App() {
  const [player, setPlayer] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const login = useRef<HTMLElementTagNameMap['mc-login']>(null);

  // The detail is typed from the element's manifest: a typo in `userName` or `type` would not compile.
  const onLogin = (event: CustomEvent<LoginSuccessDetail>) => {
    const how: 'username' | 'sms' | 'firebase' = event.detail.type;
    setPlayer(`${event.detail.userName} (${how})`);
  };

  if (player) return <p role="status">Welcome back, {player}</p>;
  return (
    <main>
      <h1>Lucky Draw</h1>
      {registering ? (
        <mc-register mode="username" no-redirect no-providers class="form" onmc-register-success={(event) => setPlayer(event.detail.userName)} />
      ) : (
        <mc-login ref={login} mode="username" no-redirect no-providers style={{ maxInlineSize: '30rem' }} onmc-login-success={onLogin} />
      )}
      <button type="button" onClick={() => setRegistering(!registering)}>
        {registering ? 'I have an account' : 'Create an account'}
      </button>
    </main>
  );
}
