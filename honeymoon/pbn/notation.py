"""The text of a PBN file, read into values and written back: :func:`read_pbn` reads every game of
a text as a :class:`PbnGame`, :func:`write_pbn` writes games as text, and :func:`with_analysis`
adds a game's double-dummy analysis in the standard's tags.

>>> [record] = read_pbn('[Board "7"]\\n[Dealer "W"]\\n[Deal "W:AKQJ.T98.765.432 - - -"]')
>>> record.dealer, record.deal[3].hcp, record.deal[0]
(3, 10, None)

What other programs find. Every file :func:`write_pbn` writes starts with the line ``% PBN
2.1`` (:data:`HEADER`). Any tag may say ``?``, unknown; a tag of PBN 2.1's mandatory set
(:data:`MANDATORY_TAGS`) may also be empty, as the standard says: it does not apply, or not
yet. The files are in the standard's *import* format, which any PBN reader
takes, and do not claim its strict *export* format (``% EXPORT``): that one also asks for lines
of at most 255 characters, which a game saved in the project's tag (:data:`PROJECT_TAG`) is
not, line ends CR LF, Latin-1 text and the other tags sorted by name.

The double-dummy analysis travels in three standard tags (PBN 2.1). ``[OptimumResultTable
"Declarer;Denomination\\2R;Result\\2R"]`` is followed by one row a declarer and strain, ``N NT  9``
(the tricks that declarer takes, the seat on his left leading); ``ParContract`` names the par
contract and who declares it, ``NS 4S`` (``NS``: either partner; ``N``: North only; ``4S+1``,
``5HX-2``: declarer's tricks above or below the contract; ``Pass``: the deal is passed out);
``OptimumScore`` is the par score of the side that gains, ``NS 420``.
:func:`with_analysis` adds them to a game of a PBN file, and
:func:`~honeymoon.pbn.games.game_to_pbn` with ``analysis=True`` to a honeymoon game;
:attr:`PbnGame.optimum` reads the table back as the dict :func:`~honeymoon.analysis.dd_table`
returns:

>>> [record] = read_pbn('''[Deal "N:A... K... - -"]
... [OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]
... N NT  1
... E  S  0''')
>>> record.optimum
{(<Strain.NOTRUMP: 4>, 0): 1, (<Strain.SPADES: 3>, 1): 0}

Left for later: the other tables (``ScoreTable``, ``OptimumPlayTable`` …) are read as text and
written back unchanged, not interpreted (so is the OptimumResultTable's text, which
:attr:`~PbnGame.optimum` reads); comments are dropped.

A line ends at a line feed (``\\n``, ``\\r\\n`` too): any other character, Unicode's line and
paragraph separators included, is text of its line, so a tag value holds any name (only ``"``
and ``\\`` are escaped, ``\\"`` and ``\\\\``). A number is ASCII digits, no more than its field
needs (``Board`` and a note ``=n=``: 9, ``Result``: 2). A last trick the file cuts short
(``SJ SA`` and no more) is read with its missing cards written ``-``: not played. A text longer
than :data:`MAX_PBN_LENGTH` characters is refused before it is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from honeymoon.auction import Auction
from honeymoon.calls import PASS, Call, Contract, Strain, parse_call
from honeymoon.cards import DECK, DISPLAY_ORDER, Card, Hand, Rank
from honeymoon.errors import NotationError, shown

__all__ = ["DEAL_TAG", "HEADER", "MANDATORY_TAGS", "MAX_PBN_LENGTH", "OPTIMUM_HEADER", "PROJECT_TAG",
           "SEATS", "PbnError", "PbnGame", "read_pbn", "with_analysis", "write_pbn"]

#: The seats' letters in seat order: North 0, East 1, South 2, West 3.
SEATS = "NESW"
_SEAT_NAMES = ("North", "East", "South", "West")
#: The first line of every file :func:`write_pbn` writes: the version of the standard it follows.
HEADER = "% PBN 2.1"
#: PBN 2.1's mandatory tag set, in the standard's order: every game
#: :func:`~honeymoon.pbn.games.game_to_pbn` writes has them, first (``?``: unknown; ``""``: does
#: not apply, or not yet).
MANDATORY_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
                  "Deal", "Scoring", "Declarer", "Contract", "Result")
#: The project's own tag: the whole game as :meth:`~honeymoon.game.Game.to_json` saves it.
PROJECT_TAG = "HoneymoonGame"
#: The project's tag for a deal the Deal tag cannot hold (the three-handed form's hands of 16
#: cards and the widow): written as a Deal tag, hands of any size.
DEAL_TAG = "HoneymoonDeal"
#: The longest text :func:`read_pbn` reads, in characters: some 1,000 boards with their results
#: tables, 16,000 with their deals only, and room for the longest save a game may write
#: (:data:`~honeymoon.game.MAX_SAVE_LENGTH`) in its own tag. Reading takes time in proportion
#: to the text; this bounds it (to about two seconds).
MAX_PBN_LENGTH = 2_000_000
#: Tags followed by a section the library reads.
_READ_SECTIONS = ("Auction", "Play")
_VULNERABLE = {"None": "None", "Love": "None", "-": "None", "NS": "NS", "EW": "EW", "All": "All",
               "Both": "All"}
_RANKS = {r.letter: r for r in Rank}
# ASCII only: with IGNORECASE alone, the long s (ſ) would read as S and the Kelvin sign as K.
_CONTRACT = re.compile(r"([1-7])(C|D|H|S|NT)(XX|X)?", re.IGNORECASE | re.ASCII)
# A tag name has at most 255 characters; the value's loop is unrolled (runs of plain characters,
# then one escape) so that a long value takes one pass.
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,254}")
_TAG = re.compile(r'\[\s*(' + _TAG_NAME.pattern + r')\s+"([^"\\]*(?:\\.[^"\\]*)*)"\s*\](.*)')
#: A line cut in pieces: a quoted value (perhaps unclosed), a comment (perhaps unclosed), ``;``
#: (the rest of the line is a comment), and the text between them.
_PIECES = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*\\?"?|\{[^}]*\}?|;|[^"{;]+')
#: The only escapes of a tag value, \" and \\ (a backslash before anything else is itself).
_ESCAPE = re.compile(r'\\([\\"])')
_TOKEN = re.compile(r"=[^=\s]*=|[^\s=]+|=")
#: The OptimumResultTable's columns as PBN 2.1 writes them (``\2R``: two wide, to the right).
OPTIMUM_HEADER = "Declarer;Denomination\\2R;Result\\2R"
_OPTIMUM = "OptimumResultTable"
_ANALYSIS_TAGS = ("OptimumScore", "ParContract", _OPTIMUM)
#: A column of the table: its name, then a backslash, a width and L or R (both optional).
_OPTIMUM_COLUMNS = re.compile(r"Declarer(\\[0-9]*[LR]?)?;Denomination(\\[0-9]*[LR]?)?;Result(\\[0-9]*[LR]?)?")
#: The rows' strain order in PBN files: NT S H D C.
_OPTIMUM_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_STRAIN_LETTERS = {strain.letter: strain for strain in Strain}
_PAR_ENTRY = re.compile(r"(NS|EW|N|E|S|W)\s+([1-7](?:NT|N|S|H|D|C)(?:XX|X)?)(=|[+-][0-9]{1,2})?",
                        re.IGNORECASE | re.ASCII)
#: A par score has at most 4 digits (13 down, redoubled and vulnerable, is 7600).
_OPTIMUM_SCORE = re.compile(r"(NS|EW)\s+(-?[0-9]{1,4})", re.ASCII)


class PbnError(NotationError):
    """A PBN text that cannot be read: ``line`` is where, ``reason`` why, in words."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


