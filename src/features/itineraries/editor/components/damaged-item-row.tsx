/**
 * An item of the plan whose stored data fails validation, in its day (or the
 * ideas): said plainly, counted with the day, and removable by editors. It
 * cannot be moved or edited: what it holds cannot be read.
 */
import type { DamagedItem } from '@/domain/itineraries/types';
import { containerOf, IDEAS } from '../lib/plan-layout';

/** The damaged items by the container they show in: their day when the trip has it, else the ideas. */
export function damagedByContainer(items: readonly DamagedItem[], days: number): ReadonlyMap<string, DamagedItem[]> {
  const byContainer = new Map<string, DamagedItem[]>();
  for (const item of items) {
    const container = item.day !== null && item.day <= days ? containerOf(item.day) : IDEAS;
    byContainer.set(container, [...(byContainer.get(container) ?? []), item]);
  }
  return byContainer;
}

export function damagedItemName(item: DamagedItem): string {
  return item.title ? `“${item.title}”` : 'this damaged item';
}

export function DamagedItemRow({ item, onRemove }: { item: DamagedItem; onRemove: ((item: DamagedItem) => void) | null }) {
  return (
    <li className="plan-item plan-item--damaged" data-damaged-item-id={item.id}>
      <div className="plan-item__body">
        <p className="plan-item__mark plan-item__mark--removed">Damaged item</p>
        <p className="plan-item__title">{item.title ?? 'An item without a readable title'}</p>
        <p className="plan-item__notes">
          Part of this item&rsquo;s data is damaged, so its details cannot be shown.
          {onRemove ? ' You can remove it and add it again.' : ' The people planning the trip can remove it.'}
        </p>
      </div>
      {onRemove ? (
        <button type="button" className="button button--quiet button--small" onClick={() => onRemove(item)}>
          Remove {damagedItemName(item)}
        </button>
      ) : null}
    </li>
  );
}
