"""What the bench scripts share: timing random playouts, and driving an OpenSpiel game."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

#: Random play drawn from the given random source; returns how many deals it played.
Playout = Callable[[random.Random], int]


def rate(playout: Playout, seconds: float) -> float:
    """Deals per second: the best of three rounds of at least ``seconds`` each."""
    rng = random.Random(2026)
    best = 0.0
    for _ in range(3):
        count, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            count += playout(rng)
        best = max(best, count / elapsed)
    return best


def openspiel_deals(name: str, parameters: dict[str, Any]) -> Playout | None:
    """A random deal of OpenSpiel's game ``name`` driven from Python, chance nodes included;
    ``None`` when open-spiel is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game(name, parameters)

    def one_deal(rng: random.Random) -> int:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return 1

    return one_deal