Hands = tuple[Hand | None, Hand | None, Hand | None, Hand | None]


@dataclass(frozen=True)
class PbnGame:
    """One game of a PBN file, as read: a value (two reads of the same text are equal).

    - ``tags``: every tag in file order, ``(name, value)``, sections' tags and notes included;
    - ``deal``: the Deal tag's hands, North, East, South, West (``None`` for ``-``), or
      ``None`` without a Deal tag;
    - ``auction``: the calls of the Auction section, from its first seat (``AP``, all pass,
      written out as passes); ``auction_notes``: ``(call index, note number)`` for each
      ``=n=`` after a call (the note's text is the tag ``[Note "n:…"]``);
    - ``play``: the tricks of the Play section, each four cards in seat order from the Play
      tag's seat (not in the order played), ``None`` for ``-`` (and for the cards missing from
      a last trick the file cuts short);
    - ``tables``: the lines of the sections after tags named ``…Table``, ``(tag index, lines)``,
      written back unchanged; :attr:`optimum` reads the ``OptimumResultTable``'s, checked when
      the text was read;
    - ``claimed``: the play stopped before its end, at a claim: its Play section ends with
      ``*`` (the cards of a trick the claim cut short are ``-``), and the Result tag counts the
      tricks the claim gave.

    The analysis tags are read on request: :attr:`optimum`, :attr:`par_contracts`,
    :attr:`optimum_score`. A game built by hand is checked as a read one is: a tag value its tag
    cannot hold, a trick of other than four cards, an auction or a play without the tag naming
    its first seat raise a :class:`PbnError` (line 0: not read from text).

    >>> PbnGame(tags=(("Result", "14"),))
    Traceback (most recent call last):
    ...
    honeymoon.pbn.notation.PbnError: line 0: the Result tag is declarer's tricks, 0 to 13, not '14'
    """

    tags: tuple[tuple[str, str], ...] = ()
    deal: Hands | None = None
    auction: tuple[Call, ...] = ()
    auction_notes: tuple[tuple[int, int], ...] = ()
    play: tuple[tuple[Card | None, ...], ...] = ()
    tables: tuple[tuple[int, tuple[str, ...]], ...] = ()
    #: Where things were read: ``("Deal", 5)``, ``("call 3", 9)``, ``("trick 2", 14)``.
    lines: tuple[tuple[str, int], ...] = field(default=(), compare=False, repr=False)
    claimed: bool = False

    def __post_init__(self) -> None:
        for name, value in self.tags:
            try:
                if not _TAG_NAME.fullmatch(name) or "\n" in value:
                    raise NotationError(f"a tag is a name of letters, digits and _ (a letter first) and a "
                                        f"value on one line, not {shown(name)} and {shown(value)}")
                _check_value(name, value)
            except NotationError as error:
                raise PbnError(self.line(name), str(error)) from None
        for items, section, what in ((self.auction, "Auction", "an auction"),
                                     (self.play or self.claimed, "Play", "a play")):
            if items and self.tag(section) not in tuple(SEATS):
                raise PbnError(self.line(section), f"a game with {what} needs the {section} tag, which names "
                                                   "its first seat, N, E, S or W")
        for index, number in self.auction_notes:
            if not (0 <= index < len(self.auction) and 0 <= number < 10**9):
                raise PbnError(self.line("Auction"), f"note {shown(number)} on call {shown(index)}: a note "
                                                     "is a number of at most 9 digits on a call of the "
                                                     "auction")
        for number, trick in enumerate(self.play, 1):
            if len(trick) != 4:
                raise PbnError(self.line(f"trick {number}"), f"trick {number} has {len(trick)} "
                                                             f"card{'' if len(trick) == 1 else 's'}: a trick "
                                                             "is four, write - for a card not played")

    def tag(self, name: str) -> str | None:
        """The value of tag ``name`` (the first, for ``Note``), or ``None`` if absent."""
        return next((value for key, value in self.tags if key == name), None)

    def note(self, number: int) -> str | None:
        """The text of note ``number`` (``[Note "1:Stayman"]``)."""
        for key, value in self.tags:
            if key == "Note" and _number(value.partition(":")[0].strip(), 9) == number:
                return value.partition(":")[2]
        return None

    def _seat(self, name: str) -> int | None:
        value = self.tag(name)
        return SEATS.index(value) if value and value != "?" else None

    @property
    def dealer(self) -> int | None:
        return self._seat("Dealer")

    @property
    def declarer(self) -> int | None:
        return self._seat("Declarer")

    @property
    def auction_first(self) -> int | None:
        return self._seat("Auction")

    @property
    def play_first(self) -> int | None:
        return self._seat("Play")

    @property
    def vulnerable(self) -> str | None:
        """``"None"``, ``"NS"``, ``"EW"`` or ``"All"`` (``Love`` and ``Both`` read as such);
        ``None`` without the tag, or for ``?`` or ``""``."""
        value = self.tag("Vulnerable")
        return None if value in (None, "", "?") else _VULNERABLE[value]

    @property
    def contract(self) -> Contract | None:
        """The Contract tag's contract (``None``: absent, unknown, or ``Pass``, passed out)."""
        value = self.tag("Contract")
        return None if value in (None, "", "?", "Pass") else Contract.parse(value)

    @property
    def result(self) -> int | None:
        """Tricks won by declarer, from the Result tag."""
        value = self.tag("Result")
        return _number(value, 2) if value else None

    @property
    def honeymoon_deal(self) -> Hands | None:
        """The hands of the project's tag ``HoneymoonDeal`` (:data:`DEAL_TAG`), North, East,
        South, West: a deal the Deal tag cannot hold, as the three-handed form's three hands of
        16 cards and its widow of 4 (West). ``None`` without the tag.

        >>> record = PbnGame(tags=((DEAL_TAG, "N:AKQJT98765432.AKQ.. - - -"),))
        >>> len(record.honeymoon_deal[0])
        16
        """
        value = self.tag(DEAL_TAG)
        return None if value is None or value == "?" else _read_deal(value, DEAL_TAG, most=len(DECK))

    def line(self, what: str) -> int:
        """The line something was read on (0 for a value not read from text)."""
        return dict(self.lines).get(what, 0)

    @property
    def optimum(self) -> dict[tuple[Strain, int], int] | None:
        """The OptimumResultTable: ``table[strain, declarer]``, the tricks the declarer seat
        (0-3: N E S W) takes double dummy, as :func:`~honeymoon.analysis.dd_table` returns it
        (only the rows the file gives); ``None`` without the table.

        >>> [record] = read_pbn('''[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]
        ... W  H 10''')
        >>> record.optimum
        {(<Strain.HEARTS: 2>, 3): 10}
        """
        for index, (name, _) in enumerate(self.tags):
            if name == _OPTIMUM:
                return _read_optimum(dict(self.tables).get(index, ()))
        return None

    @property
    def par_contracts(self) -> tuple[tuple[str, Contract], ...] | None:
        """The ParContract tag: each par contract with who declares it, ``"NS"`` or ``"EW"``
        (either partner) or one seat's letter; ``()`` for ``Pass`` (par is to pass the deal
        out); ``None`` without the tag (or ``?``). A result after a contract (``4S+1``, ``5DX-2``)
        is read and left out (the table gives the tricks); ``;`` or ``,`` separate contracts. A
        value that cannot be read raises a :class:`PbnError` with the tag's line.

        >>> record = PbnGame(tags=(("ParContract", "EW 4SX-1; EW 5DX-2"),))
        >>> [(who, str(contract)) for who, contract in record.par_contracts or ()]
        [('EW', '4♠X'), ('EW', '5♦X')]
        """
        value = self.tag("ParContract")
        if value is None or value.strip() in ("", "?"):
            return None
        return _read_par_contracts(value, self.line("ParContract"))

    @property
    def optimum_score(self) -> int | None:
        """The OptimumScore tag, the par score, as North-South's points (``EW 100`` is -100).

        >>> PbnGame(tags=(("OptimumScore", "EW 100"),)).optimum_score
        -100
        """
        value = self.tag("OptimumScore")
        if value is None or value.strip() in ("", "?"):
            return None
        match = _OPTIMUM_SCORE.fullmatch(value.strip())
        if match is None:
            raise PbnError(self.line("OptimumScore"), f"the OptimumScore tag is the side that gains and its "
                                                      f"points, like NS 420 or EW 100, not {shown(value)}")
        return int(match.group(2)) * (1 if match.group(1) == "NS" else -1)


