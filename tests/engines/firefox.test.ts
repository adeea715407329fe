import { describeBehaviours } from './support/behaviours';
import { openFirefox } from './support/firefox';

describeBehaviours('Firefox ESR', openFirefox);
