import { useId, type FormEvent } from 'react';
import { chatLink } from '../../shared/chatLink';
import { Toaster, type ToasterProps } from '../Toaster/Toaster';
import { showToast } from '../Toaster/toastStore';
import { openChat } from './openChat';
import { quoteMessage } from './quoteMessage';
import * as styles from './QuoteForm.css';
import { quoteMark } from '../../shared/attributeMarks';

interface FieldText {
  label: string;
  autocomplete?: string;
  placeholder?: string;
}

export interface QuoteFormProps {
  title: string;
  requiredNote: string;
  submitLabel: string;
  privacyNote: string;
  chat: { number: string; message: string };
  fields: { nome: FieldText; email: FieldText; telefone: FieldText; produto: FieldText; mensagem: FieldText };
  productPlaceholder: string;
  productOptions: Array<{ value: string; label: string }>;
  toasts: {
    opening: { title: string; description: string };
    blocked: { title: string; description: string; actionLabel: string };
  };
  toaster: ToasterProps;
}

const TEXT_FIELDS = ['nome', 'email', 'telefone'] as const;

/**
 * The quote form. Before hydration, and with JavaScript off, the browser checks the required
 * fields and submits to the chat with the standard message. Hydrated, a submit that passed
 * those checks opens the chat with the visitor's answers written into the message. The fields
 * stay uncontrolled: what the visitor typed before hydration is kept, and nothing is cleared.
 * The boot script counts the submit (form[data-quote]), as it counts quote links.
 */
export function QuoteForm(props: QuoteFormProps) {
  const { fields, chat, toasts } = props;
  const titleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;
    const product = props.productOptions.find((option) => option.value === value('produto'));
    const url = chatLink(
      chat.number,
      quoteMessage(chat.message, [
        ...TEXT_FIELDS.map((name) => ({ label: fields[name].label, value: value(name) })),
        { label: fields.produto.label, value: product?.label ?? '' },
        { label: fields.mensagem.label, value: value('mensagem') },
      ]),
    );
    if (openChat(url)) {
      showToast({ variant: 'default', ...toasts.opening });
    } else {
      const { actionLabel, ...words } = toasts.blocked;
      showToast({ variant: 'destructive', ...words, action: { label: actionLabel, href: url } });
    }
  };

  return (
    <>
      <form
        className={styles.form}
        action={`https://wa.me/${chat.number}`}
        method="get"
        target="_blank"
        rel="noopener noreferrer"
        aria-labelledby={titleId}
        {...quoteMark}
        onSubmit={onSubmit}
      >
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        <p className={styles.note}>{props.requiredNote}</p>
        <input type="hidden" name="text" value={chat.message} />
        <div className={styles.row}>
          <TextField name="nome" type="text" field={fields.nome} />
        </div>
        <div className={styles.twoColumns}>
          <TextField name="email" type="email" field={fields.email} />
          <TextField name="telefone" type="tel" field={fields.telefone} />
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{fields.produto.label}</span>
          <select className={styles.input} name="produto" defaultValue="">
            <option value="">{props.productPlaceholder}</option>
            {props.productOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{fields.mensagem.label}</span>
          <textarea className={styles.input} name="mensagem" rows={4} placeholder={fields.mensagem.placeholder} />
        </label>
        <button type="submit" className={styles.submit}>
          {props.submitLabel}
        </button>
        <p className={styles.note}>{props.privacyNote}</p>
      </form>
      <Toaster {...props.toaster} />
    </>
  );
}

function TextField({ name, type, field }: { name: string; type: 'text' | 'email' | 'tel'; field: FieldText }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{`${field.label} *`}</span>
      <input className={styles.input} name={name} type={type} required autoComplete={field.autocomplete} />
    </label>
  );
}