# --- reading ---------------------------------------------------------------------------------------
def _strip_comments(line: str, in_comment: bool) -> tuple[str, bool]:
    """The line without ``{…}`` and ``;…`` comments (quotes protect them), and whether a
    ``{`` comment is still open at its end."""
    start = 0
    if in_comment:
        start = line.find("}") + 1
        if not start:
            return "", True
    elif "{" not in line and ";" not in line:
        return line, False
    out: list[str] = []
    for piece in _PIECES.finditer(line, start):
        text = piece.group()
        if text == ";":
            break
        if text[0] != "{":
            out.append(text)
        elif not text.endswith("}"):
            return "".join(out), True
    return "".join(out), False


def _number(text: str, digits: int) -> int | None:
    """``text`` read as a whole number of 1 to ``digits`` ASCII digits, else ``None`` (``²`` is
    a digit to :meth:`str.isdigit`, and not to :class:`int`).

    >>> _number("13", 2), _number("²", 2), _number("130", 2)
    (13, None, None)
    """
    return int(text) if 0 < len(text) <= digits and text.isascii() and text.isdigit() else None


def _read_hand(text: str, seat: int, most: int) -> Hand | None:
    if text == "-":
        return None
    name = _SEAT_NAMES[seat]
    suits = text.split(".")
    if len(suits) != 4:
        raise NotationError(f"{name}'s hand {shown(text)} has {len(suits)} suits: write spades.hearts."
                            "diamonds.clubs with three dots (nothing between two dots for a void), or - if "
                            "unknown")
    cards: list[Card] = []
    for suit, holding in zip(DISPLAY_ORDER, suits, strict=True):
        for letter in holding.upper():
            if letter not in _RANKS:
                raise NotationError(f"{name}'s hand has {letter!r} in {suit.name.lower()}, which is no rank: "
                                    "write A K Q J T 9 8 7 6 5 4 3 2")
            card = Card(suit, _RANKS[letter])
            if card in cards:
                raise NotationError(f"{name}'s hand holds the {card} twice")
            cards.append(card)
    if len(cards) > most:
        raise NotationError(f"{name}'s hand has {len(cards)} cards; a hand has at most {most}")
    return Hand(cards)


