import { Screen } from '@/components/screen';

export default function HomeScreen() {
  return <Screen title="Home" lead="Your upcoming trips, new itineraries from people you follow, and ideas for where to go next." />;
}
