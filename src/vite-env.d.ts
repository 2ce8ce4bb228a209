/// <reference types="vite/client" />

/** The id of the running build; `dev` under the dev server. */
declare const __BUILD_ID__: string;
