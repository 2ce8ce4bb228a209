import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, SelectField, TextAreaField, TextField } from '../field';

describe('Field', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<TextField label="Username" hint="Letters, digits and dots." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('Letters, digits and dots.');
    expect(input).not.toBeInvalid();
  });

  it('announces an error when it appears, marks the control invalid and describes it with the error', async () => {
    function Form() {
      const [error, setError] = useState<string | null>(null);
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError('Enter your e-mail address.');
          }}
        >
          <TextField label="E-mail" type="email" hint="We never show it." error={error} />
          <button type="submit">Continue</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never show it. Enter your e-mail address.');
  });

  it('marks a required control as required, without the mark entering its name', () => {
    render(<TextField label="Password" type="text" required />);
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toBeRequired();
    expect(screen.getByText('Password')).toHaveClass('field__label--required');
  });

  it('keeps a live message area present and polite, and shows an error in the same place', () => {
    const { rerender } = render(<TextField label="Username" live status="@ana is available" />);
    expect(screen.getByRole('status')).toHaveTextContent('@ana is available');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('@ana is available');

    rerender(<TextField label="Username" live error="@ana is taken" />);
    expect(screen.getByRole('status')).toHaveTextContent('@ana is taken');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid();
  });

  it('labels text areas, selects and any control rendered from the attributes', () => {
    render(
      <>
        <TextAreaField label="Notes" />
        <SelectField label="Currency" defaultValue="EUR">
          <option value="EUR">EUR</option>
          <option value="JPY">JPY</option>
        </SelectField>
        <Field id="day" label="First day" error="Pick a day inside the trip.">
          {(control) => <input {...control} type="date" />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    const day = screen.getByLabelText('First day');
    expect(day).toHaveAttribute('id', 'day');
    expect(day).toBeInvalid();
    expect(day).toHaveAccessibleDescription('Pick a day inside the trip.');
  });
});
