"""Reading a learner's answer as people write it.

A learner answers in a widget, or in an ``answer = …`` cell, and writes what comes to mind: a
number as ``12`` or ``"12"``, a call as ``"3H"`` or ``"3♥"``, a yes-or-no as ``False``,
``"false"`` or ``"no"``, cards as ``"♥3 AS"``, names as ``"West East North"``. Each reader here
turns one kind of answer into the library's value, or raises
:class:`~honeymoon.errors.NotationError` with what to write instead, in words a learner reads
("write a number, like 12"); a checker shows that as "cannot be read", and counts no try.

>>> read_number(" 1,720 "), read_yes_no("False"), read_card("♥3"), read_call("3h")
(1720, False, Card.parse('3H'), Bid.parse('3H'))
>>> print(*sorted(read_cards("AS, kh ♦2")))
♦2 ♥K ♠A
>>> read_names("west east", ["North", "East", "South", "West"])
('West', 'East')
>>> read_choice("Cannot tell", ["improve", "lengthen", "cannot tell"])
'cannot tell'
>>> read_yes_no("maybe")
Traceback (most recent call last):
...
honeymoon.errors.NotationError: answer yes or no (True or False), not 'maybe'
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence

from honeymoon.calls import Call, Contract, parse_call
from honeymoon.cards import Card
from honeymoon.errors import NotationError, shown

__all__ = [
    "read_call",
    "read_card",
    "read_cards",
    "read_choice",
    "read_contract",
    "read_names",
    "read_number",
    "read_result",
    "read_shape",
    "read_yes_no",
]

#: The units a learner may write after a number (any case): they are read past.
UNITS = re.compile(r"(?<=\d)\s*(hcp|points?|pts?|tricks?|cards?|losers?|quick tricks?|spades?|bids?|%)\.?$",
                   re.IGNORECASE)
#: The words read as yes and as no (any case), in the course's languages.
YES = frozenset({"yes", "y", "true", "t", "oui", "ja", "j", "1"})
NO = frozenset({"no", "n", "false", "f", "non", "nee", "nein", "0"})


def read_number(answer: object) -> int | float:
    """The number a learner wrote, given as one or as text: ``12``, ``"12"``, ``" -2 "``,
    ``"1,720"`` (a comma between thousands), ``"1.5"``, ``"1,5"`` (a decimal comma) or ``"1½"``, with
    the unit after it if the learner writes one (``"19 HCP"``, ``"120 points"``, ``"9 tricks"``).
    Text without a fraction reads as a whole number.

    >>> read_number("12"), read_number(" -2 "), read_number("1,5"), read_number("19 HCP"), read_number("3½")
    (12, -2, 1.5, 19, 3.5)
    >>> read_number(True)
    Traceback (most recent call last):
    ...
    honeymoon.errors.NotationError: write a number, not True
    """
    if isinstance(answer, str):
        text = UNITS.sub("", answer.strip()).strip().replace("½", ".5").replace(" .5", ".5")
        text = text.replace(",", "") if re.fullmatch(r"-?\d{1,3}(,\d{3})+", text) else text.replace(",", ".")
        if re.fullmatch(r"[-+]?\d+", text):
            return int(text)
        try:
            value = float(text)
        except ValueError:
            value = math.nan
    elif isinstance(answer, bool) or not isinstance(answer, int | float):
        raise NotationError(f"write a number, not {shown(answer)}")
    elif isinstance(answer, int):
        return answer  # as it is: a huge whole number is too big for a float
    else:
        value = answer
    if not math.isfinite(value):
        raise NotationError(f"write a number, not {shown(answer)}")
    return value


def read_result(answer: object) -> int:
    """A contract's result in tricks over (+) or short (−) of it: ``"made"`` or ``"exactly"``
    (0), ``"+1"``, ``"1 over"``, ``"made, 2 over"``, ``"down 2"``, ``"2 short"``, ``"-2"``, or a
    whole number; the verbs of the explanations too (``"makes"``, ``"goes down 1"``,
    ``"fails by 2"``).

    >>> read_result("made"), read_result("1 over"), read_result("Down 2"), read_result(-1)
    (0, 1, -2, -1)
    >>> read_result("makes"), read_result("goes down 1"), read_result("fails by 2")
    (0, -1, -2)
    """
    if isinstance(answer, int) and not isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        text = " ".join(answer.lower().replace(",", " ").rstrip(".").split())
        # The contract's own verbs, as the explanations write them: "makes", "goes down 1".
        text = re.sub(r"^(?:it |the contract )?(?:makes|make|made it|was made)\b", "made", text)
        text = re.sub(r"^(?:it |the contract )?(?:goes|go|went|is|was) (down|short)\b", r"\1", text)
        text = re.sub(r"^(down|short|fails|failed) by\b", "down", text)
        if text in ("made", "made exactly", "exactly", "just made", "0"):
            return 0
        number = re.fullmatch(r"([+-]?)(\d+)", text)
        if number:
            return -int(number[2]) if number[1] == "-" else int(number[2])
        over = re.fullmatch(r"(?:made )?(?:with )?\+?(\d+) (?:over|overtricks?)|(?:made |up )\+?(\d+)", text)
        if over:
            return int(over[1] or over[2])
        short = re.fullmatch(r"(?:down|minus|short by|off) (\d+)|(\d+) (?:down|short|off|undertricks?)", text)
        if short:
            return -int(short[1] or short[2])
    raise NotationError(f'write "made", "down 2" or "1 over" (or 0, -2, +1), not {shown(answer)}')


def read_shape(answer: object) -> tuple[int, ...]:
    """A hand's shape, its four suit lengths longest first: ``"5-4-3-1"``, ``"5431"``,
    ``"5 4 3 1"`` or ``(5, 4, 3, 1)``, in any order (they are sorted); 13 cards in all.

    >>> read_shape("4-3-5-1"), read_shape("5431")
    ((5, 4, 3, 1), (5, 4, 3, 1))
    """
    if isinstance(answer, str):
        text = answer.strip()
        parts: list[object] = list(text) if re.fullmatch(r"\d{4}", text) else re.split(r"[\s,\-–]+", text)
    elif isinstance(answer, Sequence) and not isinstance(answer, bytes):
        parts = list(answer)
    else:
        raise NotationError(f'write a shape as four suit lengths, like "5-4-3-1", not {shown(answer)}')
    lengths = []
    for part in parts:
        if isinstance(part, str) and part.isdigit():
            lengths.append(int(part))
        elif isinstance(part, int) and not isinstance(part, bool):
            lengths.append(part)
        else:
            lengths = []
            break
    if len(lengths) != 4 or sum(lengths) != 13 or min(lengths) < 0:
        raise NotationError(f'write a shape as four suit lengths adding up to 13, like "5-4-3-1", '
                            f"not {shown(answer)}")
    return tuple(sorted(lengths, reverse=True))


def read_yes_no(answer: object) -> bool:
    """``True`` or ``False``, or their words as text in any case (``"false"``, ``"yes"``,
    ``"no"``, ``"oui"``, ``"nee"``…).

    >>> read_yes_no(True), read_yes_no(" NO "), read_yes_no("true")
    (True, False, True)
    """
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        word = answer.strip().lower()
        if word in YES:
            return True
        if word in NO:
            return False
    raise NotationError(f"answer yes or no (True or False), not {shown(answer)}")


def read_card(answer: object) -> Card:
    """One card: a :class:`~honeymoon.cards.Card`, or its text in any common notation (``"2S"``,
    ``"S2"``, ``"♠2"``, ``"10♥"``, any case).

    >>> print(read_card("s2"), read_card(" 10♥ "))
    ♠2 ♥10
    """
    if isinstance(answer, Card):
        return answer
    if not isinstance(answer, str):
        raise NotationError(f'write one card, like "2S" or "♠2", not {shown(answer)}')
    return Card.parse(answer.strip())


def read_cards(answer: object) -> frozenset[Card]:
    """Some cards, as text with spaces or commas between them (``"♥Q ♥4"``, ``"QH, 4H"``) or
    as a list of cards or their texts; each card once.

    >>> sorted(read_cards(["QH", "4H"])) == sorted(read_cards("♥q,♥4"))
    True
    >>> read_cards("QH QH")
    Traceback (most recent call last):
    ...
    honeymoon.errors.NotationError: each card once: ♥Q is written twice
    """
    if isinstance(answer, Card):
        return frozenset({answer})
    if isinstance(answer, str):
        items: Iterable[object] = answer.replace(",", " ").split()
    elif isinstance(answer, Iterable) and not isinstance(answer, bytes | dict):
        items = answer
    else:
        raise NotationError(f'write cards as text, like "QH 4H", not {shown(answer)}')
    cards: list[Card] = []
    for item in items:
        card = read_card(item)
        if card in cards:
            raise NotationError(f"each card once: {card} is written twice")
        cards.append(card)
    return frozenset(cards)


def read_call(answer: object) -> Call:
    """A call of the auction: a bid (``"3H"``, ``"3♥"``, ``"1NT"``), ``"pass"``, ``"X"`` (double)
    or ``"XX"`` (redouble), or a :class:`~honeymoon.calls.Call`.

    >>> print(read_call(" pass "), read_call("1nt"))
    Pass 1NT
    """
    if isinstance(answer, Call):
        return answer
    if not isinstance(answer, str):
        raise NotationError(f'write a call as text, like "3H", "pass" or "X", not {shown(answer)}')
    return parse_call(answer.strip())


def read_contract(answer: object) -> Contract:
    """A contract: ``"4S"``, ``"3NTX"`` (doubled), ``"6♥XX"`` (redoubled), or a
    :class:`~honeymoon.calls.Contract`.

    >>> print(read_contract("4sx"))
    4♠X
    """
    if isinstance(answer, Contract):
        return answer
    if not isinstance(answer, str):
        raise NotationError(f'write a contract as text, like "4S" or "3NTX", not {shown(answer)}')
    return Contract.parse(answer.strip())


def read_names(answer: object, names: Sequence[str]) -> tuple[str, ...]:
    """Some of ``names`` (seats, players), in the order written: text with spaces, commas or
    "and" between them (``"West East North"``, ``"Anna and Ben"``, any case) or a list; each
    name once. ``"both"`` (of two names) and ``"all"`` give every name.

    >>> read_names(["anna"], ["Anna", "Ben"])
    ('Anna',)
    >>> read_names("Ben and Anna", ["Anna", "Ben"]), read_names("Both", ["Anna", "Ben"])
    (('Ben', 'Anna'), ('Anna', 'Ben'))
    >>> read_names("Anna Cleo", ["Anna", "Ben"])
    Traceback (most recent call last):
    ...
    honeymoon.errors.NotationError: write names of Anna and Ben, not 'Cleo'
    """
    if isinstance(answer, str):
        words = answer.replace(",", " ").replace("&", " ").split()
        if [word.lower() for word in words] in (["both"], ["all"], ["everyone"]):
            if words[0].lower() == "both" and len(names) != 2:
                raise NotationError(f"there are {len(names)} to choose from, not two: write their names")
            return tuple(names)
        items: list[object] = [word for word in words if word.lower() != "and"]
    elif isinstance(answer, Iterable) and not isinstance(answer, bytes | dict):
        items = list(answer)
    else:
        raise NotationError(f'write names as text, like "{" ".join(names[:2])}", not {shown(answer)}')
    known = {name.lower(): name for name in names}
    found: list[str] = []
    for item in items:
        name = known.get(item.strip().lower()) if isinstance(item, str) else None
        if name is None:
            listed = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]
            raise NotationError(f"write names of {listed}, not {shown(item)}")
        if name in found:
            raise NotationError(f"each name once: {name} is written twice")
        found.append(name)
    if not found:
        raise NotationError("write at least one name")
    return tuple(found)


def read_choice(answer: object, options: Sequence[str]) -> str:
    """One of ``options``, written as it is listed (any case, spaces around it ignored), or by
    its first words where no other option begins with them.

    >>> read_choice(" LENGTHEN", ["improve", "lengthen"]), read_choice("take", ["take it", "refuse it"])
    ('lengthen', 'take it')
    """
    if isinstance(answer, str):
        wanted = " ".join(answer.split()).lower()
        for option in options:
            if option.lower() == wanted:
                return option
        # The first words of one option alone ("take" for "take it") name it too.
        starting = [option for option in options if wanted and f"{option.lower()} ".startswith(f"{wanted} ")]
        if len(starting) == 1:
            return starting[0]
    quoted = ", ".join(f'"{option}"' for option in options)
    raise NotationError(f"answer one of {quoted}, not {shown(answer)}")
