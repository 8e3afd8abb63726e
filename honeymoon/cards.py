"""Suits, ranks, cards, decks and hands: small immutable values that read and write bridge notation.
Every card of the library is here: the 52 playing cards (:class:`Card`) and the Wizards and
Jesters of Boerenbridge's Wizard style (:class:`SpecialCard`, read with :func:`parse_card`).

>>> Card.parse("A♠") == Card.parse("AS") == Card.parse("S A") == Card.parse("sa")
True
>>> Card.parse("10H"), Card.parse("TH"), Card.parse("H10")
(Card.parse('TH'), Card.parse('TH'), Card.parse('TH'))
>>> print(Card.parse("VP", lang="fr"))  # valet de pique
♠J
>>> hand = Hand.parse("AKQ.JT9.8765.432")
>>> print(hand)
AKQ.JT9.8765.432
>>> hand.pbn_sections()
'S:AKQ H:JT9 D:8765 C:432'
>>> len(hand), hand.length(Suit.DIAMONDS)
(13, 4)

Reading what learners write
---------------------------

Every parser takes ``lang``: ``"en"``, ``"fr"``, ``"de"`` or ``"nl"`` (anything else is a
:class:`~honeymoon.errors.ConfigError`). What depends on it, and what is read in every language,
is one rule, stated on the book's Rules page: :ref:`rules-input`. Emoji (``♠️``), full-width
characters (``Ａ♠``), odd spaces, case and accents do not matter (see :func:`normalize_text`),
and text longer than :data:`MAX_TEXT_LENGTH` characters is refused before it is read.

>>> Card.parse("roi de pique", lang="fr") is Card.parse("Pik-König") is Card.parse("RP", lang="fr")
True
>>> print(Card.parse("A♠️"), Card.parse("ｑ♥"), Card.parse("harten vrouw", lang="nl"))
♠A ♥Q ♥Q
>>> Suit.parse("C", lang="fr"), Suit.parse("C", lang="en")
(<Suit.HEARTS: 2>, <Suit.CLUBS: 0>)

Seeded deals are reproducible everywhere:

>>> a = deal(seed=7).hands
>>> a == deal(seed=7).hands
True
"""

from __future__ import annotations

import enum
import random
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from typing import NamedTuple, TypeVar

from honeymoon.errors import ConfigError, NotationError, shown

__all__ = [
    "DECK",
    "JESTERS",
    "LANGUAGES",
    "MAX_TEXT_LENGTH",
    "WIZARDS",
    "AnyCard",
    "Card",
    "Deal",
    "Hand",
    "Rank",
    "SpecialCard",
    "Suit",
    "deal",
    "make_rng",
    "normalize_text",
    "parse_card",
    "shuffled",
    "shuffled_deck",
]

_T = TypeVar("_T")

#: The languages whose rank and suit letters :meth:`Card.parse` and :meth:`Hand.parse` read.
LANGUAGES = ("en", "fr", "de", "nl")
#: The longest text a parser reads (a card, a hand, a call, a contract, a game's action):
#: longer text is refused before it is read, however it begins.
MAX_TEXT_LENGTH = 200


def normalize_text(text: str) -> str:
    """Text as the parsers read it: NFKC-normalised, without emoji variation selectors, each
    run of spaces one plain space, stripped. Case is kept (callers fold it).

    Full-width characters become plain ones, a non-breaking space a space, and ``♥️`` (the
    emoji heart) the symbol ``♥``; the symbols ♠ ♥ ♦ ♣ and ♤ ♡ ♢ ♧ are left as they are.

    >>> normalize_text("\\u00a0３♠\\ufe0f  Ｘ ")
    '3♠ X'
    >>> normalize_text("Roi  de\\tCœur")
    'Roi de Cœur'
    """
    if not isinstance(text, str):
        raise NotationError(f"only text can be read, not {shown(text)}")
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text).replace("\ufe0f", "").replace("\ufe0e", "")
    return " ".join(text.split())


#: Unicode compatibility forms that NFKC turns into digits but no learner means as one.
_RAISED = ("<super>", "<sub>", "<fraction>")


