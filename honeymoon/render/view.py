"""A game's view as its player sees the table: :func:`view_html` draws a bridge form's view
(:mod:`honeymoon.render.bridge`) or a Boerenbridge view (:mod:`honeymoon.render.boerenbridge`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from honeymoon.render.boerenbridge import _boerenbridge_view
from honeymoon.render.bridge import _bridge_view
from honeymoon.views import BoerenbridgeView

if TYPE_CHECKING:
    from honeymoon.views import TableView

__all__ = ["view_html"]


def view_html(view: TableView) -> str:
    """A game's view (:meth:`honeymoon.game.Game.view` or ``full_view()``, of any form) as that
    player sees the table: the seats (cards seen as faces, hidden ones as backs), the draw
    state, the auction, the contract, the trick in progress or the last trick, whose turn it
    is and the scores; for Boerenbridge the cards each, the trump card, bids and tricks won.
    It draws what the view says and works out no rule.

    >>> import honeymoon
    >>> html = view_html(honeymoon.new_game("plain", seed=3).view(1))
    >>> 'class="hm-view game-plain phase-auction"' in html, html.count('class="hm-back"')
    (True, 13)
    """
    if isinstance(view, BoerenbridgeView):
        return _boerenbridge_view(view)
    return _bridge_view(view)
