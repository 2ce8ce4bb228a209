import { create } from 'zustand';
import { registerStore } from './registry';

/** Editing: whether the current itinerary is in edit mode. */
interface EditingData {
  isEditing: boolean;
}

interface EditingState extends EditingData {
  actions: {
    editingToggled: () => void;
    editingSet: (isEditing: boolean) => void;
  };
}

const initialEditing = (): EditingData => ({ isEditing: false });

const useEditingStore = create<EditingState>()((set) => ({
  ...initialEditing(),
  actions: {
    editingToggled: () => set((state) => ({ isEditing: !state.isEditing })),
    editingSet: (isEditing) => set({ isEditing }),
  },
}));

registerStore('editing', useEditingStore, initialEditing);

export const useIsEditing = () => useEditingStore((state) => state.isEditing);
export const useEditingActions = () => useEditingStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const editingActions = useEditingStore.getState().actions;
export const getEditingState = (): EditingData => ({ isEditing: useEditingStore.getState().isEditing });
