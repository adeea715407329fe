import { BadgeCheck, Clock, Gem, HardHat, Headset, PencilRuler, Ruler, ShieldCheck, Smartphone, Waves, type IconNode } from 'lucide';
import type { ContentIconName } from '../../content/iconNames';
import { LucideIcon } from './LucideIcon';

const icons: Record<ContentIconName, IconNode> = {
  waves: Waves,
  smartphone: Smartphone,
  ruler: Ruler,
  gem: Gem,
  'hard-hat': HardHat,
  'shield-check': ShieldCheck,
  headset: Headset,
  clock: Clock,
  'badge-check': BadgeCheck,
  'pencil-ruler': PencilRuler,
};

/** A content-named icon from the one thin-stroked family the site uses. Decorative. */
export function Icon({ name, size = 28 }: { name: ContentIconName; size?: number }) {
  return <LucideIcon icon={icons[name]} size={size} strokeWidth={1.25} />;
}
