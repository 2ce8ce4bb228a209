import type { Functions } from 'firebase/functions';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';
import { startAppCheck } from './app-check';

let functionsPromise: Promise<Functions> | undefined;

/**
 * Cloud Functions, connected to the Functions emulator in the testing stage;
 * in production and staging App Check starts first, so every call carries its token.
 */
export function getFunctionsInstance(): Promise<Functions> {
  functionsPromise ??= Promise.all([getFirebaseApp(), import('firebase/functions')]).then(async ([app, sdk]) => {
    await startAppCheck(app);
    const functions = sdk.getFunctions(app);
    const host = emulatorHost();
    if (host) sdk.connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
    return functions;
  });
  return functionsPromise;
}
