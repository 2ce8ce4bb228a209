import { renderHook } from '@testing-library/react';
import type { Stage } from '@/config/stage';
import { PAID_TRACKING_ID, usePaidTracking } from '../hooks/use-paid-tracking';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script#${PAID_TRACKING_ID}`)];

function mount(stage: Stage, id: string | null) {
  return renderHook(({ stage: s, id: customer }: { stage: Stage; id: string | null }) => usePaidTracking(s, customer), {
    initialProps: { stage, id },
  });
}

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('usePaidTracking (SPEC section 4)', () => {
  it('sets nothing up outside production, even with a Stripe customer', () => {
    mount('testing', 'cus_123');
    mount('staging', 'cus_123');
    expect(scripts()).toHaveLength(0);
  });

  it('sets nothing up in production without a stripeCustomerId', () => {
    mount('production', null);
    expect(scripts()).toHaveLength(0);
  });

  it('adds one script for the customer in production', () => {
    mount('production', 'cus_123');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.dataset.customer).toBe('cus_123');
    expect(scripts()[0]?.src).toContain('customer=cus_123');
    expect(scripts()[0]?.async).toBe(true);
  });

  it('removes the script and adds it again when the id changes', () => {
    const hook = mount('production', 'cus_123');
    const first = scripts()[0];
    hook.rerender({ stage: 'production', id: 'cus_456' });
    expect(scripts()).toHaveLength(1);
    expect(first?.isConnected).toBe(false);
    expect(scripts()[0]?.dataset.customer).toBe('cus_456');
  });

  it('removes the script when the id goes away (sign-out) and on unmount', () => {
    const hook = mount('production', 'cus_123');
    hook.rerender({ stage: 'production', id: null });
    expect(scripts()).toHaveLength(0);
    hook.rerender({ stage: 'production', id: 'cus_789' });
    expect(scripts()).toHaveLength(1);
    hook.unmount();
    expect(scripts()).toHaveLength(0);
  });
});
