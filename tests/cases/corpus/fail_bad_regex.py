"""Build a regex from user-provided search terms without escaping them: an uncaught re.error."""
import re
from collections import Counter

DOCUMENT = "Price (USD) rose 5% to $12.50; the C++ build (v2) passed. Price (EUR) fell."

TERMS = ["price", "build", "(usd"]


def count_terms(text: str, terms: list[str]) -> Counter:
    counts = Counter()
    for term in terms:
        pattern = re.compile(r"\b" + term, re.IGNORECASE)
        counts[term] = len(pattern.findall(text))
        print(f"{term!r}: {counts[term]}")
    return counts


print("escaped works:", len(re.findall(re.escape("(usd"), DOCUMENT, re.I)))
print(count_terms(DOCUMENT, TERMS))
