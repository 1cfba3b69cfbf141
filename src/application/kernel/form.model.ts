import { finalize, type Observable } from 'rxjs';
import type { FieldErrors } from '../../domain/shared/required-fields';
import { isFormFieldRefused } from '../../domain/shared/field-refusal';
import { isShopError, type ShopError } from '../../domain/shared/shop-error';
import type { Destination } from './destination';
import { PresentationModel } from './presentation-model';

/** What every form shows: what the shopper typed, each field's message, whether it is being sent, the message of a
 * failed send, whether it was sent, and where the page goes next. */
export interface FormState<V extends Record<string, string>> {
  readonly values: V;
  readonly errors: FieldErrors<Extract<keyof V, string>>;
  readonly busy: boolean;
  /** The store's message (or the catalogue's) when sending failed. */
  readonly error: string | null;
  readonly sent: boolean;
  readonly destination: Destination | null;
}

export const initialFormState = <V extends Record<string, string>>(values: V): FormState<V> => ({ values, errors: {}, busy: false, error: null, sent: false, destination: null });

/** A form as the storefront's server answers it when it was sent before the page's script ran. */
export interface SentForm {
  /** Which form of the page it was (`intent`). */
  readonly form: string;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly error: string | null;
}

/**
 * A form that sends what the shopper typed through a use case: `change` a field (which clears its message),
 * `leave` a field (its on-blur rule), `submit` (the form's own checks first; nothing is sent while one fails).
 * `submit` answers once the send is over, so a test or a step can wait for it.
 */
export abstract class FormModel<V extends Record<string, string>, S extends FormState<V> = FormState<V>> extends PresentationModel<S> {
  /** The catalogue's message when the failure carries none of its own. */
  protected abstract readonly fallbackError: ShopError;

  /** The form's own checks, before anything is sent. */
  protected abstract check(values: V): FieldErrors<Extract<keyof V, string>> | null;

  /** Sends the form. */
  protected abstract send(values: V): Observable<unknown>;

  /** After a successful send (where to go, for instance). */
  protected afterSent(_values: V): Partial<S> {
    return {};
  }

  /** The rule checked when the shopper leaves a field: the value kept and the message, or null for no rule. */
  protected onLeave(_field: Extract<keyof V, string>, _value: string): { readonly value: string; readonly error: string | null } | null {
    return null;
  }

  /** What the storefront's server answered when the form was sent before the page's script ran (a refusal): the
   * values typed (passwords never come back), each field's message and the form's. */
  restore({ values, errors, error }: SentForm): void {
    const kept = Object.fromEntries(Object.keys(this.state.values).map((field) => [field, typeof values[field] === 'string' ? values[field] : this.state.values[field]]));
    this.patch({ values: kept as V, errors: errors as FieldErrors<Extract<keyof V, string>>, error } as Partial<S>);
  }

  /** A field the store refused is marked under it, in the shop's words; anything else is the form's message. */
  private failed(error: unknown): void {
    if (isFormFieldRefused(error) && error.field in this.state.values) {
      this.setState((state) => ({ ...state, busy: false, error: null, errors: { ...state.errors, [error.field]: error.message } }));
      return;
    }
    this.patch({ busy: false, error: isShopError(error) ? error.message : this.fallbackError.message } as Partial<S>);
  }

  change(field: Extract<keyof V, string>, value: string): void {
    this.setState((state) => ({ ...state, values: { ...state.values, [field]: value }, errors: withoutField(state.errors, field), error: null }));
  }

  leave(field: Extract<keyof V, string>): void {
    const rule = this.onLeave(field, this.state.values[field] ?? '');
    if (!rule) return;
    this.setState((state) => ({ ...state, values: { ...state.values, [field]: rule.value }, errors: rule.error ? { ...state.errors, [field]: rule.error } : withoutField(state.errors, field) }));
  }

  submit(): Promise<void> {
    if (this.state.busy) return Promise.resolve();
    const values = this.state.values;
    const errors = this.check(values);
    if (errors) {
      this.patch({ errors, error: null } as Partial<S>);
      return Promise.resolve();
    }
    this.patch({ errors: {}, busy: true, error: null } as Partial<S>);
    return new Promise((resolve) => {
      this.own(
        this.send(values)
          .pipe(finalize(resolve))
          .subscribe({
            error: (error: unknown) => this.failed(error),
            complete: () => this.patch({ busy: false, sent: true, ...this.afterSent(values) } as Partial<S>),
          }),
      );
    });
  }
}

const withoutField = <E extends Record<string, string | undefined>>(errors: E, field: string): E => {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest as E;
};
