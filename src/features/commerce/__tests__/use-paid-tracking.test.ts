import { renderHook } from '@testing-library/react';
import { PAID_TRACKING_ID, PAID_TRACKING_SRC, paidTrackingSource, usePaidTracking } from '../hooks/use-paid-tracking';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script#${PAID_TRACKING_ID}`)];

const LOCAL = 'http://127.0.0.1:9300';

function mount(source: string | null, id: string | null) {
  return renderHook(({ source: src, id: customer }: { source: string | null; id: string | null }) => usePaidTracking(src, customer), {
    initialProps: { source, id },
  });
}

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('paidTrackingSource', () => {
  it('is the real script in production only, the local stand-in in testing, and none on staging', () => {
    expect(paidTrackingSource('production', null)).toBe(PAID_TRACKING_SRC);
    expect(paidTrackingSource('production', LOCAL)).toBe(PAID_TRACKING_SRC);
    expect(paidTrackingSource('testing', LOCAL)).toBe(`${LOCAL}/js/profitwell.js`);
    expect(paidTrackingSource('testing', null)).toBeNull();
    expect(paidTrackingSource('staging', LOCAL)).toBeNull();
  });
});

describe('usePaidTracking (SPEC section 4)', () => {
  it('sets nothing up where the stage has no script, even with a Stripe customer', () => {
    mount(paidTrackingSource('staging', null), 'cus_123');
    expect(scripts()).toHaveLength(0);
  });

  it('sets nothing up without a stripeCustomerId', () => {
    mount(PAID_TRACKING_SRC, null);
    expect(scripts()).toHaveLength(0);
  });

  it('adds one script for the customer', () => {
    mount(PAID_TRACKING_SRC, 'cus_123');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.dataset.customer).toBe('cus_123');
    expect(scripts()[0]?.src).toBe(`${PAID_TRACKING_SRC}?customer=cus_123`);
    expect(scripts()[0]?.async).toBe(true);
  });

  it('removes the script and adds it again when the id changes', () => {
    const hook = mount(PAID_TRACKING_SRC, 'cus_123');
    const first = scripts()[0];
    hook.rerender({ source: PAID_TRACKING_SRC, id: 'cus_456' });
    expect(scripts()).toHaveLength(1);
    expect(first?.isConnected).toBe(false);
    expect(scripts()[0]?.dataset.customer).toBe('cus_456');
  });

  it('removes the script when the id goes away (sign-out) and on unmount', () => {
    const hook = mount(PAID_TRACKING_SRC, 'cus_123');
    hook.rerender({ source: PAID_TRACKING_SRC, id: null });
    expect(scripts()).toHaveLength(0);
    hook.rerender({ source: PAID_TRACKING_SRC, id: 'cus_789' });
    expect(scripts()).toHaveLength(1);
    hook.unmount();
    expect(scripts()).toHaveLength(0);
  });
});
