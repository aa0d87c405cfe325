// Progress of a load being applied (docs/data-loads.md "Progress"): the apply's writes are one
// transaction, invisible to any other connection until it commits, so the rows done so far are
// kept here, in the process applying them, and GET /employee-data-uploads/{id} reads them while
// the status is applying. data_loads.progress_done is written with the commit.
const applying = new Map<number, { done: number; total: number }>();

export function setProgress(loadId: number, done: number, total: number): void {
  applying.set(loadId, { done, total });
}

export function clearProgress(loadId: number): void {
  applying.delete(loadId);
}

export function progressOf(loadId: number): { done: number; total: number } | undefined {
  return applying.get(loadId);
}
