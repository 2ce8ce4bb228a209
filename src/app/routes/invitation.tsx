import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { InvitationView, type InvitationSession } from '@/features/itineraries/collaborators/invitation-view';
import { useAuthAccount, useSessionStatus } from '../session';

export default function InvitationScreen() {
  const { params: token = '' } = useParams();
  const status = useSessionStatus();
  const account = useAuthAccount();
  const session: InvitationSession = status === 'loading' ? 'loading' : account ? 'signed-in' : 'signed-out';
  return (
    <Screen title="Trip invitation" lead="You have been invited to plan a trip together.">
      <InvitationView key={token} token={token} session={session} uid={account?.uid ?? null} />
    </Screen>
  );
}
