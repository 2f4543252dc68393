export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it returns something truthy, and returns it; fails with `what` after the timeout. */
export async function until<T>(read: () => T | Promise<T>, what: string, timeoutMs = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    // Awaited, so that a check that asks the sandbox (async) is judged by its answer, not by its promise.
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/**
 * Waits until the 500 ms login guard of an earlier test has opened again (SPEC §4), so that a test's first
 * login is not taken for a second tap. Gives up after a second: the guard never stays closed that long.
 */
export async function loginGuardOpen(isBusy: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && isBusy(); i++) await sleep(25);
}
