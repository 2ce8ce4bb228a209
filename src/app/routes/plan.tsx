import { useNavigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { itinerariesApi } from '@/features/itineraries/api/service';
import type { NewItineraryInput } from '@/features/itineraries/model/types';
import { PlanForm } from '@/features/itineraries/plan-form/plan-form';
import { useSessionStatus, useSignedInUser } from '../session';

/**
 * /plan: start a trip. Signed-out visitors fill in the form too; submitting
 * sends them to sign in and back here, where their draft is waiting.
 */
export default function PlanScreen() {
  const navigate = useNavigate();
  const status = useSessionStatus();
  const me = useSignedInUser();

  const create = async (input: NewItineraryInput): Promise<string> => {
    if (!me) throw new Error('Sign in to create a trip.');
    const api = await itinerariesApi();
    return api.createItinerary(me.uid, input);
  };

  return (
    <Screen title="Plan a trip" lead="Where are you going, for how long, and who is coming?">
      <PlanForm
        signedIn={status === 'loading' ? true : me !== null}
        onCreate={create}
        onCreated={(id) => void navigate(`/organize/${id}`)}
        onSignInRequired={() => void navigate(`/auth?next=${encodeURIComponent('/plan')}`)}
      />
    </Screen>
  );
}
