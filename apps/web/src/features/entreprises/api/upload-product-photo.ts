import { uploadWithProgress, type UploadOptions } from '@/lib/upload-with-progress';

/** `POST /api/files/upload/product/{id}`: the product must exist first; answers the photo's URL. */
export function uploadProductPhoto(produitId: number, file: File, options?: UploadOptions): Promise<string> {
  return uploadWithProgress(`/api/files/upload/product/${produitId}`, file, options);
}
