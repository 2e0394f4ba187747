/**
 * The ending of a proof script: its report and `N passed, M failed` on stdout, exit code 1 on a
 * failed check; a run that could not be made prints its error and counts as one failure.
 */
export async function printProof(run: () => Promise<{ report: string; failed: number }>) {
  try {
    const result = await run();
    console.log(result.report);
    process.exitCode = result.failed > 0 ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  }
}
