/// <reference types="vite/client" />

declare const __BUILD_NUMBER__: string;
declare const __BUILD_DATE__: string;
