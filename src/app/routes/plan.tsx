import { useNavigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import type { PlannerPersonality } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { AssistantPlan, type PlanProgress } from '@/features/assistant/plan-request/assistant-plan';
import { assistantApi } from '@/features/assistant/api/service';
import { itinerariesApi } from '@/features/itineraries/api/service';
import type { NewItineraryInput } from '@/domain/itineraries/types';
import { PlanForm } from '@/features/itineraries/plan-form/plan-form';
import { personalityProfile } from '@/domain/quiz/personalities';
import { useUserPreferences } from '@/stores/use-user-store';
import { signedInUidWhenLoaded, useSessionStatus, useSignedInUser } from '../session';

/**
 * /plan: start a trip, from a sentence for the assistant or with the form.
 * Signed-out visitors fill in either too; submitting sends them to sign in
 * and back here, where their draft is waiting.
 */
export default function PlanScreen() {
  const navigate = useNavigate();
  const status = useSessionStatus();
  const me = useSignedInUser();
  const personality = personalityProfile(useUserPreferences().travelPersonality);

  const signIn = () => void navigate(`/auth?next=${encodeURIComponent('/plan')}`);

  /**
   * Who creates the trip, asked when it is created: a submit while Auth is
   * still loading waits for it (the button offered to plan, so the person is
   * taken to be signed in until Auth says otherwise).
   */
  const creatorUid = async (): Promise<string> => {
    const uid = await signedInUidWhenLoaded();
    if (uid) return uid;
    // Signed out after all: sign in and come back, the request is kept as a draft.
    signIn();
    throw new Error('Sign in to create a trip.');
  };

  const create = async (input: NewItineraryInput): Promise<string> => {
    const uid = await creatorUid();
    const api = await itinerariesApi();
    return api.createItinerary(uid, input);
  };

  const savePlanned = async (text: string, plan: TripPlan, progress: PlanProgress): Promise<string> => {
    const uid = await creatorUid();
    const [api, { savePlan }] = await Promise.all([itinerariesApi(), import('../assistant-save-plan')]);
    return savePlan(api, uid, text, plan, {
      onDay: progress,
      onWriteError: (error) => console.warn('A day of the planned trip was not saved:', error instanceof Error ? error.message : error),
    });
  };

  const remote = async (text: string, profile: PlannerPersonality | null): Promise<unknown> => {
    const { askAssistantPlan } = await assistantApi();
    return askAssistantPlan({ text, personality: profile });
  };

  const signedIn = status === 'loading' ? true : me !== null;

  return (
    <Screen title="Plan a trip" lead="Where are you going, for how long, and who is coming?">
      <AssistantPlan
        signedIn={signedIn}
        personality={personality}
        remote={remote}
        onSave={savePlanned}
        onPlanned={(id) => void navigate(`/organize/${id}`)}
        onSignInRequired={signIn}
      />
      <h2 className="plan-screen__or">Or fill in the details</h2>
      <PlanForm
        signedIn={signedIn}
        onCreate={create}
        onCreated={(id) => void navigate(`/organize/${id}`)}
        onSignInRequired={signIn}
      />
    </Screen>
  );
}
