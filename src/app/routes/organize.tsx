import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

export default function OrganizeScreen() {
  const { id } = useParams();
  return (
    <Screen
      title={id ? 'Organize your trip' : 'Your drafts'}
      lead={
        id
          ? 'Days, places and ideas, side by side with the map.'
          : 'Pick a draft to keep organizing it.'
      }
    />
  );
}
