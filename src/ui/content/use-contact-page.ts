import { ContactFormModel } from '../../application/contact/contact-form.model';
import { useModel, useModelState } from '../rx/use-model';

/** /contact and /contact-us: the contact form's model. */
export function useContactPage() {
  const model = useModel(ContactFormModel);
  return { model, state: useModelState(model) };
}
