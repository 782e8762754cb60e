import { browserImageType, cloudBatchStatus, CLOUD_BATCH_STATUS_LABEL } from '@/domain/cloud-file-display';

describe('cloudBatchStatus', () => {
  it('says the batch is uploading while any file is still arriving, whatever its job says', () => {
    expect(cloudBatchStatus('RECEIVED', 1)).toBe('UPLOADING');
    expect(cloudBatchStatus('PROCESSING', 3)).toBe('UPLOADING');
    expect(CLOUD_BATCH_STATUS_LABEL[cloudBatchStatus('RECEIVED', 1)]).toBe('Đang tải lên');
  });

  it('follows the job once every file has arrived', () => {
    expect(cloudBatchStatus('RECEIVED', 0)).toBe('RECEIVED');
    expect(cloudBatchStatus('PROCESSING', 0)).toBe('PROCESSING');
    expect(cloudBatchStatus('DONE', 0)).toBe('DONE');
    expect(CLOUD_BATCH_STATUS_LABEL.RECEIVED).toBe('Đã nhận');
  });

  it("says 'Chưa tải xong' when chosen files never arrived and none is arriving", () => {
    expect(cloudBatchStatus('RECEIVED', 0, true)).toBe('UNFINISHED');
    expect(CLOUD_BATCH_STATUS_LABEL.UNFINISHED).toBe('Chưa tải xong');
    expect(cloudBatchStatus('RECEIVED', 2, true)).toBe('UPLOADING');
    expect(cloudBatchStatus('RECEIVED', 0, false)).toBe('RECEIVED');
  });
});

describe('browserImageType', () => {
  it('names the types a browser shows, by extension in any case', () => {
    const shown = { 'anh.JPG': 'image/jpeg', 'thu-muc.v2/anh.jpeg': 'image/jpeg', 'a.png': 'image/png', 'a.webp': 'image/webp', 'a.gif': 'image/gif' };
    for (const [name, type] of Object.entries(shown)) expect(browserImageType(name)).toBe(type);
  });

  it('gives no type for files a browser cannot show or without an extension', () => {
    for (const name of ['a.tif', 'a.cr3', 'a.psd', 'a.heic', 'lo.zip', 'png', 'anh.png.exe']) expect(browserImageType(name)).toBeNull();
  });
});
