/** The Hindi notice that one-way service starts only from Jabalpur (spec section 1). */
export function JabalpurNotice({ className = '' }: { className?: string }) {
  return (
    <p lang="hi" className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}>
      क्षमा करें, परिचालन कारणों से हमारी वन-वे कैब सेवा अभी केवल जबलपुर से ही उपलब्ध है। असुविधा के लिए हमें खेद है।
    </p>
  );
}
