// Uploads in progress count as activity for the cloud inactivity logout (30 minutes without input):
// a 30-minute upload of a photo set must never be cut. The upload page reports how many run;
// the inactivity timer asks before logging out.

let running = 0;

export function setRunningUploads(count: number) {
  running = count;
}

export function hasRunningUploads(): boolean {
  return running > 0;
}
