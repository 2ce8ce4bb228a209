import { Screen } from '@/components/screen';

export default function TravelPersonalityScreen() {
  return <Screen title="Your travel personality" lead="What your quiz answers say about how you like to travel." />;
}
