import { type Readable, Transform } from 'node:stream';
import { AppError } from '../../http/app-error.ts';

/** What is answered 413 when a body passes its limit. */
export type TooLarge = () => AppError;

export const tooLargeError =
  (message: 'pictureTooLarge' | 'fileTooLarge', maxBytes: number): TooLarge =>
  () =>
    new AppError('too-large', message, { params: { megabytes: Math.round(maxBytes / 1024 / 1024) } });

/** Refuses a body whose declared length is already over the limit, before reading a byte of it. */
export const checkDeclaredLength = (declared: string | undefined, maxBytes: number, tooLarge: TooLarge) => {
  if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
};

/** Reads a whole body, stopping as soon as it passes `maxBytes`. */
export const readBody = async (body: Readable, maxBytes: number, tooLarge: TooLarge) => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** Passes a body through, failing it as soon as it passes `maxBytes` (for bodies streamed to the storage). */
export const limitedStream = (body: Readable, maxBytes: number, tooLarge: TooLarge) => {
  let total = 0;
  return body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > maxBytes) callback(tooLarge());
        else callback(null, chunk);
      },
    }),
  );
};
