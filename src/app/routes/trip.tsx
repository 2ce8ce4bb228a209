import { useLocation, useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

/** /trips, /trip and /trip/{id}: one screen. */
export default function TripScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname === '/trips') {
    return <Screen title="My trips" lead="Trips you created, trips you plan with others, and trips you cloned." />;
  }
  return (
    <Screen
      title={id ? 'Trip' : 'Current trip'}
      lead="The itinerary day by day, with its places on the map."
    />
  );
}
