import { useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { RedeemForm } from '@/features/commerce/components/redeem-form';
import { useSessionStatus, useSignedInUser } from '../session';

export default function RedeemScreen() {
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const user = useSignedInUser();
  return (
    <Screen title="Redeem a gift" lead="Enter the code from your gift to add it to your account.">
      <RedeemForm uid={status === 'loading' ? undefined : (user?.uid ?? null)} initialCode={(params.get('code') ?? '').slice(0, 40)} />
    </Screen>
  );
}
