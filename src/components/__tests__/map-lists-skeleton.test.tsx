import { render, screen } from '@testing-library/react';
import { MapListsSkeleton } from '../map-lists-skeleton';

describe('MapListsSkeleton', () => {
  it('says what is loading, once, and hides the grey boxes from screen readers', () => {
    const { container } = render(<MapListsSkeleton block="destination" label="Loading the destination" mapClassName="skeleton" rowClassName="skeleton skeleton--line" />);
    const status = screen.getByRole('status', { name: 'Loading the destination' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.destination__layout')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.destination__lists .skeleton--line')).toHaveLength(6);
    expect(container.querySelector('.destination__map.destination__map--skeleton')).toBeInTheDocument();
  });
});
