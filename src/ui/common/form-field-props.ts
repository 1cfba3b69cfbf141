import type { ChangeEvent } from 'react';
import type { FormModel, FormState } from '../../application/kernel/form.model';

/** What an input of a form model's field needs: its name (the form works before the page's script runs: the browser
 * posts it to the page's action), its value, its message, and the model's change and leave commands. */
export function formFieldProps<V extends Record<string, string>, S extends FormState<V>>(model: FormModel<V, S>, state: S, field: Extract<keyof V, string>) {
  return {
    name: field,
    value: state.values[field] ?? '',
    error: state.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => model.change(field, event.currentTarget.value),
    onBlur: () => model.leave(field),
  };
}
