/**
 * The trial game over the lobby, as a history entry of its own: back (the phone's or the browser's) closes the
 * game and leaves the player on this page. Its chunk, with the trial screen, comes when a player taps "try".
 */
import { useEffect, useRef } from 'react';
import { TrialGame, type TrialGameProps } from '../../src/games/index.js';
import { ensureLocale, gamePartsStrings } from '../../src/i18n/index.js';
import { openHistoryLayer } from '../../src/navigation/index.js';

function TrialLayer(props: TrialGameProps) {
  const close = useRef(props.onClose);
  close.current = props.onClose;
  // The entry goes with the screen: when its control or the element leaving the page closes it, back then
  // leaves the page as before; back itself closes the screen.
  useEffect(() => {
    const layer = openHistoryLayer(() => close.current());
    return () => layer.close();
  }, []);
  return <TrialGame {...props} />;
}

/** The layer, once the trial screen's strings are here too. */
export const withStrings = () => ensureLocale([gamePartsStrings]).then(() => TrialLayer);
