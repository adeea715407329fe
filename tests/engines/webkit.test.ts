import { describeBehaviours } from './support/behaviours';
import { openWebKit } from './support/webkit';

describeBehaviours('WebKitGTK', openWebKit);