def _folded(text: object, what: str) -> str:
    """``text`` normalised (:func:`normalize_text`), in upper case and without accents (Œ is
    OE): the form every parser matches against its tables."""
    raw = _require_text(text, what)
    if not raw.isascii():
        for char in raw:
            if unicodedata.decomposition(char).startswith(_RAISED):
                raise NotationError(
                    f"cannot read {raw!r} as {what}: write plain digits and letters, not {char!r}"
                )
    upper = normalize_text(raw).upper()
    if upper.isascii():
        return upper
    marks = unicodedata.category
    upper = upper.replace("Œ", "OE").replace("Æ", "AE")
    bare = "".join(c for c in unicodedata.normalize("NFD", upper) if not marks(c).startswith("M"))
    return unicodedata.normalize("NFC", bare)


class Suit(enum.IntEnum):
    """A suit, numbered in bidding order: clubs (lowest) to spades (highest).

    >>> sorted(Suit)
    [<Suit.CLUBS: 0>, <Suit.DIAMONDS: 1>, <Suit.HEARTS: 2>, <Suit.SPADES: 3>]
    >>> Suit.HEARTS.symbol, Suit.HEARTS.letter, Suit.HEARTS.is_major
    ('♥', 'H', True)
    >>> bool(Suit.CLUBS)          # a suit is something, though clubs are numbered 0
    True
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    def __bool__(self) -> bool:
        return True

    @property
    def symbol(self) -> str:
        """The suit's symbol: ♣ ♦ ♥ ♠."""
        return "♣♦♥♠"[self]

    @property
    def letter(self) -> str:
        """The English letter: C D H S."""
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def is_major(self) -> bool:
        """Hearts and spades are the majors; clubs and diamonds the minors."""
        return self >= Suit.HEARTS

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Suit:
        """Read a suit: its symbol, its letter in ``lang`` or its name in any language.

        >>> Suit.parse("♠"), Suit.parse("s"), Suit.parse("K", lang="fr"), Suit.parse("Herz")
        (<Suit.SPADES: 3>, <Suit.SPADES: 3>, <Suit.DIAMONDS: 1>, <Suit.HEARTS: 2>)
        """
        tokens = _suit_tokens(lang)
        word = _folded(text, "a suit")
        suit = tokens.get(word, _SUIT_WORDS.get(word))
        if suit is None:
            raise NotationError(f"cannot read {text!r} as a suit: {_suit_help(lang)}")
        return suit

    def __str__(self) -> str:
        return self.symbol


#: Display order of suits in a hand, as in PBN: spades, hearts, diamonds, clubs.
DISPLAY_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(enum.IntEnum):
    """A rank, numbered by its face value: two (2) to ace (14).

    >>> Rank.QUEEN > Rank.TEN, Rank.QUEEN.letter, Rank.QUEEN.hcp
    (True, 'Q', 2)
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One character, as in PBN: 2–9, T, J, Q, K, A."""
        return "23456789TJQKA"[self - 2]

    @property
    def hcp(self) -> int:
        """High-card points (Milton Work count): A 4, K 3, Q 2, J 1."""
        return max(0, self - 10)

    @property
    def is_honor(self) -> bool:
        """A, K, Q, J and 10 are the honors (the five that count for honors bonuses)."""
        return self >= Rank.TEN

    def text(self, lang: str = "en") -> str:
        """The rank as a reader writes it in ``lang``: ``Rank.KING.text("fr") == "R"``, a ten is ``10``."""
        _check_lang(lang)
        if self >= Rank.JACK:
            return _RANK_LETTERS[lang][self - Rank.JACK]
        return "10" if self == Rank.TEN else self.letter

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Rank:
        """Read a rank: ``"Q"``, ``"10"``, ``"T"`` (English), a letter of ``lang`` (French
        ``D``, Dutch ``H``…) or the name of an honour or the ten in any language.

        >>> Rank.parse("10"), Rank.parse("H", lang="nl"), Rank.parse("roi"), Rank.parse("zehn")
        (<Rank.TEN: 10>, <Rank.KING: 13>, <Rank.KING: 13>, <Rank.TEN: 10>)
        """
        tokens = _rank_tokens(lang)
        word = _folded(text, "a rank")
        rank = tokens.get(word, _RANK_WORDS.get(word))
        if rank is None:
            raise NotationError(f"cannot read {text!r} as a rank: {_rank_help(lang)}")
        return rank

    def __str__(self) -> str:
        return self.letter


