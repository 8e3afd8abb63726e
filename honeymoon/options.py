"""Checks shared by the forms' option sets: one message for each kind of bad option.

Each form declares its options as a frozen dataclass (:class:`honeymoon.forms.BridgeOptions`,
:class:`honeymoon.boerenbridge.BoerenbridgeOptions`); these helpers validate the values a
learner passes to :func:`honeymoon.new_game` and write the options back as JSON for a save.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from honeymoon.errors import ConfigError, NotationError, shown

__all__ = ["MAX_DEALS", "MAX_NAME_LENGTH", "check_deck", "check_flags", "check_known", "check_list",
           "check_names", "check_player", "check_sides", "is_player", "options_to_dict"]


def check_known(form: str, given: dict[str, Any], allowed: set[str] | frozenset[str]) -> None:
    """Refuse an option the form does not have, listing the ones it has."""
    for key in given:
        if key not in allowed:
            raise ConfigError(f"{form} has no option {shown(key)}; "
                              f"its options are {', '.join(sorted(allowed))}")


def check_flags(values: dict[str, Any], *keys: str) -> None:
    """Refuse a yes/no option that is not ``True`` or ``False``."""
    for key in keys:
        if key in values and not isinstance(values[key], bool):
            raise ConfigError(f"{key} is True or False, not {shown(values[key])}")


def is_player(value: Any, players: int) -> bool:
    """Whether ``value`` is a player (or seat) number from 0 to ``players`` − 1: an ``int``,
    never a ``bool`` (``True`` would otherwise pass for player 1)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def check_player(value: Any, players: int, what: str) -> None:
    """Refuse a player number outside 0 … players − 1 (``None`` is allowed: not given)."""
    if value is not None and not is_player(value, players):
        raise ConfigError(f"{what} is a player from 0 to {players - 1}, not {shown(value)}")


def check_sides(value: Any, sides: int, name: str) -> tuple[int, ...]:
    """A list of different sides, each from 0 to ``sides`` − 1, as a sorted tuple.

    >>> check_sides([1, 0], 2, "vulnerable"), check_sides((), 2, "vulnerable")
    ((0, 1), ())
    >>> check_sides("NS", 2, "vulnerable")
    Traceback (most recent call last):
    ...
    honeymoon.errors.ConfigError: vulnerable is a list of different sides from 0 to 1, not 'NS'
    """
    if (isinstance(value, str) or not isinstance(value, Sequence) or len(value) > sides
            or not all(is_player(side, sides) for side in value) or len(set(value)) != len(value)):
        raise ConfigError(f"{name} is a list of different sides from 0 to {sides - 1}, not {shown(value)}")
    return tuple(sorted(value))


#: The most deals an option may list (explicit deck orders, a Boerenbridge schedule): far more
#: than any lesson or evening needs, and few enough that every game made can be saved.
MAX_DEALS = 100


def check_list(value: Any, name: str, what: str) -> Sequence[Any]:
    """``value`` as a list of at most :data:`MAX_DEALS` items (``what`` says what it lists)."""
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise ConfigError(f"{name} is a list of {what}, not {shown(value)}")
    if len(value) > MAX_DEALS:
        raise ConfigError(f"{name} lists {len(value):,} deals; a game has at most {MAX_DEALS}")
    return value


#: The longest name of a player or a side, in characters.
MAX_NAME_LENGTH = 40
# Bidi embeddings, overrides and isolates: they reorder the text shown after the name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _name_problem(name: Any) -> str | None:
    """What keeps ``name`` from being a name (see :func:`check_names`), or ``None``."""
    if not isinstance(name, str):
        return "is not text"
    if not name:
        return "is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"has {len(name):,} characters"
    for char in name:
        if unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _BIDI_CONTROLS:
            return f"holds the character U+{ord(char):04X}, which no name may hold"
    if name[0].isspace() or name[-1].isspace():
        return "starts or ends with a space"
    return None


def check_names(names: Any, count: int | None, what: str = "names") -> tuple[str, ...]:
    """``count`` different names (two or more if ``count`` is ``None``), as a tuple.

    A name is 1 to :data:`MAX_NAME_LENGTH` characters of any script: letters, marks, digits,
    punctuation, symbols (emoji too) and spaces between them. It may not hold a control
    character (a tab, a line break, U+0085), a line or paragraph separator (U+2028, U+2029), a
    lone surrogate (no file can hold one) or a control that reorders the text after it
    (U+202A–U+202E, U+2066–U+2069), nor start or end with a space: every name can be saved,
    written to a PBN file and shown on one line.
    """
    wanted = "two or more" if count is None else str(count)
    if (isinstance(names, str) or not isinstance(names, Sequence)
            or (len(names) < 2 if count is None else len(names) != count)):
        raise ConfigError(f"{what} lists {wanted} different names for the score sheet, not {shown(names)}")
    for name in names:
        problem = _name_problem(name)
        if problem is not None:
            raise ConfigError(f"{what}: the name {shown(name)} {problem}; a name is 1 to {MAX_NAME_LENGTH} "
                              "letters, digits, marks, punctuation, symbols and spaces between them")
    if len(set(names)) != len(names):
        raise ConfigError(f"{what} lists {wanted} different names for the score sheet, not {shown(names)}")
    return tuple(names)


def check_deck(deck: Any, full: Sequence[Any], read: Callable[[str], Any]) -> tuple[Any, ...]:
    """An explicit deal of the pack ``full``, each card once: text or a sequence of cards (of
    the pack's kinds) or of texts that ``read`` reads."""
    if isinstance(deck, str):
        items: list[Any] = deck.split()
    elif isinstance(deck, Sequence):
        items = list(deck)
    else:
        raise ConfigError(f"an explicit deal is a deck order of {len(full)} cards, as text or a list, "
                          f"not {shown(deck)}")
    if len(items) != len(full):
        raise ConfigError(f"an explicit deal lists each of the {len(full)} cards once, "
                          f"not {len(items):,} cards")
    kinds = tuple({type(card) for card in full})
    cards = []
    for item in items:
        if isinstance(item, kinds):
            cards.append(item)
        elif isinstance(item, str):
            try:
                cards.append(read(item))
            except NotationError as error:
                raise ConfigError(f"an explicit deal must list cards: {error}") from None
        else:
            raise ConfigError(f"an explicit deal lists cards or their codes, not {shown(item)}")
    if set(cards) != set(full):
        raise ConfigError(f"an explicit deal lists each of the {len(full)} cards once (got "
                          f"{len(set(cards))} different)")
    return tuple(cards)


def options_to_dict(options: Any) -> dict[str, Any]:
    """The options of a dataclass that differ from their defaults, as JSON-ready values
    (explicit deals as card codes, tuples as lists)."""
    out: dict[str, Any] = {}
    for item in fields(options):
        value = getattr(options, item.name)
        if value == item.default:
            continue
        if item.name == "deals":
            value = [" ".join(card.code for card in deck) for deck in value]
        elif isinstance(value, tuple):
            value = list(value)
        out[item.name] = value
    return out
