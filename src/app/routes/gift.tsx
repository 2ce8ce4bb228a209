import { Screen } from '@/components/screen';

export default function GiftScreen() {
  return <Screen title="Give a trip" lead="Give a plan or an itinerary to someone, with a message of your own." />;
}
