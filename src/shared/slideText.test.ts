import { describe, expect, it } from 'vitest';
import ui from '../../content/ui.json';
import { slideLabel, slideSubtitle } from './slideText';

describe('slide text', () => {
  it("names a slide by its item's caption, or else by the product's subtitle", () => {
    expect(slideSubtitle({ caption: 'Deck ao pôr do sol' }, 'Sombra sob medida')).toBe('Deck ao pôr do sol');
    expect(slideSubtitle({ caption: null }, 'Sombra sob medida')).toBe('Sombra sob medida');
    expect(slideSubtitle({}, 'Sombra sob medida')).toBe('Sombra sob medida');
  });

  it('numbers a slide from 1, out of the total', () => {
    expect(slideLabel('{n} de {total}', 2, 31)).toBe('3 de 31');
    expect(slideLabel(ui.carousel.slideLabel, 0, 5)).toBe(ui.carousel.slideLabel.replace('{n}', '1').replace('{total}', '5'));
  });
});
