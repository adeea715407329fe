/** Brand colours, materials and the light of each time of day. */
export const brand = {
  navy: '#0E2A3B',
  offWhite: '#FAF7F2',
  sand: '#EFE6D8',
  brass: '#B0895A',
  seaDeep: '#1F5C78',
  sea: '#3F8CA8',
  seaLight: '#9CCBD3',
  green: '#5F7F58',
  greenDark: '#34503F',
  sage: '#A3B18A',
  teak: '#9A6840',
  graphite: '#3A3F44',
} as const;

export const materials = {
  wall: '#F1ECE3',
  concrete: '#CFC7BA',
  stone: '#D8CCB8',
  deckWoods: ['#A8764C', '#9A6840', '#B98A5E', '#8C5D3C'] as const,
  frames: { branco: '#F2F0EC', grafite: '#3A3F44', bronze: '#6B5644', champanhe: '#B8A68A' } as const,
  glassDark: '#24384A',
  inox: ['#5E666E', '#C9CFD4', '#F4F6F7', '#8E979E', '#DDE2E5', '#6F787F'] as const,
  fabrics: ['#EFE6D8', '#0E2A3B', '#B0895A', '#7E8F74', '#C27B5C', '#F6F1E8', '#3F6E86'] as const,
} as const;

export type TodKey =
  | 'amanhecer'
  | 'manha'
  | 'meio-dia'
  | 'tarde'
  | 'dourada'
  | 'por-do-sol'
  | 'crepusculo'
  | 'noite';

export interface Tod {
  key: TodKey;
  sky: readonly [string, string, string];
  /** Sun direction: azimuth from the sea's direction (+z), positive to the right; elevation; degrees. */
  sunAz: number;
  sunEl: number;
  sunColor: string;
  sunDisk: string | null;
  glow: string;
  glowK: number;
  sea: readonly [string, string];
  glint: string;
  ambient: string;
  ambK: number;
  sunK: number;
  haze: string;
  hazeK: number;
  shadow: string;
  shadowK: number;
  /** Strength of artificial warm lights, 0 by day. */
  lights: number;
  stars: boolean;
  cloud: string;
  cloudK: number;
  hills: string;
}

