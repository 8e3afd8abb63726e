"""Jupyter widgets for the Honeymoon Bridge course (import name ``honeymoon_widgets``).

The widgets hold no rules: they ask :mod:`honeymoon` for every number and every legal
choice, and only render what it returns.
"""

from honeymoon_widgets.hcp import HcpCounter

__all__ = ["HcpCounter"]
