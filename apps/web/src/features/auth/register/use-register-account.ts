import type { UploadKind } from '@comoe/shared/enums';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { login } from '@/api/login';
import { registerAccount } from '../api/register';
import type { RegisterSubmission } from './register-form';
import { MissingUserIdError, registerErrorMessage } from './register-error';

type ChosenFile = { kind: UploadKind; file: File };

/** Which chosen picture is being sent, and how far (0–100). */
export type RegisterUploadProgress = { kind: UploadKind; percent: number };
type OnProgress = (progress: RegisterUploadProgress | null) => void;

/**
 * Uploads need a token, and sign-up gives none: sign in once with the new credentials and use that
 * token for the uploads only. It is never stored, so the visitor still signs in by themselves.
 * Returns the names of the files that could not be sent.
 */
async function uploadChosenFiles(
  userId: number,
  credentials: { telephone: string; motDePasse: string },
  files: ChosenFile[],
  onProgress: OnProgress,
): Promise<string[]> {
  let token: string;
  try {
    token = (await login(credentials)).token;
  } catch {
    return files.map(({ file }) => file.name);
  }
  const failed: string[] = [];
  // One after the other: on a slow connection parallel uploads all crawl and may all time out.
  for (const { kind, file } of files) {
    try {
      await uploadWithProgress(`/api/files/upload/${userId}/${kind}`, file, {
        token,
        onProgress: (fraction) => onProgress({ kind, percent: Math.round(fraction * 100) }),
      });
    } catch {
      failed.push(file.name);
    }
  }
  onProgress(null);
  return failed;
}

async function createAccount(
  { values, files }: RegisterSubmission,
  onProgress: OnProgress,
): Promise<{ failedUploads: string[] }> {
  const { confirmation: _confirmation, ...payload } = values;
  const { id } = await registerAccount(payload);
  if (id === null) throw new MissingUserIdError();
  if (files.length === 0) return { failedUploads: [] };
  const failedUploads = await uploadChosenFiles(
    id,
    { telephone: payload.telephone, motDePasse: payload.motDePasse },
    files,
    onProgress,
  );
  return { failedUploads };
}

export function useRegisterAccount() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<RegisterUploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (submission: RegisterSubmission) => createAccount(submission, setProgress),
    onSuccess: ({ failedUploads }) => {
      // The account exists either way: a missing photo can be added later from the profile.
      failedUploads.forEach((name) => toast.error(`L'upload de ${name} a échoué.`));
      toast.success('Inscription réussie !', 'Votre compte a été créé avec succès.');
      void navigate(paths.login);
    },
    onError: (error) => toast.error("Erreur d'inscription", registerErrorMessage(error)),
  });
  return { ...mutation, progress };
}
