import { CardReveal } from './CardReveal/CardReveal';
import { Header } from './Header/Header';
import { ProductsCarousel } from './ProductsCarousel/ProductsCarousel';
import { ProjectGallery } from './ProjectGallery/ProjectGallery';
import { QuoteForm } from './QuoteForm/QuoteForm';
import { TestimonialsCarousel } from './TestimonialsCarousel/TestimonialsCarousel';

/**
 * Every island, by name. Convention: island `X` lives in `src/islands/X/X.tsx` and exports `X`;
 * the build writes each page's client entry from the names that page rendered.
 */
export const islands = { Header, QuoteForm, ProductsCarousel, TestimonialsCarousel, ProjectGallery, CardReveal };

export type IslandName = keyof typeof islands;
