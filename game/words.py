"""Words for counts in English: "1 die", "2 dice", "3 technologies", "2 gold", "2nd"."""
from __future__ import annotations

#: Plurals that the spelling rules in :func:`plural_noun` get wrong.
IRREGULAR_PLURALS = {"die": "dice"}
#: Words with no plural form in hover texts (resources, tokens counted as a mass, track names).
UNCOUNTABLE = frozenset({"papyrus", "bread", "limestone", "granite", "gold", "faith", "vp",
                         "happiness", "population"})


def plural_noun(word: str) -> str:
    """The plural of ``word``, or of its last word: "technology" -> "technologies",
    "quarry" -> "quarries", "die" -> "dice", "secret decree" -> "secret decrees", "gold" -> "gold"."""
    head, _, last = word.rpartition(" ")
    lower = last.lower()
    if lower in IRREGULAR_PLURALS:
        many = IRREGULAR_PLURALS[lower]
    elif lower in UNCOUNTABLE:
        many = last
    elif len(lower) > 1 and lower.endswith("y") and lower[-2] not in "aeiou":
        many = last[:-1] + "ies"
    elif lower.endswith(("s", "x", "ch", "sh")):
        many = last + "es"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, made plural unless ``n`` is 1: "1 die", "2 dice", "0 technologies"."""
    return f"{n} {word if n == 1 else plural_noun(word)}"
