import type { ComponentProps } from 'react';
import { CardReveal } from '../islands/CardReveal/CardReveal';
import { Header } from '../islands/Header/Header';
import { ProductsCarousel } from '../islands/ProductsCarousel/ProductsCarousel';
import { ProjectGallery } from '../islands/ProjectGallery/ProjectGallery';
import { QuoteForm } from '../islands/QuoteForm/QuoteForm';
import { TestimonialsCarousel } from '../islands/TestimonialsCarousel/TestimonialsCarousel';

/**
 * Every island, by name. Convention: island `X` lives in `src/islands/X/X.tsx` and exports `X`;
 * the build writes each page's client entry from the names that page rendered.
 */
export const islands = { Header, QuoteForm, ProductsCarousel, TestimonialsCarousel, ProjectGallery, CardReveal };

export type IslandName = keyof typeof islands;

/** What island `N` takes as props: what a section gives `<Island name={N}>`. */
export type PropsOf<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
