import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

/** /{username} and /{username}/{id}: one screen. */
export default function PublicProfileScreen() {
  const { username } = useParams();
  return <Screen title={`@${username ?? ''}`} lead="Public trips, followers and following." />;
}