# Jack, queen, king and ace, per language; a ten is "10" in every language and also "T" in English.
_RANK_LETTERS: dict[str, tuple[str, str, str, str]] = {
    "en": ("J", "Q", "K", "A"),
    "fr": ("V", "D", "R", "A"),  # valet, dame, roi
    "de": ("B", "D", "K", "A"),  # Bube, Dame, König
    "nl": ("B", "V", "H", "A"),  # boer, vrouw, heer
}
# Clubs, diamonds, hearts, spades, per language.
_SUIT_LETTERS: dict[str, tuple[str, str, str, str]] = {
    "en": ("C", "D", "H", "S"),
    "fr": ("T", "K", "C", "P"),  # trèfle, carreau, cœur, pique
    "de": ("T", "K", "H", "P"),  # Treff (Kreuz), Karo, Herz (Coeur), Pik
    "nl": ("K", "R", "H", "S"),  # klaveren, ruiten, harten, schoppen
}
_SYMBOLS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
            "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
            "❤": Suit.HEARTS}  # ❤️, the heart emoji most keyboards offer

# Names, as _folded writes them (upper case, no accents), read in every language.
#: Suit names, singular and plural: English, French, German, Dutch.
_SUIT_WORDS: dict[str, Suit] = {
    word: suit
    for suit, words in (
        (Suit.CLUBS, "CLUB CLUBS TREFLE TREFLES TREFF KREUZ KLAVEREN KLAVER"),
        (Suit.DIAMONDS, "DIAMOND DIAMONDS CARREAU CARREAUX KARO RUITEN RUIT"),
        (Suit.HEARTS, "HEART HEARTS COEUR COEURS HERZ HARTEN HART"),
        (Suit.SPADES, "SPADE SPADES PIQUE PIQUES PIK SCHOPPEN SCHOP"),
    )
    for word in words.split()
}
#: Names of the honours and the ten: English, French, German, Dutch.
_RANK_WORDS: dict[str, Rank] = {
    word: rank
    for rank, words in (
        (Rank.ACE, "ACE AS ASS AAS"),
        (Rank.KING, "KING ROI KONIG KOENIG HEER"),
        (Rank.QUEEN, "QUEEN DAME VROUW"),
        (Rank.JACK, "JACK KNAVE VALET BUBE BAUER BOER"),
        (Rank.TEN, "TEN DIX ZEHN TIEN"),
    )
    for word in words.split()
}
# What a card written as one word may be made of: Pikkönig, hartenvrouw, roi♠, Karo10.
_COMPOUND_RANKS: dict[str, Rank] = {**_RANK_WORDS, **{str(r): Rank(r) for r in range(2, 11)}}
_COMPOUND_SUITS: dict[str, Suit] = {**_SUIT_WORDS, **_SYMBOLS}
_LONGEST_COMPOUND = max(map(len, _COMPOUND_RANKS)) + max(map(len, _COMPOUND_SUITS))
#: Little words between a rank and a suit: roi de pique, ace of spades, vrouw van harten.
_CONNECTORS = frozenset({"DE", "OF", "THE", "VAN"})

# For messages: how each language names itself, its suits (clubs first) and honours (jack first).
_LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German", "nl": "Dutch"}
_SUIT_NAMES: dict[str, tuple[str, str, str, str]] = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "fr": ("trèfle", "carreau", "cœur", "pique"),
    "de": ("Kreuz", "Karo", "Herz", "Pik"),
    "nl": ("klaveren", "ruiten", "harten", "schoppen"),
}
_RANK_NAMES: dict[str, tuple[str, str, str, str]] = {
    "en": ("jack", "queen", "king", "ace"),
    "fr": ("valet", "dame", "roi", "as"),
    "de": ("Bube", "Dame", "König", "Ass"),
    "nl": ("boer", "vrouw", "heer", "aas"),
}
_CARD_EXAMPLES = {"en": "ace of spades", "fr": "roi de pique", "de": "Pik-König", "nl": "harten vrouw"}


def _suit_help(lang: str) -> str:
    """What a suit may be written as in ``lang``, spades first."""
    letters = " ".join(_SUIT_LETTERS[lang][::-1])
    names = ", ".join(_SUIT_NAMES[lang][::-1])
    return f"write ♠ ♥ ♦ ♣, the {_LANGUAGE_NAMES[lang]} letters {letters} or a name: {names}"


