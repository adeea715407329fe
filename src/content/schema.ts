import { z } from 'zod';
import { contentIconNames } from './iconNames';
import { IMAGE_EXTENSIONS } from './mediaFormats';

const PHOTO_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');
const PHOTO_FORMATS = `${IMAGE_EXTENSIONS.slice(0, -1).join(', ')} or ${IMAGE_EXTENSIONS.at(-1)}`;

const text = z.string().trim().min(1);
const path = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be a site path like "/" or "/toldos/"');
const fileUnderContent = (example: string) =>
  z.string().regex(/^[a-z0-9-]+\/[a-z0-9._-]+$/i, { message: `must be a file under content/ whose name has only letters, digits, "-", "_" and "." (no spaces or accents: rename the file), like "${example}"`, abort: true });
/** A picture shown as a photo (a cover, the hero, a portrait): the image pipeline resizes it, so never an SVG drawing. */
export const photoFile = fileUnderContent('capas/toldos.webp')
  .refine(
    (file) => !/\.svg$/i.test(file),
    `must be a photo (${PHOTO_FORMATS}), like "capas/toldos.webp", not an SVG: SVG is only for the brand marks (content/site.json company.wordmark and company.symbol)`,
  )
  .refine((file) => PHOTO_FILE.test(file) || /\.svg$/i.test(file), `must be a photo (${PHOTO_FORMATS}), like "capas/toldos.webp"`);
/** A brand mark, inlined in every page as markup: an SVG drawing. */
export const svgFile = fileUnderContent('marca/wordmark.svg').refine((file) => /\.svg$/i.test(file), 'must be an SVG drawing, like "marca/wordmark.svg"');
const iconName = z.enum(contentIconNames);
/** A value that may be none: `null`, or an empty text, which is what the staff's editor saves for a field left empty. */
const orNone = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema.nullable());
const card = z.strictObject({ icon: iconName, title: text, text });
const pageMeta = z.strictObject({ path: z.string().startsWith('/'), title: text, description: text });

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK, 'must be a time like "08:00"');
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
/** A line of the opening hours: the words visitors read, and the same in machine-readable form for search engines. */
const openingHours = z
  .strictObject({ days: text, time: text, dayOfWeek: z.array(weekday).min(1), opens: orNone(clock), closes: orNone(clock) })
  .refine((h) => (h.opens === null) === (h.closes === null), 'opens and closes are both times, or both null when closed')
  // Compared only once both are well-formed times: "8:00" is reported as the format it breaks, not as closing before it opens.
  .refine((h) => !(CLOCK.test(h.opens ?? '') && CLOCK.test(h.closes ?? '')) || h.opens! < h.closes!, { message: 'closes must be after opens', path: ['closes'] });

export const siteSchema = z.strictObject({
  company: z.strictObject({ name: text, tagline: text, blurb: text, wordmark: svgFile, symbol: svgFile }),
  contact: z.strictObject({
    city: text,
    locality: text,
    region: text,
    country: text,
    phoneDisplay: text,
    phoneHref: z.string().regex(/^tel:\+\d{8,15}$/),
    email: z.email(),
  }),
  chat: z.strictObject({
    // The company and its clients are in Brazil: without its 55 first, "62999990000" would send every quote to +62 (Indonesia).
    number: z
      .string()
      .regex(
        /^55\d{10,11}$/,
        'must be the chat number with Brazil\'s country code: 55, the 2-digit area code (DDD) and the 8- or 9-digit number, digits only, like "5562999990000"',
      ),
    message: text,
  }),
  origin: z.url().refine((u) => !u.endsWith('/'), 'no trailing slash'),
  originIsSample: z.boolean(),
  credit: z.strictObject({ name: text, url: z.url() }),
  googleTagManagerId: orNone(z.string().regex(/^GTM-[A-Z0-9]+$/)),
  copyrightYear: z.number().int().min(2000),
  hours: z.array(openingHours).min(1),
  areaServed: z.array(z.strictObject({ type: z.enum(['City', 'State', 'Country']), name: text })).min(1),
  shareImageAlt: text,
});

export const navigationSchema = z.strictObject({
  items: z.array(z.strictObject({ name: text, path })).min(1),
});

export const pagesSchema = z.strictObject({
  home: pageMeta,
  produtos: pageMeta,
  beneficios: pageMeta,
  contato: pageMeta,
  naoEncontrada: pageMeta,
});

export const productSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  formLabel: text,
  galleryLabel: text,
  url: path,
  title: text,
  description: text,
  titulo: text,
  subTitulo: text,
  descricao: text,
  beneficios: z.array(text).min(1),
  cover: photoFile,
  coverAlt: text,
  galleryFolder: z.string().regex(/^[a-z0-9-]+$/),
});

export const productsSchema = z.strictObject({ products: z.array(productSchema).min(1) });

export const heroSchema = z.strictObject({
  eyebrow: text,
  headline: text,
  intro: text,
  quoteLabel: text,
  galleryLabel: text,
  image: photoFile,
  imageAlt: text,
  stats: z.array(z.strictObject({ value: text, label: text })).min(1),
});

