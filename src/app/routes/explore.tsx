import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

export default function ExploreScreen() {
  const { id } = useParams();
  return (
    <Screen
      title={id ? 'Destination' : 'Explore'}
      lead={
        id
          ? 'Top places and public itineraries for this destination.'
          : 'Public itineraries from travellers, by destination, length and interest.'
      }
    />
  );
}
