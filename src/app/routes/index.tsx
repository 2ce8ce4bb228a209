import { Screen } from '@/components/screen';

export default function IndexScreen() {
  return <Screen title="Plan trips together, day by day" lead="Describe a trip and get a day-by-day plan with places on a map. Rearrange it, invite companions, share it or make it public." />;
}