def _read_deal(value: str, name: str = "Deal", most: int = 13) -> Hands:
    """The hands of a Deal tag (of the tag ``name``, whose hands hold at most ``most`` cards)."""
    first, colon, rest = value.partition(":")
    if not colon or first.strip().upper() not in tuple(SEATS):
        raise NotationError(f"the {name} tag starts with the first hand's seat and a colon, like "
                            f"\"N:AKQ.JT9.8765.432 …\", not {value[:6]!r}")
    hands = rest.split()
    if len(hands) != 4:
        count = f"{len(hands)} hand{'' if len(hands) == 1 else 's'}"
        raise NotationError(f"the {name} tag has {count}, a deal has 4 (write - for a hand you do not know)")
    start = SEATS.index(first.strip().upper())
    read = {(start + i) % 4: _read_hand(text, (start + i) % 4, most) for i, text in enumerate(hands)}
    seen: dict[Card, int] = {}
    for seat in range(4):
        for card in read[seat] or ():
            if card in seen:
                raise NotationError(f"the {card} is in {_SEAT_NAMES[seen[card]]}'s hand and "
                                    f"in {_SEAT_NAMES[seat]}'s")
            seen[card] = seat
    return read[0], read[1], read[2], read[3]


def _optimum_row(text: str) -> tuple[tuple[Strain, int], int]:
    """One row of the OptimumResultTable, ``N NT  9``: ``((strain, declarer), tricks)``."""
    cells = text.split()
    if len(cells) != 3:
        raise NotationError(f"a row of the OptimumResultTable is a declarer, a strain and tricks, like "
                            f"N NT 9, not {shown(text.strip())}")
    seat, strain, tricks = cells
    if seat not in tuple(SEATS):
        raise NotationError(f"the declarer is N, E, S or W, not {shown(seat)}")
    if strain not in _STRAIN_LETTERS:
        raise NotationError(f"the strain is NT, S, H, D or C, not {shown(strain)}")
    if not re.fullmatch(r"[0-9]{1,2}", tricks) or int(tricks) > 13:
        raise NotationError(f"the tricks are a number from 0 to 13, not {shown(tricks)}")
    return (_STRAIN_LETTERS[strain], SEATS.index(seat)), int(tricks)


