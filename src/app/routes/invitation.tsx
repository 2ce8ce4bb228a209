import { Screen } from '@/components/screen';

export default function InvitationScreen() {
  return <Screen title="Trip invitation" lead="You have been invited to plan a trip together." />;
}