def _rank_help(lang: str) -> str:
    """What a rank may be written as in ``lang``, ace first."""
    letters = " ".join(_RANK_LETTERS[lang][::-1]) + (" T" if lang == "en" else "")
    names = ", ".join(_RANK_NAMES[lang][::-1])
    return f"write 2 to 10, the {_LANGUAGE_NAMES[lang]} letters {letters} or a name: {names}"


def _card_help(lang: str) -> str:
    """What a card may be written as in ``lang``, with examples in that language."""
    _, _, king, ace = _RANK_LETTERS[lang]
    _, _, hearts, spades = _SUIT_LETTERS[lang]
    ranks = " ".join((ace, king, *_RANK_LETTERS[lang][1::-1], "10")) + (" or T" if lang == "en" else "")
    suits = " ".join(_SUIT_LETTERS[lang][::-1])
    return (f"write a rank and a suit, like {ace}{spades}, A♠, 10{hearts}, {king}{spades} or "
            f"{spades}10, or in words, like {_CARD_EXAMPLES[lang]} ({_LANGUAGE_NAMES[lang]}: "
            f"ranks {ranks}, suits {suits} or ♠ ♥ ♦ ♣)")


def _check_lang(lang: str) -> None:
    """Refuse a ``lang`` that is not one of :data:`LANGUAGES` (a :class:`ConfigError`)."""
    if not isinstance(lang, str) or lang not in _RANK_LETTERS:
        raise ConfigError(f"unknown language {shown(lang)}: choose one of {', '.join(LANGUAGES)}")


def _require_text(text: object, what: str) -> str:
    """The text to parse; anything else, or text over :data:`MAX_TEXT_LENGTH` characters, is a
    :class:`NotationError` before any reading (not a crash, or a long wait, further in)."""
    if not isinstance(text, str):
        raise NotationError(f"{what} is read from text, not from {shown(text)}")
    if len(text) > MAX_TEXT_LENGTH:
        raise NotationError(f"cannot read {shown(text)} as {what}: it has {len(text):,} characters, "
                            f"and text to read has at most {MAX_TEXT_LENGTH}")
    return text


def _suit_tokens(lang: str) -> dict[str, Suit]:
    """What a suit may be written as in ``lang`` (built once per language; do not change it)."""
    tokens = _SUIT_TOKENS.get(lang) if isinstance(lang, str) else None
    if tokens is None:
        _check_lang(lang)
        tokens = _SUIT_TOKENS[lang] = dict(_SYMBOLS)
        tokens.update({letter: Suit(i) for i, letter in enumerate(_SUIT_LETTERS[lang])})
    return tokens


def _rank_tokens(lang: str) -> dict[str, Rank]:
    """What a rank may be written as in ``lang`` (built once per language; do not change it)."""
    tokens = _RANK_TOKENS.get(lang) if isinstance(lang, str) else None
    if tokens is None:
        _check_lang(lang)
        tokens = _RANK_TOKENS[lang] = {str(r): Rank(r) for r in range(2, 11)}
        tokens.update({letter: Rank(Rank.JACK + i) for i, letter in enumerate(_RANK_LETTERS[lang])})
        if lang == "en":
            tokens["T"] = Rank.TEN
    return tokens


_SUIT_TOKENS: dict[str, dict[str, Suit]] = {}
_RANK_TOKENS: dict[str, dict[str, Rank]] = {}
#: The ranks a card written with a suit symbol may have, per language: the language's and the
#: English ones (A K Q J T). No letter names two ranks across English and another language
#: (K is the king in English and German), so none is ambiguous.
_SYMBOL_RANKS: dict[str, dict[str, Rank]] = {lang: {**_rank_tokens("en"), **_rank_tokens(lang)}
                                             for lang in LANGUAGES}


