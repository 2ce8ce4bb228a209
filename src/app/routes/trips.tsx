import { MyTrips } from '../trips/trip-lists';

/** /trips: the person's trips and invitations. */
export default function TripsScreen() {
  return <MyTrips />;
}