const tods: Record<TodKey, Tod> = {
  amanhecer: {
    key: 'amanhecer',
    sky: ['#4A6283', '#C8A7B4', '#F4CDA4'],
    sunAz: -38, sunEl: 3, sunColor: '#FFD7AE', sunDisk: '#FFE9CC', glow: '#FFD3A6', glowK: 0.75,
    sea: ['#B4AFB8', '#4C6785'], glint: '#FFE2C0',
    ambient: '#C4BCCB', ambK: 0.84, sunK: 0.32, haze: '#E9C9B4', hazeK: 0.3,
    shadow: '#3D3F63', shadowK: 0.22, lights: 0.35, stars: false, cloud: '#F6D3C0', cloudK: 0.55, hills: '#8C8099',
  },
  manha: {
    key: 'manha',
    sky: ['#5E9DC4', '#A6CFE2', '#E6F0EE'],
    sunAz: -55, sunEl: 28, sunColor: '#FFF1DC', sunDisk: null, glow: '#FFFFFF', glowK: 0.25,
    sea: ['#8CC3CF', '#2C7393'], glint: '#FFFFFF',
    ambient: '#D8E4EA', ambK: 0.86, sunK: 0.32, haze: '#DCEBEE', hazeK: 0.25,
    shadow: '#28506A', shadowK: 0.24, lights: 0, stars: false, cloud: '#FFFFFF', cloudK: 0.7, hills: '#86A7A8',
  },
  'meio-dia': {
    key: 'meio-dia',
    sky: ['#2F7FB4', '#7FBBDB', '#D8EEF3'],
    sunAz: 25, sunEl: 62, sunColor: '#FFF8EA', sunDisk: null, glow: '#FFFFFF', glowK: 0.15,
    sea: ['#6FBCCB', '#17678A'], glint: '#FFFFFF',
    ambient: '#DDE9EE', ambK: 0.86, sunK: 0.32, haze: '#D2EAF0', hazeK: 0.2,
    shadow: '#1C4E68', shadowK: 0.28, lights: 0, stars: false, cloud: '#FFFFFF', cloudK: 0.8, hills: '#6E9E99',
  },
  tarde: {
    key: 'tarde',
    sky: ['#4F8DB8', '#A3C8D8', '#EFE4CC'],
    sunAz: 58, sunEl: 30, sunColor: '#FFEBCB', sunDisk: null, glow: '#FFF0D6', glowK: 0.3,
    sea: ['#93BFC4', '#25637E'], glint: '#FFF4DE',
    ambient: '#DCE0DF', ambK: 0.84, sunK: 0.34, haze: '#E8E4D2', hazeK: 0.25,
    shadow: '#2D4A5E', shadowK: 0.26, lights: 0, stars: false, cloud: '#FFF9EE', cloudK: 0.7, hills: '#8BA196',
  },
  dourada: {
    key: 'dourada',
    sky: ['#5F84A8', '#E5BE8E', '#F7D6A2'],
    sunAz: 34, sunEl: 9, sunColor: '#FFC987', sunDisk: '#FFF0CF', glow: '#FFCB88', glowK: 0.7,
    sea: ['#C9B79A', '#3C5C70'], glint: '#FFD99E',
    ambient: '#D9C2AA', ambK: 0.76, sunK: 0.41, haze: '#F0CFA0', hazeK: 0.3,
    shadow: '#4A3A4E', shadowK: 0.26, lights: 0.25, stars: false, cloud: '#FBDDB6', cloudK: 0.6, hills: '#A08C7E',
  },
  'por-do-sol': {
    key: 'por-do-sol',
    sky: ['#34497A', '#D58C70', '#F5B777'],
    sunAz: 8, sunEl: 1.6, sunColor: '#FFB27A', sunDisk: '#FFE2B8', glow: '#FFA66E', glowK: 0.85,
    sea: ['#C79683', '#2D3D5A'], glint: '#FFCB94',
    ambient: '#B99AA0', ambK: 0.71, sunK: 0.3, haze: '#E9A988', hazeK: 0.35,
    shadow: '#3A2C4A', shadowK: 0.22, lights: 0.6, stars: false, cloud: '#F2A98A', cloudK: 0.6, hills: '#6E5E78',
  },
  crepusculo: {
    key: 'crepusculo',
    sky: ['#1B2E4E', '#4D6896', '#D6A08E'],
    sunAz: -10, sunEl: -6, sunColor: '#FFB890', sunDisk: null, glow: '#F2A58A', glowK: 0.35,
    sea: ['#6F7C9A', '#16243A'], glint: '#E8B7A0',
    ambient: '#7F8FB0', ambK: 0.66, sunK: 0.0, haze: '#8A8FAE', hazeK: 0.3,
    shadow: '#111B2E', shadowK: 0, lights: 0.85, stars: true, cloud: '#B98F99', cloudK: 0.45, hills: '#3A4664',
  },
  noite: {
    key: 'noite',
    sky: ['#08131F', '#11263B', '#27405A'],
    sunAz: 30, sunEl: -30, sunColor: '#9FB6D8', sunDisk: null, glow: '#7F9BC2', glowK: 0.15,
    sea: ['#2F4660', '#07111C'], glint: '#C9D8EE',
    ambient: '#4A5F82', ambK: 0.58, sunK: 0.0, haze: '#243A52', hazeK: 0.35,
    shadow: '#050A12', shadowK: 0, lights: 1, stars: true, cloud: '#2E4560', cloudK: 0.5, hills: '#152536',
  },
};

export function tod(key: TodKey, tweak: Partial<Tod> = {}): Tod {
  return { ...tods[key], ...tweak };
}

