import { useContent } from '../../site/ContentContext';
import * as styles from './ContactForm.css';

/**
 * The quote form. With JavaScript off it still works: the browser checks the required fields
 * and submits to the chat link with the standard message. Its island (issue #3) writes the
 * visitor's answers into that message instead.
 */
export function ContactForm() {
  const { contact, products, site } = useContent();
  const { form } = contact;
  const { fields } = form;
  return (
    <form className={styles.form} action={`https://wa.me/${site.chat.number}`} method="get" target="_blank" aria-labelledby="form-title">
      <h2 id="form-title" className={styles.title}>
        {form.title}
      </h2>
      <p className={styles.note}>{form.requiredNote}</p>
      <input type="hidden" name="text" value={site.chat.message} />
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>{fields.nome.label} *</span>
          <input className={styles.input} name="nome" type="text" required autoComplete={fields.nome.autocomplete} />
        </label>
      </div>
      <div className={styles.twoColumns}>
        <label className={styles.field}>
          <span className={styles.label}>{fields.email.label} *</span>
          <input className={styles.input} name="email" type="email" required autoComplete={fields.email.autocomplete} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{fields.telefone.label} *</span>
          <input className={styles.input} name="telefone" type="tel" required autoComplete={fields.telefone.autocomplete} />
        </label>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{fields.produto.label}</span>
        <select className={styles.input} name="produto" defaultValue="">
          <option value="">{form.productPlaceholder}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.formLabel}
            </option>
          ))}
          <option value={form.otherOption.value}>{form.otherOption.label}</option>
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{fields.mensagem.label}</span>
        <textarea className={styles.input} name="mensagem" rows={4} placeholder={fields.mensagem.placeholder} />
      </label>
      <button type="submit" className={styles.submit}>
        {form.submitLabel}
      </button>
      <p className={styles.note}>{form.privacyNote}</p>
    </form>
  );
}