export const benefitsSchema = z.strictObject({ eyebrow: text, title: text, intro: text, items: z.array(card).length(4) });

export const differentialsSchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
  items: z.array(card).length(6),
  guarantee: z.strictObject({ title: text, text, items: z.array(z.strictObject({ value: text, label: text })).min(1) }),
});

export const ctaSchema = z.strictObject({ title: text, text, quoteLabel: text, items: z.array(card).min(1) });

export const testimonialsSchema = z.strictObject({
  sample: z.boolean(),
  eyebrow: text,
  title: text,
  avatar: photoFile,
  items: z
    .array(
      z.strictObject({
        id: text,
        nome: text,
        cargo: text,
        local: text,
        texto: text,
        rating: z.number().int().min(1).max(5),
        avatarAlt: text,
      }),
    )
    .min(1),
});

const field = z.strictObject({ label: text, autocomplete: z.string().optional(), placeholder: z.string().optional() });
export const contactSchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
  form: z.strictObject({
    title: text,
    fields: z.strictObject({ nome: field, email: field, telefone: field, produto: field, mensagem: field }),
    requiredNote: text,
    productPlaceholder: text,
    otherOption: z.strictObject({ value: z.string().regex(/^[a-z0-9-]+$/), label: text }),
    submitLabel: text,
    privacyNote: text,
    toasts: z.strictObject({
      opening: z.strictObject({ title: text, description: text }),
      blocked: z.strictObject({ title: text, description: text, actionLabel: text }),
    }),
  }),
  info: z.strictObject({ title: text, cityLabel: text, phoneLabel: text, emailLabel: text, hoursLabel: text }),
});

const intro = z.strictObject({ eyebrow: text, title: text, intro: text });
export const uiSchema = z.strictObject({
  quoteLabel: text,
  learnMoreLabel: text,
  skipLink: text,
  menu: z.strictObject({ open: text, close: text, navLabel: text }),
  homeLinkLabel: text,
  carousel: z.strictObject({
    productsLabel: text,
    projectsLabel: text.includes('{product}'),
    previous: text,
    next: text,
    slideLabel: text.includes('{n}').includes('{total}'),
    allProjects: text.includes('{total}'),
    goToSlide: text.includes('{n}'),
    play: text,
    pause: text,
    roleDescription: text,
    slideRoleDescription: text,
    dotsLabel: text,
  }),
  testimonials: z.strictObject({ label: text, pause: text, play: text, rating: text.includes('{rating}') }),
  /** A gallery file's alt text while its folder's legendas.json has no caption for it. */
  uncaptioned: z.strictObject({ image: text.includes('{product}').includes('{n}'), video: text.includes('{product}').includes('{n}') }),
  gallery: z.strictObject({ title: text, allTab: text, imagesHeading: text, videosHeading: text, empty: text, close: text, categoriesLabel: text, videoLabel: text, position: text.includes('{n}').includes('{total}') }),
  productsPage: intro,
  benefitsPage: intro,
  productPage: z.strictObject({ benefitsHeading: text, comingSoonTitle: text, comingSoonText: text }),
  footer: z.strictObject({
    quickLinks: text,
    contact: text,
    chatTitle: text,
    chatButtons: z.array(text).length(3),
    rights: text,
    creditPrefix: text,
  }),
  floatingChat: text,
  toast: z.strictObject({ regionLabel: text.includes('{hotkey}'), close: text }),
  newTab: text,
  notFound: z.strictObject({ heading: text, message: text, text, homeLabel: text }),
});

const positiveMs = z.number().int().positive();
export const constantsSchema = z.strictObject({
  headerScrollThresholdPx: z.number().int().nonnegative(),
  testimonialAutoAdvanceMs: positiveMs,
  floatingButtonDelayMs: z.number().int().nonnegative(),
  productSlideMinHeightPx: z.number().int().positive(),
  productCarouselMaxSlides: z.number().int().positive(),
  quotedResponseMinutes: z.number().int().positive(),
  guaranteeYears: z.number().int().positive(),
  supportHours: text,
  toastLimit: z.literal(1),
  toastDurationMs: positiveMs,
  toastSwipeThresholdPx: z.number().int().positive(),
  toastHotkey: text,
  toastMaxWidthPx: z.number().int().positive(),
  dotWindowBefore: z.number().int().nonnegative(),
  dotWindowAfter: z.number().int().nonnegative(),
});

/** Every content file and the schema that validates it. */
export const contentFiles = {
  site: { file: 'site.json', schema: siteSchema },
  navigation: { file: 'navigation.json', schema: navigationSchema },
  pages: { file: 'pages.json', schema: pagesSchema },
  products: { file: 'products.json', schema: productsSchema },
  hero: { file: 'hero.json', schema: heroSchema },
  benefits: { file: 'benefits.json', schema: benefitsSchema },
  differentials: { file: 'differentials.json', schema: differentialsSchema },
  cta: { file: 'cta.json', schema: ctaSchema },
  testimonials: { file: 'testimonials.json', schema: testimonialsSchema },
  contact: { file: 'contact.json', schema: contactSchema },
  ui: { file: 'ui.json', schema: uiSchema },
  constants: { file: 'constants.json', schema: constantsSchema },
} as const;
