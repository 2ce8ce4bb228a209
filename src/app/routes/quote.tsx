import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

export default function QuoteScreen() {
  const { id } = useParams();
  return (
    <Screen
      title={id ? 'Quote' : 'Request a quote'}
      lead={
        id
          ? 'The trip request and its priced line items.'
          : 'Tell a travel agent where you want to go and they will price the trip for you.'
      }
    />
  );
}
