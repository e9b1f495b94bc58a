import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A camera picture of a QR code for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * one Y4M frame, 640 × 480, the code black on white in its middle with its quiet zone, as a phone
 * held in front of a booth's printed code would see it. Chromium plays the frame over and over.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor(Math.min(width, height) / (modules.size + 8));
  const left = Math.floor((width - cell * modules.size) / 2);
  const top = Math.floor((height - cell * modules.size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < cell; y++)
        luma.fill(16, (top + row * cell + y) * width + left + column * cell, (top + row * cell + y) * width + left + (column + 1) * cell);
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}
