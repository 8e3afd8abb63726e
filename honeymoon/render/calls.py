"""Calls and contracts: a call as coloured text, the auction as the usual table (a column per
player, a row per round), a contract alone or as the sentence "4♠ by Anna, 10 tricks to make".

>>> auction_html(["1NT", "Pass"], first=0, players=2).count("hm-call-cell")
2
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.calls import Contract, parse_call
from honeymoon.render.style import _CELL, _ROW, TEXT_BLACK, _text_color
from honeymoon.render.table import _names, _seat_classes

if TYPE_CHECKING:
    from honeymoon.calls import Call

__all__ = ["auction_html", "call_html", "contract_html"]


def call_html(call: Call) -> str:
    """A call as coloured text: bids in their strain's colour, ``Pass``, ``X``, ``XX``.

    >>> call_html(parse_call("4H"))
    '<span class="hm-call bid" style="color:#e0243a" title="4 hearts">4♥</span>'
    """
    strain = getattr(call, "strain", None)
    color = _text_color(strain.suit) if strain is not None else TEXT_BLACK
    kind = type(call).__name__.lower()
    return (f'<span class="hm-call {kind}" style="color:{color}" title="{escape(_call_name(call))}">'
            f"{escape(str(call))}</span>")


def _call_name(call: Call) -> str:
    strain = getattr(call, "strain", None)
    if strain is None:
        return type(call).__name__.lower()
    what = "no-trump" if strain.suit is None else strain.suit.name.lower()
    return f"{getattr(call, 'level', '')} {what}"


def auction_html(calls: Sequence[Call | str], *, first: int, players: int,
                 names: Sequence[str] | None = None, dealer: int | None = None) -> str:
    """The auction as the usual table: a column per player (headed by ``names``, or North East
    South West for four players, else Player 0, Player 1…), a row per round, the dealer's column
    marked. Four players sit in their fixed order, the first call in ``first``'s column (empty
    cells before it), as bridge writes it; two or three players are listed from ``first``, the
    first to call, so that no box before the first call looks like a call missing.
    ``calls`` are :class:`~honeymoon.calls.Call` objects (or their text).

    >>> html = auction_html(["1NT", "Pass"], first=1, players=2, dealer=0)
    >>> html.count("<td"), html.count("hm-dealer"), html.index("Player 1") < html.index("Player 0")
    (2, 1, True)
    """
    if not 0 <= first < players:
        raise ValueError(f"first is a player from 0 to {players - 1}, not {first!r}")
    read = [parse_call(c) if isinstance(c, str) else c for c in calls]
    heads = _names(players, names)
    compass = names is None and players == 4
    order = list(range(players)) if players == 4 else [(first + k) % players for k in range(players)]
    blanks = order.index(first)
    cells = [f"<td style='{_CELL}'></td>"] * blanks + [
        f"<td class='hm-call-cell' style='{_CELL}'>{call_html(call)}</td>" for call in read]
    cells += [f"<td style='{_CELL}'></td>"] * (-len(cells) % players or (players if not cells else 0))
    rows = "".join(f"<tr style='{_ROW}'>{''.join(cells[i:i + players])}</tr>"
                   for i in range(0, len(cells), players))
    head = "".join(
        f"<th class='hm-player {_seat_classes(p, compass)}{' hm-dealer' if p == dealer else ''}' "
        f"scope='col' style='{_CELL};border-bottom:1px solid #888'>{escape(heads[p])}"
        + ("<br/><small title='the dealer'>dealer</small>" if p == dealer else "") + "</th>"
        for p in order)
    said = "; ".join(f"{heads[(first + i) % players]} {_call_name(call)}" for i, call in enumerate(read))
    return (f"<table class='hm-auction' aria-label='{escape('auction: ' + (said or 'no call yet'))}' "
            f"style='border-collapse:collapse;margin:0.3em 0'><thead><tr style='{_ROW}'>{head}</tr></thead>"
            f"<tbody>{rows}</tbody></table>")


def contract_html(contract: Contract, declarer: str | None = None) -> str:
    """A contract in its strain's colour: ``4♠X``; with ``declarer`` (a name), the sentence
    ``4♠X by Anna, 10 tricks to make``.

    >>> contract_html(Contract.parse("3NT"))
    '<span class="hm-contract" style="color:currentColor" title="9 tricks needed">3NT</span>'
    """
    shown = (f'<span class="hm-contract" style="color:{_text_color(contract.trump)}" '
             f'title="{contract.tricks_needed} tricks needed">{escape(str(contract))}</span>')
    if declarer is None:
        return shown
    return (f'<span class="hm-contract-line">{shown} by <span class="hm-declarer">{escape(declarer)}</span>, '
            f"{contract.tricks_needed} tricks to make</span>")
