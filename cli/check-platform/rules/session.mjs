// The rules on a player's session, checked only with --user and --password: a login over the envelope, the
// member's information, and a logout that ends the token. Each cites the heading of docs/wire-contract.md it
// comes from. No rule shows the token or the password.
import { envelopeProblems, failureProblems, isRecord, judge, shown } from './judge.mjs';

/** @type {import('./index.mjs').Rule[]} */
export const sessionRules = [
  {
    id: 'session.login',
    section: 'Encrypted bodies (POST, PUT, DELETE marked "enc")',
    title: 'A login sent in the envelope is opened and answers a token',
    uses: ['login'],
    needsLogin: true,
    check({ login }) {
      const problems = envelopeProblems(login);
      const value = login.json?.value;
      if (!problems.length) {
        if (typeof value?.token !== 'string' || !value.token) problems.push(`value.token is ${typeof value?.token === 'string' ? 'empty' : shown(value?.token)}`);
        for (const flag of ['firstTimeLogin', 'passwordExpired']) {
          if (value?.[flag] !== undefined && typeof value[flag] !== 'boolean') problems.push(`value.${flag} is ${shown(value[flag])}`);
        }
      }
      if (login.json?.errorCode === 'login_verify_required') problems.push('the account asks for a second factor: check with a player without one');
      return judge('HTTP 200, success: true, value.token (a non-empty string), firstTimeLogin and passwordExpired booleans', problems,
        `a token of ${value?.token?.length} characters, firstTimeLogin ${value?.firstTimeLogin}`);
    },
  },
  {
    id: 'session.member-info',
    section: 'Paths',
    title: 'The member’s information answers with the session’s token',
    uses: ['memberInfo'],
    needsLogin: true,
    check({ memberInfo }, target) {
      const problems = envelopeProblems(memberInfo);
      const value = memberInfo.json?.value;
      if (!problems.length) {
        if (!isRecord(value)) problems.push(`value is ${shown(value)}`);
        else {
          if (value.customerId === undefined && value.id === undefined) problems.push('no customerId');
          if (typeof value.userName !== 'string' || value.userName.toLowerCase() !== target.credentials?.user.toLowerCase()) problems.push(`userName ${shown(value.userName)}`);
          if (!Number.isInteger(value.type)) problems.push(`type ${shown(value.type)}`);
          if (value.language !== undefined && typeof value.language !== 'string') problems.push(`language ${shown(value.language)}`);
          if (value.merchantCode !== undefined && value.merchantCode !== target.merchant) problems.push(`merchantCode ${shown(value.merchantCode)}`);
        }
      }
      return judge('success: true, value: customerId, userName (the player’s), type (an integer), language, merchantCode', problems,
        `userName ${shown(value?.userName)}, type ${value?.type}, language ${shown(value?.language)}`);
    },
  },
  {
    id: 'session.logout',
    section: 'Paths',
    title: 'The logout succeeds',
    uses: ['logout'],
    needsLogin: true,
    check({ logout }) {
      return judge('HTTP 200, success: true', envelopeProblems(logout), 'success: true');
    },
  },
  {
    id: 'session.ended',
    section: 'Envelope of every answer',
    title: 'After the logout, the token is refused with HTTP 401',
    uses: ['afterLogout'],
    needsLogin: true,
    check({ afterLogout }) {
      return judge('HTTP 401, errorCode "user.or.token.invalid"', failureProblems(afterLogout, 401, ['user.or.token.invalid']),
        `HTTP 401 ${afterLogout.json?.errorCode}`);
    },
  },
];
