import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorMessage, retry } from '../error-message';

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

describe('ErrorMessage with an action', () => {
  it('offers Try again after a failed read, and trying again reads once more', async () => {
    const refetch = vi.fn();
    render(<ErrorMessage action={retry({ refetch })}>The shop could not be loaded.</ErrorMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('The shop could not be loaded. Try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('puts the sentence in its own paragraph and the button under it in a block', async () => {
    const onClick = vi.fn();
    render(
      <ErrorMessage block action={{ label: 'Reload', onClick }}>
        Your trips could not be loaded.
      </ErrorMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent('Your trips could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