class Card(int):
    """A playing card: immutable, hashable, and one object per card (like an interned string).

    A card is also its number in :data:`DECK`, 0 (♣2) to 51 (♠A), so cards sort by suit
    (bidding order) then rank, and hashing and comparing cost no more than for an int.
    ``str`` gives the symbol form a learner reads (``♥7``), :attr:`code` the two-character
    form of PBN and of the game protocol (``7H``).

    >>> card = Card(Suit.HEARTS, Rank.SEVEN)
    >>> str(card), card.code, card.hcp, card.suit, card.rank
    ('♥7', '7H', 0, <Suit.HEARTS: 2>, <Rank.SEVEN: 7>)
    >>> card is Card.parse("7♥")
    True
    >>> sorted([Card.parse("AS"), Card.parse("2H"), Card.parse("KS")])
    [Card.parse('2H'), Card.parse('KS'), Card.parse('AS')]
    """

    suit: Suit
    rank: Rank
    #: Rank letter then suit letter, as in PBN and the protocol: ``AS``, ``TH``, ``2C``.
    code: str
    #: High-card points (:attr:`Rank.hcp`): A 4, K 3, Q 2, J 1, else 0.
    hcp: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        if not isinstance(suit, Suit) or not isinstance(rank, Rank):
            raise NotationError(f"a card is a Suit and a Rank, not {shown(suit)} and {shown(rank)}")
        return _CARDS[suit][rank - 2]

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = int.__new__(cls, suit * 13 + rank - 2)
        for name, value in (("suit", suit), ("rank", rank), ("code", rank.letter + suit.letter),
                            ("hcp", rank.hcp)):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card cannot be changed (tried to delete {name!r})")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))

    def __bool__(self) -> bool:
        return True  # a card is something, even the ♣2, whose number is 0

    def text(self, lang: str = "en") -> str:
        """The card with the suit symbol and the rank as written in ``lang``: ``♠R`` in French."""
        return self.suit.symbol + self.rank.text(lang)

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Card:
        """Read a card in any usual form: ``AS``, ``A♠``, ``10S``, ``TS``, ``S10``, ``♠A``, or in
        words: ``ace of spades``, ``roi de pique``, ``Pik-König``, ``Pikkönig``, ``harten vrouw``.

        Letters follow ``lang`` (French R D V and P C K T, German K D B and P H K T, Dutch
        H V B and S H R K), but beside a suit symbol the English rank letters are read too, as
        ``str(card)`` writes cards (``♣J``); symbols and names work in every language (the rule:
        :ref:`rules-input`). Case, spaces, accents and emoji do not matter.

        >>> Card.parse("dame de cœur", lang="fr"), Card.parse("DC", lang="fr"), Card.parse("♥Q", lang="fr")
        (Card.parse('QH'), Card.parse('QH'), Card.parse('QH'))
        """
        ranks, suits = _rank_tokens(lang), _suit_tokens(lang)
        words = _folded(text, "a card")
        raw = words.replace(" ", "")
        if len(raw) in (2, 3):
            last, first = raw[-1], raw[0]
            beside = _SYMBOL_RANKS[lang] if last in _SYMBOLS else ranks
            if raw[:-1] in beside and last in suits:
                return _CARDS[suits[last]][beside[raw[:-1]] - 2]
            beside = _SYMBOL_RANKS[lang] if first in _SYMBOLS else ranks
            if first in suits and raw[1:] in beside:
                return _CARDS[suits[first]][beside[raw[1:]] - 2]
        card = _card_in_words(words, ranks, suits, _SYMBOL_RANKS[lang])
        if card is None:
            raise NotationError(f"cannot read {text!r} as a card: {_card_help(lang)}")
        return card

    def __str__(self) -> str:
        return self.suit.symbol + self.rank.text()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.card_face_html(self)

    def _repr_svg_(self) -> str:
        from honeymoon import render

        return render.card_svg(self)


_CARDS: tuple[tuple[Card, ...], ...] = tuple(
    tuple(Card._make(suit, rank) for rank in Rank) for suit in Suit
)


def _card_in_words(words: str, ranks: dict[str, Rank], suits: dict[str, Suit],
                   symbol_ranks: dict[str, Rank]) -> Card | None:
    """The card that ``words`` (folded) names with a rank and a suit in either order, as two
    words (``ROI DE PIQUE``, ``PIK-KONIG``, ``KING S``, ``J OF ♣``) or as one (``PIKKONIG``);
    ``None`` if no card or two different cards could be meant. Beside a suit symbol, a rank
    letter is read from ``symbol_ranks``."""
    parts = [part for part in words.replace("-", " ").split() if part not in _CONNECTORS]
    found: set[Card] = set()
    if len(parts) == 2:
        for rank_word, suit_word in (parts, parts[::-1]):
            letters = symbol_ranks if suit_word in _SYMBOLS else ranks
            rank = letters.get(rank_word, _RANK_WORDS.get(rank_word))
            suit = suits.get(suit_word, _SUIT_WORDS.get(suit_word))
            if rank is not None and suit is not None:
                found.add(_CARDS[suit][rank - 2])
    elif len(parts) == 1 and len(parts[0]) <= _LONGEST_COMPOUND:  # names, digits, symbols; no letter
        word = parts[0]
        for i in range(1, len(word)):
            for rank_word, suit_word in ((word[:i], word[i:]), (word[i:], word[:i])):
                rank, suit = _COMPOUND_RANKS.get(rank_word), _COMPOUND_SUITS.get(suit_word)
                if rank is not None and suit is not None:
                    found.add(_CARDS[suit][rank - 2])
    return found.pop() if len(found) == 1 else None


