import { expect } from 'chai';
import {
  activePrompt,
  closeAllPrompts,
  promptPending,
  PROMPT_PRIORITY,
  queuedPrompts,
  requestPrompt,
  type PromptKind,
} from './arbiter.js';
import { holdPromotions, resetPacing, startPageView } from './pacing.js';

/** A fake prompt that records what the player would see. */
function fakePrompt(kind: PromptKind, screen: Set<PromptKind>, log: string[]) {
  return requestPrompt(kind, () => {
    screen.add(kind);
    log.push(`show ${kind}`);
    return () => {
      screen.delete(kind);
      log.push(`hide ${kind}`);
    };
  });
}

/** Polls until `check` holds (the quiet after a tap lasts a second; no assertion is made on how long). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

/** The player closes a prompt from the keyboard (Escape: an interaction, not a tap). */
function playerCloses(handle: { close(): void }) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  handle.close();
}

describe('prompts', () => {
  let screen: Set<PromptKind>;
  let log: string[];

  beforeEach(() => {
    closeAllPrompts();
    resetPacing({ taps: true });
    screen = new Set();
    log = [];
  });

  afterEach(() => closeAllPrompts());

  describe('the arbiter', () => {
    it('documents the priority order, upgrade first and download popups last', () => {
      expect(PROMPT_PRIORITY[0]).to.equal('upgrade');
      expect(PROMPT_PRIORITY.indexOf('install')).to.be.below(PROMPT_PRIORITY.indexOf('forced-download'));
      expect(PROMPT_PRIORITY.indexOf('forced-download')).to.be.below(PROMPT_PRIORITY.indexOf('push'));
      expect(PROMPT_PRIORITY.at(-1)).to.equal('download-popup');
    });

    it('shows a prompt at once when nothing else shows', () => {
      const handle = fakePrompt('push', screen, log);
      expect(handle.showing).to.equal(true);
      expect([...screen]).to.deep.equal(['push']);
      expect(activePrompt.value).to.equal('push');
    });

    it('queues a lower or equal prompt and shows it only after the first closes', async () => {
      const install = fakePrompt('install', screen, log);
      const push = fakePrompt('push', screen, log);
      const second = fakePrompt('install', screen, log);
      expect([...screen]).to.deep.equal(['install']);
      expect(push.showing).to.equal(false);
      expect(queuedPrompts()).to.deep.equal(['install', 'push']);

      install.close();
      await install.closed;
      expect(second.showing).to.equal(true);
      // The push would be the page view's third prompt: it opens on the next view.
      startPageView();
      second.close();
      expect([...screen]).to.deep.equal(['push']);
      push.close();
      expect(screen.size).to.equal(0);
      expect(activePrompt.value).to.equal(null);
      expect(log).to.deep.equal(['show install', 'hide install', 'show install', 'hide install', 'show push', 'hide push']);
    });

    it('lets a higher prompt pre-empt, then shows the pre-empted one again', () => {
      const forced = fakePrompt('forced-download', screen, log);
      const upgrade = fakePrompt('upgrade', screen, log);
      expect([...screen]).to.deep.equal(['upgrade']);
      expect(forced.showing).to.equal(false);
      expect(promptPending('forced-download')).to.equal(true);

      upgrade.close();
      expect([...screen]).to.deep.equal(['forced-download']);
      expect(log).to.deep.equal(['show forced-download', 'hide forced-download', 'show upgrade', 'hide upgrade', 'show forced-download']);
    });

    it('puts the pre-empted prompt before later prompts of its own priority', () => {
      const first = fakePrompt('push', screen, log);
      fakePrompt('push', screen, log);
      const refresh = fakePrompt('refresh', screen, log);
      refresh.close();
      expect(first.showing).to.equal(true);
    });

    it('forgets a waiting prompt closed before its turn', () => {
      const install = fakePrompt('install', screen, log);
      const push = fakePrompt('push', screen, log);
      push.close();
      install.close();
      expect(screen.size).to.equal(0);
      expect(log).to.not.include('show push');
      expect(promptPending('push')).to.equal(false);
    });

    it('ignores a second close and keeps the next prompt on screen', () => {
      const install = fakePrompt('install', screen, log);
      fakePrompt('push', screen, log);
      install.close();
      install.close();
      expect([...screen]).to.deep.equal(['push']);
    });

    it('skips a prompt whose show throws and moves on to the next', () => {
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        fakePrompt('install', screen, log);
        const broken = requestPrompt('announcement', () => {
          throw new Error('broken');
        });
        expect([...screen]).to.deep.equal(['install']);
        return broken.closed.then(() => expect(errors).to.have.length(1));
      } finally {
        console.error = original;
      }
    });

    it('rejects an unknown kind', () => {
      expect(() => requestPrompt('nope' as PromptKind, () => {})).to.throw(TypeError);
    });
  });

  describe('pacing', () => {
    it('waits for the quiet after a tap before a prompt opens', async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      const push = fakePrompt('push', screen, log);
      expect(push.showing).to.equal(false);
      expect(queuedPrompts()).to.deep.equal(['push']);
      await until(() => push.showing, 'the push prompt opens once the tap is a second old');
      expect([...screen]).to.deep.equal(['push']);
    });

    it('opens at most two prompts in a page view; the rest wait for the next view', () => {
      playerCloses(fakePrompt('install', screen, log));
      playerCloses(fakePrompt('push', screen, log));
      const third = fakePrompt('download-popup', screen, log);
      expect(third.showing).to.equal(false);
      expect(activePrompt.value).to.equal(null);
      startPageView();
      expect(third.showing).to.equal(true);
    });

    it('gives back the turn of a prompt its own code took away before the player touched anything', () => {
      // A session that settles asks again: the first showing goes unseen and does not count.
      fakePrompt('announcement', screen, log).close();
      playerCloses(fakePrompt('announcement', screen, log));
      const download = fakePrompt('download-popup', screen, log);
      expect(download.showing).to.equal(true);
      playerCloses(download);
      expect(fakePrompt('download-popup', screen, log).showing).to.equal(false);
    });

    it('never holds back maintenance, the reality check, the refresh or a mandatory upgrade', () => {
      playerCloses(fakePrompt('install', screen, log));
      playerCloses(fakePrompt('push', screen, log));
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      const check = fakePrompt('reality-check', screen, log);
      expect(check.showing).to.equal(true);
      check.close();
      expect(requestPrompt('upgrade', () => {}, { exempt: true }).showing).to.equal(true);
      expect(fakePrompt('push', screen, log).showing).to.equal(false);
    });

    it('keeps promotional prompts off a game, and brings them back after it', () => {
      const install = fakePrompt('install', screen, log);
      const release = holdPromotions();
      // The install prompt steps back under the game; a push opt-in is no promotion and may open.
      expect(install.showing).to.equal(false);
      const popup = fakePrompt('download-popup', screen, log);
      const push = fakePrompt('push', screen, log);
      expect([...screen]).to.deep.equal(['push']);
      push.close();
      expect(screen.size).to.equal(0);
      expect(popup.showing).to.equal(false);
      release();
      release();
      expect(install.showing).to.equal(true);
      expect(log).to.deep.equal(['show install', 'hide install', 'show push', 'hide push', 'show install']);
    });
  });
});
