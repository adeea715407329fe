/**
 * Every sample file the script writes: which scene, at what hour, from where, and its caption.
 * Captions are the alt text and the gallery's legend, so they describe what is drawn.
 */
import { lerp, smooth } from './geom';
import { tod } from './palette';
import type { RoofScene } from './scenes/cobertura-retratil';
import { awning, glass, inox, lambril, roof, type Shot } from './shot';

export interface Still {
  file: string;
  caption: string;
  shot: Shot;
}

export interface Clip {
  file: string;
  caption: string;
  /** The shot at time u in [0, 1]. */
  frame: (u: number) => Shot;
}

export interface Gallery {
  folder: string;
  stills: Still[];
  clips: Clip[];
}

const pad = (n: number) => String(n).padStart(2, '0');

type RoofRow = [RoofScene['view'], Parameters<typeof tod>[0], number, RoofScene['tint'], RoofScene['frame'], RoofScene['furniture'], string, Partial<RoofScene>?];

const roofRows: RoofRow[] = [
  ['sob', 'dourada', 0.2, 'leitoso', 'branco', 'sofa', 'Deck de madeira sob cobertura retrátil de painéis leitosos, com o mar dourado ao entardecer'],
  ['lateral', 'meio-dia', 0, 'cristal', 'grafite', 'jantar', 'Cobertura retrátil cristal com estrutura grafite sobre a mesa de jantar, ao meio-dia, com vista para o mar'],
  ['jardim', 'tarde', 0.5, 'fume', 'bronze', 'sofa', 'Casa vista do jardim à tarde, com cobertura retrátil fumê e estrutura bronze sobre o deck'],
  ['alto', 'manha', 0.6, 'leitoso', 'grafite', 'espreguicadeiras', 'Vista do alto da cobertura retrátil semiaberta pela manhã, com espreguiçadeiras no deck e o mar ao fundo'],
  ['interior', 'noite', 0.1, 'cristal', 'branco', 'jantar', 'Sala aberta para o deck coberto à noite, com pendentes acesos sobre a mesa e luz quente nos trilhos'],
  ['sob', 'amanhecer', 1, 'cristal', 'grafite', 'espreguicadeiras', 'Cobertura totalmente recolhida ao amanhecer, céu aberto sobre o deck e as espreguiçadeiras', { shift: -0.6, turn: -8 }],
  ['lateral', 'por-do-sol', 0.3, 'leitoso', 'branco', 'sofa', 'Terraço com cobertura retrátil branca e sofás de frente para o pôr do sol no mar'],
  ['jardim', 'crepusculo', 0, 'leitoso', 'grafite', 'jantar', 'Cobertura retrátil fechada no crepúsculo, com a casa iluminada vista do gramado'],
  ['sob', 'meio-dia', 0, 'fume', 'bronze', 'jantar', 'Sombra fresca sob painéis fumê ao meio-dia, com a mesa de jantar posta para o mar', { turn: 10 }],
  ['alto', 'tarde', 0, 'fume', 'champanhe', 'sofa', 'Cobertura retrátil fumê com perfis champanhe vista do pavimento superior à tarde', { turn: -6 }],
  ['interior', 'manha', 0.7, 'leitoso', 'grafite', 'espreguicadeiras', 'Manhã clara vista da sala, com a cobertura aberta sobre o deck e o mar no horizonte'],
  ['sob', 'noite', 0, 'leitoso', 'grafite', 'sofa', 'Noite no deck coberto, com iluminação quente embutida nos trilhos da cobertura retrátil', { turn: -12, shift: 0.8 }],
  ['lateral', 'amanhecer', 0.8, 'cristal', 'champanhe', 'espreguicadeiras', 'Amanhecer rosado sobre o terraço, com a cobertura cristal quase toda recolhida'],
  ['jardim', 'meio-dia', 1, 'cristal', 'branco', 'espreguicadeiras', 'Deck ao sol do meio-dia com a cobertura retrátil aberta, visto entre coqueiros', { turn: -8, shift: -1 }],
  ['sob', 'tarde', 0.5, 'cristal', 'branco', 'jantar', 'Tarde de verão sob a cobertura cristal meio aberta, com faixas de sol sobre o deck', { turn: 14, shift: -1 }],
  ['alto', 'dourada', 0.3, 'cristal', 'bronze', 'jantar', 'Luz dourada sobre a cobertura cristal de perfis bronze, vista do andar de cima'],
  ['interior', 'dourada', 0.4, 'fume', 'bronze', 'sofa', 'Da sala ao deck na hora dourada, com a cobertura fumê filtrando o sol', { turn: 8 }],
  ['lateral', 'crepusculo', 0, 'leitoso', 'bronze', 'jantar', 'Jantar no terraço ao cair da noite, sob cobertura leitosa com pendentes acesos'],
  ['sob', 'por-do-sol', 0.6, 'leitoso', 'champanhe', 'espreguicadeiras', 'Pôr do sol emoldurado pela cobertura retrátil semiaberta, com espreguiçadeiras no deck', { turn: -10 }],
  ['jardim', 'amanhecer', 0.2, 'leitoso', 'champanhe', 'jantar', 'Primeira luz da manhã sobre a casa e a cobertura retrátil de perfis champanhe'],
  ['alto', 'crepusculo', 0, 'leitoso', 'branco', 'sofa', 'Cobertura retrátil fechada no crepúsculo, vista de cima, com o deck iluminado junto ao mar', { turn: 8 }],
  ['sob', 'manha', 0.3, 'fume', 'grafite', 'sofa', 'Manhã sob a cobertura fumê, com sofás de tecido claro e o mar azul à frente', { turn: -15, shift: 0.5 }],
  ['lateral', 'tarde', 1, 'fume', 'grafite', 'sofa', 'Cobertura retrátil totalmente aberta numa tarde de céu limpo, com o mar ao lado', { turn: 6 }],
  ['interior', 'crepusculo', 0, 'leitoso', 'branco', 'sofa', 'Crepúsculo visto da sala, com o deck coberto iluminado e o mar azulado'],
  ['jardim', 'noite', 0.4, 'cristal', 'grafite', 'espreguicadeiras', 'Casa e cobertura retrátil iluminadas à noite, vistas do jardim', { turn: 6 }],
];

