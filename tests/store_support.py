"""Playing tables of a table store from the tests: whoever is on turn, random legal actions."""

from __future__ import annotations

import itertools
import random

from honeymoon import tables
from honeymoon.game import Action


def on_turn(store: tables.TableStore, table: str, tokens: list[str]) -> tuple[str, list[Action]]:
    """The token of the seat on turn and its actions; the other seats must have none."""
    legal = [store.legal_actions(table, token) for token in tokens]
    assert sum(bool(actions) for actions in legal) == 1
    index = next(i for i, actions in enumerate(legal) if actions)
    return tokens[index], legal[index]


def play(store: tables.TableStore, table: str, tokens: list[str], rng: random.Random,
         moves: int | None = None) -> None:
    """Random legal actions by whoever is on turn, ``moves`` of them or to the end of the match."""
    for _ in itertools.count() if moves is None else range(moves):
        if store.game(table).is_over:
            return
        token, legal = on_turn(store, table, tokens)
        store.act(table, token, rng.choice(legal))
