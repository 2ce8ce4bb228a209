import { Screen } from '@/components/screen';
import { GiftForm } from '@/features/commerce/components/gift-form';
import { useSessionStatus, useSignedInUser } from '../session';

export default function GiftScreen() {
  const status = useSessionStatus();
  const user = useSignedInUser();
  return (
    <Screen title="Give a trip" lead="Give a plan or an itinerary to someone, with a message of your own.">
      <GiftForm uid={status === 'loading' ? undefined : (user?.uid ?? null)} />
    </Screen>
  );
}