const roofSpec = (r: RoofRow, i: number): RoofScene => ({
  view: r[0],
  open: r[2],
  tint: r[3],
  frame: r[4],
  furniture: r[5],
  wood: i,
  headland: i % 3 === 0 ? 'right' : i % 3 === 1 ? 'left' : 'none',
  palms: 1 + (i % 3),
  ...r[7],
});

const roofStills: Still[] = roofRows.map((r, i) => ({
  file: `${pad(i + 1)}.webp`,
  caption: r[6],
  shot: roof(`cobertura-${i + 1}`, r[1], roofSpec(r, i)),
}));

/** A clip of the roof panels sliding between two positions, the sea shimmering meanwhile. */
function roofClip(n: number, key: Parameters<typeof tod>[0], base: RoofScene, from: number, to: number, caption: string): Clip {
  return {
    file: `video-${pad(n)}.mp4`,
    caption,
    frame: (u) => roof(`cobertura-video-${n}`, key, { ...base, open: lerp(from, to, smooth(u * 1.15 - 0.08)) }, u),
  };
}

const roofClips: Clip[] = [
  roofClip(1, 'dourada', { view: 'sob', open: 0, tint: 'leitoso', frame: 'branco', furniture: 'sofa', wood: 1, palms: 2 }, 0, 1, 'Painéis da cobertura retrátil deslizando e abrindo o céu dourado sobre o deck'),
  roofClip(2, 'meio-dia', { view: 'lateral', open: 1, tint: 'cristal', frame: 'grafite', furniture: 'jantar', wood: 2, palms: 2 }, 1, 0, 'Cobertura cristal fechando ao meio-dia para sombrear a mesa junto ao mar'),
  roofClip(3, 'manha', { view: 'alto', open: 0, tint: 'fume', frame: 'bronze', furniture: 'espreguicadeiras', wood: 3, palms: 2, turn: 4 }, 0, 0.9, 'Vista do alto: a cobertura fumê se recolhe pela manhã e revela o deck'),
  roofClip(4, 'tarde', { view: 'jardim', open: 0.1, tint: 'leitoso', frame: 'champanhe', furniture: 'sofa', wood: 0, palms: 2 }, 0.1, 0.9, 'A cobertura retrátil abre à tarde, vista do jardim da casa'),
  roofClip(5, 'crepusculo', { view: 'interior', open: 0.9, tint: 'cristal', frame: 'grafite', furniture: 'jantar', wood: 1, palms: 1 }, 0.9, 0, 'Do interior da sala, a cobertura fecha no crepúsculo com as luzes acesas'),
  roofClip(6, 'amanhecer', { view: 'sob', open: 0.1, tint: 'cristal', frame: 'champanhe', furniture: 'espreguicadeiras', wood: 2, palms: 2, turn: 10, shift: -0.8 }, 0.1, 1, 'Amanhecer sobre o mar enquanto a cobertura cristal se abre por completo'),
];

