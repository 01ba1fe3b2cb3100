/** Whether a container runtime (Docker) answers, probed once per test file: suites that need one skip without it. */
import { getContainerRuntimeClient } from 'testcontainers';

let probe: Promise<boolean> | undefined;

export const dockerAvailable = async (): Promise<boolean> =>
  (probe ??= getContainerRuntimeClient().then(
    () => true,
    () => false,
  ));
