import type { SiteContent } from '../../content/types';
import { Island } from '../../islandBox/Island';
import type { PropsOf } from '../../islandBox/registry';
import { useContent } from '../../site/ContentContext';
import { fill } from '../../shared/format';

/** What the quote form island needs from the content: its words, the chat, the products, the toast constants. */
export function quoteFormProps({ contact, products, site, ui, constants }: SiteContent): PropsOf<'QuoteForm'> {
  const { form } = contact;
  return {
    title: form.title,
    requiredNote: form.requiredNote,
    submitLabel: form.submitLabel,
    privacyNote: form.privacyNote,
    chat: site.chat,
    fields: form.fields,
    productPlaceholder: form.productPlaceholder,
    productOptions: [...products.map((p) => ({ value: p.id, label: p.formLabel })), form.otherOption],
    toasts: form.toasts,
    toaster: {
      label: fill(ui.toast.regionLabel, { hotkey: constants.toastHotkey }),
      closeLabel: ui.toast.close,
      newTabLabel: ui.newTab,
      hotkey: constants.toastHotkey,
      durationMs: constants.toastDurationMs,
      swipeThresholdPx: constants.toastSwipeThresholdPx,
      maxWidthPx: constants.toastMaxWidthPx,
    },
  };
}

/**
 * The quote form (island QuoteForm) with its notifications. It hydrates on the visitor's first
 * touch, focus or pointer over it: its code never weighs on the page's first load, and arrives
 * while the visitor is still typing. A submit before that is the native one: the chat opens
 * with the standard message, exactly as with JavaScript off.
 */
export function ContactForm() {
  return <Island name="QuoteForm" hydrate="interaction" props={quoteFormProps(useContent())} />;
}
