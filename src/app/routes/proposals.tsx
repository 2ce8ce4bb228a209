import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

export default function ProposalsScreen() {
  const { id } = useParams();
  return (
    <Screen
      title={id ? 'Proposal' : 'Proposals'}
      lead={
        id
          ? 'Trip options with their prices, to compare and accept.'
          : 'The proposals you have prepared for your clients and where each one stands.'
      }
    />
  );
}