def _read_optimum(rows: Iterable[str], numbers: Iterable[int] | None = None) -> dict[tuple[Strain, int], int]:
    """The OptimumResultTable's rows as a table. With the rows' line ``numbers``, a bad row
    raises a :class:`PbnError` with its line; without, a NotationError with its row number."""
    table: dict[tuple[Strain, int], int] = {}
    lines = iter(numbers) if numbers is not None else None
    for row, text in enumerate(rows, 1):
        line = next(lines, 0) if lines is not None else 0
        try:
            key, tricks = _optimum_row(text)
            if key in table:
                raise NotationError(f"{SEATS[key[1]]} {key[0].letter} has a row already: one row a "
                                    "declarer and strain")
        except NotationError as error:
            if lines is None:
                raise NotationError(f"row {row} of the OptimumResultTable: {error}") from None
            raise PbnError(line, f"in the OptimumResultTable, {error}") from None
        table[key] = tricks
    return table


def _read_par_contracts(value: str, line: int) -> tuple[tuple[str, Contract], ...]:
    entries = [entry.strip() for entry in re.split(r"[;,]", value)]
    if [e.upper() for e in entries] in (["PASS"], ["NS PASS"], ["EW PASS"]):
        return ()
    contracts: list[tuple[str, Contract]] = []
    for entry in entries:
        match = _PAR_ENTRY.fullmatch(entry)
        if match is None:
            raise PbnError(line, f"the ParContract tag names who declares and the contract, like NS 4S, "
                                 f"EW 5DX or N 3NT (several between ;), or Pass, not {shown(entry)}")
        code = match.group(2).upper()
        contracts.append((match.group(1).upper(), Contract.parse(code.replace("NT", "N").replace("N", "NT"))))
    return tuple(contracts)


def _check_value(name: str, value: str) -> None:
    """Refuse a value that the tag ``name`` cannot hold (``?`` is "unknown" for any tag, and
    ``""`` "does not apply" for a tag of the mandatory set)."""
    if value == "?" or (value == "" and name in MANDATORY_TAGS):
        return
    if name in ("Dealer", "Auction", "Play") and value not in tuple(SEATS):
        raise NotationError(f"the {name} tag names a seat, N, E, S or W, not {shown(value)}")
    if name == "Declarer" and value not in (*SEATS, ""):
        raise NotationError(f"the Declarer tag names a seat, N, E, S or W, not {shown(value)}")
    if name == "Vulnerable" and value not in _VULNERABLE:
        raise NotationError(f"the Vulnerable tag is None, NS, EW or All, not {shown(value)}")
    if name == "Contract" and value not in ("", "Pass") and not _CONTRACT.fullmatch(value):
        raise NotationError(f"the Contract tag is a level, a strain and X or XX if doubled, like 4S, "
                            f"4SX, 3NT, or Pass for a passed-out deal, not {shown(value)}")
    if name == "Result" and value and _number(value, 2) not in range(14):
        raise NotationError(f"the Result tag is declarer's tricks, 0 to 13, not {shown(value)}")
    if name == "Board" and value and _number(value, 9) is None:
        raise NotationError(f"the Board tag is a board number (at most 9 digits), not {shown(value)}")
    if name == _OPTIMUM and not _OPTIMUM_COLUMNS.fullmatch(value):
        raise NotationError(f"the {_OPTIMUM} tag names its columns {OPTIMUM_HEADER} (declarer, strain, "
                            f"tricks), not {shown(value)}")
    if name == DEAL_TAG:
        _read_deal(value, DEAL_TAG, most=len(DECK))
    if name == "Date" and value and not re.fullmatch(r"[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}", value):
        raise NotationError(f"the Date tag is written YYYY.MM.DD (? for a digit you do not know), "
                            f"not {shown(value)}")