def suit_slice(cards: list[Card], suit: Suit) -> list[Card]:
    """The cards of one suit from a list sorted in deck order (they lie side by side)."""
    low = bisect_left(cards, suit * 13)
    return cards[low:bisect_left(cards, suit * 13 + 13, low)]


#: The 52 cards, clubs first, each suit from two to ace.
DECK: tuple[Card, ...] = tuple(card for suit in _CARDS for card in suit)


class Hand:
    """An immutable set of cards held by one player (any number of cards).

    Iterating gives the cards in display order: spades to clubs, high to low.

    >>> hand = Hand.parse("S:AK H:Q D:- C:J2")
    >>> [str(c) for c in hand]
    ['♠A', '♠K', '♥Q', '♣J', '♣2']
    >>> Hand.parse("♠AK ♥Q ♣J2") == hand
    True
    >>> hand.hcp
    10
    """

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        if isinstance(cards, str) or not isinstance(cards, Iterable):
            raise NotationError(f"a hand is made of cards (Hand.parse reads text), not {shown(cards)}")
        items = list(cards)
        for card in items:
            if not isinstance(card, Card):
                raise NotationError(f"a hand holds cards, not {shown(card)}")
        cards_set = frozenset(items)
        if len(cards_set) != len(items):
            twice = sorted({c for c in items if items.count(c) > 1})
            raise NotationError(f"{' '.join(map(str, twice))} appears twice in the hand")
        self._cards = cards_set

    @property
    def cards(self) -> frozenset[Card]:
        return self._cards

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Hand:
        """Read a hand: dotted PBN ``AKQ.JT9.8765.432`` (spades, hearts, diamonds, clubs),
        sections ``S:AKQ H:JT9 D:8765 C:432`` (a suit's letter in ``lang`` or its name in any
        language, then a colon), or symbols ``♠AKQ ♥JT9 ♦8765 ♣432``.

        A void is empty or ``-``; tens may be written ``T`` (English) or ``10``. After a suit
        symbol the English rank letters are read too, as beside a card's symbol.

        >>> Hand.parse("♠️ARD ♥️V109 ♦️8765 ♣️432", lang="fr") == Hand.parse("AKQ.JT9.8765.432")
        True
        >>> Hand.parse("Pik: A K D  Herz: B 10 9", lang="de")
        Hand.parse('AKQ.JT9..')
        """
        ranks = _rank_tokens(lang)
        suits = _suit_tokens(lang)
        stripped = _folded(text, "a hand")
        holdings: dict[Suit, str] = {}
        by_symbol: set[Suit] = set()  # the suits headed by their symbol, read as cards beside one are
        if "." in stripped and ":" not in stripped:
            parts = stripped.split(".")
            if len(parts) != 4:
                raise NotationError(
                    f"cannot read {text!r} as a hand: the dotted form has four suits "
                    "(spades.hearts.diamonds.clubs), so three dots"
                )
            holdings = dict(zip(DISPLAY_ORDER, parts, strict=True))
        else:
            current: Suit | None = None
            i = 0
            while i < len(stripped):
                char = stripped[i]
                rest = stripped[i + 1 :].lstrip()
                header: Suit | None = None
                if char in _SYMBOLS:  # ♠AKQ, or ♠: AKQ
                    header, rest = _SYMBOLS[char], rest.removeprefix(":")
                    by_symbol.add(header)
                elif char in suits and rest.startswith(":"):  # S:AKQ
                    header, rest = suits[char], rest[1:]
                elif char.isalpha() and not stripped[i - 1 : i].isalpha():  # pique: ARD
                    end = i + 1
                    while end < len(stripped) and stripped[end].isalpha():
                        end += 1
                    after = stripped[end:].lstrip()
                    if stripped[i:end] in _SUIT_WORDS and after.startswith(":"):
                        header, rest = _SUIT_WORDS[stripped[i:end]], after[1:]
                if header is not None:
                    if header in holdings:
                        raise NotationError(f"cannot read {text!r} as a hand: {header} is given twice")
                    current, holdings[header] = header, ""
                    i = len(stripped) - len(rest)
                    continue
                if not char.isspace():
                    if current is None:
                        raise NotationError(f"cannot read {text!r} as a hand: {_hand_help(lang)}")
                    holdings[current] += char
                i += 1
        cards: list[Card] = []
        for suit, holding in holdings.items():
            letters = _SYMBOL_RANKS[lang] if suit in by_symbol else ranks
            cards.extend(_CARDS[suit][r - 2] for r in _read_ranks(holding, letters, text))
        return cls(cards)

    def suit(self, suit: Suit) -> tuple[Card, ...]:
        """The cards of one suit, high to low."""
        return tuple(sorted((c for c in self._cards if c.suit == suit), reverse=True))

    def length(self, suit: Suit) -> int:
        return sum(1 for c in self._cards if c.suit == suit)

    @property
    def hcp(self) -> int:
        """High-card points, 4-3-2-1. :func:`honeymoon.evaluation.hcp` explains them card by card."""
        return sum(c.hcp for c in self._cards)

    def without(self, *cards: Card) -> Hand:
        """A new hand without ``cards`` (each must be in this hand)."""
        missing = [c for c in cards if c not in self]
        if missing:
            written = " ".join(str(c) if isinstance(c, Card) else shown(c) for c in missing)
            raise NotationError(f"{written} is not in the hand {self}")
        return Hand(self._cards.difference(cards))

    def adding(self, *cards: Card) -> Hand:
        """A new hand with ``cards`` added."""
        return Hand([*self._cards, *cards])

    def holding(self, suit: Suit, lang: str = "en") -> str:
        """One suit's ranks, high to low, e.g. ``"AKT2"`` (``-`` for a void)."""
        _check_lang(lang)
        if lang == "en":
            return "".join(c.rank.letter for c in self.suit(suit)) or "-"
        return "".join(c.rank.text(lang) for c in self.suit(suit)) or "-"

    def pbn(self) -> str:
        """The dotted PBN form, spades first: ``AKQ.JT9.8765.432``; a void is empty."""
        return ".".join("".join(c.rank.letter for c in self.suit(s)) for s in DISPLAY_ORDER)

    def pbn_sections(self) -> str:
        """The sectioned form: ``S:AKQ H:JT9 D:8765 C:432``."""
        return " ".join(f"{s.letter}:{self.holding(s)}" for s in DISPLAY_ORDER)

    def __iter__(self) -> Iterator[Card]:
        for suit in DISPLAY_ORDER:
            yield from self.suit(suit)

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card in self._cards

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self._cards == other._cards

    def __hash__(self) -> int:
        return hash(self._cards)

    def __str__(self) -> str:
        return self.pbn()

    def __repr__(self) -> str:
        return f"Hand.parse({self.pbn()!r})"

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.hand_html(self)


