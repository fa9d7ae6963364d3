const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A business's average rating as the app writes it ('4,5'), or 'N/A' before its first review. */
export function formatRating(rating: number | null): string {
  return rating === null ? 'N/A' : ratingFormat.format(rating);
}
