import { z } from 'zod';
import { safeString } from '../validation.ts';
import { pageOf, pagingQuery } from './common.ts';

/** Issue 21 §4: the owner answers a review once, in 2 to 500 characters. */
export const AVIS_REPONSE_MIN = 2;
export const AVIS_REPONSE_MAX = 500;

export const AVIS_MSG = {
  reponseLength: `Votre réponse doit contenir entre ${AVIS_REPONSE_MIN} et ${AVIS_REPONSE_MAX} caractères.`,
  dejaRepondu: 'Vous avez déjà répondu à cet avis.',
  avisNotFound: 'Avis introuvable.',
  reponseSaved: 'Réponse publiée',
  reponseNoticeTitle: 'Réponse à votre avis',
  /** The client's notice: who answered and what, cut to a notification's length. */
  reponseNotice: (entreprise: string, texte: string) =>
    `${entreprise} a répondu à votre avis : « ${texte.length > 140 ? `${texte.slice(0, 139)}…` : texte} »`,
} as const;

/** `GET /api/entreprises/{id}/avis?page&size` (page from 0), newest first. */
export const avisListQuerySchema = z.object(pagingQuery);

/** One review as the owner reads it, and as clients read it on the business page. */
export const avisEntrepriseSchema = z.object({
  id: z.number(),
  /** The client's first name only: enough to recognise a regular, nothing more. */
  clientPrenom: z.string(),
  note: z.number(),
  commentaire: z.string().nullable(),
  createdAt: z.string(),
  reponse: z.string().nullable(),
  reponseAt: z.string().nullable(),
});
export type AvisEntreprise = z.infer<typeof avisEntrepriseSchema>;

export const avisPageSchema = pageOf(avisEntrepriseSchema);
export type AvisPage = z.infer<typeof avisPageSchema>;

/** `POST /api/entreprises/{id}/avis/{avisId}/reponse`. */
export const avisReponseSchema = z.object({
  texte: safeString({ error: AVIS_MSG.reponseLength })
    .trim()
    .min(AVIS_REPONSE_MIN, AVIS_MSG.reponseLength)
    .max(AVIS_REPONSE_MAX, AVIS_MSG.reponseLength),
});
export type AvisReponseInput = z.input<typeof avisReponseSchema>;
