// Components load their own styles: without these the eye toggle's inner input draws a second box over the field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** Mantine's PasswordInput shows its error and links it to the input (aria-describedby) but does not mark the input
 * invalid, as its TextInput does: this one does, so a screen reader says the field is invalid, then reads why. */
export function PasswordField(props: ComponentPropsWithoutRef<typeof PasswordInput>) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
