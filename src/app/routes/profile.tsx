import { Screen } from '@/components/screen';

export default function ProfileScreen() {
  return <Screen title="Your profile" lead="How other travellers see you: your name, photo, bio and public trips." />;
}
