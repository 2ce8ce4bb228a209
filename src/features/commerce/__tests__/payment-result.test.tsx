import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Order } from '@/services/firebase/collections/commerce';
import type * as OrderModule from '../api/order';
import { PaymentResult } from '../components/payment-result';

const orders = vi.hoisted(() => ({ useOrder: vi.fn<typeof OrderModule.useOrder>() }));
vi.mock('../api/order', () => orders);

const PLAN: Order = {
  id: 'cs_test_1',
  kind: 'plan',
  title: 'Wayfare Plus, yearly',
  itineraryIds: [],
  plan: 'yearly',
  gift: null,
  total: { amount: 4990, currency: 'EUR' },
  status: 'paid',
  giftCode: null,
  planRefund: null,
  ownedRefund: null,
};

function show(order: Order) {
  orders.useOrder.mockReturnValue({ status: 'paid', order });
  render(
    <MemoryRouter>
      <PaymentResult sessionId={order.id} uid="sam" />
    </MemoryRouter>,
  );
}

describe('PaymentResult for a plan', () => {
  it('says the plan is active when it is the only one', () => {
    show(PLAN);
    expect(screen.getByText(/is active/)).toHaveTextContent('Wayfare Plus, yearly is active (€49.90 a year)');
    expect(screen.queryByText(/refund/)).not.toBeInTheDocument();
  });

  it('says a second plan was cancelled and refunded, and which plan goes on', () => {
    show({ ...PLAN, planRefund: { status: 'refunded', amount: { amount: 4990, currency: 'EUR' }, keptPlan: 'monthly' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You already had Wayfare Plus (monthly), so this second plan was not started: we cancelled it at once and refunded its €49.90 in full.',
    );
    expect(screen.getByText('Your monthly plan goes on as before; you pay for one plan only.')).toBeInTheDocument();
    expect(screen.queryByText(/is active/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/account');
  });

  it('says the refund is on its way while it is being made', () => {
    show({ ...PLAN, planRefund: { status: 'pending', amount: { amount: 4990, currency: 'EUR' }, keptPlan: 'monthly' } });
    expect(screen.getByRole('status')).toHaveTextContent('are refunding its €49.90 in full.');
  });
});

describe('PaymentResult for a trip the buyer already had', () => {
  const TRIP: Order = {
    ...PLAN,
    kind: 'itinerary',
    title: 'Kyoto gardens guide',
    itineraryIds: ['kyoto-gardens-guide'],
    plan: null,
    total: { amount: 900, currency: 'EUR' },
  };

  it('says the second payment bought nothing new and was refunded, and opens the trip', () => {
    show({ ...TRIP, ownedRefund: { status: 'refunded', amount: { amount: 900, currency: 'EUR' } } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You already had Kyoto gardens guide when this payment arrived, so it bought nothing new: we refunded its €9.00 in full.',
    );
    expect(screen.queryByText(/is yours/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Kyoto gardens guide' })).toHaveAttribute('href', '/trip/kyoto-gardens-guide');
  });

  it('says the refund is on its way while it is being made', () => {
    show({ ...TRIP, ownedRefund: { status: 'pending', amount: { amount: 900, currency: 'EUR' } } });
    expect(screen.getByRole('status')).toHaveTextContent('we are refunding its €9.00 in full.');
  });
});
