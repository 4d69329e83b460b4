import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { focusFirstError } from './focusFirstError';

interface Values {
  place: string;
  seats: string;
}
const ORDER = ['place', 'seats'] as const;

/** A Controller's field first on the page, a register()ed one after it, as the offer form has. */
function Form({ ordered }: { ordered: boolean }) {
  const { control, register, handleSubmit, setFocus } = useForm<Values>({
    defaultValues: { place: '', seats: '' },
    shouldFocusError: !ordered,
  });
  const submit = handleSubmit(
    () => undefined,
    (errors) => {
      if (ordered) focusFirstError(errors, ORDER, setFocus);
    },
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="place"
        rules={{ required: true }}
        render={({ field }) => <input aria-label="Place" value={field.value} onChange={field.onChange} ref={field.ref} />}
      />
      <input aria-label="Seats" {...register('seats', { required: true })} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('focusFirstError', () => {
  it('focuses the first field in error in the form’s order, the Controller’s included', async () => {
    render(<Form ordered />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Place')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Place'), 'Jabalpur');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Seats')).toHaveFocus());
  });

  it('is needed: react-hook-form’s own focus skips the Controller registered after the other fields', async () => {
    render(<Form ordered={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Seats')).toHaveFocus());
  });
});
