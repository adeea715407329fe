import { describeBehaviours } from './support/behaviours';
import { OLD_CHROMIUM_VERSION, openOldChromium } from './support/oldChromium';

// The support floor: every behaviour must work here (see the README's "Browsers").
describeBehaviours(`Chromium ${OLD_CHROMIUM_VERSION.split('.')[0]}`, () => openOldChromium());