def _hand_help(lang: str) -> str:
    """How a hand is written in ``lang``, with that language's letters."""
    jack, queen, king, ace = _RANK_LETTERS[lang]
    _, _, hearts, spades = _SUIT_LETTERS[lang]
    ten = "T" if lang == "en" else "10"
    return (f"start each suit with its letter or name and a colon, or its symbol "
            f"({spades}:{ace}{king}{queen} {hearts}:{jack}{ten}9 … or ♠{ace}{king}{queen} ♥{jack}{ten}9 …), "
            f"or use the dotted form {ace}{king}{queen}.{jack}{ten}9.8765.432")


def _read_ranks(holding: str, ranks: dict[str, Rank], text: str) -> list[Rank]:
    raw = holding.strip().upper().replace(" ", "")
    if raw in ("", "-", "–", "—"):
        return []
    found: list[Rank] = []
    i = 0
    while i < len(raw):
        for size in (2, 1):
            token = raw[i : i + size]
            if token in ranks and len(token) == size:
                found.append(ranks[token])
                i += size
                break
        else:
            raise NotationError(f"cannot read {text!r} as a hand: {raw[i]!r} is not a rank")
    return found


def make_rng(seed: int | random.Random | None) -> random.Random:
    """The random source: a given :class:`random.Random` is used as it is, an int seeds a new one."""
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise NotationError(f"a seed is a whole number, not {shown(seed)}")
    return random.Random(seed)


