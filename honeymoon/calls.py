"""Strains, calls (bid, pass, double, redouble) and contracts.

Bids are ordered up the bidding ladder, 1♣ (lowest) to 7NT (highest):

>>> Bid.parse("1NT") < Bid.parse("2C") < Bid.parse("2♦")
True
>>> [str(b) for b in Bid.parse("6S").ladder_above()]
['6NT', '7♣', '7♦', '7♥', '7♠', '7NT']
>>> parse_call("X"), parse_call("pass"), parse_call("3SA")
(DOUBLE, PASS, Bid.parse('3NT'))
>>> contract = Contract.parse("4♠X")
>>> contract.level, contract.strain, contract.doubling, contract.tricks_needed
(4, <Strain.SPADES: 3>, <Doubling.DOUBLED: 2>, 10)
>>> print(contract)
4♠X

Calls as learners write them, in English, French, German or Dutch (``lang``):

>>> parse_call("deux cœurs", "fr"), parse_call("3 ohne Trumpf", "de"), parse_call("1 SA", "fr")
(Bid.parse('2H'), Bid.parse('3NT'), Bid.parse('1NT'))
>>> parse_call("Kontra", "de"), parse_call("surcontré", "fr"), parse_call("pas", "nl")
(DOUBLE, REDOUBLE, PASS)
>>> parse_call("３♠️"), parse_call("１ＮＴ")
(Bid.parse('3S'), Bid.parse('1NT'))

What follows ``lang`` and what is read in every language is one rule, stated on the book's
Rules page, :ref:`rules-input`: a strain letter follows it, words do not.

>>> [parse_call("2C", lang) for lang in ("en", "fr")], [parse_call("2K", lang) for lang in ("de", "nl")]
([Bid.parse('2C'), Bid.parse('2H')], [Bid.parse('2D'), Bid.parse('2C')])

:meth:`Contract.parse` reads the short notation only (``4♠X``, ``3SA``, ``4PX``), not names.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final, cast

from honeymoon.cards import (
    _LANGUAGE_NAMES,
    _SUIT_LETTERS,
    _SUIT_NAMES,
    _SUIT_WORDS,
    Suit,
    _check_lang,
    _folded,
    _suit_tokens,
)
from honeymoon.errors import NotationError, shown

__all__ = [
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Bid",
    "Call",
    "Contract",
    "Double",
    "Doubling",
    "Pass",
    "Redouble",
    "Strain",
    "parse_call",
]


class Strain(enum.IntEnum):
    """What a bid names: a trump suit or no-trump, in bidding order ♣ < ♦ < ♥ < ♠ < NT.

    >>> bool(Strain.CLUBS)        # numbered 0, but a strain all the same
    True
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    def __bool__(self) -> bool:
        return True

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` at no-trump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def symbol(self) -> str:
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).symbol

    @property
    def letter(self) -> str:
        """The ASCII form used in PBN and the protocol: C D H S NT."""
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).letter

    @property
    def trick_value(self) -> int:
        """Points per trick bid and made, undoubled: minors 20, majors 30, no-trump 30 (the first 40)."""
        return 20 if self <= Strain.DIAMONDS else 30

    @classmethod
    def from_suit(cls, suit: Suit | None) -> Strain:
        """The strain of a trump suit (``None``: no-trump)."""
        if suit is None:
            return cls.NOTRUMP
        if not isinstance(suit, Suit):
            raise NotationError(f"a strain is named by a Suit or None (no-trump), not {shown(suit)}")
        return cls(suit.value)

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Strain:
        """Read a strain: ``♠``, a letter of ``lang`` (``S``; French ``P``), a suit's name in any
        language (``spades``, ``piques``, ``Pik``, ``schoppen``), or no-trump: ``NT``, ``N``,
        ``SA`` (sans atout, ohne Trumpf), ``ZT`` (zonder troef), ``sans``, ``no trump``.

        >>> Strain.parse("sans-atout"), Strain.parse("Cœurs"), Strain.parse("P", lang="fr")
        (<Strain.NOTRUMP: 4>, <Strain.HEARTS: 2>, <Strain.SPADES: 3>)
        """
        _check_lang(lang)
        strain = _read_strain(_folded(text, "a strain"), lang)
        if strain is None:
            raise NotationError(f"cannot read {text!r} as a strain: {_strain_help(lang)}")
        return strain

    def __str__(self) -> str:
        return self.symbol


#: No-trump, as _folded writes it and without spaces or hyphens, in every language.
_NOTRUMP_WORDS = frozenset({"NT", "N", "NOTRUMP", "NOTRUMPS",  # English
                            "SA", "SANSATOUT", "SANS",  # French, German (SA), Dutch (sans)
                            "OHNETRUMPF",  # German
                            "ZT", "ZONDERTROEF"})  # Dutch
#: Levels as words, in every language: one, un, eins, één…
_NUMBER_WORDS: dict[str, int] = {
    word: level
    for level, words in enumerate(("ONE UN UNE EINS EIN EEN", "TWO DEUX ZWEI ZWO TWEE",
                                   "THREE TROIS DREI DRIE", "FOUR QUATRE VIER",
                                   "FIVE CINQ FUNF FUENF VIJF", "SIX SECHS ZES",
                                   "SEVEN SEPT SIEBEN ZEVEN"), start=1)
    for word in words.split()
}
# For messages: how no-trump is written short and in words, and bids as examples, per language.
_NOTRUMP_SHORT = {"en": "NT", "fr": "SA", "de": "SA", "nl": "ZT"}
_NOTRUMP_NAMES = {"en": "no trump", "fr": "sans atout", "de": "ohne Trumpf", "nl": "zonder troef"}
_BID_EXAMPLES = {"en": "also 1 NT, 2 hearts, two spades", "fr": "in French also 1 SA, 2 cœurs, deux piques",
                 "de": "in German also 1 SA, 2 Herz, drei ohne Trumpf",
                 "nl": "in Dutch also 1 ZT, 2 harten, drie klaveren"}
_SIMPLE_WORDS = {"en": "pass (P), double (X) or redouble (XX)",
                 "fr": "passe, contre (X) or surcontre (XX)",
                 "de": "passe, Kontra (X) or Rekontra (XX)",
                 "nl": "pas, doublet (X) or redoublet (XX)"}


def _read_strain(words: str, lang: str, names: bool = True) -> Strain | None:
    """The strain ``words`` (folded) names, or ``None``; suit names only if ``names``."""
    compact = words.replace(" ", "").replace("-", "")
    if compact in _NOTRUMP_WORDS:
        return Strain.NOTRUMP
    suit = _suit_tokens(lang).get(compact)
    if suit is None and names:
        suit = _SUIT_WORDS.get(compact)
    return None if suit is None else Strain(suit.value)


def _strain_help(lang: str) -> str:
    """What a strain may be written as in ``lang``."""
    short = "" if lang == "en" else f"{_NOTRUMP_SHORT[lang]}, "
    letters = " ".join(_SUIT_LETTERS[lang])
    names = ", ".join((*_SUIT_NAMES[lang], _NOTRUMP_NAMES[lang]))
    return f"write ♣ ♦ ♥ ♠ or NT, {short}the {_LANGUAGE_NAMES[lang]} letters {letters} or a name: {names}"


def _split_level(words: str) -> tuple[str, str] | None:
    """A bid's level as written (``3``, ``TROIS``) and the rest, or ``None`` if ``words``
    (folded) does not start with a number."""
    digits = len(words) - len(words.lstrip("0123456789"))
    if digits:
        return words[:digits], words[digits:]
    head, _, rest = words.partition(" ")
    return (head, rest) if head in _NUMBER_WORDS else None


def _read_bid(text: object, words: str, lang: str) -> Bid:
    """The bid ``words`` (folded from ``text``) names, or a :class:`NotationError` saying why not."""
    split = _split_level(words)
    if split is None:
        raise NotationError(
            f"cannot read {text!r} as a bid: write a level 1–7 and a strain, like 1NT or 4♠ "
            f"({_BID_EXAMPLES[lang]})"
        )
    written, rest = split
    level = _NUMBER_WORDS.get(written) or (int(written) if len(written) == 1 else 0)
    if not 1 <= level <= 7:
        raise NotationError(f"cannot read {text!r} as a bid: the level is 1 to 7, not {written}")
    strain = _read_strain(rest, lang)
    if strain is None:
        if rest.endswith("X") and _read_strain(rest.rstrip("X"), lang) is not None:
            raise NotationError(
                f"cannot read {text!r} as a bid: a double (X) or redouble (XX) is a call of its own"
            )
        raise NotationError(
            f"cannot read {text!r} as a bid: after the level {level} comes a strain: {_strain_help(lang)}"
        )
    return ALL_BIDS[(level - 1) * 5 + strain]


class Bid:
    """A bid: a level (1–7, tricks over the book of six) and a strain.

    There is one object per bid (``Bid(4, Strain.HEARTS) is Bid.parse("4H")``), so bids are
    immutable, hashable and compared as cheaply as identities; they are ordered up the ladder.

    >>> Bid(4, Strain.HEARTS).tricks_needed
    10
    >>> Bid(4, Strain.HEARTS) is Bid.parse("4♥")
    True
    """

    __slots__ = ("code", "index", "level", "strain")
    level: int
    strain: Strain
    #: Position on the ladder: 1♣ is 0, 7NT is 34.
    index: int
    #: ASCII form: ``1NT``, ``4S``.
    code: str

    def __new__(cls, level: int, strain: Strain) -> Bid:
        if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 7:
            raise NotationError(f"a bid's level is 1 to 7, not {shown(level)}")
        if not isinstance(strain, Strain):
            raise NotationError(f"a bid names a strain (♣ ♦ ♥ ♠ NT), not {shown(strain)}")
        return ALL_BIDS[(level - 1) * 5 + strain]

    @classmethod
    def _make(cls, level: int, strain: Strain) -> Bid:
        bid = object.__new__(cls)
        for name, value in (("level", level), ("strain", strain), ("index", (level - 1) * 5 + strain),
                            ("code", f"{level}{strain.letter}")):
            object.__setattr__(bid, name, value)
        return bid

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a bid cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a bid cannot be changed (tried to delete {name!r})")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Bid.parse, (self.code,))

    def __lt__(self, other: object) -> bool:
        return self.index < other.index if isinstance(other, Bid) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self.index <= other.index if isinstance(other, Bid) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self.index > other.index if isinstance(other, Bid) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self.index >= other.index if isinstance(other, Bid) else NotImplemented

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    def ladder_above(self) -> list[Bid]:
        """Every bid that outranks this one, lowest first."""
        return list(ALL_BIDS[self.index + 1 :])

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Bid:
        """Read a bid: a level (a digit, or a word: ``deux``, ``zwei``, ``twee``) and a strain
        (see :meth:`Strain.parse`); spaces between them are allowed.

        >>> Bid.parse("4♠"), Bid.parse("2 Piques", "fr"), Bid.parse("zwei Herz", "de")
        (Bid.parse('4S'), Bid.parse('2S'), Bid.parse('2H'))
        """
        _check_lang(lang)
        return _read_bid(text, _folded(text, "a bid"), lang)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}"

    def __repr__(self) -> str:
        return f"Bid.parse({self.code!r})"

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.call_html(self)


#: All 35 bids, 1♣ to 7NT.
ALL_BIDS: tuple[Bid, ...] = tuple(Bid._make(level, strain) for level in range(1, 8) for strain in Strain)


class _SimpleCall:
    """Pass, double and redouble: calls without a level or strain; one instance each."""

    __slots__ = ()
    code: str = ""
    words: frozenset[str] = frozenset()
    _instance: _SimpleCall | None = None

    def __new__(cls) -> _SimpleCall:
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (type(self), ())

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return type(self).__name__.upper()

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.call_html(cast("Call", self))


class Pass(_SimpleCall):
    """No bid this turn. Written ``Pass`` (or ``P``, ``-``; passe, passer, passen, pas, paspas)."""

    __slots__ = ()
    code = "Pass"
    #: What it may be written as, folded (upper case, no accents), in every language.
    words = frozenset({"PASS", "P", "-", "–", "—", "NOBID",  # English (and score sheets)
                       "PASSE", "PASSER",  # French
                       "PASSEN",  # German (and Passe)
                       "PAS", "PASPAS"})  # Dutch


class Double(_SimpleCall):
    """Double the opponents' last bid: ``X`` (contre, Kontra, doublet)."""

    __slots__ = ()
    code = "X"
    #: What it may be written as, folded: contré is CONTRE.
    words = frozenset({"X", "DOUBLE", "DBL", "CONTRE", "CONTRER", "KONTRA", "DOUBLET", "DOUBLEER"})


class Redouble(_SimpleCall):
    """Redouble the opponents' double of one's own side's bid: ``XX`` (surcontre, Rekontra, Re, redoublet)."""

    __slots__ = ()
    code = "XX"
    #: What it may be written as, folded: surcontré is SURCONTRE.
    words = frozenset({"XX", "REDOUBLE", "RDBL", "SURCONTRE", "SURCONTRER", "REKONTRA", "RE",
                       "REDOUBLET", "REDOUBLEER"})


#: The pass.
PASS: Final = Pass()
#: The double.
DOUBLE: Final = Double()
#: The redouble.
REDOUBLE: Final = Redouble()

#: A call is a bid, a pass, a double or a redouble.
Call = Bid | Pass | Double | Redouble


_SIMPLE_CALLS: dict[str, Pass | Double | Redouble] = {
    word: call for call in (PASS, DOUBLE, REDOUBLE) for word in call.words
}


def parse_call(text: str, lang: str = "en") -> Call:
    """Read any call: a bid (``1NT``, ``4♠``, ``3SA``, ``2 cœurs``, ``drei ohne Trumpf``; see
    :meth:`Bid.parse`), a pass (``pass``, ``P``, ``-``, ``passe``, ``pas``), a double (``X``,
    ``contre``, ``Kontra``, ``doublet``) or a redouble (``XX``, ``surcontre``, ``Rekontra``…).

    Text that is no call says what to write, in ``lang``:

    >>> try:
    ...     parse_call("blah", "fr")
    ... except NotationError as error:
    ...     print(error)
    cannot read 'blah' as a call: write a bid (1♣ … 7NT, in French also 1 SA, 2 cœurs, deux piques),
    passe, contre (X) or surcontre (XX)
    """
    _check_lang(lang)
    words = _folded(text, "a call")
    simple = _SIMPLE_CALLS.get(words.replace(" ", ""))
    if simple is not None:
        return simple
    if _split_level(words) is None:
        raise NotationError(
            f"cannot read {text!r} as a call: write a bid (1♣ … 7NT, {_BID_EXAMPLES[lang]}), "
            f"{_SIMPLE_WORDS[lang]}"
        )
    return _read_bid(text, words, lang)


class Doubling(enum.IntEnum):
    """Whether a contract is doubled; the value is the multiplier of its trick points."""

    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 4

    @property
    def suffix(self) -> str:
        return {1: "", 2: "X", 4: "XX"}[self.value]

    @property
    def word(self) -> str:
        return {1: "undoubled", 2: "doubled", 4: "redoubled"}[self.value]


@dataclass(frozen=True, slots=True)
class Contract:
    """The final bid of an auction and whether it was doubled: ``4♠``, ``3NTX``, ``6♥XX``.

    ``book`` is the number of tricks that come before the level counts: 6 in every
    two- and four-handed form, 9 in the three-handed form (16 tricks).
    """

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED
    book: int = 6

    def __post_init__(self) -> None:
        Bid(self.level, self.strain)  # validates level and strain
        if not isinstance(self.doubling, Doubling):
            raise NotationError(f"doubling is undoubled, doubled or redoubled, not {shown(self.doubling)}")
        if type(self.book) is not int or self.book not in (6, 9):
            raise NotationError(f"the book is 6 tricks (9 in three-handed play), not {shown(self.book)}")

    @classmethod
    def of(cls, bid: Bid, doubling: Doubling = Doubling.UNDOUBLED, *, book: int = 6) -> Contract:
        """The contract for a final bid: one shared object per bid, doubling and book.

        >>> Contract.of(Bid.parse("4S"), Doubling.DOUBLED)
        Contract(4, Strain.SPADES, Doubling.DOUBLED)
        >>> Contract.of(Bid.parse("4S")) is Contract.of(Bid.parse("4S"))
        True
        """
        if not (isinstance(bid, Bid) and isinstance(doubling, Doubling) and type(book) is int):
            raise NotationError(f"a contract is a Bid, a Doubling and a book of 6 or 9 tricks, not "
                                f"{shown(bid)}, {shown(doubling)} and {shown(book)}")
        key = (bid, doubling, book)
        contract = _CONTRACTS.get(key)
        if contract is None:
            contract = _CONTRACTS[key] = cls(bid.level, bid.strain, doubling, book)
        return contract

    @property
    def bid(self) -> Bid:
        return Bid(self.level, self.strain)

    @property
    def tricks_needed(self) -> int:
        return self.level + self.book

    @property
    def total_tricks(self) -> int:
        """Tricks in a deal: 13, or 16 in three-handed play."""
        return self.book + 7

    @property
    def trump(self) -> Suit | None:
        return self.strain.suit

    @property
    def code(self) -> str:
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Contract:
        """Read the short notation of a score sheet: ``4S``, ``4SX``, ``6HXX``, ``3NT``,
        ``3SA``, ``4♠X``, ``４♠️Ｘ`` (case and spaces do not matter; letters follow ``lang``).

        Suit names are not read here (``4 spades`` is a bid: :meth:`Bid.parse` reads it).

        >>> Contract.parse("4PX", lang="fr"), Contract.parse("３ＳＡ")
        (Contract(4, Strain.SPADES, Doubling.DOUBLED), Contract(3, Strain.NOTRUMP, Doubling.UNDOUBLED))
        """
        _check_lang(lang)
        raw = _folded(text, "a contract").replace(" ", "")
        doubling = Doubling.UNDOUBLED
        for suffix, value in (("XX", Doubling.REDOUBLED), ("X", Doubling.DOUBLED)):
            if raw.endswith(suffix):
                raw, doubling = raw[: -len(suffix)], value
                break
        strain = _read_strain(raw[1:], lang, names=False) if raw[:1] in tuple("1234567") else None
        if strain is None:
            spades, hearts = _SUIT_LETTERS[lang][3], _SUIT_LETTERS[lang][2]
            named = raw[:1] in tuple("1234567") and _read_strain(raw[1:], lang) is not None
            raise NotationError(
                f"cannot read {text!r} as a contract: write a level 1–7, a strain and X or XX if "
                f"doubled, like 4{spades}, 4{spades}X, 6{hearts}XX, 3{_NOTRUMP_SHORT[lang]} or 4♠X"
                + (" (the strain as a symbol or letter, not a name)" if named else "")
            )
        return cls(int(raw[0]), strain, doubling)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.suffix}"

    def __repr__(self) -> str:
        extra = "" if self.book == 6 else f", book={self.book}"
        return (f"Contract({self.level}, Strain.{self.strain.name}, "
                f"Doubling.{self.doubling.name}{extra})")

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.contract_html(self)


_CONTRACTS: dict[tuple[Bid, Doubling, int], Contract] = {}
