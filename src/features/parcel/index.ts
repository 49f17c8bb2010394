/**
 * Parcel booking (issue 31): /parcel/{category} (ParcelBookingPage, load.ts) and its form's server
 * target (pages/api/parcel.ts with form-parcel.ts, draft-cookie.ts). The home's category cards link
 * here with parcelCategoryHref (src/lib/links.ts).
 */
export { draftProblems, paymentMethodsFor, parcelPlaceBody, type ParcelDraft } from './rules';
