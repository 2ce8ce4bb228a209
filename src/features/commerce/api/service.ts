/** The commerce feature's only way to its data: the service module, imported on demand. */
export const commerceApi = () => import('@/services/firebase/collections/commerce');
