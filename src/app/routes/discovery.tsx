import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

export default function DiscoveryScreen() {
  const { id } = useParams();
  return (
    <Screen
      title="Discover"
      lead={
        id
          ? 'Attractions, restaurants and related itineraries near the places of this trip.'
          : 'Pick one of your trips to find attractions, restaurants and itineraries near its places.'
      }
    />
  );
}
