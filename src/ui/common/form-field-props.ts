import type { ChangeEvent } from 'react';
import type { FormModel, FormState } from '../../application/shell/form.model';

/** What an input of a form model's field needs: its value, its message, and the model's change and leave commands. */
export function formFieldProps<V extends Record<string, string>, S extends FormState<V>>(model: FormModel<V, S>, state: S, field: Extract<keyof V, string>) {
  return {
    value: state.values[field] ?? '',
    error: state.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => model.change(field, event.currentTarget.value),
    onBlur: () => model.leave(field),
  };
}
