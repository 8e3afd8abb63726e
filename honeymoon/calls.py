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
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final, cast

from honeymoon.cards import Suit, _check_lang, _require_text, _suit_tokens
from honeymoon.errors import NotationError

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
    """What a bid names: a trump suit or no-trump, in bidding order ♣ < ♦ < ♥ < ♠ < NT."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

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
        return cls.NOTRUMP if suit is None else cls(suit.value)

    @classmethod
    def parse(cls, text: str, lang: str = "en") -> Strain:
        """``S``, ``♠``, ``NT``, ``N``, ``SA`` (sans-atout, ohne Trumpf), ``ZT`` (zonder troef)."""
        _check_lang(lang)
        raw = "".join(_require_text(text, "a strain").split()).upper()
        if raw in _NOTRUMP_WORDS:
            return cls.NOTRUMP
        suit = _suit_tokens(lang).get(raw)
        if suit is None:
            raise NotationError(f"cannot read {text!r} as a strain: use ♣ ♦ ♥ ♠ NT (or C D H S)")
        return cls(suit.value)

    def __str__(self) -> str:
        return self.symbol


_NOTRUMP_WORDS = {"NT", "N", "SA", "ZT", "NOTRUMP", "NO-TRUMP", "SANS-ATOUT"}


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
            raise NotationError(f"a bid's level is 1 to 7, not {level!r}")
        if not isinstance(strain, Strain):
            raise NotationError(f"a bid names a strain (♣ ♦ ♥ ♠ NT), not {strain!r}")
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
        raw = "".join(_require_text(text, "a bid").split())
        if len(raw) < 2 or raw[0] not in "0123456789":
            raise NotationError(
                f"cannot read {text!r} as a bid: write a level 1–7 and a strain, like 1NT or 4♠"
            )
        try:
            return cls(int(raw[0]), Strain.parse(raw[1:], lang))
        except NotationError as error:
            raise NotationError(f"cannot read {text!r} as a bid: {error}") from None

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
    """No bid this turn. Written ``Pass`` (or ``P``, ``-``; passe, pas)."""

    __slots__ = ()
    code = "Pass"
    words = frozenset({"PASS", "P", "-", "PASSE", "PAS"})


class Double(_SimpleCall):
    """Double the opponents' last bid: ``X`` (contre, Kontra, doublet)."""

    __slots__ = ()
    code = "X"
    words = frozenset({"X", "DOUBLE", "DBL", "CONTRE", "KONTRA", "DOUBLET", "DOUBLEER"})


class Redouble(_SimpleCall):
    """Redouble the opponents' double of one's own side's bid: ``XX`` (surcontre, Rekontra, redoublet)."""

    __slots__ = ()
    code = "XX"
    words = frozenset({"XX", "REDOUBLE", "RDBL", "SURCONTRE", "REKONTRA", "REDOUBLET", "REDOUBLEER"})


#: The pass.
PASS: Final = Pass()
#: The double.
DOUBLE: Final = Double()
#: The redouble.
REDOUBLE: Final = Redouble()

#: A call is a bid, a pass, a double or a redouble.
Call = Bid | Pass | Double | Redouble


def parse_call(text: str, lang: str = "en") -> Call:
    """Read any call: ``1NT``, ``4♠``, ``3SA``, ``pass``, ``P``, ``X``, ``XX``, ``contre``, ``Kontra``…"""
    _check_lang(lang)
    word = "".join(_require_text(text, "a call").split()).upper()
    for simple in (PASS, DOUBLE, REDOUBLE):
        if word in simple.words:
            return simple
    if word[:1] in "0123456789" and word:
        return Bid.parse(text, lang)
    raise NotationError(
        f"cannot read {text!r} as a call: write a bid (1♣ … 7NT), Pass, X (double) or XX (redouble)"
    )


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
            raise NotationError(f"doubling is undoubled, doubled or redoubled, not {self.doubling!r}")
        if self.book not in (6, 9):
            raise NotationError(f"the book is 6 tricks (9 in three-handed play), not {self.book!r}")

    @classmethod
    def of(cls, bid: Bid, doubling: Doubling = Doubling.UNDOUBLED, *, book: int = 6) -> Contract:
        """The contract for a final bid: one shared object per bid, doubling and book.

        >>> Contract.of(Bid.parse("4S"), Doubling.DOUBLED)
        Contract(4, Strain.SPADES, Doubling.DOUBLED)
        >>> Contract.of(Bid.parse("4S")) is Contract.of(Bid.parse("4S"))
        True
        """
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
        """Read ``4S``, ``4SX``, ``6HXX``, ``3NT``, ``3SA``, ``4♠X`` (case and spaces do not matter)."""
        raw = "".join(_require_text(text, "a contract").split()).upper()
        doubling = Doubling.UNDOUBLED
        for suffix, value in (("XX", Doubling.REDOUBLED), ("X", Doubling.DOUBLED)):
            if raw.endswith(suffix):
                raw, doubling = raw[: -len(suffix)], value
                break
        try:
            bid = Bid.parse(raw, lang)
        except NotationError:
            raise NotationError(
                f"cannot read {text!r} as a contract: write a level 1–7, a strain and X or XX if "
                "doubled, like 4S, 4SX, 6HXX, 3NT or 4♠X"
            ) from None
        return cls(bid.level, bid.strain, doubling)

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