def shuffled(cards: Iterable[_T], rng: random.Random) -> list[_T]:
    """The cards in a random order drawn from ``rng``: each card gets a random key and the
    cards are sorted by their keys.

    Every order is equally likely (as with :meth:`random.Random.shuffle`; two keys tie with a
    chance below 10⁻¹²), and in Python this costs half as much as a card-by-card shuffle.
    Every deal of the library is shuffled here, so a seed gives the same deals everywhere.

    >>> shuffled(["a", "b", "c"], random.Random(1))
    ['a', 'c', 'b']
    """
    if not isinstance(rng, random.Random):
        raise NotationError(f"cards are shuffled with a random.Random, not {shown(rng)}")
    key = rng.random
    return sorted(cards, key=lambda _: key())


def shuffled_deck(seed: int | random.Random | None = None) -> list[Card]:
    """The 52 cards in a random order drawn from ``seed`` (same seed, same order)."""
    return shuffled(DECK, make_rng(seed))


class Deal(NamedTuple):
    """Dealt hands, and the cards left over (the stock, the widow, the cards set aside)."""

    hands: tuple[Hand, ...]
    rest: tuple[Card, ...]


def deal(
    seed: int | random.Random | None = None, *, hands: int = 4, size: int = 13
) -> Deal:
    """Shuffle and deal ``hands`` hands of ``size`` cards, one card at a time in turn.

    >>> d = deal(seed=1, hands=2)
    >>> [len(h) for h in d.hands], len(d.rest)
    ([13, 13], 26)
    """
    counts_ok = all(isinstance(n, int) and not isinstance(n, bool) for n in (hands, size))
    if not counts_ok or hands < 1 or size < 0 or hands * size > len(DECK):
        raise NotationError(f"cannot deal {shown(hands)} hands of {shown(size)} cards from 52")
    cards = shuffled_deck(seed)
    dealt = tuple(Hand(cards[i : hands * size : hands]) for i in range(hands))
    return Deal(dealt, tuple(cards[hands * size :]))


class SpecialCard(int):
    """A Wizard or a Jester, the special cards of Boerenbridge's Wizard style
    (:mod:`honeymoon.boerenbridge`): Wizards beat everything, Jesters lose to everything.

    Written ``W1``–``W4`` (wizards) and ``N1``–``N4`` (jesters: *nar*, *Narr*, the fool).

    >>> print(parse_card("W2"), parse_card("N1"))
    Wizard 2 Jester 1
    """

    kind: str
    number: int
    code: str
    suit = None
    rank = None

    @classmethod
    def _make(cls, kind: str, number: int) -> SpecialCard:
        card = int.__new__(cls, 52 + (0 if kind == "wizard" else 4) + number - 1)
        for name, value in (("kind", kind), ("number", number), ("code", f"{kind[0].upper()}{number}")):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed (tried to set {name!r})")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_card, (self.code,))

    @property
    def is_wizard(self) -> bool:
        return self.kind == "wizard"

    def __str__(self) -> str:
        return f"{'Wizard' if self.is_wizard else 'Jester'} {self.number}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"parse_card({self.code!r})"


WIZARDS = tuple(SpecialCard._make("wizard", n) for n in range(1, 5))
JESTERS = tuple(SpecialCard._make("nar", n) for n in range(1, 5))
_SPECIAL = {card.code: card for card in WIZARDS + JESTERS}
_SPECIAL.update({f"WIZARD{c.number}": c for c in WIZARDS})
_SPECIAL.update({f"JESTER{c.number}": c for c in JESTERS})

#: Any card of the library: a playing card, or (Boerenbridge's Wizard style) a Wizard or a Jester.
AnyCard = Card | SpecialCard


def parse_card(text: str, lang: str = "en") -> AnyCard:
    """A playing card (``QH``, ``♥Q``…, read in ``lang``) or a Wizard (``W1``) or Jester (``N1``)."""
    _check_lang(lang)
    key = normalize_text(_require_text(text, "a card")).replace(" ", "").upper()
    if key in _SPECIAL:
        return _SPECIAL[key]
    return Card.parse(text, lang)
