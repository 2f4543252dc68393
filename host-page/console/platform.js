// The sandbox's control API, as the console calls it: every call answers `{ success, value | message }`, and a
// refusal becomes an Error with the platform's own sentence, which the console shows beside the control.

/**
 * @param {'GET' | 'POST'} method
 * @param {string} path under /__sandbox/
 * @param {unknown} [body]
 * @returns {Promise<any>} the answer's value
 */
export async function control(method, path, body) {
  let response;
  try {
    response = await fetch(`/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error('The platform did not answer. Is npm start still running?');
  }
  let answer;
  try {
    answer = await response.json();
  } catch {
    throw new Error(`The platform answered ${response.status} with something that is not JSON.`);
  }
  if (!answer?.success) throw new Error(answer?.message || `The platform refused (${answer?.errorCode ?? response.status}).`);
  return answer.value;
}

/** Everything the controls show, in one read. */
export const overview = () => control('GET', 'overview');
