import type { Functions } from 'firebase/functions';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let functionsPromise: Promise<Functions> | undefined;

/** Cloud Functions, connected to the Functions emulator in the testing stage. */
export function getFunctionsInstance(): Promise<Functions> {
  functionsPromise ??= Promise.all([getFirebaseApp(), import('firebase/functions')]).then(([app, sdk]) => {
    const functions = sdk.getFunctions(app);
    const host = emulatorHost();
    if (host) sdk.connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
    return functions;
  });
  return functionsPromise;
}
