import { render, screen } from '@testing-library/react';
import { realData } from '@/domain/assistant/planner/__tests__/data';
import { fromCuratedPlace } from '@/services/places-search';
import { PlaceResultMeta } from '../components/place-source';

describe('a curated place closed for works, found in the place search', () => {
  it('says so beside its name, before anything else about it', () => {
    const { placesData } = realData();
    const pompidou = fromCuratedPlace(placesData.placeById.get('paris/centre-pompidou')!);
    expect(pompidou.closed).toBe('closed for renovation works, expected to reopen in 2030');
    render(<PlaceResultMeta place={pompidou} />);
    expect(screen.getByText(/^Closed for renovation works, expected to reopen in 2030 · museum/)).toBeInTheDocument();
    // An open place says nothing of the kind.
    expect(fromCuratedPlace(placesData.placeById.get('paris/louvre') ?? placesData.places.find((place) => place.cityId === 'paris' && !place.closed)!).closed).toBeUndefined();
  });
});
