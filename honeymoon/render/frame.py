"""What the picture of every game's view shares: its frame (a head line, whose turn it is, the
table and the panels beside it), the panels, the players' names and the scores panel.
:mod:`honeymoon.render.bridge` and :mod:`honeymoon.render.boerenbridge` fill it in.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from honeymoon.cards import Card
from honeymoon.game import Phase
from honeymoon.render.cards import card_html
from honeymoon.views import BridgeView

if TYPE_CHECKING:
    from honeymoon.cards import AnyCard
    from honeymoon.views import TableView

__all__: list[str] = []

#: What the seat to act is to do, by phase, on its badge.
_TURN_WORDS = {Phase.AUCTION: "to call", Phase.BIDDING: "to bid", Phase.PLAY: "to play", Phase.DRAW: "to act",
               Phase.CHOOSE_TRUMP: "to name trumps"}

_PANEL = "margin:0 0 8px 0"


def _panel(kind: str, title: str, body: str) -> str:
    return (f'<div class="{kind}" style="{_PANEL}"><div style="font-weight:bold">{escape(title)}</div>'
            f"{body}</div>")


def _text_cards(cards: Sequence[AnyCard]) -> str:
    """Cards as coloured text in a line: ``♠A ♥Q``."""
    return " ".join(card_html(c) if isinstance(c, Card) else escape(str(c)) for c in cards) or "none"


def _details(kind: str, summary: str, body: str) -> str:
    return (f'<details class="{kind}" style="{_PANEL}"><summary>{escape(summary)}</summary>'
            f"{body}</details>")


def _view_frame(view: TableView, table: str, info: Sequence[str], turn: str) -> str:
    game, phase, viewer = view.game, view.phase.value, view.viewer
    who = "everyone's cards" if viewer is None else f"as {_players(view)[viewer]} sees it"
    head = (f'<div class="hm-view-head" style="{_PANEL}"><b>{escape(game)}</b>, deal {view.deal} '
            f'· {escape(phase)} · <span class="hm-view-who">{escape(who)}</span></div>'
            f'<div class="hm-turn" style="{_PANEL}">{escape(turn)}</div>')
    label = f"{game}, deal {view.deal}, {who}: {turn}"
    return (f'<div class="hm-view game-{escape(game)} phase-{escape(phase)}" role="group" '
            f'aria-label="{escape(label)}" '
            'style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'
            f'<div class="hm-view-table">{table}</div>'
            f'<div class="hm-view-info" style="min-width:14em;max-width:30em">{head}{"".join(info)}</div>'
            "</div>")


def _players(view: TableView) -> tuple[str, ...]:
    """The players' names, as the game gives them (``player 0`` written ``Player 0``)."""
    return tuple(name[:1].upper() + name[1:] for name in view.names)


def _teams(view: TableView) -> tuple[tuple[int, ...], ...]:
    """The players of each score-sheet column (in Boerenbridge, each player alone)."""
    return view.teams if isinstance(view, BridgeView) else tuple((p,) for p in range(len(view.names)))


def _columns(view: TableView, names: Sequence[str]) -> list[str]:
    """The names of the score-sheet columns: a player's, or a partnership's (``North-South``)."""
    return ["-".join(names[p] for p in team) for team in _teams(view)]


def _scores_panel(view: TableView, names: Sequence[str]) -> str:
    games = view.games_won if isinstance(view, BridgeView) else ()
    items = "".join(
        f'<li class="hm-score side-{i}">{escape(name)}: {view.scores[team[0]]}'
        + (f" ({games[i]} game{'s' if games[i] != 1 else ''})" if i < len(games) and games[i] else "")
        + "</li>" for i, (name, team) in enumerate(zip(_columns(view, names), _teams(view), strict=True)))
    return _panel("hm-scores", "scores", f'<ul style="margin:0;padding-left:1.2em">{items}</ul>')
