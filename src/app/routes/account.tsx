import { Screen } from '@/components/screen';

export default function AccountScreen() {
  return <Screen title="Account" lead="Your sign-in details, preferences and data." />;
}
