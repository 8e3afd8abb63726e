"""The sheets' words and pictures, shared by every question maker.

The players' names (Anna and Ben, the compass seats, the Boerenbridge table), text from the
library made safe for Markdown (:func:`md`), cards, contracts and strains in running text, and
the raw HTML blocks that hold the library's pictures (:mod:`honeymoon.render`). The helpers whose
names start with an underscore are the package's own, not part of its API.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from honeymoon import Card, Contract, Hand, Suit, render
from honeymoon.calls import Strain

__all__ = [
    "COMPASS",
    "PAIR",
    "PRONOUNS",
    "TABLE",
    "TRIO",
    "and_list",
    "md",
]


#: The two players of Honeymoon Bridge, named as in the scoring example of [honeymoon-de].
PAIR = ("Anna", "Ben")
#: The three players of Honeymoon for three, and the players of Boerenbridge (3 to 7, 2 in a variant).
TRIO = ("Anna", "Ben", "Cleo")
TABLE = ("Anna", "Ben", "Cleo", "Daan", "Eva", "Floor", "Gijs")
#: How the sheets refer to each of them: (he or she, his or her).
PRONOUNS = {"Anna": ("she", "her"), "Ben": ("he", "his"), "Cleo": ("she", "her"), "Daan": ("he", "his"),
            "Eva": ("she", "her"), "Floor": ("she", "her"), "Gijs": ("he", "his")}
#: The four seats of contract bridge, in the library's seat order (0 North … 3 West).
COMPASS = render.COMPASS


_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>#|"})


def md(text: str) -> str:
    """Plain text (from the library) made safe to put in Markdown: its special characters escaped."""
    return text.translate(_MD_SPECIAL)


def _up(text: str) -> str:
    """``text`` with its first letter in upper case (and the rest as it was)."""
    return text[:1].upper() + text[1:]


def _contract(contract: Contract) -> str:
    """A contract in running text, in its strain's colour (without a title that gives away the
    tricks it needs)."""
    return render.call_html(contract.bid) + contract.doubling.suffix


def _figure(*parts: str, classes: str = "") -> str:
    """Pictures as one raw HTML block (one line, so that Markdown passes it on untouched)."""
    extra = f" {classes}" if classes else ""
    return f'<div class="hm-figure{extra}">' + "".join(parts) + "</div>"


def _labelled(name: str, html: str) -> str:
    return f'<div class="hm-labelled"><div class="hm-label">{name}</div>{html}</div>'


def _hand(hand: Hand, name: str | None = None) -> str:
    drawn = render.hand_html(hand)
    return _labelled(name, drawn) if name else drawn


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)


def _cards_html(cards: Sequence[Card]) -> str:
    return " ".join(render.card_html(card) for card in cards)


def _plural(count: int | float, word: str) -> str:
    shown = f"{count:g}" if isinstance(count, float) else str(count)
    return f"{shown} {word}{'' if count == 1 else 'es' if word.endswith('s') else 's'}"


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve", "thirteen")


def _counted(count: int, word: str) -> str:
    """A small count in words, as a hint says it: ``"two honors"``, ``"one suit"``, ``"no suit"``."""
    return f"{_NUMBER_WORDS[count]} {word}{'' if count == 1 or count == 0 else 's'}"


def _strain_words(strain: Strain, *, named: bool = True) -> str:
    """A strain in a sentence: ``no-trump``, ``♠ (spades)`` (or ``♠`` alone, not ``named``)."""
    if strain is Strain.NOTRUMP:
        return "no-trump"
    return f"{strain.symbol} ({strain.name.lower()})" if named else strain.symbol


def _trump_words(trump: Suit | None) -> str:
    if trump is None:
        return "no trumps (a no-trump contract)"
    return f"trumps are {trump.symbol} ({trump.name.lower()})"


def _vul(vulnerable: bool) -> str:
    return "vulnerable" if vulnerable else "not vulnerable"


def _display(cards: Iterable[Card]) -> list[Card]:
    """Cards in the order a hand shows them: spades, hearts, diamonds, clubs, each high to low."""
    return list(Hand(list(cards)))


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in _display(cards)]


def _card_list(cards: Iterable[Card]) -> str:
    """Cards in running text (Markdown), in display order, or "none"."""
    shown = _display(cards)
    return md(_cards_text(shown)) if shown else "none"


def _rows_figure(*rows: tuple[str, Sequence[Card]]) -> str:
    """Labelled rows of cards (or "none"), as one picture."""
    body = "".join(f'<p class="hm-cards-row"><b>{md(label)}:</b> '
                   f'{_cards_html(_display(cards)) if cards else "none"}</p>' for label, cards in rows)
    return _figure(body)


def and_list(items: Sequence[str]) -> str:
    """Items written as a sentence lists them: "harsh scoring, the Boer rule and blind bidding"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