const awningStills: Still[] = [
  {
    file: '01.webp',
    caption: 'Fachada com toldo listrado em azul-marinho e areia sobre a varanda, numa manhã de céu azul',
    shot: awning('toldos-1', 'manha', { view: 'fachada', extend: 1, fabric: ['#F2EBDD', '#0E2A3B'], stripes: true, valance: 'ondas', frame: 'branco' }),
  },
  {
    file: '02.webp',
    caption: 'Varanda sombreada por toldo de lona areia à tarde, com mesa para dois e vista para o mar',
    shot: awning('toldos-2', 'tarde', { view: 'varanda', extend: 1, fabric: ['#E9DDC8', '#E9DDC8'], stripes: false, valance: 'ondas', frame: 'branco' }),
  },
  {
    file: '03.webp',
    caption: 'Toldo de braços articulados em listras latão e marfim, visto do jardim na hora dourada',
    shot: awning('toldos-3', 'dourada', { view: 'lateral', extend: 0.9, fabric: ['#F6F1E8', '#B0895A'], stripes: true, valance: 'reta', frame: 'grafite' }),
  },
];

const awningClips: Clip[] = [
  {
    file: 'video-01.mp4',
    caption: 'Toldo terracota se desenrolando sobre a varanda ao meio-dia, com o mar ao fundo',
    frame: (u) => awning('toldos-video-1', 'meio-dia', { view: 'varanda', extend: smooth(u * 1.1), fabric: ['#C27B5C', '#C27B5C'], stripes: false, valance: 'reta', frame: 'branco', turn: 6 }, u),
  },
  {
    file: 'video-02.mp4',
    caption: 'Toldo listrado em verde-sálvia abrindo sobre a varanda da fachada à tarde',
    frame: (u) => awning('toldos-video-2', 'tarde', { view: 'fachada', extend: smooth(u * 1.1), fabric: ['#F2EBDD', '#7E8F74'], stripes: true, valance: 'ondas', frame: 'grafite', turn: -5 }, u),
  },
  {
    file: 'video-03.mp4',
    caption: 'Toldo azul-marinho se estendendo ao pôr do sol, visto do jardim',
    frame: (u) => awning('toldos-video-3', 'por-do-sol', { view: 'lateral', extend: 0.1 + 0.85 * smooth(u * 1.1), fabric: ['#1D3A4E', '#1D3A4E'], stripes: false, valance: 'ondas', frame: 'branco', turn: 4 }, u),
  },
];

const glassStills: Still[] = [
  {
    file: '01.webp',
    caption: 'Pavilhão envidraçado com esquadrias grafite junto à piscina, numa tarde clara',
    shot: glass('vidros-1', 'tarde', { view: 'fachada', frame: 'grafite', slide: 0, sweep: null, pool: true }),
  },
  {
    file: '02.webp',
    caption: 'Sala com parede de vidro de piso a teto e porta de correr aberta para o mar pela manhã',
    shot: glass('vidros-2', 'manha', { view: 'interior', frame: 'grafite', slide: 0.6, sweep: null, pool: true }),
  },
];

const glassClips: Clip[] = [
  {
    file: 'video-01.mp4',
    caption: 'Reflexo de luz percorrendo a fachada de vidro e esquadrias brancas ao meio-dia',
    frame: (u) => glass('vidros-video-1', 'meio-dia', { view: 'fachada', frame: 'branco', slide: 0, sweep: u, pool: true, turn: 6 }, u),
  },
  {
    file: 'video-02.mp4',
    caption: 'Brilho dourado deslizando pelos vidros da casa à beira-mar no fim da tarde',
    frame: (u) => glass('vidros-video-2', 'dourada', { view: 'lateral', frame: 'bronze', slide: 0.3, sweep: u, pool: true }, u),
  },
  {
    file: 'video-03.mp4',
    caption: 'Porta de correr de vidro abrindo à noite, com a sala iluminada e a piscina acesa',
    frame: (u) => glass('vidros-video-3', 'noite', { view: 'canto', frame: 'grafite', slide: smooth(u * 1.1) * 0.85, sweep: null, pool: true }, u),
  },
  {
    file: 'video-04.mp4',
    caption: 'Luz do amanhecer atravessando a parede de vidro enquanto a porta de correr se abre',
    frame: (u) => glass('vidros-video-4', 'amanhecer', { view: 'interior', frame: 'champanhe', slide: smooth(u) * 0.7, sweep: u, pool: false, turn: -6 }, u),
  },
];

