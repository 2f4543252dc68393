/**
 * The page's configuration from its module script's data attributes (`data-merchant`, `data-api`, ...), which
 * the servers fill in, read the way the loader reads its own on a merchant's page. Imported by the app's entries
 * before any module that reads the configuration (the configuration is read on first use, not on import).
 */
import { recordScriptConfig } from '../../src/config/index.js';

recordScriptConfig(document.querySelector<HTMLScriptElement>('script[data-merchant]')?.dataset ?? {});
