import { useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';

function themeTitle(theme: string): string {
  const words = theme.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export default function ShopScreen() {
  const { theme } = useParams();
  return (
    <Screen
      title={theme ? `Shop: ${themeTitle(theme)}` : 'Shop'}
      lead="Itineraries by travellers who know the place, and bundles of them."
    />
  );
}
