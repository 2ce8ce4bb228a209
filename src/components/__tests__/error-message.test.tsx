import { render, screen } from '@testing-library/react';
import { ErrorMessage } from '../error-message';

describe('ErrorMessage', () => {
  it('announces what went wrong as an alert', () => {
    render(<ErrorMessage>Your changes were not saved. Try again.</ErrorMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes were not saved. Try again.');
  });

  it('shows nothing, not even an empty alert, while nothing is wrong', () => {
    render(<ErrorMessage>{null}</ErrorMessage>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
