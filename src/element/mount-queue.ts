/**
 * Element mounts, spread over tasks. Mounting one element (its React root, whose event listeners go on the
 * shadow root, and its stylesheet, parsed the first time the tag shows) costs a few milliseconds on a phone;
 * a page that adds a dozen elements at once (the /m lobby) would do them all in the task that added them and
 * hold the main thread, and the player's input, that long. Mounts run from the next task on, as many as fit
 * in a slice per task.
 */

/** How long one task may spend mounting before it lets the browser in. */
const SLICE_MS = 8;

const queue: (() => void)[] = [];
let scheduled = false;
// A message reaches the next task without a timer's clamping; timers stand in where there is no channel.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();

function run(): void {
  scheduled = false;
  const until = performance.now() + SLICE_MS;
  while (queue.length) {
    const mount = queue.shift()!;
    try {
      mount();
    } catch (error) {
      // One element failing must not keep the others from mounting; the error still reaches the console.
      setTimeout(() => {
        throw error;
      });
    }
    if (performance.now() >= until) break;
  }
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (channel) channel.port2.postMessage(null);
  else setTimeout(run);
}

if (channel) channel.port1.onmessage = run;

/** Runs `mount` in a coming task, after the mounts queued before it. */
export function queueMount(mount: () => void): void {
  queue.push(mount);
  schedule();
}
