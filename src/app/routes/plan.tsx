import { Screen } from '@/components/screen';

export default function PlanScreen() {
  return <Screen title="Plan a trip" lead="Where are you going, for how long, and who is coming?" />;
}