class _Builder:
    """One game being read, with the line of each thing read."""

    def __init__(self, previous: dict[str, str]) -> None:
        self.previous = previous
        self.tags: list[tuple[str, str]] = []
        self.names: set[str] = set()
        self.lines: list[tuple[str, int]] = []
        self.deal: Hands | None = None
        self.section: str | None = None  # the tag whose section the next lines are
        self.tokens: dict[str, list[tuple[str, int]]] = {"Auction": [], "Play": []}
        self.tables: list[tuple[int, list[str]]] = []
        self.table_lines: list[list[int]] = []  # the line of each table row

    def add_tag(self, number: int, name: str, value: str, rest: str) -> None:
        if name != "Note" and name in self.names:
            raise PbnError(number, f"the {name} tag is given twice in one game "
                                   "(leave an empty line between two games)")
        if value == "#":  # PBN: the same value as in the game before
            if name not in self.previous:
                raise PbnError(number, f"the {name} tag says # (as in the game before), "
                                       "but no game before has it")
            value = self.previous[name]
        try:
            _check_value(name, value)
            if name == "Deal" and value not in ("", "?"):
                self.deal = _read_deal(value)
                value = _deal_text(self.deal)  # written from North
        except NotationError as error:
            raise PbnError(number, str(error)) from None
        self.tags.append((name, value))
        self.names.add(name)
        self.lines.append((name, number))
        if name in _READ_SECTIONS:
            self.section = name
        elif name.endswith("Table"):
            self.section = name
            self.tables.append((len(self.tags) - 1, []))
            self.table_lines.append([])
        else:
            self.section = None
        if rest.strip():
            self.add_data(number, rest)

    def add_data(self, number: int, text: str) -> None:
        if self.section is None:
            raise PbnError(number, f"{shown(text.strip())} is not a tag like [Event \"…\"], and it does not "
                                   "follow an Auction or Play tag")
        if self.section in _READ_SECTIONS:
            if self.tags[-1][1] == "?":
                raise PbnError(number, f"the {self.section} tag says ? (unknown), but its section follows "
                                       "it: name the section's first seat, N, E, S or W")
            self.tokens[self.section].extend((token, number) for token in _TOKEN.findall(text))
        else:
            self.tables[-1][1].append(text.strip())
            self.table_lines[-1].append(number)

    def build(self) -> PbnGame:
        for (index, rows), numbers in zip(self.tables, self.table_lines, strict=True):
            if self.tags[index][0] == _OPTIMUM:
                _read_optimum(rows, numbers)
        calls, notes = self._auction()
        play = self._play()
        for name, value in self.tags:
            self.previous[name] = value
        return PbnGame(tuple(self.tags), self.deal, calls, notes, play,
                       tuple((i, tuple(lines)) for i, lines in self.tables), tuple(self.lines),
                       claimed=any(token == "*" for token, _ in self.tokens["Play"]))

    def _auction(self) -> tuple[tuple[Call, ...], tuple[tuple[int, int], ...]]:
        tokens = self.tokens["Auction"]
        if not tokens:
            return (), ()
        first = SEATS.index(dict(self.tags)["Auction"])
        auction = Auction(4, first)
        notes: list[tuple[int, int]] = []
        for token, number in tokens:
            if token.startswith("=") and token.endswith("=") and len(token) > 2:
                note = _number(token[1:-1], 9)
                if note is None:
                    raise PbnError(number, f"a note is written =n=, n a number of at most 9 digits, "
                                           f"not {shown(token)}")
                if not auction.calls:
                    raise PbnError(number, f"the note {token} comes before any call")
                notes.append((len(auction.calls) - 1, note))
                continue
            if token in ("*", "+", "-") or token.startswith("$"):  # end, continued, no call, NAG
                continue
            call_text = token.rstrip("!?")
            if call_text.upper() == "AP":
                if auction.is_over:
                    raise PbnError(number, "AP (all pass) comes after the auction is over")
                while not auction.is_over:
                    auction.push(PASS)
                continue
            try:
                call = parse_call(call_text)
            except NotationError:
                raise PbnError(number, f"cannot read {shown(token)} as a call: write Pass, X, XX, AP (all "
                                       "pass) or a bid like 1C, 3NT") from None
            if auction.is_over:
                raise PbnError(number, f"the auction is over before {shown(token)}: a call too many")
            why = auction.why_illegal(call)
            if why:
                raise PbnError(number, f"{_SEAT_NAMES[auction.to_call]} cannot call {token}: {why}")
            self.lines.append((f"call {len(auction.calls) + 1}", number))
            auction.push(call)
        return tuple(auction.calls), tuple(notes)

    def _play(self) -> tuple[tuple[Card | None, ...], ...]:
        tokens = [(t, n) for t, n in self.tokens["Play"]
                  if t not in ("*", "+") and not t.startswith("$") and not t.startswith("=")]
        if not tokens:
            return ()
        first = SEATS.index(dict(self.tags)["Play"])
        tricks: list[tuple[Card | None, ...]] = []
        seen: dict[Card, int] = {}
        for start in range(0, len(tokens), 4):
            chunk = tokens[start:start + 4]
            trick: list[Card | None] = []
            self.lines.append((f"trick {len(tricks) + 1}", chunk[0][1]))
            if len(tricks) == 13:
                raise PbnError(chunk[0][1], "the Play section has more than 13 tricks")
            for column, (token, number) in enumerate(chunk):
                if token == "-":
                    trick.append(None)
                    continue
                try:
                    card = Card.parse(token.rstrip("!?"))
                except NotationError:
                    raise PbnError(number, f"cannot read {shown(token)} as a card: write the suit then the "
                                           "rank, like SA, HT, C2, or - for a card not played") from None
                seat = (first + column) % 4
                if card in seen:
                    raise PbnError(number, f"the {card} is played twice")
                seen[card] = seat
                hand = self.deal[seat] if self.deal else None
                if hand is not None and card not in hand:
                    raise PbnError(number, f"{_SEAT_NAMES[seat]} plays the {card} (the cards of a trick "
                                           f"are written in seat order from {SEATS[first]}), but the Deal "
                                           "does not give it to him")
                trick.append(card)
            tricks.append((*trick, *[None] * (4 - len(trick))))  # the last trick, cut short: not played
        return tuple(tricks)