const inoxStills: Still[] = [
  {
    file: '01.webp',
    caption: 'Ducha externa em aço inox com chuveiro de teto, junto a um muro de pedra diante do mar, pela manhã',
    shot: inox('inox-1', 'manha', { view: 'ducha', finish: 'pedra', water: 0.3 }),
  },
  {
    file: '02.webp',
    caption: 'Lavabo com cuba de apoio, misturador alto em inox e janela para o mar ao meio-dia',
    shot: inox('inox-2', 'meio-dia', { view: 'lavabo', finish: 'microcimento', water: null }),
  },
  {
    file: '03.webp',
    caption: 'Box acessível com barras de apoio, banco articulado e chuveiro em inox, com janela para o mar',
    shot: inox('inox-3', 'tarde', { view: 'banho', finish: 'madeira', water: 0.5 }),
  },
  {
    file: '04.webp',
    caption: 'Detalhe do misturador em inox escovado sobre a cuba, com o mar visto pela janela',
    shot: inox('inox-4', 'tarde', { view: 'detalhe', finish: 'pedra', water: null }),
  },
  {
    file: '05.webp',
    caption: 'Ducha de inox em muro revestido de madeira, no deck à beira-mar na hora dourada',
    shot: inox('inox-5', 'dourada', { view: 'ducha', finish: 'madeira', water: null, turn: 6 }),
  },
  {
    file: '06.webp',
    caption: 'Banheiro revestido de madeira com bancada de pedra e torneira inox ao amanhecer',
    shot: inox('inox-6', 'amanhecer', { view: 'lavabo', finish: 'madeira', water: null, turn: 4 }),
  },
  {
    file: '07.webp',
    caption: 'Ducha externa iluminada à noite, com coluna e chuveiro de aço inox no deck',
    shot: inox('inox-7', 'noite', { view: 'ducha', finish: 'pedra', water: null, turn: -6 }),
  },
];

const inoxClips: Clip[] = [
  {
    file: 'video-01.mp4',
    caption: 'Água caindo da ducha de inox enquanto a sombra do muro gira sobre o deck ao longo do dia',
    frame: (u) =>
      inox('inox-video-1', tod('meio-dia', { sunAz: lerp(-40, 40, u), sunEl: 48 }), { view: 'ducha', finish: 'microcimento', water: u * 3 }, u),
  },
];

export const galleries: Gallery[] = [
  { folder: 'cobertura-retratil', stills: roofStills, clips: roofClips },
  { folder: 'toldos', stills: awningStills, clips: awningClips },
  { folder: 'vidros-esquadrias', stills: glassStills, clips: glassClips },
  { folder: 'inox-solucoes-sanitarias', stills: inoxStills, clips: inoxClips },
];

export interface Cover {
  file: string;
  shot: Shot;
  /** Byte limits: hard and aimed-for. */
  max: number;
  target: number;
}

export const covers: Cover[] = [
  {
    file: 'cobertura-retratil.webp',
    shot: roof('capa-cobertura', 'tarde', { view: 'lateral', open: 0.35, tint: 'leitoso', frame: 'branco', furniture: 'sofa', wood: 2, palms: 2, headland: 'left', turn: 4 }),
    max: 80_000,
    target: 56_000,
  },
  {
    file: 'toldos.webp',
    shot: awning('capa-toldos', 'manha', { view: 'lateral', extend: 1, fabric: ['#F2EBDD', '#0E2A3B'], stripes: true, valance: 'ondas', frame: 'branco' }),
    max: 80_000,
    target: 56_000,
  },
  {
    file: 'vidros-esquadrias.webp',
    shot: glass('capa-vidros', 'crepusculo', { view: 'canto', frame: 'grafite', slide: 0.4, sweep: null, pool: true }),
    max: 80_000,
    target: 56_000,
  },
  {
    file: 'portas-lambril.webp',
    shot: lambril('capa-lambril', 'dourada', { wood: '#A8764C' }),
    max: 80_000,
    target: 56_000,
  },
  {
    file: 'inox-solucoes-sanitarias.webp',
    shot: inox('capa-inox', 'tarde', { view: 'ducha', finish: 'pedra', water: 0.6, turn: -4 }),
    max: 80_000,
    target: 56_000,
  },
  {
    file: 'hero.webp',
    shot: roof('capa-hero', 'dourada', { view: 'hero', open: 0.3, tint: 'leitoso', frame: 'branco', furniture: 'sofa', wood: 1, headland: 'left' }),
    max: 60_000,
    target: 52_000,
  },
];
