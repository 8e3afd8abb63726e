"""Checks shared by the forms' option sets: one message for each kind of bad option.

Each form declares its options as a frozen dataclass (:class:`honeymoon.bridge.BridgeOptions`,
:class:`honeymoon.boerenbridge.BoerenbridgeOptions`); these helpers validate the values a
learner passes to :func:`honeymoon.new_game` and write the options back as JSON for a save.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from honeymoon.errors import ConfigError

__all__ = ["check_flags", "check_known", "check_names", "check_player", "is_player", "options_to_dict"]


def check_known(form: str, given: dict[str, Any], allowed: set[str] | frozenset[str]) -> None:
    """Refuse an option the form does not have, listing the ones it has."""
    for key in given:
        if key not in allowed:
            raise ConfigError(f"{form} has no option {key!r}; its options are {', '.join(sorted(allowed))}")


def check_flags(values: dict[str, Any], *keys: str) -> None:
    """Refuse a yes/no option that is not ``True`` or ``False``."""
    for key in keys:
        if key in values and not isinstance(values[key], bool):
            raise ConfigError(f"{key} is True or False, not {values[key]!r}")


def is_player(value: Any, players: int) -> bool:
    """Whether ``value`` is a player (or seat) number from 0 to ``players`` − 1: an ``int``,
    never a ``bool`` (``True`` would otherwise pass for player 1)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def check_player(value: Any, players: int, what: str) -> None:
    """Refuse a player number outside 0 … players − 1 (``None`` is allowed: not given)."""
    if value is not None and not is_player(value, players):
        raise ConfigError(f"{what} is a player from 0 to {players - 1}, not {value!r}")


def check_names(names: Any, count: int) -> tuple[str, ...]:
    """``count`` different, non-empty names, as a tuple."""
    if (isinstance(names, str) or not isinstance(names, Sequence) or len(names) != count
            or not all(isinstance(n, str) and n for n in names) or len(set(names)) != count):
        raise ConfigError(f"names lists {count} different names for the score sheet, not {names!r}")
    return tuple(names)


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