def read_pbn(text: str) -> list[PbnGame]:
    """Read every game of a PBN text. A malformed text raises :class:`PbnError` (a
    :class:`~honeymoon.errors.NotationError`) naming the line and the reason; nothing is
    half-read. A text of more than :data:`MAX_PBN_LENGTH` characters is refused with a
    :class:`~honeymoon.errors.NotationError` before it is read.

    >>> read_pbn('[Board "1"]\\n[Dealer "X"]')
    Traceback (most recent call last):
    ...
    honeymoon.pbn.notation.PbnError: line 2: the Dealer tag names a seat, N, E, S or W, not 'X'
    """
    if not isinstance(text, str):
        raise NotationError(f"read_pbn reads the text of a PBN file, not {type(text).__name__}")
    if len(text) > MAX_PBN_LENGTH:
        raise NotationError(f"the text has {len(text):,} characters, and read_pbn reads at most "
                            f"{MAX_PBN_LENGTH:,}: split the file in smaller ones")
    games: list[PbnGame] = []
    previous: dict[str, str] = {}
    current = _Builder(previous)
    in_comment = False
    # Only a line feed ends a line (str.splitlines would end one at \x85 or \u2028 in a value too).
    lines = text.removeprefix("\ufeff").removesuffix("\n").split("\n")
    for number, raw in enumerate((line.removesuffix("\r") for line in lines), 1):
        if not in_comment and raw.startswith("%"):
            continue  # an escaped line: PBN version, export notes
        was_in_comment = in_comment
        line, in_comment = _strip_comments(raw, in_comment)
        if not line.strip():
            if not raw.strip() and not was_in_comment and current.tags:
                games.append(current.build())
                current = _Builder(previous)
            continue
        stripped = line.strip()
        if stripped.startswith("["):
            match = _TAG.fullmatch(stripped)
            if match is None:
                raise PbnError(number, f"cannot read {shown(stripped)} as a tag: write [Name \"value\"], the "
                                       "value in double quotes (\\\" for a quote inside it)")
            name, value, rest = match.groups()
            value = "".join(_ESCAPE.split(value))  # split keeps each escaped character (quicker than sub)
            current.add_tag(number, name, value, rest)
        else:
            current.add_data(number, line)
    if in_comment:
        raise PbnError(len(lines), "a comment opened with { is never closed with }")
    if current.tags:
        games.append(current.build())
    return games


# --- writing ---------------------------------------------------------------------------------------
def _quote(value: str) -> str:
    """The value in quotes; a backslash is doubled only where it would read as an escape
    (before a quote, a backslash or the end), so tables' ``\\2R`` stay as they were."""
    return '"' + re.sub(r'\\(?=[\\"]|\Z)', r"\\\\", value).replace('"', '\\"') + '"'


def _hand_text(hand: Hand | None) -> str:
    return "-" if hand is None else hand.pbn()


def _deal_text(hands: Hands) -> str:
    """A Deal tag's value, from North: ``N:AKQ.JT9.8765.432 - - -``."""
    return "N:" + " ".join(_hand_text(hand) for hand in hands)


def _write_game(record: PbnGame) -> list[str]:
    out: list[str] = []
    tables = dict(record.tables)
    notes: dict[int, list[int]] = {}
    for index, number in record.auction_notes:
        notes.setdefault(index, []).append(number)
    for index, (name, value) in enumerate(record.tags):
        out.append(f"[{name} {_quote(value)}]")
        if name == "Auction":
            tokens: list[str] = []
            for i, call in enumerate(record.auction):
                tokens.append(call.code + "".join(f" ={n}=" for n in notes.get(i, [])))
            out.extend(" ".join(tokens[i:i + 4]) for i in range(0, len(tokens), 4))
        elif name == "Play":
            out.extend(" ".join("-" if c is None else c.suit.letter + c.rank.letter for c in trick)
                       for trick in record.play)
            if record.claimed:
                out.append("*")
        out.extend(tables.get(index, ()))
    return out


