import { useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { PaymentResult } from '@/features/commerce/components/payment-result';
import { useSessionStatus, useSignedInUser } from '../session';

export default function PaymentSuccessfulScreen() {
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const user = useSignedInUser();
  const sessionId = params.get('session_id');
  return (
    <Screen title="Payment successful" lead="Thank you for your purchase.">
      <PaymentResult
        sessionId={sessionId && /^[A-Za-z0-9_]{8,255}$/.test(sessionId) ? sessionId : null}
        uid={status === 'loading' ? undefined : (user?.uid ?? null)}
      />
    </Screen>
  );
}
