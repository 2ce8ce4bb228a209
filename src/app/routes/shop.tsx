import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { useOwnedItineraries } from '@/features/commerce/api/owned';
import { useSubscription } from '@/features/commerce/api/subscription';
import { Shop } from '@/features/commerce/components/shop';
import { themeTitle } from '@/features/commerce/lib/themes';
import { useSessionStatus, useSignedInUser } from '../session';

export default function ShopScreen() {
  const { theme } = useParams();
  const status = useSessionStatus();
  const user = useSignedInUser();
  const uid = status === 'loading' ? undefined : (user?.uid ?? null);
  const owned = useOwnedItineraries(uid);
  const { subscription } = useSubscription(uid ?? null);
  return (
    <Screen
      title={theme ? `Shop: ${themeTitle(theme)}` : 'Shop'}
      lead="Itineraries by travellers who know the place, and bundles of them."
    >
      <Shop theme={theme ?? null} uid={uid} owned={owned} subscription={subscription} />
    </Screen>
  );
}