def write_pbn(games: Iterable[PbnGame]) -> str:
    """The PBN text of ``games``: the :data:`HEADER` line, then the games, an empty line
    between two; :func:`read_pbn` reads it back as equal values.

    >>> [record] = read_pbn('[Board "7"]\\n[Deal "W:AKQJ.T98.765.432 - - -"]')
    >>> print(write_pbn([record, record]), end="")
    % PBN 2.1
    [Board "7"]
    [Deal "N:- - - AKQJ.T98.765.432"]
    <BLANKLINE>
    [Board "7"]
    [Deal "N:- - - AKQJ.T98.765.432"]
    """
    blocks: list[str] = []
    for record in games:
        if not isinstance(record, PbnGame):
            raise NotationError(f"write_pbn writes PbnGame values, not {type(record).__name__}")
        blocks.append("\n".join(_write_game(record)) + "\n")
    return f"{HEADER}\n" + "\n".join(blocks)


# --- the double-dummy analysis ------------------------------------------------------------------------
def _full_hands(deal: Hands | None) -> list[Hand] | None:
    """The hands the analysis takes: all four, or North's and East's when South and West are
    unknown (the two-player forms); each of 13 cards. ``None`` for any other deal."""
    if deal is None or any(hand is not None and len(hand) != 13 for hand in deal):
        return None
    if all(hand is not None for hand in deal):
        return [hand for hand in deal if hand is not None]
    if deal[0] is not None and deal[1] is not None and deal[2] is None and deal[3] is None:
        return [deal[0], deal[1]]
    return None


def with_analysis(record: PbnGame) -> PbnGame:
    """The same game with its double-dummy analysis: the tags ``OptimumScore`` and
    ``ParContract`` and the ``OptimumResultTable`` section, computed by
    :func:`~honeymoon.analysis.dd_table` and :func:`~honeymoon.par.par` (duplicate
    scoring, as par tables use, at the Vulnerable tag's vulnerability, the Dealer tag's dealer
    bidding first; none and North without them). They replace any the game had, and come
    after its other tags (before the project's tag).

    The Deal tag must give four hands of 13 cards, or North's and East's with South and West
    unknown (``-``): the two hands of the two-player forms, analysed as two seats (rows for
    N and E only). Four hands need endplay (the ``course`` extra).

    North holds the thirteen spades, East the thirteen hearts: at no-trump whoever leads takes
    every trick, and a player whose suit is trumps takes them all.

    >>> [record] = read_pbn('''[Dealer "N"]
    ... [Deal "N:AKQJT98765432... .AKQJT98765432.. - -"]''')
    >>> print(write_pbn([with_analysis(record)]), end="")
    % PBN 2.1
    [Dealer "N"]
    [Deal "N:AKQJT98765432... .AKQJT98765432.. - -"]
    [OptimumScore "NS 1510"]
    [ParContract "N 7S"]
    [OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
    N NT  0
    N  S 13
    N  H  0
    N  D  0
    N  C  0
    E NT  0
    E  S  0
    E  H 13
    E  D  0
    E  C  0
    """
    if not isinstance(record, PbnGame):
        raise NotationError(f"with_analysis takes a PbnGame (read by read_pbn), not {type(record).__name__}")
    hands = _full_hands(record.deal)
    if hands is None:
        raise NotationError("the double-dummy analysis needs the Deal tag with four hands of 13 cards, or "
                            "North's and East's with South and West written -")
    from honeymoon.analysis import dd_table
    from honeymoon.par import par

    table = dd_table(hands)
    seats = len(hands)
    vulnerable = record.vulnerable or "None"
    result = par(table, vulnerable=(vulnerable in ("NS", "All"), vulnerable in ("EW", "All")),
                 dealer=(record.dealer or 0) % seats, duplicate=True)
    if result.contract is None or result.declarer is None:
        contract = "Pass"
    else:
        declarer, strain = result.declarer, result.contract.strain
        both = seats == 4 and table[strain, (declarer + 2) % 4] == table[strain, declarer]
        over = result.tricks - result.contract.tricks_needed
        contract = (f"{('NS', 'EW')[declarer % 2] if both else SEATS[declarer]} {result.contract.code}"
                    + (f"{over:+d}" if over else ""))
    score = f"NS {result.score}" if result.score >= 0 else f"EW {-result.score}"
    rows = tuple(f"{SEATS[seat]} {strain.letter:>2} {table[strain, seat]:>2}"
                 for seat in range(seats) for strain in _OPTIMUM_STRAINS)
    # Every tag with its section, the old analysis left out, the new one before the project's tag.
    sections = dict(record.tables)
    kept = [(tag, sections.get(index)) for index, tag in enumerate(record.tags)
            if tag[0] not in _ANALYSIS_TAGS]
    at = next((i for i, ((name, _), _) in enumerate(kept) if name == PROJECT_TAG), len(kept))
    kept[at:at] = [(("OptimumScore", score), None), (("ParContract", contract), None),
                   ((_OPTIMUM, OPTIMUM_HEADER), rows)]
    tags = tuple(tag for tag, _ in kept)
    tables = tuple((index, lines) for index, (_, lines) in enumerate(kept) if lines is not None)
    lines = tuple((what, line) for what, line in record.lines if what not in _ANALYSIS_TAGS)
    return PbnGame(tags, record.deal, record.auction, record.auction_notes, record.play, tables, lines,
                   record.claimed)
